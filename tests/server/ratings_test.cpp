// Rated games on the real server (issue 27): two accounts paired in the lobby for a rated game see
// each other's names and ratings; at its end both are rated (Glicko-2) and told the change; an
// aborted rated game changes nothing; the next pairing shows the new ratings.
#include <gtest/gtest.h>

#include "tests/server/account_support.hpp"
#include "tests/server/lobby_support.hpp"

namespace petteia_server_test {
namespace {

struct RatedPair {
    std::string game;
    Player light;
    Player dark;
};

// Two signed-in browsers seek the same rated game and take their seats.
RatedPair rated_game(std::uint16_t port, const std::string& light_cookie, const std::string& dark_cookie, int round) {
    Visitor a = enter_lobby(port, browser_token("rated-a-" + std::to_string(round)), light_cookie);
    Visitor b = enter_lobby(port, browser_token("rated-b-" + std::to_string(round)), dark_cookie);
    a->send(seek_request(clock_of(3, 2), "petteia-6x6", true));
    const json a_seeking = a.wait("seeking");
    b->send(seek_request(clock_of(3, 2), "petteia-6x6", true));
    const json b_seeking = b.wait("seeking");
    const json a_paired = a.wait("paired");
    const json b_paired = b.wait("paired");
    if (!of_type(a_paired, "paired") || !of_type(b_paired, "paired"))
        throw std::runtime_error("not paired: " + a_paired.dump() + " " + b_paired.dump());
    Player pa = join(port, a_paired["game"], a_seeking["secret"].get<std::string>(), light_cookie);
    Player pb = join(port, b_paired["game"], b_seeking["secret"].get<std::string>(), dark_cookie);
    pa->wait_event("started");  // the first to sit hears the clock start
    if (pa.role == "light") return {a_paired["game"], std::move(pa), std::move(pb)};
    return {a_paired["game"], std::move(pb), std::move(pa)};
}

// Every browser here is on 127.0.0.1: the rule that makes rated games between accounts of one
// network casual (rating farming, tests/security/attacks_on_ratings_test.cpp) is off, as for a club.
ServerProcess one_club() { return ServerProcess({"--casual-same-network", "0"}); }

TEST(Ratings, ARatedLobbyGameRatesBothAccountsAndTellsTheChange) {
    ServerProcess server = one_club();
    const std::string hector = signed_up(server.port(), "Hector");
    const std::string achilles = signed_up(server.port(), "Achilles");

    RatedPair pair = rated_game(server.port(), hector, achilles, 1);
    const json players = pair.light.joined["snapshot"]["players"];
    ASSERT_TRUE(players.is_object()) << pair.light.joined.dump();
    EXPECT_EQ(players["light"]["rating"], 1500);
    EXPECT_TRUE(players["light"]["provisional"]);
    EXPECT_TRUE(players["light"]["change"].is_null());
    const std::string light_name = players["light"]["name"];
    play(pair.light, "A1-A2", {&pair.dark});
    play(pair.dark, "A6-A5", {&pair.light});
    pair.dark->send(action("resign"));
    pair.light->wait_event("result");
    // Then the rating, once stored: the winner up, the loser down by as much (equal ratings).
    const json rated = pair.light->wait_event("rated");
    const json after = rated["state"]["players"];
    ASSERT_TRUE(after["light"]["change"].is_number()) << rated.dump();
    EXPECT_GT(after["light"]["change"].get<int>(), 100);  // a newcomer's rating moves far
    EXPECT_EQ(after["light"]["change"].get<int>(), -after["dark"]["change"].get<int>());
    EXPECT_EQ(pair.dark->wait_event("rated")["version"], rated["version"]);

    // The next pairing shows the ratings the game left.
    Visitor again = enter_lobby(server.port(), browser_token("again"), light_name == "Hector" ? hector : achilles);
    const json ratings = again.lobby["you"]["ratings"]["petteia-6x6/blitz"];
    EXPECT_EQ(ratings["rating"].get<int>(), 1500 + after["light"]["change"].get<int>());
    EXPECT_TRUE(ratings["provisional"]);
}

// Issue 40: a public profile carries its rating history (each category's chart), and a player's
// finished lobby games name the opponent when, and only when, the opponent's profile is public.
TEST(Ratings, AProfileShowsItsHistoryAndAFinishedLobbyGameNamesAnOpponentWhoseProfileIsPublic) {
    ServerProcess server = one_club();
    const std::string hector = signed_up(server.port(), "Hector");
    const std::string achilles = signed_up(server.port(), "Achilles");
    RatedPair pair = rated_game(server.port(), hector, achilles, 1);
    play(pair.light, "A1-A2", {&pair.dark});
    play(pair.dark, "A6-A5", {&pair.light});
    pair.dark->send(action("resign"));
    pair.light->wait_event("rated");

    const json profile = http_get(server.port(), "/api/players/hector").json();
    ASSERT_EQ(profile["history"].size(), 1u) << profile.dump();
    EXPECT_EQ(profile["history"][0]["category"], "petteia-6x6/blitz");
    EXPECT_EQ(profile["history"][0]["before"], 1500);
    EXPECT_EQ(profile["history"][0]["game"], pair.game);

    // Achilles hides his profile: his history goes with it, and Hector's list no longer names him.
    ASSERT_EQ(account_request(server.port(), "POST", "/api/account/profile", json{{"hidden", true}}, achilles).status, 200);
    EXPECT_TRUE(http_get(server.port(), "/api/players/achilles").json()["history"].empty());
    const json hectors = account_request(server.port(), "GET", "/api/account", nullptr, hector).json();
    ASSERT_EQ(hectors["games"].size(), 1u) << hectors.dump();
    EXPECT_EQ(hectors["games"][0]["opponent"], "stranger");
    EXPECT_FALSE(hectors["games"][0].contains("opponent_name")) << "a hidden profile's name is not told";
    const json achilless = account_request(server.port(), "GET", "/api/account", nullptr, achilles).json();
    ASSERT_EQ(achilless["games"].size(), 1u);
    EXPECT_EQ(achilless["games"][0]["opponent_name"], "Hector");
}

TEST(Ratings, AnAbortedRatedGameChangesNothing) {
    ServerProcess server = one_club();
    const std::string penelope = signed_up(server.port(), "Penelope");
    const std::string odysseus = signed_up(server.port(), "Odysseus");
    RatedPair pair = rated_game(server.port(), penelope, odysseus, 2);
    pair.light->send(action("abort"));
    pair.light->wait_event("result");
    std::this_thread::sleep_for(1s);
    EXPECT_FALSE(ever_received(*pair.light.ws, "\"kind\":\"rated\""));
    Visitor again = enter_lobby(server.port(), browser_token("again-2"), penelope);
    EXPECT_TRUE(again.lobby["you"]["ratings"].empty());
}

}  // namespace
}  // namespace petteia_server_test
