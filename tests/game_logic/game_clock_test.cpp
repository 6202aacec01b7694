// The server's chess clock, on timestamps the test chooses.
#include <gtest/gtest.h>

#include "server/games/game_clock.hpp"

namespace {

using petteia::Side;
using petteia::server::GameClock;

TEST(GameClock, OnlyTheRunningSideLosesTime) {
    GameClock clock(60'000, 2'000);
    clock.start(Side::first, 1'000);
    EXPECT_EQ(clock.remaining(Side::first, 11'000), 50'000);
    EXPECT_EQ(clock.remaining(Side::second, 11'000), 60'000);
    EXPECT_EQ(clock.deadline(), 61'000);
}

TEST(GameClock, AMoveChargesAndAddsTheIncrement) {
    GameClock clock(60'000, 2'000);
    clock.start(Side::first, 0);
    EXPECT_EQ(clock.complete_move(10'000), 52'000);
    EXPECT_EQ(clock.running(), Side::second);
    EXPECT_EQ(clock.remaining(Side::second, 15'000), 55'000);
}

TEST(GameClock, FlagAtZeroNeverBelow) {
    GameClock clock(1'000, 0);
    clock.start(Side::second, 0);
    EXPECT_FALSE(clock.flagged(999));
    EXPECT_TRUE(clock.flagged(1'000));
    EXPECT_EQ(clock.remaining(Side::second, 5'000), 0);
}

TEST(GameClock, HandOverGivesNoTimeBack) {
    GameClock clock(60'000, 5'000);
    clock.start(Side::first, 0);
    clock.complete_move(10'000);  // light 55 s
    clock.hand_over(Side::first, 13'000);  // dark used 3 s; the takeback gives light the turn again
    EXPECT_EQ(clock.remaining(Side::second, 13'000), 57'000);
    EXPECT_EQ(clock.remaining(Side::first, 13'000), 55'000);
    EXPECT_EQ(clock.running(), Side::first);
}

TEST(GameClock, StopFreezesBothSides) {
    GameClock clock(60'000, 0);
    clock.start(Side::first, 0);
    clock.stop(4'000);
    EXPECT_EQ(clock.remaining(Side::first, 100'000), 56'000);
    EXPECT_FALSE(clock.deadline());
}

}  // namespace
