#pragma once
// 64-bit boards in an 8-wide layout: bit (rank * 8 + file). A 6×6 board uses the lower-left corner
// and masks the rest off, so both Petteia sizes share one code path.
#include <bit>
#include <cstdint>

namespace petteia::bits {

using Bitboard = std::uint64_t;

constexpr Bitboard bit(int index) { return Bitboard{1} << index; }
constexpr int index_of(int file, int rank) { return rank * 8 + file; }
constexpr int file_of(int index) { return index & 7; }
constexpr int rank_of(int index) { return index >> 3; }
constexpr int count(Bitboard b) { return std::popcount(b); }
constexpr int lowest(Bitboard b) { return std::countr_zero(b); }
constexpr int highest(Bitboard b) { return 63 - std::countl_zero(b); }

constexpr Bitboard file_a = 0x0101010101010101ULL;
constexpr Bitboard file_h = file_a << 7;

// The squares of a size×size board in the 8-wide layout.
constexpr Bitboard board_mask(int size) {
    Bitboard rank = (bit(size) - 1);
    Bitboard mask = 0;
    for (int r = 0; r < size; ++r) mask |= rank << (8 * r);
    return mask;
}

constexpr Bitboard rank_mask(int rank) { return Bitboard{0xFF} << (8 * rank); }

// One step in each orthogonal direction; nothing wraps around an edge.
constexpr Bitboard north(Bitboard b) { return b << 8; }
constexpr Bitboard south(Bitboard b) { return b >> 8; }
constexpr Bitboard east(Bitboard b) { return (b & ~file_h) << 1; }
constexpr Bitboard west(Bitboard b) { return (b & ~file_a) >> 1; }

// Slides every piece of `from` in one direction through the squares of `open` (Kogge-Stone fill)
// and returns the squares reached, the starting ones included.
constexpr Bitboard fill_north(Bitboard from, Bitboard open) {
    from |= open & (from << 8);
    open &= open << 8;
    from |= open & (from << 16);
    open &= open << 16;
    return from | (open & (from << 32));
}
constexpr Bitboard fill_south(Bitboard from, Bitboard open) {
    from |= open & (from >> 8);
    open &= open >> 8;
    from |= open & (from >> 16);
    open &= open >> 16;
    return from | (open & (from >> 32));
}
constexpr Bitboard fill_east(Bitboard from, Bitboard open) {
    open &= ~file_a;
    from |= open & (from << 1);
    open &= open << 1;
    from |= open & (from << 2);
    open &= open << 2;
    return from | (open & (from << 4));
}
constexpr Bitboard fill_west(Bitboard from, Bitboard open) {
    open &= ~file_h;
    from |= open & (from >> 1);
    open &= open >> 1;
    from |= open & (from >> 2);
    open &= open >> 2;
    return from | (open & (from >> 4));
}

// Squares a rook-moving piece on `from` reaches over the empty squares `empty`.
constexpr Bitboard slides(Bitboard from, Bitboard empty) {
    return (north(fill_north(from, empty)) | south(fill_south(from, empty)) |
            east(fill_east(from, empty)) | west(fill_west(from, empty))) & empty;
}

// Number of rook moves of all pieces of `from` together. Two pieces sliding the same way never
// reach the same square (the nearer one blocks the farther), so a popcount per direction counts
// every move exactly once.
constexpr int count_slides(Bitboard from, Bitboard empty) {
    return count(north(fill_north(from, empty)) & empty) + count(south(fill_south(from, empty)) & empty) +
           count(east(fill_east(from, empty)) & empty) + count(west(fill_west(from, empty)) & empty);
}

}  // namespace petteia::bits
