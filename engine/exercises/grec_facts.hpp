#pragma once
// What the Le Grec families check in a position, read from the solved table (solved_moves.hpp), and
// their difficulty rules. The position is a fresh one (no history), so the table's values are exact.
//
// - win ("win from here"): the position is won for the side to move and exactly one move keeps it won.
// - hold ("hold the draw"): the position is drawn and exactly one move keeps the draw; every other
//   move loses.
#include <optional>
#include <vector>

#include "engine/solved_moves.hpp"
#include "rules/game.hpp"

namespace petteia::engine::exercises {

struct GrecFacts {
    SolvedValue value;          // the position's, for the side to move
    std::vector<Move> keeping;  // the moves that keep that outcome (the quickest win or not: any win keeps a win)
    int kept_plies = 0;         // a win: the plies to the end after the quickest keeping move, from before it
    int quickest_loss = 0;      // the plies to the end of the quickest-losing other move (0 when none loses)
};

// None when the table does not cover the position (set up off the paths from the start) or the game is over.
std::optional<GrecFacts> grec_facts(const Game& game);

// win: 1 when the win takes five plies or fewer, 2 up to eleven, else 3 (a long win is harder to see).
int grec_win_difficulty(const GrecFacts& facts);
// hold: 1 when a wrong move loses within five plies, 2 within eleven, else 3 (a slow loss is harder
// to see coming).
int grec_hold_difficulty(const GrecFacts& facts);

}  // namespace petteia::engine::exercises
