#pragma once
// The goal sentences shown to the player, in English and French. The verifier rebuilds them from
// the position, so a goal never says something the position does not.
#include <string>
#include <vector>

#include "engine/exercises/exercise.hpp"

namespace petteia::engine::exercises {

// "Capture a piece with one move." / "Prenez une pièce en un seul coup."; "Capture two pieces with
// one move." / "Prenez deux pièces en un seul coup."
GoalText capture_goal(int captures);
// "Your piece on C3 is threatened: save it without losing another." (squares as "C3", in order)
GoalText defence_goal(const std::vector<std::string>& threatened_squares);
// "Win in 2 moves, whatever the defence." / "Gagnez en 2 coups, quelle que soit la défense."
GoalText finish_goal(int solver_moves);

}  // namespace petteia::engine::exercises
