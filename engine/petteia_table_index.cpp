#include "engine/petteia_table_index.hpp"

#include <stdexcept>

namespace petteia::engine {

namespace table_numbering {

constexpr int max_k = 8;

struct Binomials {
    std::array<std::array<std::uint64_t, max_k + 1>, 65> c{};
    constexpr Binomials() {
        for (int n = 0; n <= 64; ++n) {
            c[n][0] = 1;
            for (int k = 1; k <= max_k; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
        }
    }
};
constexpr Binomials binomials;

// Every k-subset of n bits in increasing numeric order, which is the colex order the ranks count
// in (Gosper's hack).
std::vector<std::uint64_t> subsets(int n, int k) {
    const std::uint64_t count = binomial(n, k);
    std::vector<std::uint64_t> sets;
    sets.reserve(count);
    std::uint64_t set = (std::uint64_t{1} << k) - 1;
    for (std::uint64_t i = 0; i < count; ++i) {
        sets.push_back(set);
        const std::uint64_t lowest = set & -set;
        const std::uint64_t ripple = set + lowest;
        set = lowest == 0 ? 0 : (((ripple ^ set) >> 2) / lowest) | ripple;
    }
    return sets;
}

}  // namespace table_numbering


std::string shape_name(const TableShape& shape) {
    const std::string side = std::to_string(shape.size);
    return side + "x" + side + "-" + std::to_string(shape.movers) + "v" + std::to_string(shape.others);
}

std::uint64_t binomial(int n, int k) { return n < 0 || k < 0 || k > table_numbering::max_k ? 0 : table_numbering::binomials.c[n][k]; }

TableIndex::TableIndex(TableShape shape) : shape_(shape), board_(bits::board_mask(shape.size)) {
    const int squares = shape.size * shape.size;
    if (shape.size < 3 || shape.size > 8 || shape.movers < 1 || shape.others < 1 ||
        shape.movers + shape.others > table_numbering::max_k || shape.movers + shape.others > squares)
        throw std::invalid_argument("no endgame table of shape " + shape_name(shape));
    std::vector<int> square_of_dense;
    for (int rank = 0; rank < shape.size; ++rank)
        for (int file = 0; file < shape.size; ++file) {
            dense_[bits::index_of(file, rank)] = static_cast<std::uint8_t>(square_of_dense.size());
            square_of_dense.push_back(bits::index_of(file, rank));
        }
    for (std::uint64_t dense : table_numbering::subsets(squares, shape.movers)) {
        Bitboard set = 0;
        for (; dense; dense &= dense - 1) set |= bits::bit(square_of_dense[bits::lowest(dense)]);
        mover_sets_.push_back(set);
    }
    other_sets_ = table_numbering::subsets(squares - shape.movers, shape.others);
}

std::uint64_t TableIndex::index(Bitboard movers, Bitboard others) const {
    std::uint64_t mover_rank = 0;
    std::uint64_t taken = 0;  // the movers' dense squares
    int k = 1;
    for (Bitboard b = movers; b; b &= b - 1) {
        const int dense = dense_[bits::lowest(b)];
        mover_rank += table_numbering::binomials.c[dense][k++];
        taken |= std::uint64_t{1} << dense;
    }
    std::uint64_t other_rank = 0;
    k = 1;
    for (Bitboard b = others; b; b &= b - 1) {
        const int dense = dense_[bits::lowest(b)];
        const int free_rank = dense - bits::count(taken & ((std::uint64_t{1} << dense) - 1));
        other_rank += table_numbering::binomials.c[free_rank][k++];
    }
    return mover_rank * other_sets_.size() + other_rank;
}

TableIndex::Bitboard TableIndex::expand(std::uint64_t compressed, Bitboard movers) const {
    Bitboard free = board_ & ~movers;
    Bitboard result = 0;
    int skipped = 0;
    for (; compressed; compressed &= compressed - 1) {
        for (const int wanted = bits::lowest(compressed); skipped < wanted; ++skipped) free &= free - 1;
        result |= free & -free;
    }
    return result;
}

}  // namespace petteia::engine
