// Custodial capture in Petteia: what disappears from the board after a move, and what stays.
#include <gtest/gtest.h>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;

TEST(PetteiaCapture, SandwichedPieceIsRemoved) {
    // Light C3 below Dark C4; Light B5 slides to C5 and closes the sandwich.
    auto game = make_game("petteia-6x6", "D4D/1L4/2D3/2L3/6/5D light");
    auto played = play_ok(*game, "B5-C5");
    EXPECT_EQ(played.captured, squares({"C4"}));
    EXPECT_TRUE(is_empty(*game, "C4"));
    EXPECT_TRUE(is_side(*game, "C5", light));
    EXPECT_TRUE(is_side(*game, "C3", light));
    EXPECT_EQ(count_pieces(*game, dark), 3);
    EXPECT_EQ(game->quiet_plies(), 0);
    EXPECT_EQ(game->history().back(), played);
}

TEST(PetteiaCapture, OneMoveCapturesInTwoDirections) {
    // Light C6-C5 sandwiches C4 (against C3) and D5 (against E5) at once.
    auto game = make_game("petteia-6x6", "2L3/3DL1/2D3/2L3/6/D4D light");
    auto played = play_ok(*game, "C6-C5");
    EXPECT_EQ(played.captured, squares({"C4", "D5"}));
    EXPECT_TRUE(is_empty(*game, "C4"));
    EXPECT_TRUE(is_empty(*game, "D5"));
    EXPECT_EQ(count_pieces(*game, dark), 2);
    EXPECT_EQ(game->status(), ongoing());
}

TEST(PetteiaCapture, OneMoveCapturesInThreeDirections) {
    // Light C1-C3 lands between B3, C4 and D3, each backed by a light piece (A3, C5, E3).
    auto game = make_game("petteia-6x6", "D4D/2L3/2D3/LD1DL1/6/2L3 light");
    auto played = play_ok(*game, "C1-C3");
    EXPECT_EQ(played.captured, squares({"B3", "C4", "D3"}));
    for (const char* square : {"B3", "C4", "D3"}) EXPECT_TRUE(is_empty(*game, square)) << square;
    EXPECT_EQ(count_pieces(*game, dark), 2);
    EXPECT_EQ(count_pieces(*game, light), 4);
    EXPECT_EQ(game->status(), ongoing());
}

TEST(PetteiaCapture, DarkCapturesToo) {
    // Dark F2-C2 sandwiches light C3 against dark C4.
    auto game = make_game("petteia-6x6", "D4D/6/2D3/2L3/5D/L4L dark");
    auto played = play_ok(*game, "F2-C2");
    EXPECT_EQ(played.captured, squares({"C3"}));
    EXPECT_TRUE(is_empty(*game, "C3"));
    EXPECT_EQ(game->side_to_move(), light);
}

TEST(PetteiaCapture, TwoEnemiesInARowAreNotCaptured) {
    // Light A3, Dark B3 and C3; Light D1-D3 closes the row but two pieces are never sandwiched.
    auto game = make_game("petteia-6x6", "5D/6/6/LDD3/6/3L2 light");
    auto played = play_ok(*game, "D1-D3");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "B3", dark));
    EXPECT_TRUE(is_side(*game, "C3", dark));
    EXPECT_EQ(game->quiet_plies(), 1);
}

TEST(PetteiaCapture, MovingBetweenTwoEnemiesIsSafeButCanBeCapturedLater) {
    // Light C1-C3 enters between dark B3 and D3 (and under dark C4): it survives.
    auto game = make_game("petteia-6x6", "5D/L3L1/2D3/1D1D2/5D/2L3 light");
    auto entry = play_ok(*game, "C1-C3");
    EXPECT_TRUE(entry.captured.empty());
    EXPECT_TRUE(is_side(*game, "C3", light));
    EXPECT_EQ(count_pieces(*game, light), 3);
    // Later Dark brings another piece below it: C3 is now sandwiched between C2 and C4.
    auto capture = play_ok(*game, "F2-C2");
    EXPECT_EQ(capture.captured, squares({"C3"}));
    EXPECT_TRUE(is_empty(*game, "C3"));
    EXPECT_EQ(count_pieces(*game, light), 2);
}

TEST(PetteiaCapture, SafelyEnteredPieceCapturedByTheSameNeighboursReturning) {
    // Light enters between B3 and D3; Dark steps B3 away and back, and the return captures.
    auto game = make_game("petteia-6x6", "D4D/6/6/1D1D2/6/L1L3 light");
    EXPECT_TRUE(play_ok(*game, "C1-C3").captured.empty());
    play_ok(*game, "B3-B4");
    play_ok(*game, "A1-A2");
    auto capture = play_ok(*game, "B4-B3");
    EXPECT_EQ(capture.captured, squares({"C3"}));
    EXPECT_TRUE(is_empty(*game, "C3"));
}

TEST(PetteiaCapture, OnlyTheMovedPieceCaptures) {
    // Dark B3 already sits between light A3 and C3 (it entered safely); another light move leaves it be.
    auto game = make_game("petteia-6x6", "DD4/6/6/LDL3/6/5L light");
    auto played = play_ok(*game, "F1-F2");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "B3", dark));
}

TEST(PetteiaCapture, PieceNextToMoverWithEmptySquareBehindIsNotCaptured) {
    // Light D3-C3 lands next to dark B3, but A3 behind it is empty.
    auto game = make_game("petteia-6x6", "D4D/6/6/1D4/6/3L1L light");
    EXPECT_TRUE(play_ok(*game, "D1-D3").captured.empty());
    play_ok(*game, "A6-A5");
    auto played = play_ok(*game, "D3-C3");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "B3", dark));
}

TEST(PetteiaCapture, EdgeDoesNotCapture) {
    // Dark A3 is against the left edge; light B1-B3 lands next to it.
    auto game = make_game("petteia-6x6", "5D/6/6/D5/6/1L3L light");
    auto played = play_ok(*game, "B1-B3");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "A3", dark));
}

TEST(PetteiaCapture, BottomAndTopEdgesDoNotCapture) {
    // Dark C1 on the bottom edge; light C4-C2 lands on top of it.
    auto game = make_game("petteia-6x6", "1D4/6/2L3/L5/6/2D2D light");
    auto played = play_ok(*game, "C4-C2");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "C1", dark));
    play_ok(*game, "F1-F2");
    // Dark B6 on the top edge; light reaches B5, right under it, in two moves.
    play_ok(*game, "C2-C5");
    play_ok(*game, "F2-F1");
    played = play_ok(*game, "C5-B5");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "B6", dark));
}

TEST(PetteiaCapture, CornerDoesNotCapture) {
    // Dark A1 in the corner with light A2 above; light C1-B1 closes it in from both sides.
    auto game = make_game("petteia-6x6", "5D/6/6/6/L5/D1L3 light");
    auto played = play_ok(*game, "C1-B1");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "A1", dark));
}

TEST(PetteiaCapture, LongMoveCapturesAtItsDestination) {
    // Light A1 runs four squares up to A5, sandwiching dark B5 against light C5.
    auto game = make_game("petteia-8x8", "D6D/8/8/1DL5/8/8/8/L6D light");
    auto played = play_ok(*game, "A1-A5");
    EXPECT_EQ(played.captured, squares({"B5"}));
    EXPECT_TRUE(is_empty(*game, "B5"));
}

}  // namespace
