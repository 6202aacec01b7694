// What rating a rated game does (server/games/rater.hpp's computation, run by the ratings' store
// inside its transaction): the category from the clock, newcomers at 1500, nothing for a game
// without result or without two accounts.
#include <gtest/gtest.h>

#include "server/games/rater.hpp"

namespace petteia::server {
namespace {

db::GameToRate game(std::string state, std::optional<int> winner, std::optional<db::TimeControl> time = db::TimeControl{180'000, 2'000}) {
    db::GameToRate rated;
    rated.id = "G";
    rated.variant = "petteia-8x8";
    rated.time = time;
    rated.result = db::StoredResult{std::move(state), winner, "resign", std::nullopt};
    rated.accounts = {11, 12};
    return rated;
}

const db::RatingStore::Current nobody = [](std::int64_t, const std::string&) { return std::optional<db::StoredRating>{}; };

TEST(Rater, AWinBetweenNewcomersMovesBothByAsMuchInTheClocksCategory) {
    const auto computed = Rater::compute(game("win", 1), nobody);
    ASSERT_TRUE(computed);
    EXPECT_EQ(computed->category, "petteia-8x8/blitz");
    EXPECT_EQ(computed->before[0], 1500);
    EXPECT_LT(computed->after[0].rating, 1500);
    EXPECT_GT(computed->after[1].rating, 1500);
    EXPECT_NEAR(1500 - computed->after[0].rating, computed->after[1].rating - 1500, 1e-9);
}

TEST(Rater, TheCurrentRatingsAreTheStartingPoint) {
    const db::RatingStore::Current known = [](std::int64_t account, const std::string& category) {
        EXPECT_EQ(category, "petteia-8x8/blitz");
        return std::optional(db::StoredRating{account == 11 ? 1800.0 : 1400.0, 60, 0.06, 30});
    };
    const auto computed = Rater::compute(game("draw", std::nullopt), known);
    ASSERT_TRUE(computed);
    EXPECT_EQ(computed->before[0], 1800);
    EXPECT_LT(computed->after[0].rating, 1800);  // a draw against a weaker player costs
    EXPECT_GT(computed->after[1].rating, 1400);
}

TEST(Rater, NoResultNoClockOrNoSecondAccountChangesNothing) {
    EXPECT_FALSE(Rater::compute(game("aborted", std::nullopt), nobody));
    EXPECT_FALSE(Rater::compute(game("win", 0, std::nullopt), nobody));
    auto alone = game("win", 0);
    alone.accounts[1].reset();
    EXPECT_FALSE(Rater::compute(alone, nobody));
}

}  // namespace
}  // namespace petteia::server
