// Swiss pairings (tournaments/swiss.hpp, the system in tournaments/README.md): the first round's top
// half against the bottom half with alternating colours; a bye for the lowest ranked who has had
// none; score groups paired within themselves, the odd one floating down; and over whole simulated
// events, never a repeated pairing, never a second bye, colours kept within two of even.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "tournaments/swiss.hpp"

namespace petteia::tournaments {
namespace {

std::vector<SwissPlayer> field(int size) {
    std::vector<SwissPlayer> players;
    for (int number = 0; number < size; ++number) players.push_back({number, 0, {}, {}, false});
    return players;
}

std::vector<std::pair<int, int>> games_of(const Round& round) {
    std::vector<std::pair<int, int>> games;
    for (const Pairing& game : round.games) games.emplace_back(game.white, game.black);
    return games;
}

TEST(Swiss, TheFirstRoundIsTopHalfAgainstBottomHalfColoursAlternating) {
    const Round round = swiss_round(field(6));
    EXPECT_EQ(games_of(round), (std::vector<std::pair<int, int>>{{0, 3}, {4, 1}, {2, 5}}));
    EXPECT_FALSE(round.bye);
}

TEST(Swiss, AnOddPlayerOutGetsTheByeOnceTheLowestRankedWithoutOne) {
    auto players = field(5);
    Round round = swiss_round(players);
    EXPECT_EQ(round.bye, 4);
    EXPECT_EQ(games_of(round), (std::vector<std::pair<int, int>>{{0, 2}, {3, 1}}));
    players[4].had_bye = true;
    EXPECT_EQ(swiss_round(players).bye, 3) << "the lowest ranked had one: the next one up";
}

// After round 1 (0, 1 and 2 won; 3, 4, 5 lost): the winners' group is odd, so 0 meets 1 and 2 floats
// down to meet the top of the losers' group who has not played them (3 played 0: 3 is free for 2).
TEST(Swiss, ScoreGroupsArePairedWithinThemselvesTheOddOneFloatingDown) {
    auto players = field(6);
    const std::map<int, std::pair<int, Colour>> round1{{0, {3, Colour::white}}, {3, {0, Colour::black}},
                                                       {1, {4, Colour::black}}, {4, {1, Colour::white}},
                                                       {2, {5, Colour::white}}, {5, {2, Colour::black}}};
    for (auto& player : players) {
        player.opponents = {round1.at(player.number).first};
        player.colours = {round1.at(player.number).second};
        player.half_points = player.number < 3 ? 2 : 0;
    }
    const Round round = swiss_round(players);
    ASSERT_EQ(round.games.size(), 3u);
    const auto games = games_of(round);
    const std::set<std::pair<int, int>> unordered = [&] {
        std::set<std::pair<int, int>> made;
        for (const auto& [white, black] : games) made.insert(std::minmax(white, black));
        return made;
    }();
    EXPECT_EQ(unordered, (std::set<std::pair<int, int>>{{0, 1}, {2, 3}, {4, 5}}));
    // Colours: 0 (had white) and 1 (had black): 1 is due white.
    EXPECT_EQ(games[0], (std::pair<int, int>{1, 0}));
}

// Whole events, the higher ranked (lower number) winning every game and every fifth game drawn:
// every round pairs everyone but the bye, no pairing repeats, nobody has two byes, each player's
// whites and blacks stay within two of each other, and nobody has one colour three times running.
TEST(Swiss, WholeEventsNeverRepeatAPairingNorAByeAndKeepColoursEven) {
    for (const auto& [size, rounds] : {std::pair{8, 5}, std::pair{9, 5}, std::pair{30, 7}, std::pair{101, 9}}) {
        SCOPED_TRACE(size);
        auto players = field(size);
        std::set<std::pair<int, int>> met;
        int game_number = 0;
        for (int round_number = 0; round_number < rounds; ++round_number) {
            const Round round = swiss_round(players);
            EXPECT_EQ(round.games.size(), static_cast<std::size_t>(size / 2));
            if (round.bye) {
                auto& player = players[static_cast<std::size_t>(*round.bye)];
                EXPECT_FALSE(player.had_bye) << "a second bye for " << *round.bye;
                player.had_bye = true;
                player.half_points += 2;
            }
            for (const Pairing& game : round.games) {
                EXPECT_TRUE(met.insert(std::minmax(game.white, game.black)).second) << game.white << "–" << game.black << " again";
                auto& white = players[static_cast<std::size_t>(game.white)];
                auto& black = players[static_cast<std::size_t>(game.black)];
                white.opponents.push_back(game.black);
                black.opponents.push_back(game.white);
                white.colours.push_back(Colour::white);
                black.colours.push_back(Colour::black);
                if (++game_number % 5 == 0) {
                    ++white.half_points;
                    ++black.half_points;
                } else {
                    (game.white < game.black ? white : black).half_points += 2;
                }
            }
        }
        for (const auto& player : players) {
            int balance = 0;
            for (const Colour colour : player.colours) balance += colour == Colour::white ? 1 : -1;
            EXPECT_LE(std::abs(balance), 2) << "player " << player.number;
            for (std::size_t i = 2; i < player.colours.size(); ++i)
                EXPECT_FALSE(player.colours[i] == player.colours[i - 1] && player.colours[i] == player.colours[i - 2])
                    << "player " << player.number << ": three of one colour in a row";
        }
    }
}

}  // namespace
}  // namespace petteia::tournaments
