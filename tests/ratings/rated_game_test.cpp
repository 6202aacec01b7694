// A rated game's end: both players rated against each other's rating from before, symmetrically;
// no result, no change.
#include <gtest/gtest.h>

#include "ratings/rated_game.hpp"

namespace {

using namespace petteia::ratings;

const std::array<Rating, 2> players{Rating{1620.0, 80.0, 0.06}, Rating{1480.0, 120.0, 0.06}};

TEST(RatedGame, TheWinnerGainsAndTheLoserLosesEachAgainstTheOthersRatingBefore) {
    const auto after = after_game(players, Outcome::second_wins);
    ASSERT_TRUE(after);
    EXPECT_LT((*after)[0].rating, players[0].rating);
    EXPECT_GT((*after)[1].rating, players[1].rating);
    // Each is the one-game period of glicko2.hpp against the other's rating from before the game.
    EXPECT_EQ((*after)[0].rating, rated(players[0], {{players[1], 0.0}}).rating);
    EXPECT_EQ((*after)[1].rating, rated(players[1], {{players[0], 1.0}}).rating);
    // The less certain rating moves more.
    EXPECT_GT((*after)[1].rating - players[1].rating, players[0].rating - (*after)[0].rating);
}

TEST(RatedGame, ADrawMovesTheRatingsTowardsEachOther) {
    const auto after = after_game(players, Outcome::draw);
    ASSERT_TRUE(after);
    EXPECT_LT((*after)[0].rating, players[0].rating);
    EXPECT_GT((*after)[1].rating, players[1].rating);
}

TEST(RatedGame, AnAbortedGameChangesNothing) {
    EXPECT_FALSE(after_game(players, Outcome::no_result));
}

TEST(RatedGame, SidesAreSymmetric) {
    const auto first = after_game(players, Outcome::first_wins);
    const auto second = after_game({players[1], players[0]}, Outcome::second_wins);
    ASSERT_TRUE(first && second);
    EXPECT_DOUBLE_EQ((*first)[0].rating, (*second)[1].rating);
    EXPECT_DOUBLE_EQ((*first)[1].deviation, (*second)[0].deviation);
}

}  // namespace
