// Threatened pieces: those the opponent could capture with one legal move, shown to help players.
#include <gtest/gtest.h>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;

TEST(Threats, NoneAtTheStart) {
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec"}) {
        auto game = make_game(variant);
        EXPECT_TRUE(game->threatened(petteia::Side::first).empty()) << variant;
        EXPECT_TRUE(game->threatened(petteia::Side::second).empty()) << variant;
    }
}

TEST(Threats, BothSidesWhoeverIsToMove) {
    // Dark threatens F2-C2 (sandwiching C3 against C4); light threatens C3-F3 (F2 against F1).
    auto game = make_game("petteia-6x6", "D4D/6/2D3/2L3/5D/L4L light");
    EXPECT_EQ(game->threatened(light), squares({"C3"}));
    EXPECT_EQ(game->threatened(dark), squares({"F2"}));
}

TEST(Threats, OneMoveThreateningThreePieces) {
    auto game = make_game("petteia-6x6", "D4D/2L3/2D3/LD1DL1/6/2L3 light");
    EXPECT_EQ(game->threatened(dark), squares({"B3", "C4", "D3"}));
    // Dark's corner pieces can slide to C6 and F3, sandwiching C5 and E3.
    EXPECT_EQ(game->threatened(light), squares({"C5", "E3"}));
}

TEST(Threats, StandingBetweenTwoEnemiesIsNotAThreatByItself) {
    // Dark B3 sits between light A3 and C3, but no light move can close a sandwich on it.
    auto game = make_game("petteia-6x6", "DD4/6/6/LDL3/6/5L light");
    EXPECT_TRUE(game->threatened(dark).empty());
    EXPECT_TRUE(game->threatened(light).empty());
}

TEST(Threats, SafeEntryIsThreatenedAfterwards) {
    auto game = make_game("petteia-6x6", "5D/L3L1/2D3/1D1D2/5D/2L3 light");
    EXPECT_TRUE(game->threatened(light).empty());
    play_ok(*game, "C1-C3");
    // Safe for now, but dark F2-C2 would sandwich it against C4.
    EXPECT_EQ(game->threatened(light), squares({"C3"}));
    EXPECT_EQ(play_ok(*game, "F2-C2").captured, squares({"C3"}));
}

TEST(Threats, TheEdgeThreatensNothing) {
    // Dark A3 against the edge and dark F1 in the corner, with light pieces free to land next to them.
    auto game = make_game("petteia-6x6", "5D/6/4L1/D5/3L2/1L3D light");
    EXPECT_TRUE(game->threatened(dark).empty());
}

TEST(Threats, ListedInSquareOrder) {
    auto game = make_game("petteia-6x6", "D4D/2L3/2D3/LD1DL1/6/2L3 light");
    for (petteia::Side side : {light, dark}) {
        auto threatened = game->threatened(side);
        EXPECT_TRUE(std::is_sorted(threatened.begin(), threatened.end()));
        EXPECT_EQ(std::adjacent_find(threatened.begin(), threatened.end()), threatened.end());
    }
}

TEST(Threats, GrecHasNone) {
    auto game = make_game("grec");
    play_all(*game, {"A2-A3", "A4-A2", "C2-A4"});
    EXPECT_TRUE(game->threatened(black).empty());
    EXPECT_TRUE(game->threatened(white).empty());
}

}  // namespace
