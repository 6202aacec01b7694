#pragma once
// Perft: the number of move sequences of exactly `depth` plies. A finished game has no moves.
// Counts the last ply in bulk (the position's move count, without making the moves).
#include <cstdint>

#include "rules/move_list.hpp"

namespace petteia {

// Position needs: ended_before_moves() (over for any reason other than having no move),
// count_moves(), generate(MoveList&), make(BoardMove), unmake().
template <class Position>
std::uint64_t perft(Position& position, int depth) {
    if (depth <= 0) return 1;
    if (position.ended_before_moves()) return 0;
    if (depth == 1) return static_cast<std::uint64_t>(position.count_moves());
    MoveList moves;
    position.generate(moves);
    std::uint64_t leaves = 0;
    for (const BoardMove move : moves) {
        position.make(move);
        leaves += perft(position, depth - 1);
        position.unmake();
    }
    return leaves;
}

}  // namespace petteia
