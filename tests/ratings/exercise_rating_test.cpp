// Exercise ratings against values worked out by hand from Glickman's steps (τ 0.75, the site's),
// with the intermediate figures written beside each so that a reader can redo them.
#include <gtest/gtest.h>

#include "ratings/exercise_rating.hpp"

namespace {

using namespace petteia::ratings;

TEST(ExerciseRating, AnExercisesStartingRatingFollowsItsDifficulty) {
    EXPECT_EQ(exercise_start(1).rating, 1200.0);
    EXPECT_EQ(exercise_start(2).rating, 1500.0);
    EXPECT_EQ(exercise_start(3).rating, 1800.0);
    EXPECT_EQ(exercise_start(2).deviation, 250.0);
    EXPECT_EQ(exercise_start(2).volatility, 0.06);
    // Out of range is held to the nearest difficulty (the catalogue's CHECK keeps 1 to 3 anyway).
    EXPECT_EQ(exercise_start(0).rating, 1200.0);
    EXPECT_EQ(exercise_start(7).rating, 1800.0);
}

TEST(ExerciseRating, ANewcomerWhoSolvesAnExerciseOfTheirLevelGainsAndTheExerciseStays) {
    // μ = 0, φ = 2.01476; the exercise's φ = 1.43912, g = 0.78337, E = 0.5, v = 6.51810, Δ = 2.55306.
    const ExerciseOutcome after = after_exercise(newcomer, exercise_start(2), true);
    EXPECT_NEAR(after.player.rating, 1670.30, 0.01);
    EXPECT_NEAR(after.player.deviation, 274.83, 0.01);
    EXPECT_NEAR(after.player.volatility, 0.059999, 0.000001);
    // A provisional player's result does not move the exercise.
    EXPECT_EQ(after.exercise.rating, 1500.0);
    EXPECT_EQ(after.exercise.deviation, 250.0);
}

TEST(ExerciseRating, ANewcomerWhoMissesAnEasyExerciseLosesMuch) {
    // The exercise at 1200: μ_j = −1.72694, E = 0.79459, v = 9.98394, Δ = −6.21465.
    const ExerciseOutcome after = after_exercise(newcomer, exercise_start(1), false);
    EXPECT_NEAR(after.player.rating, 1187.74, 0.01);
    EXPECT_NEAR(after.player.deviation, 295.20, 0.01);
    EXPECT_EQ(after.exercise.rating, 1200.0);
}

TEST(ExerciseRating, AnEstablishedPlayersMissRaisesTheExercise) {
    // The player 1600 ± 100 (μ = 0.57565, φ = 0.57565) misses the 1500 ± 250 exercise: E = 0.61086,
    // v = 6.85512, Δ = −3.28042. The exercise, seen against the player: g = 0.95315, E = 0.36617,
    // v = 4.74266, Δ = 2.86520.
    const Rating player{1600.0, 100.0, 0.06};
    const ExerciseOutcome after = after_exercise(player, exercise_start(2), false);
    EXPECT_NEAR(after.player.rating, 1573.45, 0.01);
    EXPECT_NEAR(after.player.deviation, 98.17, 0.01);
    EXPECT_NEAR(after.exercise.rating, 1651.47, 0.01);
    EXPECT_NEAR(after.exercise.deviation, 208.70, 0.01);
}

TEST(ExerciseRating, AboutSixteenTriesMakeANewcomerEstablished) {
    // Alternately missed and solved, against exercises of 1500 ± 250: the 16th try brings the
    // deviation under 110, from when the player's results move the exercises too.
    Rating player = newcomer;
    int tries = 0;
    while (provisional(player)) player = after_exercise(player, exercise_start(2), tries++ % 2 == 1).player;
    EXPECT_EQ(tries, 16);
    EXPECT_NEAR(player.deviation, 109.07, 0.01);
}

}  // namespace
