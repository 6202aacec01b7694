#pragma once
// What each legal Le Grec move is worth to its mover, by the solved table and the game's history.
//
// The table values positions as if they had no history, which is exact whenever no position of
// the current stretch of sideways moves has occurred twice (engine/README.md, "Le Grec solved").
// When one has, entering it again is the rules' draw: the positions the game can still reach by
// sideways moves alone (144 at most) are solved again with those draws, the moves that
// leave the stretch (forward moves, after which no earlier position can come back) keeping the
// table's values.
#include <optional>
#include <vector>

#include "engine/grec_solver.hpp"
#include "rules/grec_position.hpp"
#include "rules/move_list.hpp"

namespace petteia::engine {

struct GrecMoveValue {
    BoardMove move;
    SolvedValue value;  // for the player who makes the move; plies counted from before it
};

// Every legal move (in the rules' order) with its value, by the shared solution of the position's
// goals. None when a position a move leads to is not in the table (a position set up off the paths
// from the start).
std::optional<std::vector<GrecMoveValue>> grec_move_values(const GrecPosition& position);
// The same by `solution`: every move its game allows (a side bound to jump has only its jumps when
// it has any). None also when the position's goals are not the solution's.
std::optional<std::vector<GrecMoveValue>> grec_move_values(const GrecPosition& position, const GrecSolution& solution);

}  // namespace petteia::engine
