// A game between strangers on the real server (issue 27): quick messages from a fixed list to every
// follower, at most one every 3 s a seat and never from a spectator; reports stored for the operator,
// once a reporter and seat (the attacks on them: tests/security/attacks_on_reports_test.cpp); a game's listing among the live games (GET /api/live) as its players
// say; the public profile of a player, hideable.
#include <gtest/gtest.h>

#include "db/report_store.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/lobby_support.hpp"

namespace petteia_server_test {
namespace {

json live_games(std::uint16_t port) {
    const HttpReply reply = http_get(port, "/api/live");
    EXPECT_EQ(reply.status, 200) << reply.body;
    return json::parse(reply.body)["games"];
}

bool lists(std::uint16_t port, const std::string& game) {
    for (const json& live : live_games(port))
        if (live["game"] == game) return true;
    return false;
}

TEST(Social, AQuickMessageReachesEveryFollowerAtMostOnceEvery3Seconds) {
    ServerProcess server;
    Table table = open_table(server);
    Player spectator = join(server.port(), table.game);
    table.first()->send({{"type", "quick"}, {"say", "good_luck"}});
    for (Player* follower : {&table.second(), &spectator}) {
        const json quick = (*follower)->wait_for([](const json& m) { return of_type(m, "quick"); }, "quick");
        EXPECT_EQ(quick["say"], "good_luck");
        EXPECT_EQ(quick["side"], table.first_side);
    }
    table.first()->send({{"type", "quick"}, {"say", "hello"}});
    EXPECT_EQ(table.first()->wait_error()["code"], "rate_limited");
    spectator->send({{"type", "quick"}, {"say", "hello"}});
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    table.second()->send({{"type", "quick"}, {"say", "you are bad"}});
    EXPECT_EQ(table.second()->wait_error()["code"], "invalid_message");
    // Free text has no field to travel in.
    table.second()->send({{"type", "quick"}, {"say", "hello"}, {"text", "hi"}});
    EXPECT_EQ(table.second()->wait_error()["code"], "invalid_message");
}

TEST(Social, AReportIsStoredOnceAReporterAndSeat) {
    ServerProcess server;
    Table table = open_table(server);
    Player spectator = join(server.port(), table.game);
    const std::string second_side = table.second().role;
    const json report{{"type", "report"}, {"against", second_side}, {"reason", "insult"}, {"browser", browser_token("reporter")}};
    spectator->send(report);
    const json reported = spectator->wait_for([](const json& m) { return of_type(m, "reported") || of_type(m, "error"); }, "reported");
    ASSERT_TRUE(of_type(reported, "reported")) << reported.dump();
    EXPECT_EQ(reported["against"], second_side);
    EXPECT_FALSE(reported.contains("already"));
    // Again, from a reloaded page: the report stands, and is not stored twice.
    Player reloaded = join(server.port(), table.game);
    reloaded->send(report);
    const json again = reloaded->wait_for([](const json& m) { return of_type(m, "reported") || of_type(m, "error"); }, "reported");
    ASSERT_TRUE(of_type(again, "reported")) << again.dump();
    EXPECT_EQ(again["already"], true);
    table.first()->send({{"type", "report"}, {"against", table.first_side}, {"reason", "other"}});
    EXPECT_EQ(table.first()->wait_error()["code"], "invalid_message");  // oneself
    table.first()->send({{"type", "report"}, {"against", "purple"}, {"reason", "other"}});
    EXPECT_EQ(table.first()->wait_error()["code"], "invalid_message");
    table.first()->send({{"type", "report"}, {"against", second_side}, {"reason", "boredom"}});
    EXPECT_EQ(table.first()->wait_error()["code"], "invalid_message");

    petteia::db::ReportStore reports(petteia::db::DatabaseLocation::parse("sqlite:" + (server.data_directory() / "petteia.sqlite").string()));
    const auto stored = reports.list(0, 10);
    ASSERT_EQ(stored.size(), 1u);
    EXPECT_EQ(stored[0].game_id, table.game);
    EXPECT_EQ(stored[0].reason, "insult");
    EXPECT_FALSE(stored[0].reporter_side.has_value());
}

TEST(Social, AFriendsGameIsListedOnlyWhenBothSayYes) {
    ServerProcess server;
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 5}, {"increment", 0}}));
    EXPECT_FALSE(table.creator.joined["snapshot"]["listed"]);
    EXPECT_FALSE(lists(server.port(), table.game));
    table.first()->send({{"type", "set_listing"}, {"listed", true}});
    const json half = table.second()->wait_event("listing");
    EXPECT_FALSE(half["state"]["listed"]);
    EXPECT_EQ(half["state"]["listing"][table.first_side], true);
    table.second()->send({{"type", "set_listing"}, {"listed", true}});
    table.first()->wait_for([](const json& m) {
        return m.value("kind", "") == "listing" && m["state"]["listed"] == true;
    }, "the listing event that lists it");
    Player spectator = join(server.port(), table.game);
    spectator->send({{"type", "set_listing"}, {"listed", false}});
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    ASSERT_TRUE(eventually([&] { return lists(server.port(), table.game); }, 4s));
    const json live = live_games(server.port())[0];
    EXPECT_EQ(live["variant"], "petteia-6x6");
    EXPECT_TRUE(live["players"].is_null());  // friends' names are never shown
    EXPECT_FALSE(live["clock"].is_null());
    EXPECT_TRUE(eventually([&] { return live_games(server.port())[0]["spectators"] == 1; }, 4s));
}

