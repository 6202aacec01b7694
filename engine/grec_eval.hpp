#pragma once
// What the engine knows about Le Grec: a race, so the evaluation counts how far each side still has
// to go and how free it is to move. Until a solver plays it perfectly, the search does the rest.
#include "rules/grec_position.hpp"

namespace petteia::engine {

struct GrecWeights {
    int distance = 40;  // per rank a piece still has to advance to reach the target half
    int mobility = 4;   // per legal move of the side to move
    int tempo = 10;     // for being the side to move
};

inline constexpr GrecWeights default_grec_weights{};

// Whether every piece of `side` stands in its target half (the win in Le Grec).
inline bool has_arrived(const GrecPosition& position, Side side) {
    const auto pieces = position.pieces(side);
    return pieces != 0 && (pieces & ~GrecPosition::target_half(side)) == 0;
}

// The position's value for the side to move.
int evaluate(const GrecPosition& position, const GrecWeights& weights = default_grec_weights);

}  // namespace petteia::engine
