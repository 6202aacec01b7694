#include "ratings/exercise_rating.hpp"

#include <algorithm>

namespace petteia::ratings {

Rating exercise_start(int difficulty) {
    const int clamped = std::clamp(difficulty, 1, 3);
    return {newcomer.rating + 300.0 * (clamped - 2), exercise_start_deviation, newcomer.volatility};
}

ExerciseOutcome after_exercise(const Rating& player, const Rating& exercise, bool solved) {
    const double score = solved ? 1.0 : 0.0;
    const Rating exercise_after = provisional(player) ? exercise : rated(exercise, {{player, 1.0 - score}});
    return {rated(player, {{exercise, score}}), exercise_after};
}

}  // namespace petteia::ratings
