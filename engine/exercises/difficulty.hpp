#pragma once
// How hard an exercise is, from 1 to 3, by a fixed rule of its position (so the verifier can
// recheck it):
// - capture: 1, plus 1 when the move takes two pieces or more (so a first exercise teaches a single
//   capture), plus 1 when another move captures too (a decoy), plus 1 when the board is crowded
//   (at least 85 % of the starting pieces still on it: 11 of 12 on 6×6, 14 of 16 on 8×8); at most 3.
// - defence: 1, plus 1 when two or more pieces are threatened, plus 1 when the obvious retreat
//   fails (the saving move is not a move of a threatened piece).
// - finish: the number of moves to win (1, 2 or 3), plus 1 when the first winning move captures
//   nothing (a quiet move: a blockade or a preparation is harder to see than a capture) or when
//   another first move captures too (a decoy); at most 3.
#include "engine/exercises/move_facts.hpp"

namespace petteia::engine::exercises {

int capture_difficulty(const Game& game, const CaptureFacts& facts);
int defence_difficulty(const DefenceFacts& facts, const Move& solution);
// `game` at the exercise's start, `first` the solver's first move.
int finish_difficulty(Game& game, int solver_moves, const Move& first);

}  // namespace petteia::engine::exercises
