// Round-robins by Berger tables, for every size from 2 to 30: everyone meets everyone once, in
// n - 1 rounds (n when odd, each sitting out once), and each player's whites and blacks differ by at
// most one; 4 players against the table worked out by hand.
#include <gtest/gtest.h>

#include <set>
#include <utility>

#include "tournaments/round_robin.hpp"

namespace petteia::tournaments {
namespace {

TEST(RoundRobin, FourPlayersAsTheTableSays) {
    const auto rounds = round_robin(4);
    ASSERT_EQ(rounds.size(), 3u);
    const auto games = [](const Round& round) {
        std::vector<std::pair<int, int>> pairs;
        for (const Pairing& game : round.games) pairs.emplace_back(game.white, game.black);
        return pairs;
    };
    EXPECT_EQ(games(rounds[0]), (std::vector<std::pair<int, int>>{{0, 3}, {1, 2}}));
    EXPECT_EQ(games(rounds[1]), (std::vector<std::pair<int, int>>{{3, 1}, {2, 0}}));
    EXPECT_EQ(games(rounds[2]), (std::vector<std::pair<int, int>>{{2, 3}, {0, 1}}));
}

TEST(RoundRobin, EveryoneMeetsEveryoneOnceWithBalancedColoursFrom2To30) {
    for (int players = 2; players <= most_round_robin_players; ++players) {
        SCOPED_TRACE(players);
        const auto rounds = round_robin(players);
        EXPECT_EQ(rounds.size(), static_cast<std::size_t>(players % 2 == 0 ? players - 1 : players));
        std::set<std::pair<int, int>> met;
        std::vector<int> whites(static_cast<std::size_t>(players)), blacks(static_cast<std::size_t>(players)), rests(static_cast<std::size_t>(players));
        for (const Round& round : rounds) {
            std::set<int> playing;
            for (const Pairing& game : round.games) {
                EXPECT_TRUE(playing.insert(game.white).second && playing.insert(game.black).second) << "a player twice in one round";
                EXPECT_TRUE(met.insert(std::minmax(game.white, game.black)).second) << game.white << " and " << game.black << " met twice";
                ++whites[static_cast<std::size_t>(game.white)];
                ++blacks[static_cast<std::size_t>(game.black)];
            }
            EXPECT_EQ(round.bye.has_value(), players % 2 == 1);
            if (round.bye) ++rests[static_cast<std::size_t>(*round.bye)];
        }
        EXPECT_EQ(met.size(), static_cast<std::size_t>(players * (players - 1) / 2));
        for (int player = 0; player < players; ++player) {
            const auto at = static_cast<std::size_t>(player);
            EXPECT_LE(std::abs(whites[at] - blacks[at]), 1) << "player " << player;
            EXPECT_EQ(rests[at], players % 2) << "player " << player;
        }
    }
}

TEST(RoundRobin, RefusesFieldsItIsNotFor) {
    EXPECT_THROW(round_robin(1), std::invalid_argument);
    EXPECT_THROW(round_robin(31), std::invalid_argument);
}

}  // namespace
}  // namespace petteia::tournaments
