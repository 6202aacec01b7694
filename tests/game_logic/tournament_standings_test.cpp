// A tournament's standings from the stored players, games and byes (server/tournaments/standings.hpp),
// against tables computed by hand: an arena's points with a berserk, a streak and a berserk too short
// to earn its point; a round-robin's points and Sonneborn–Berger; a Swiss's byes and Buchholz; an
// aborted game or one in play counts for nothing.
#include <gtest/gtest.h>

#include "server/tournaments/standings.hpp"

namespace petteia::server {
namespace {

db::StoredTournament of_kind(const std::string& kind) {
    db::StoredTournament t;
    t.id = "tournament-1";
    t.kind = kind;
    return t;
}

db::TournamentPlayer player(std::int64_t id, const std::string& name, int number, double rating,
                            const std::string& state = "playing") {
    return {id, name, number, rating, 0, state};
}

// A game between accounts `first` and `second`: `result` "1-0", "0-1", "draw", "aborted" or "" (in play).
db::TournamentGame game(const std::string& id, std::int64_t first, std::int64_t second, const std::string& result,
                        std::int64_t finished_at_ms = 0, int plies = 30, int round = 0) {
    db::TournamentGame g;
    g.game_id = id;
    g.round = round;
    g.first_account = first;
    g.second_account = second;
    g.plies = plies;
    if (result.empty()) return g;
    g.finished_at_ms = finished_at_ms;
    if (result == "1-0" || result == "0-1") {
        g.result_state = "win";
        g.winner = result == "1-0" ? 0 : 1;
    } else {
        g.result_state = result;
    }
    return g;
}

std::vector<std::string> names(const std::vector<StandingRow>& rows) {
    std::vector<std::string> listed;
    for (const auto& row : rows) listed.push_back(row.name);
    return listed;
}

TEST(TournamentStandings, AnArenaCountsBerserkStreakAndNothingForAnAbortedGame) {
    const std::vector players{player(1, "Ariadne", 0, 1500), player(2, "Theseus", 1, 1600), player(3, "Minos", 2, 1700)};
    auto g1 = game("g1", 1, 2, "1-0", 10, 20);  // Ariadne berserked, 10 moves: 2 + 1
    g1.berserk[0] = true;
    auto g4 = game("g4", 3, 1, "0-1", 30, 9);  // Ariadne on fire: 4; berserked with 4 moves only: no bonus
    g4.berserk[1] = true;
    // Listed in the order paired; scored in the order they ended.
    const std::vector games{g4, game("g3", 2, 3, "draw", 25), g1, game("g2", 1, 3, "1-0", 20), game("g5", 1, 2, "aborted", 40),
                            game("g6", 2, 3, "")};
    const auto rows = standings(of_kind("arena"), players, games, {});
    // Ariadne 3 + 2 + 4 = 9, on fire; Theseus 0 + 1; Minos 0 + 1 + 0, ranked above Theseus by rating.
    ASSERT_EQ(names(rows), (std::vector<std::string>{"Ariadne", "Minos", "Theseus"}));
    EXPECT_EQ(rows[0].score, 9);
    EXPECT_TRUE(rows[0].on_fire);
    EXPECT_EQ(rows[0].games, 3);
    ASSERT_EQ(rows[0].sheet.size(), 3u);
    EXPECT_EQ(rows[0].sheet[0].game_id, "g1");
    EXPECT_EQ(rows[0].sheet[0].points, 3);
    EXPECT_TRUE(rows[0].sheet[0].berserk_bonus);
    EXPECT_EQ(rows[0].sheet[1].points, 2);
    EXPECT_FALSE(rows[0].sheet[1].on_fire);
    EXPECT_EQ(rows[0].sheet[2].points, 4);
    EXPECT_TRUE(rows[0].sheet[2].on_fire);
    EXPECT_FALSE(rows[0].sheet[2].berserk_bonus);
    EXPECT_EQ(rows[0].sheet[2].outcome, 'w');
    EXPECT_EQ(rows[0].sheet[2].opponent, 3);
    EXPECT_EQ(rows[1].score, 1);
    EXPECT_EQ(rows[2].score, 1);
    EXPECT_EQ(rows[2].games, 2) << "the aborted game and the one in play are not on the sheet";
    EXPECT_FALSE(rows[0].tie_break);
    EXPECT_EQ(rows[0].rank, 1);
    EXPECT_EQ(rows[2].rank, 3);
}

TEST(TournamentStandings, ARoundRobinRanksByPointsThenSonnebornBerger) {
    const std::vector players{player(10, "P0", 0, 1500), player(11, "P1", 1, 1500), player(12, "P2", 2, 1500),
                              player(13, "P3", 3, 1500, "withdrawn")};
    const std::vector games{game("r1a", 10, 13, "1-0", 1, 30, 1), game("r1b", 11, 12, "draw", 1, 30, 1),
                            game("r2a", 13, 12, "0-1", 2, 30, 2), game("r2b", 10, 11, "draw", 2, 30, 2),
                            game("r3a", 11, 13, "1-0", 3, 30, 3), game("r3b", 12, 10, "0-1", 3, 30, 3),
                            game("r3c", 12, 11, "aborted", 3, 30, 3)};
    // A rest round stored as a bye earns nothing in a round-robin.
    const auto rows = standings(of_kind("round_robin"), players, games, {{1, 13}});
    // Points 2.5, 2, 1.5, 0; Sonneborn–Berger 0 + 1 + 1.5 = 2.5; 0.75 + 1.25 + 0 = 2; 1 + 0 = 1; 0.
    ASSERT_EQ(names(rows), (std::vector<std::string>{"P0", "P1", "P2", "P3"}));
    EXPECT_EQ(rows[0].score, 2.5);
    EXPECT_EQ(rows[0].tie_break, 2.5);
    EXPECT_EQ(rows[1].score, 2);
    EXPECT_EQ(rows[1].tie_break, 2);
    EXPECT_EQ(rows[2].score, 1.5);
    EXPECT_EQ(rows[2].tie_break, 1);
    EXPECT_EQ(rows[3].score, 0);
    EXPECT_EQ(rows[3].state, "withdrawn");
    EXPECT_TRUE(rows[3].byes.empty());
    EXPECT_EQ(rows[0].sheet[1].round, 2);
}

TEST(TournamentStandings, ASwissCountsByesAndBreaksTiesByBuchholz) {
    const std::vector players{player(20, "P0", 0, 1800), player(21, "P1", 1, 1700), player(22, "P2", 2, 1600)};
    const std::vector games{game("r1", 20, 21, "1-0", 1, 30, 1), game("r2", 22, 20, "draw", 2, 30, 2)};
    const auto rows = standings(of_kind("swiss"), players, games, {{1, 22}, {2, 21}});
    // Points: P0 1.5, P1 1 (a bye), P2 1.5 (a bye and a draw). Buchholz, a bye worth the player's own
    // points: P0 1 + 1.5 = 2.5; P1 1.5 + 1 = 2.5; P2 1.5 + 1.5 = 3: P2 above P0 despite the ratings.
    ASSERT_EQ(names(rows), (std::vector<std::string>{"P2", "P0", "P1"}));
    EXPECT_EQ(rows[0].score, 1.5);
    EXPECT_EQ(rows[0].tie_break, 3);
    EXPECT_EQ(rows[0].byes, std::vector<int>{1});
    EXPECT_EQ(rows[1].tie_break, 2.5);
    EXPECT_EQ(rows[2].score, 1);
    EXPECT_EQ(rows[2].tie_break, 2.5);
}

TEST(TournamentStandings, NobodyHasPlayedYet) {
    const auto rows = standings(of_kind("swiss"), {player(1, "B", 0, 1500), player(2, "A", 1, 1600)}, {}, {});
    EXPECT_EQ(names(rows), (std::vector<std::string>{"A", "B"})) << "by rating, the starting rank";
    EXPECT_EQ(rows[0].score, 0);
}

}  // namespace
}  // namespace petteia::server
