#pragma once
// Whether a position makes an exercise of a family: the same facts the verifier checks, computed
// once to build the exercise (without its id). The game is a fresh one (no history, quiet plies 0),
// ongoing, the solver to move; it is left as it was.
#include <array>
#include <optional>

#include "engine/exercises/exercise.hpp"
#include "engine/exercises/forced_win.hpp"
#include "rules/game.hpp"

namespace petteia::engine::exercises {

// The exercise of a family with its solution (canonical texts), without its id.
Exercise exercise_of(const Game& game, Family family, int difficulty, GoalText goal, const std::vector<Move>& solution);

std::optional<Exercise> capture_candidate(Game& game);
std::optional<Exercise> defence_candidate(Game& game);
// Only positions with few enemy pieces or few enemy moves are searched (a win in three or fewer
// is out of reach otherwise, and the search is the costly part). A win in three is looked for only
// when `thorough`; otherwise wins in one or two.
// `tally`, when given, counts the forced wins found and those with a unique winning move throughout.
struct FinishTally {
    std::array<int, max_finish_moves + 1> wins{};    // by the fewest moves to win
    std::array<int, max_finish_moves + 1> strict{};  // of those, the ones kept
};
std::optional<Exercise> finish_candidate(Game& game, ForcedWin& search, bool thorough = true,
                                         FinishTally* tally = nullptr);

}  // namespace petteia::engine::exercises
