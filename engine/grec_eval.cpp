#include "engine/grec_eval.hpp"

#include <algorithm>


namespace petteia::engine {

namespace {

// Ranks still to go, all pieces together: Black's target half is ranks 3–4, White's ranks 1–2.
int distance_to_go(const GrecPosition& position, Side side) {
    int total = 0;
    for (int square = 0; square < GrecPosition::squares; ++square) {
        if (!(position.pieces(side) & GrecPosition::bit(square))) continue;
        const int rank = square / GrecPosition::width;
        total += side == Side::first ? std::max(0, 2 - rank) : std::max(0, rank - 1);
    }
    return total;
}

}  // namespace

int evaluate(const GrecPosition& position, const GrecWeights& w) {
    const Side us = position.side_to_move(), them = opponent(us);
    // Only the mover's moves are counted: the position class counts for the side to move alone.
    return w.tempo + w.distance * (distance_to_go(position, them) - distance_to_go(position, us)) +
           w.mobility * position.count_moves();
}

}  // namespace petteia::engine
