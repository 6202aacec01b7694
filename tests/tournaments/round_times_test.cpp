// Rounds at set times: the next round's time, by hand (a week is 7 units here).
#include "tournaments/round_times.hpp"

#include <gtest/gtest.h>

namespace petteia::tournaments {
namespace {

constexpr std::int64_t week = 7;

TEST(RoundTimes, TheRoundAfterTheFirstIsOneIntervalAfterIt) {
    EXPECT_EQ(next_round_at(100, week, 1, 100), 107);
}

TEST(RoundTimes, ARoundPairedLateWithinItsWeekKeepsTheGrid) {
    // Round 2 paired at 109 (its time was 107): round 3 at 114, the lesson's hour, not 116.
    EXPECT_EQ(next_round_at(100, week, 2, 109), 114);
    // Paired exactly at its time.
    EXPECT_EQ(next_round_at(100, week, 2, 107), 114);
}

TEST(RoundTimes, ARoundThatRanPastTheNextTimeLeavesItUnused) {
    // Round 2 paired at 115, after round 3's time (114): round 3 waits for 121, not at once.
    EXPECT_EQ(next_round_at(100, week, 2, 115), 121);
    // Paired right on round 3's time: round 3 is a week later still.
    EXPECT_EQ(next_round_at(100, week, 2, 114), 121);
}

TEST(RoundTimes, ARoundBroughtForwardByItsOrganiserDoesNotMoveTheGrid) {
    // The organiser started round 2 at 103, before its time (107): round 3 keeps its time, 114.
    EXPECT_EQ(next_round_at(100, week, 2, 103), 114);
    // Round 3 brought forward to 104 too: round 4 at 121.
    EXPECT_EQ(next_round_at(100, week, 3, 104), 121);
}

TEST(RoundTimes, AClockThatWentBackIsNoEarlierRound) {
    EXPECT_EQ(next_round_at(100, week, 1, 90), 107);
}

}  // namespace
}  // namespace petteia::tournaments
