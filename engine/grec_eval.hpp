#pragma once
// What the engine knows about Le Grec: a race, so the evaluation counts how far each side still has
// to go and how free it is to move. Until a solver plays it perfectly, the search does the rest.
#include "rules/grec_position.hpp"

namespace petteia::engine {

struct GrecWeights {
    int distance = 40;  // per move a piece still needs to reach a goal square (grec_eval.cpp)
    int mobility = 4;   // per legal move of the side to move
    int tempo = 10;     // for being the side to move
};

inline constexpr GrecWeights default_grec_weights{};

// The position's value for the side to move.
int evaluate(const GrecPosition& position, const GrecWeights& weights = default_grec_weights);

}  // namespace petteia::engine
