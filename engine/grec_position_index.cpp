#include "engine/grec_position_index.hpp"

#include <array>
#include <bit>

namespace petteia::engine {

namespace {

// The rank of every 7-square set of 16 (and of 9) in increasing order of the set as a number, and
// the sets by rank: two lookups each way instead of binomial sums.
template <int Bits, std::uint32_t Count>
struct SevenSets {
    std::array<std::uint16_t, std::size_t{1} << Bits> rank{};
    std::array<std::uint16_t, Count> set{};
    constexpr SevenSets() {
        std::uint32_t next = 0;
        for (std::uint32_t mask = 0; mask < (std::uint32_t{1} << Bits); ++mask) {
            if (std::popcount(mask) != GrecPositionIndex::pieces_per_side) continue;
            rank[mask] = static_cast<std::uint16_t>(next);
            set[next++] = static_cast<std::uint16_t>(mask);
        }
    }
};

const SevenSets<16, GrecPositionIndex::black_set_count>& black_sets() {
    static const SevenSets<16, GrecPositionIndex::black_set_count> sets;
    return sets;
}
constexpr SevenSets<9, GrecPositionIndex::white_set_count> white_sets;

// The white pieces written on the squares Black leaves free, as a 9-bit number (and back).
std::uint32_t squeeze(std::uint32_t white, std::uint32_t free) {
    std::uint32_t result = 0;
    for (int bit = 0; free != 0; free &= free - 1, ++bit)
        if (white & (free & -free)) result |= 1u << bit;
    return result;
}
std::uint32_t spread(std::uint32_t squeezed, std::uint32_t free) {
    std::uint32_t result = 0;
    for (int bit = 0; free != 0; free &= free - 1, ++bit)
        if (squeezed & (1u << bit)) result |= free & -free;
    return result;
}

constexpr std::uint32_t all_squares = 0xFFFF;

}  // namespace

std::optional<std::uint32_t> GrecPositionIndex::index_of(const GrecPlacement& placement) {
    const std::uint32_t black = placement.black, white = placement.white;
    if (std::popcount(black) != pieces_per_side || std::popcount(white) != pieces_per_side || (black & white) != 0 ||
        ((black | white) & ~all_squares) != 0)
        return std::nullopt;
    const std::uint32_t white_rank = white_sets.rank[squeeze(white, all_squares & ~black)];
    return (black_sets().rank[black] * white_set_count + white_rank) * 2 + petteia::index_of(placement.to_move);
}

GrecPlacement GrecPositionIndex::placement_of(std::uint32_t index) {
    const Side to_move = index % 2 == 0 ? Side::first : Side::second;
    index /= 2;
    const std::uint32_t black = black_sets().set[index / white_set_count];
    const std::uint32_t white = spread(white_sets.set[index % white_set_count], all_squares & ~black);
    return {black, white, to_move};
}

}  // namespace petteia::engine
