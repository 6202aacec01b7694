// An arena's score, against tables worked out by hand from the rules in tournaments/arena_scoring.hpp.
#include <gtest/gtest.h>

#include "tournaments/arena_scoring.hpp"

namespace petteia::tournaments {
namespace {

constexpr ArenaGame win{Outcome::win, false, 20};
constexpr ArenaGame draw{Outcome::draw, false, 20};
constexpr ArenaGame loss{Outcome::loss, false, 20};

std::vector<int> points_of(const ArenaScore& score) {
    std::vector<int> points;
    for (const ScoredGame& game : score.games) points.push_back(game.points);
    return points;
}

TEST(ArenaScoring, TwoForAWinOneForADrawNothingForALoss) {
    const auto score = arena_score({win, draw, loss, draw, win});
    EXPECT_EQ(points_of(score), (std::vector<int>{2, 1, 0, 1, 2}));
    EXPECT_EQ(score.total, 6);
    EXPECT_FALSE(score.on_fire);
}

// W W W W D W W W L W: the third and fourth wins double (on fire after two); the draw ends the fire
// and scores 1; two wins light it again, the eighth game doubles; a loss ends it.
TEST(ArenaScoring, AfterTwoWinsInARowEachWinCountsDoubleUntilAGameIsNotWon) {
    const auto score = arena_score({win, win, win, win, draw, win, win, win, loss, win});
    EXPECT_EQ(points_of(score), (std::vector<int>{2, 2, 4, 4, 1, 2, 2, 4, 0, 2}));
    EXPECT_EQ(score.total, 23);
    EXPECT_TRUE(score.games[4].on_fire) << "the draw was played on fire, and scored 1 all the same";
    EXPECT_FALSE(score.games[5].on_fire);
    EXPECT_FALSE(score.on_fire) << "one win since the loss";
    EXPECT_TRUE(arena_score({loss, win, win}).on_fire);
}

// A berserk win earns one more, on fire too; a berserk draw or loss earns nothing more; a berserk win
// of fewer than 7 of the player's moves earns nothing more.
TEST(ArenaScoring, ABerserkWinEarnsOneMoreIfThePlayerMadeSevenMoves) {
    const ArenaGame berserk_win{Outcome::win, true, 7};
    const ArenaGame quick_berserk_win{Outcome::win, true, 6};
    const ArenaGame berserk_draw{Outcome::draw, true, 30};
    const auto score = arena_score({berserk_win, berserk_win, berserk_win, berserk_draw, quick_berserk_win});
    EXPECT_EQ(points_of(score), (std::vector<int>{3, 3, 5, 1, 2}));
    EXPECT_EQ(score.total, 14);
    EXPECT_TRUE(score.games[2].berserk_bonus);
    EXPECT_FALSE(score.games[4].berserk_bonus);
}

TEST(ArenaScoring, NoGamesNoPoints) {
    const auto score = arena_score({});
    EXPECT_EQ(score.total, 0);
    EXPECT_TRUE(score.games.empty());
}

}  // namespace
}  // namespace petteia::tournaments
