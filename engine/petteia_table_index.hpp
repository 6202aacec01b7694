#pragma once
// The dense numbering of one Petteia endgame table: every placement of `movers` pieces of the side
// to move and `others` pieces of the other side on a size×size board. Colours do not matter (the
// rules treat Light and Dark alike once the game is under way), so a table is by the side to move,
// not by Light and Dark: a position with Dark to move is looked up with Dark's pieces as `movers`.
//
// index = rank(movers' squares among all squares) × C(squares − movers, others)
//       + rank(others' squares among the squares the movers leave free),
// each rank the combinatorial number system's (colex order). Every index is a position: no holes.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rules/bitboard.hpp"

namespace petteia::engine {

struct TableShape {
    int size = 6;    // the board's side (6 or 8 for the variants; tests use smaller boards)
    int movers = 2;  // pieces of the side to move
    int others = 2;  // pieces of the side that just moved
    friend bool operator==(const TableShape&, const TableShape&) = default;
    friend auto operator<=>(const TableShape&, const TableShape&) = default;
};

// "6x6-3v2": the board, then the side to move's pieces against the other side's.
std::string shape_name(const TableShape& shape);

// C(n, k) for n ≤ 64, k ≤ 8.
std::uint64_t binomial(int n, int k);

class TableIndex {
public:
    using Bitboard = bits::Bitboard;

    explicit TableIndex(TableShape shape);

    const TableShape& shape() const { return shape_; }
    std::uint64_t size() const { return mover_sets_.size() * other_sets_.size(); }

    // Preconditions: the counts are the shape's, the sets are disjoint and on the board.
    std::uint64_t index(Bitboard movers, Bitboard others) const;

    // The position numbered `index`: the movers' and the others' squares (rules' bitboard layout).
    Bitboard movers_at(std::uint64_t index) const { return mover_sets_[index / other_sets_.size()]; }
    Bitboard others_at(std::uint64_t index) const {
        return expand(other_sets_[index % other_sets_.size()], movers_at(index));
    }

private:
    // The squares of `compressed` (bits numbering the free squares in order) on the board.
    Bitboard expand(std::uint64_t compressed, Bitboard movers) const;

    TableShape shape_;
    Bitboard board_;
    std::array<std::uint8_t, 64> dense_{};  // the rules' square index → 0..size²-1, rank by rank
    std::vector<Bitboard> mover_sets_;      // by rank
    std::vector<std::uint64_t> other_sets_; // by rank, as compressed bits over the free squares
};

}  // namespace petteia::engine
