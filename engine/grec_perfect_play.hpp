#pragma once
// Expert's Le Grec: the move read from the solved table instead of searched. Among the legal moves
// it takes the quickest win, else a draw, else the loss that lasts longest; equally good moves are
// drawn with the seed. The game's own history counts: a move that brings a position back for the
// third time is the rules' draw, whatever the table says of it.
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/engine.hpp"
#include "engine/grec_solver.hpp"
#include "rules/grec_position.hpp"
#include "rules/move_list.hpp"

namespace petteia::engine {

struct GrecMoveValue {
    BoardMove move;
    SolvedValue value;  // for the player who makes the move; plies counted from before it
};

// Every legal move (in the rules' order) with its value. None when a position a move leads to is
// not in the table (a position set up off the paths from the start).
std::optional<std::vector<GrecMoveValue>> grec_move_values(const GrecPosition& position,
                                                           const GrecSolution& solution = GrecSolution::shared());

// None when grec_move_values has none: the search decides then.
std::optional<SearchResult> perfect_grec_move(const GrecPosition& position, std::uint64_t seed);

}  // namespace petteia::engine
