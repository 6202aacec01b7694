#pragma once
// What a solved game's table says of each move in a game, for the views that show where a game was
// won, thrown away or won back. Only Le Grec is solved (grec_solver.hpp); a Game of another variant
// has no solution, and callers learn that from the empty answer, never from the game's name.
#include <optional>
#include <vector>

#include "engine/grec_solver.hpp"
#include "rules/game.hpp"

namespace petteia::engine {

struct SolvedMove {
    Move move;
    SolvedValue value;  // for the player who makes it, its plies counted from before it
};

// Every legal move of the side to move with its value, the game's history counted (a third
// occurrence is a draw). None for a variant without a solution, a finished game, or a position the
// solution does not cover (set up off the paths from the start).
std::optional<std::vector<SolvedMove>> solved_moves(const Game& game);

// The best a player can do from `moves`: the quickest win, else a draw, else the longest loss.
SolvedValue best_value(const std::vector<SolvedMove>& moves);

// A move of a game judged in the position it was played in: the best its player could do, what
// the move played does, and every move that does the best.
struct JudgedMove {
    SolvedValue best;
    SolvedValue played;
    std::vector<Move> best_moves;
};

// Each move of the game's history, in order. None when the variant has no solution or a position
// of the game is not covered by it.
std::optional<std::vector<JudgedMove>> judge_history(const Game& game);

}  // namespace petteia::engine
