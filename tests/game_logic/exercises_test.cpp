// The server's refereeing of exercises on a small hand-made catalogue: replaying the solution,
// the defence's replies, explanations of wrong moves, and refusals.
#include <gtest/gtest.h>

#include "server/games/exercises.hpp"

namespace petteia::server {
namespace {

using protocol::AttemptView;
using protocol::ErrorCode;

// Light's D1-D3 takes C3 and E3 at once (between D3 and B3, D3 and F3).
constexpr const char* two_in_a_row = "DD4/6/6/1LD1DL/6/3L2 light 0";

std::vector<db::StoredExercise> catalogue() {
    db::StoredExercise capture{"t-capture", "petteia-6x6", "capture", 1, two_in_a_row, "Capture two.", "Prenez-en deux.", "Πάρτε δύο.",
                               {"D1-D3"}, 2};
    db::StoredExercise longer{"t-longer", "petteia-6x6", "finish", 2, two_in_a_row, "Go on.", "Continuez.", "Συνεχίστε.",
                              {"D1-D3", "A6-A5", "D3-D4"}, std::nullopt};
    return {capture, longer};
}

TEST(Exercises, ListsTheCatalogueWithTheSolversSideAndMoves) {
    const Exercises exercises(catalogue());
    const auto items = exercises.items({"t-longer"});
    ASSERT_EQ(items.size(), 2u);
    EXPECT_EQ(items[0].id, "t-capture");
    EXPECT_EQ(items[0].solver, "light");
    EXPECT_EQ(items[0].solver_moves, 1);
    EXPECT_FALSE(items[0].solved);
    EXPECT_EQ(items[1].solver_moves, 2);
    EXPECT_TRUE(items[1].solved);
    const auto start = exercises.start("t-capture");
    ASSERT_TRUE(start);
    EXPECT_EQ(start->position, two_in_a_row);
    EXPECT_EQ(start->to_move, "light");
    EXPECT_FALSE(start->legal.empty());
    EXPECT_FALSE(exercises.start("nope"));
}

TEST(Exercises, TheRightMoveSolvesAndShowsItsCaptures) {
    const Exercises exercises(catalogue());
    const auto attempt = exercises.attempt("t-capture", {"d1 → d3"});
    ASSERT_TRUE(attempt) << attempt.error().message;
    EXPECT_EQ(attempt->result, AttemptView::Result::solved);
    ASSERT_EQ(attempt->state.played.size(), 1u);
    EXPECT_EQ(attempt->state.played[0].captured, (std::vector<std::string>{"C3", "E3"}));
    EXPECT_TRUE(attempt->state.solved);
    EXPECT_TRUE(attempt->state.legal.empty());
}

TEST(Exercises, TheDefenceRepliesBetweenTheSolversMoves) {
    const Exercises exercises(catalogue());
    const auto first = exercises.attempt("t-longer", {"D1-D3"});
    ASSERT_TRUE(first);
    EXPECT_EQ(first->result, AttemptView::Result::correct);
    ASSERT_TRUE(first->reply);
    EXPECT_EQ(first->reply->move, "A6-A5");
    EXPECT_EQ(first->reply->side, "dark");
    EXPECT_EQ(first->state.to_move, "light");
    const auto second = exercises.attempt("t-longer", {"D1-D3", "D3-D4"});
    ASSERT_TRUE(second);
    EXPECT_EQ(second->result, AttemptView::Result::solved);
    EXPECT_EQ(second->state.played.size(), 3u);
}

TEST(Exercises, AWrongMoveIsExplainedAndLeavesThePositionBeforeIt) {
    const Exercises exercises(catalogue());
    const auto attempt = exercises.attempt("t-capture", {"D1-D2"});
    ASSERT_TRUE(attempt);
    EXPECT_EQ(attempt->result, AttemptView::Result::wrong);
    ASSERT_TRUE(attempt->explanation);
    EXPECT_EQ(attempt->explanation->move.move, "D1-D2");
    EXPECT_TRUE(attempt->explanation->move.captured.empty());
    EXPECT_EQ(attempt->explanation->goal, "capture");
    EXPECT_EQ(attempt->explanation->captures_needed, 2);
    ASSERT_TRUE(attempt->explanation->reply);
    EXPECT_EQ(attempt->explanation->reply->side, "dark");
    EXPECT_EQ(attempt->state.position, two_in_a_row);
    EXPECT_TRUE(attempt->state.played.empty());
}

TEST(Exercises, RefusalsNameTheProblem) {
    const Exercises exercises(catalogue());
    EXPECT_EQ(exercises.attempt("nope", {"D1-D3"}).error().code, ErrorCode::exercise_not_found);
    const auto illegal = exercises.attempt("t-capture", {"D1-E2"});
    EXPECT_EQ(illegal.error().code, ErrorCode::illegal_move);
    EXPECT_TRUE(illegal.error().detail);
    EXPECT_EQ(exercises.attempt("t-capture", {"D1-D3", "D3-D4"}).error().code, ErrorCode::invalid_message);
    EXPECT_EQ(exercises.attempt("t-longer", {"D1-D2", "D3-D4"}).error().code, ErrorCode::invalid_message);
}

TEST(Exercises, ACatalogueTheRulesRejectIsRefusedAtStart) {
    auto broken = catalogue();
    broken[0].solution = {"D1-E2"};
    EXPECT_THROW(Exercises{broken}, std::runtime_error);
    broken = catalogue();
    broken[1].solution = {"D1-D3", "A6-A5"};
    EXPECT_THROW(Exercises{broken}, std::runtime_error);
}

}  // namespace
}  // namespace petteia::server
