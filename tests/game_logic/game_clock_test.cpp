// The server's chess clock, on timestamps the test chooses.
#include <algorithm>

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

// Days per move (correspondence, issue 38): each move within the period, the whole period again after it.
constexpr std::int64_t day_ms = 86'400'000;
constexpr std::int64_t minute_ms = 60'000;

TEST(GameClock, DaysPerMoveGiveTheNextPlayerTheWholePeriod) {
    GameClock clock = GameClock::each_move_within(3 * day_ms);
    EXPECT_TRUE(clock.per_move());
    EXPECT_EQ(clock.increment_ms(), 0);
    clock.start(Side::first, 1'000);
    EXPECT_EQ(clock.deadline(), 1'000 + 3 * day_ms);
    // A move a minute before the deadline is in time: the mover had a minute left, and the opponent
    // has three full days from the move, not a minute more nor less.
    const std::int64_t late = 1'000 + 3 * day_ms - minute_ms;
    EXPECT_FALSE(clock.flagged(late));
    EXPECT_EQ(clock.complete_move(late), minute_ms);
    EXPECT_EQ(clock.running(), Side::second);
    EXPECT_EQ(clock.deadline(), late + 3 * day_ms);
    EXPECT_EQ(clock.remaining(Side::second, late + day_ms), 2 * day_ms);
    // Unused time is not carried over: the quick reply gives its mover no more than three days next time.
    clock.complete_move(late + minute_ms);
    EXPECT_EQ(clock.remaining(Side::first, late + minute_ms), 3 * day_ms);
    EXPECT_EQ(clock.remaining(Side::second, late + minute_ms), 3 * day_ms);
    EXPECT_EQ(clock.deadline(), late + minute_ms + 3 * day_ms);
}

TEST(GameClock, DaysPerMoveFlagAtTheDeadline) {
    GameClock clock = GameClock::each_move_within(day_ms);
    clock.start(Side::second, 0);
    EXPECT_FALSE(clock.flagged(day_ms - 1));
    EXPECT_TRUE(clock.flagged(day_ms));
    EXPECT_EQ(clock.remaining(Side::second, 2 * day_ms), 0);
}

TEST(GameClock, ATakebackNeverMovesTheDeadline) {
    GameClock clock = GameClock::each_move_within(2 * day_ms);
    clock.start(Side::first, 0);
    clock.complete_move(day_ms);  // light moves after a day; dark's deadline is day 3
    EXPECT_EQ(clock.deadline(), 3 * day_ms);
    // Dark grants light's takeback half a day later: light moves again, by the same deadline.
    clock.hand_over(Side::first, day_ms + day_ms / 2);
    EXPECT_EQ(clock.running(), Side::first);
    EXPECT_EQ(clock.deadline(), 3 * day_ms);
    EXPECT_EQ(clock.remaining(Side::first, day_ms + day_ms / 2), day_ms + day_ms / 2);
    EXPECT_EQ(clock.remaining(Side::second, day_ms + day_ms / 2), 2 * day_ms);
    // The deadline the store's sweep computes (turn start + the smaller time) is the clock's.
    const auto stored = clock.stored_remaining();
    EXPECT_EQ(clock.turn_started_ms() + std::min(stored[0], stored[1]), *clock.deadline());
    // Two plies taken back (the side to move asks): the turn stays, and so does the deadline.
    clock.hand_over(Side::first, 2 * day_ms);
    EXPECT_EQ(clock.deadline(), 3 * day_ms);
}

TEST(GameClock, DaysPerMoveComeBackFromStorageWithTheSameDeadline) {
    GameClock clock = GameClock::each_move_within(5 * day_ms);
    clock.start(Side::first, 7'000);
    clock.complete_move(7'000 + day_ms);
    const GameClock back = GameClock::restore(clock, clock.stored_remaining(), clock.running(), clock.turn_started_ms());
    EXPECT_TRUE(back.per_move());
    EXPECT_EQ(back.deadline(), clock.deadline());
    EXPECT_EQ(back.deadline(), 7'000 + 6 * day_ms);
}

TEST(GameClock, AHeldSideLosesNothingBeforeItsFirstMoveAndEarnsNoIncrement) {
    GameClock clock(60'000, 2'000);
    clock.start(Side::first, 0);
    clock.hold(Side::first);
    clock.hold(Side::second);
    EXPECT_FALSE(clock.ticking());
    EXPECT_EQ(clock.remaining(Side::first, 45'000), 60'000) << "reading the how-to costs nothing";
    EXPECT_FALSE(clock.deadline());
    EXPECT_FALSE(clock.flagged(600'000));
    EXPECT_EQ(clock.complete_move(45'000), 60'000) << "its first move: free, no increment";
    EXPECT_FALSE(clock.ticking()) << "the second side is held too";
    EXPECT_EQ(clock.complete_move(50'000), 60'000);
    // From here both run as in any game.
    EXPECT_TRUE(clock.ticking());
    EXPECT_EQ(clock.remaining(Side::first, 60'000), 50'000);
    EXPECT_EQ(clock.deadline(), 110'000);
    EXPECT_EQ(clock.complete_move(60'000), 52'000);
}

TEST(GameClock, ATurnCutToADayKeepsTheLesserTime) {
    GameClock clock = GameClock::each_move_within(3 * 86'400'000LL);
    clock.start(Side::first, 0);
    clock.limit_turn(86'400'000);
    EXPECT_EQ(clock.deadline(), 86'400'000);
    clock.limit_turn(5 * 86'400'000LL);
    EXPECT_EQ(clock.deadline(), 86'400'000) << "never lengthened";
    clock.complete_move(1'000);
    EXPECT_EQ(clock.deadline(), 1'000 + 3 * 86'400'000LL) << "the next turn has its whole allowance";
}

}  // namespace
