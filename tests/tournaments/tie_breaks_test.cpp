// Tie-breaks against a small event worked out by hand.
#include <gtest/gtest.h>

#include "tournaments/tie_breaks.hpp"

namespace petteia::tournaments {
namespace {

// A round-robin of four: 0 beats 1 and 2 and draws 3; 1 beats 2 and 3; 2 beats 3.
// Points: 0 2.5, 1 2, 2 1, 3 0.5.
// Sonneborn–Berger: 0 = 2 (beat 1) + 1 (beat 2) + 0.25 (drew 3) = 3.25; 1 = 1 + 0.5 = 1.5;
// 2 = 0.5; 3 = 1.25 (drew 0).
const std::vector<FinishedGame> four{{0, 1, 1.0}, {2, 0, 0.0}, {0, 3, 0.5}, {1, 2, 1.0}, {3, 1, 0.0}, {2, 3, 1.0}};

TEST(TieBreaks, PointsAndSonnebornBerger) {
    EXPECT_EQ(points(4, four, {}), (std::vector<double>{2.5, 2.0, 1.0, 0.5}));
    EXPECT_EQ(sonneborn_berger(4, four, {}), (std::vector<double>{3.25, 1.5, 0.5, 1.25}));
}

// A Swiss round of three with a bye: 0 beats 1, 2 has the bye (1 point).
// Points: 0 1, 1 0, 2 1. Buchholz: 0 = 0 (1's points); 1 = 1 (0's); 2 = 1 (the bye: its own points).
TEST(TieBreaks, BuchholzCountsAByeAsAnOpponentWithTheByesOwnPoints) {
    const std::vector<FinishedGame> games{{0, 1, 1.0}};
    EXPECT_EQ(points(3, games, {2}), (std::vector<double>{1.0, 0.0, 1.0}));
    EXPECT_EQ(buchholz(3, games, {2}), (std::vector<double>{0.0, 1.0, 1.0}));
    EXPECT_EQ(buchholz(4, four, {}), (std::vector<double>{3.5, 4.0, 5.0, 5.5}));
}

}  // namespace
}  // namespace petteia::tournaments