TEST(Social, ALobbyGameIsListedUnlessAPlayerSaysNoAndItsPlayersHaveProfiles) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Nausicaa", "phaeacian-ball").status, 201);
    const std::string cookie = session_cookie_of(sign_in(server.port(), "Nausicaa", "phaeacian-ball"));
    Visitor a = enter_lobby(server.port(), browser_token("listed-a"), cookie);
    Visitor b = enter_lobby(server.port(), browser_token("listed-b"));
    a->send(seek_request());
    const json a_seeking = a.wait("seeking");
    b->send(seek_request());
    const json b_seeking = b.wait("seeking");
    const std::string game = a.wait("paired")["game"];
    Player pa = join(server.port(), game, a_seeking["secret"].get<std::string>(), cookie);
    Player pb = join(server.port(), game, b_seeking["secret"].get<std::string>());
    pa->wait_event("started");
    ASSERT_TRUE(eventually([&] { return lists(server.port(), game); }, 4s));
    const json players = live_games(server.port())[0]["players"];
    EXPECT_EQ(players[pa.role]["name"], "Nausicaa");
    EXPECT_TRUE(players[pb.role].is_null());  // no account: Anonymous
    // Her profile names the game in play; any case finds her; hidden, only the name.
    const json profile = json::parse(http_get(server.port(), "/api/players/nausicaa").body);
    EXPECT_EQ(profile["name"], "Nausicaa");
    ASSERT_EQ(profile["recent"].size(), 1u);
    EXPECT_EQ(profile["recent"][0]["game"], game);
    EXPECT_TRUE(profile["recent"][0]["opponent"].is_null());
    pb->send({{"type", "set_listing"}, {"listed", false}});
    EXPECT_FALSE(pa->wait_event("listing")["state"]["listed"]);
    EXPECT_TRUE(eventually([&] { return !lists(server.port(), game); }, 4s));
    EXPECT_EQ(http_get(server.port(), "/api/players/Nobody").status, 404);
    EXPECT_EQ(http_get(server.port(), "/api/players/%ZZ").status, 404);
    const HttpReply hidden = account_request(server.port(), "POST", "/api/account/profile", json{{"hidden", true}}, cookie);
    ASSERT_EQ(hidden.status, 200) << hidden.body;
    EXPECT_TRUE(json::parse(hidden.body)["profile_hidden"]);
    const json shown = json::parse(http_get(server.port(), "/api/players/NAUSICAA").body);
    EXPECT_TRUE(shown["hidden"]);
    EXPECT_TRUE(shown["recent"].empty());
    // Her account page says who the opponent was: a stranger from the lobby, not a friend.
    const json playing = json::parse(hidden.body)["playing"];
    ASSERT_EQ(playing.size(), 1u);
    EXPECT_EQ(playing[0]["opponent"], "stranger");
    const HttpReply ratings = account_request(server.port(), "GET", "/api/account/ratings", nullptr, cookie);
    ASSERT_EQ(ratings.status, 200) << ratings.body;
    EXPECT_TRUE(json::parse(ratings.body)["ratings"].empty());
}

