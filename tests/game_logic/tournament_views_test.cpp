// A tournament as its pages see it (server/tournaments/tournament_views.hpp, issue 39): the rounds it
// has in all for any size — an arena of 40 killed its node once, when its rounds were asked of the
// round-robin's schedule, which stops at 30 — and the games in play a page lists: the leaders' first,
// at most a page's worth.
#include <gtest/gtest.h>

#include "server/tournaments/tournament_views.hpp"

namespace petteia::server {
namespace {

db::StoredTournament tournament_of_kind(const std::string& kind) {
    db::StoredTournament t;
    t.kind = kind;
    if (kind == "swiss") t.rounds = 7;
    return t;
}

TEST(TournamentViews, RoundsInAllForAnySize) {
    for (const std::size_t players : {0u, 1u, 2u, 30u, 31u, 40u, 1'000u, 2'000u}) {
        EXPECT_EQ(rounds_in_all(tournament_of_kind("arena"), players), 0) << players;
        EXPECT_EQ(rounds_in_all(tournament_of_kind("swiss"), players), 7) << players;
    }
    EXPECT_EQ(rounds_in_all(tournament_of_kind("round_robin"), 1), 0);
    EXPECT_EQ(rounds_in_all(tournament_of_kind("round_robin"), 3), 3);   // a bye each round
    EXPECT_EQ(rounds_in_all(tournament_of_kind("round_robin"), 4), 3);
    EXPECT_EQ(rounds_in_all(tournament_of_kind("round_robin"), 30), 29);
    EXPECT_EQ(rounds_in_all(tournament_of_kind("round_robin"), 31), 0) << "past the round-robin's bound: none, never a throw";
}

TEST(TournamentViews, APageListsTheLeadersGamesFirstAndAPagesWorthAtMost) {
    std::vector<protocol::TournamentGameView> playing;
    for (int i = 0; i < 50; ++i) playing.push_back({"g" + std::to_string(i), 0, "p" + std::to_string(2 * i), "p" + std::to_string(2 * i + 1)});
    std::vector<protocol::StandingView> page(2);
    page[0].name = "p81";  // in g40
    page[1].name = "p7";   // in g3
    const auto shown = games_shown(playing, page);
    ASSERT_EQ(shown.size(), protocol::standing_page_size);
    EXPECT_EQ(shown[0].game, "g3");
    EXPECT_EQ(shown[1].game, "g40");
    EXPECT_EQ(shown[2].game, "g0") << "then the others, in order";
    EXPECT_EQ(games_shown({playing[0]}, page).size(), 1u);
}

}  // namespace
}  // namespace petteia::server
