// The help an exercise gives, on a small hand-made catalogue: the hint (the square of the piece the
// solution moves next), the rest of the solution from the moves found, and the exercise of the day.
#include <gtest/gtest.h>

#include <set>

#include "server/games/exercises.hpp"

namespace petteia::server {
// Inner names of their own: a unity build puts this file beside exercises_test.cpp.
namespace {
namespace help_test {

using protocol::ErrorCode;

// Light's D1-D3 takes C3 and E3 at once; then Dark's A6-A5 and Light's D3-D4.
constexpr const char* two_in_a_row = "DD4/6/6/1LD1DL/6/3L2 light 0";

Exercises exercises() {
    db::StoredExercise capture{"t-capture", "petteia-6x6", "capture", 1, two_in_a_row, "Capture two.", "Prenez-en deux.", "Πάρτε δύο.",
                               {"D1-D3"}, 2};
    db::StoredExercise longer{"t-longer", "petteia-6x6", "finish", 3, two_in_a_row, "Go on.", "Continuez.", "Συνεχίστε.",
                              {"D1-D3", "A6-A5", "D3-D4"}, std::nullopt};
    return Exercises({capture, longer});
}

TEST(ExerciseHelp, TheHintNamesThePieceTheSolutionMovesNext) {
    const Exercises all = exercises();
    EXPECT_EQ(all.hint("t-longer", {}).value(), "D1");
    EXPECT_EQ(all.hint("t-longer", {"D1-D3"}).value(), "D3");
    // Once solved, or from a move that is not the solution's, there is nothing to hint.
    EXPECT_EQ(all.hint("t-longer", {"D1-D3", "D3-D4"}).error().code, ErrorCode::invalid_message);
    EXPECT_EQ(all.hint("t-longer", {"B1-B2"}).error().code, ErrorCode::invalid_message);
    EXPECT_EQ(all.hint("nope", {}).error().code, ErrorCode::exercise_not_found);
}

TEST(ExerciseHelp, TheSolutionIsTheRestFromTheMovesFound) {
    const Exercises all = exercises();
    const auto whole = all.solution("t-longer", {});
    ASSERT_TRUE(whole);
    ASSERT_EQ(whole->moves.size(), 3u);
    EXPECT_EQ(whole->moves[0].move, "D1-D3");
    EXPECT_EQ(whole->moves[0].side, "light");
    EXPECT_EQ(whole->moves[0].captured, (std::vector<std::string>{"C3", "E3"}));
    EXPECT_EQ(whole->moves[1].side, "dark");
    EXPECT_TRUE(whole->state.solved);
    EXPECT_TRUE(whole->state.legal.empty());
    const auto rest = all.solution("t-longer", {"D1-D3"});
    ASSERT_TRUE(rest);
    ASSERT_EQ(rest->moves.size(), 1u);
    EXPECT_EQ(rest->moves[0].move, "D3-D4");
    EXPECT_EQ(rest->state.played.size(), 3u);
}

TEST(ExerciseHelp, TheDailyExerciseIsFixedForADayAndVariesOverDays) {
    const Exercises all = exercises();
    std::set<std::string> seen;
    for (std::int64_t day = 20'000; day < 20'030; ++day) {
        EXPECT_EQ(all.daily(day), all.daily(day));
        seen.insert(all.daily(day));
    }
    EXPECT_EQ(seen, (std::set<std::string>{"t-capture", "t-longer"}));
    EXPECT_EQ(Exercises(std::vector<db::StoredExercise>{}).daily(20'000), "");
}

TEST(ExerciseHelp, TheDifficultyIsTheCataloguesForRatingsToStartFrom) {
    const Exercises all = exercises();
    EXPECT_EQ(all.difficulty("t-capture"), 1);
    EXPECT_EQ(all.difficulty("t-longer"), 3);
    EXPECT_EQ(all.difficulty("nope"), 1);
}

}  // namespace help_test
}  // namespace
}  // namespace petteia::server