// Issue 37: "not listed" means not advertised anywhere — neither on the live list nor on either
// player's profile while the game is played — and the game's own page stays open to whoever has
// the link. Once over, the game is on the profiles like any other.
TEST(Social, AGameNotListedIsOnNoProfileWhileInPlayButItsLinkStillWorks) {
    ServerProcess server;
    std::vector<std::string> cookies;
    for (const std::string name : {"Penelope", "Odysseus"}) {
        ASSERT_EQ(sign_up(server.port(), name, "ithaca-weaving").status, 201);
        cookies.push_back(session_cookie_of(sign_in(server.port(), name, "ithaca-weaving")));
    }
    Visitor a = enter_lobby(server.port(), browser_token("unlisted-a"), cookies[0]);
    Visitor b = enter_lobby(server.port(), browser_token("unlisted-b"), cookies[1]);
    a->send(seek_request());
    const json a_seeking = a.wait("seeking");
    b->send(seek_request());
    const json b_seeking = b.wait("seeking");
    const std::string game = a.wait("paired")["game"];
    Player pa = join(server.port(), game, a_seeking["secret"].get<std::string>(), cookies[0]);
    Player pb = join(server.port(), game, b_seeking["secret"].get<std::string>(), cookies[1]);
    pa->wait_event("started");
    const auto on_profile = [&](const std::string& name) {
        const HttpReply reply = http_get(server.port(), "/api/players/" + name);
        EXPECT_EQ(reply.status, 200) << reply.body;
        const json profile = json::parse(reply.body);
        for (const json& shown : profile["recent"])
            if (shown["game"] == game) return true;
        return false;
    };
    // The control: listed, it is on the live list and on both profiles.
    ASSERT_TRUE(eventually([&] { return lists(server.port(), game); }, 4s));
    EXPECT_TRUE(on_profile("Penelope"));
    EXPECT_TRUE(on_profile("odysseus"));

    pa->send({{"type", "set_listing"}, {"listed", false}});
    EXPECT_FALSE(pb->wait_event("listing")["state"]["listed"]);
    EXPECT_TRUE(eventually([&] { return !lists(server.port(), game); }, 4s)) << "GET /api/live is at most 2 s old";
    EXPECT_FALSE(on_profile("Penelope")) << "said by the player herself";
    EXPECT_FALSE(on_profile("Odysseus")) << "and on the opponent's profile too";
    for (const std::string name : {"Penelope", "Odysseus"}) {
        const std::string body = http_get(server.port(), "/api/players/" + name).body;
        EXPECT_EQ(body.find(game), std::string::npos) << "the id appears nowhere in " << body;
    }
    // Whoever has the link still watches.
    Player spectator = join(server.port(), game);
    EXPECT_EQ(spectator.role, "spectator");
    EXPECT_EQ(spectator.joined["snapshot"]["result"]["state"], "ongoing");

    // Over, it is on both profiles, like any finished game.
    pb->send(action("resign"));
    pa->wait_event("result");
    EXPECT_TRUE(on_profile("Penelope"));
    EXPECT_TRUE(on_profile("Odysseus"));
}

}  // namespace
}  // namespace petteia_server_test
