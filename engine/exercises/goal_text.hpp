#pragma once
// The goal sentences shown to the player, in English, French and Greek. The verifier rebuilds them from
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

// Petteia chess. "Checkmate in one move." / "Faites mat en un coup."; "Checkmate in 2 moves,
// whatever the defence." / "Faites mat en 2 coups, quelle que soit la défense."
GoalText mate_goal(int solver_moves);
// "Find the capture that wins a piece." / "Trouvez la prise qui gagne une pièce."
GoalText material_goal();
// "Only one move saves your King from mate: find it." / "Un seul coup sauve votre Roi du mat : trouvez-le."
GoalText sacrifice_goal();

// Le Grec. "This position is won: find the only move that keeps the win." / "Cette position est
// gagnée : trouvez le seul coup qui garde la victoire."
GoalText grec_win_goal();
// "Every move but one loses: find the one that keeps the draw." / "Tous les coups sauf un perdent :
// trouvez celui qui garde la nulle."
GoalText grec_hold_goal();

}  // namespace petteia::engine::exercises
