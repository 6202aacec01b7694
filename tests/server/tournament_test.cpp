// Tournaments (issue 39) on the real server: an arena pairs the players present as soon as their
// game ends and scores it; a round-robin of three plays its rounds one after the other, with a bye,
// and finishes; the standings and their files; a director killed with its node leaves the standings
// whole and the restarted node goes on pairing. The refusals of the API are in
// tests/security/tournament_attacks_test.cpp.
#include <gtest/gtest.h>

#include "tests/server/tournament_support.hpp"

namespace petteia_server_test {
namespace {

TEST(Tournament, AnArenaPairsThePlayersPresentAgainAsSoonAsTheirGameEnds) {
    ServerProcess server;
    const std::string minos = signed_up(server.port(), "Minos");
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    const std::string id = make_tournament(server.port(), minos, arena_body());
    ASSERT_EQ(tournament_action(server.port(), id, "join", ariadne).status, 200);
    ASSERT_EQ(tournament_action(server.port(), id, "join", theseus).status, 200);
    EXPECT_EQ(tournament_action(server.port(), id, "join", theseus).json()["done"], "already");
    auto her_page = follow_tournament(server.port(), id, ariadne);
    auto his_page = follow_tournament(server.port(), id, theseus);
    auto her_events = listen_to_events(server.port(), ariadne);
    ASSERT_EQ(tournament_action(server.port(), id, "start", minos).status, 200);

    const json hers = next_tournament_game(*her_page);
    const json his = next_tournament_game(*his_page);
    EXPECT_EQ(hers["game"], his["game"]);
    EXPECT_NE(hers["side"], his["side"]);
    EXPECT_EQ(hers["opponent"], "Theseus");
    EXPECT_EQ(hers["tournament"], id);
    const json told = next_event(*her_events, "tournament_game");
    EXPECT_EQ(told["game"], hers["game"]);
    EXPECT_EQ(told["tournament"], id);

    // Each takes the seat kept for their account; a stranger with the link watches.
    const std::string game = hers["game"];
    Player her = join(server.port(), game, std::nullopt, ariadne);
    Player him = join(server.port(), game, std::nullopt, theseus);
    EXPECT_EQ(her.role, hers["side"]);
    EXPECT_EQ(join(server.port(), game, std::nullopt, minos).role, "spectator");
    EXPECT_FALSE(her.joined["snapshot"]["clock"]["running"].is_null()) << "the clock runs from the pairing";
    her->send(action("resign"));
    him->wait_for(ends_the_game, "the resignation");

    // Paired again at once (the same opponent: nobody else waits), and the standings say so.
    const json again = next_tournament_game(*his_page);
    EXPECT_NE(again["game"], game);
    const json table = his_page->wait_for(
        [](const json& m) { return m.value("type", "") == "tournament" && m["standings"][0]["games"] == 1; }, "the standings");
    EXPECT_EQ(table["standings"][0]["name"], "Theseus");
    EXPECT_EQ(table["standings"][0]["score"], 2);
    EXPECT_EQ(table["standings"][0]["sheet"], json::array({"w2"}));
    EXPECT_EQ(table["standings"][1]["sheet"], json::array({"l0"}));
    EXPECT_EQ(table["tournament"]["state"], "running");
    EXPECT_EQ(table["playing"].size(), 1u);
    const json mine = his_page->wait_for([](const json& m) { return m.value("type", "") == "tournament_you"; }, "his row");
    EXPECT_EQ(mine["you"]["rank"], 1);

    const HttpReply page = account_request(server.port(), "GET", "/api/tournaments/" + id, nullptr, ariadne);
    ASSERT_EQ(page.status, 200) << page.body;
    EXPECT_EQ(page.json()["you"]["name"], "Ariadne");
    EXPECT_EQ(page.json()["total"], 2);
    const HttpReply results = account_request(server.port(), "GET", "/api/tournaments/" + id + "/results.csv");
    ASSERT_EQ(results.status, 200);
    EXPECT_EQ(results.header("Content-Type"), "text/csv; charset=utf-8");
    EXPECT_NE(results.body.find("1,\"Theseus\",2,,1,1500,playing,\"w2\""), std::string::npos) << results.body;
    const HttpReply games = account_request(server.port(), "GET", "/api/tournaments/" + id + "/games.csv");
    EXPECT_NE(games.body.find("/g/" + game + ",/api/games/" + game + "/record"), std::string::npos) << games.body;
}

TEST(Tournament, ABerserkHalvesThePlayersOwnClockBeforeTheirFirstMoveBothSeeItAndARestartKeepsIt) {
    ServerProcess server;
    const auto [minos, ariadne, theseus, id] = joined_arena(server);
    auto her_page = follow_tournament(server.port(), id, ariadne);
    auto his_page = follow_tournament(server.port(), id, theseus);
    ASSERT_EQ(tournament_action(server.port(), id, "start", minos).status, 200);
    const std::string game = next_tournament_game(*her_page)["game"];
    Player her = join(server.port(), game, std::nullopt, ariadne);
    Player him = join(server.port(), game, std::nullopt, theseus);
    EXPECT_EQ(her.joined["snapshot"]["tournament"], id);
    EXPECT_EQ(her.joined["snapshot"]["berserk"][her.role], false);
    her->send(action("berserk"));
    const json told = him->wait_event("berserk");
    const std::string side = her.role;
    EXPECT_EQ(told["state"]["berserk"][side], true);
    EXPECT_LE(told["state"]["clock"]["remaining_ms"][side].get<std::int64_t>(), 30'000) << "half of one minute";
    her->send(action("berserk"));
    EXPECT_EQ(her->wait_error()["code"], "offer_not_allowed") << "once";
    // A restart keeps it: her side still berserked, her clock still halved, and spent for good.
    server.kill();
    server.restart();
    Player again = join(server.port(), game, her.secret, ariadne);  // her page's seat, as a reload keeps it
    EXPECT_EQ(again.joined["snapshot"]["berserk"][side], true) << again.joined.dump();
    EXPECT_LE(again.joined["snapshot"]["clock"]["remaining_ms"][side].get<std::int64_t>(), 30'000);
    again->send(action("berserk"));
    EXPECT_EQ(again->wait_error()["code"], "offer_not_allowed") << "still once";
}

TEST(Tournament, AnArenaPairsNobodyWhoIsAwayOrPaused) {
    ServerProcess server;
    const auto [minos, ariadne, theseus, id] = joined_arena(server);
    ASSERT_EQ(tournament_action(server.port(), id, "pause", theseus).json()["done"], "paused");
    auto her_page = follow_tournament(server.port(), id, ariadne);
    auto his_page = follow_tournament(server.port(), id, theseus);
    ASSERT_EQ(tournament_action(server.port(), id, "start", minos).status, 200);
    EXPECT_FALSE(hears_tournament_game(*her_page, 2'500ms)) << "he paused";
    ASSERT_EQ(tournament_action(server.port(), id, "join", theseus).json()["done"], "back");
    EXPECT_EQ(next_tournament_game(*her_page)["opponent"], "Theseus");
}

TEST(Tournament, ARoundRobinOfThreePlaysItsRoundsWithAByeAndFinishes) {
    ServerProcess server;
    const std::string minos = signed_up(server.port(), "Minos");
    std::vector<std::string> cookies;
    std::vector<std::unique_ptr<WsClient>> pages;
    const std::string id = make_tournament(server.port(), minos, round_robin_body(3));
    for (const std::string name : {"Ariadne", "Theseus", "Phaedra"}) {
        cookies.push_back(signed_up(server.port(), name));
        ASSERT_EQ(tournament_action(server.port(), id, "join", cookies.back()).status, 200);
        pages.push_back(follow_tournament(server.port(), id, cookies.back()));
    }
    EXPECT_EQ(tournament_action(server.port(), id, "start", cookies[0]).json()["code"], "not_organiser");
    ASSERT_EQ(tournament_action(server.port(), id, "start", minos).status, 200);
    std::map<std::string, int> games_of;
    for (int round = 1; round <= 3; ++round) {
        // One game a round among three (the third sits out); the first player seated resigns it.
        const auto told = pairings_told(pages, 2);
        ASSERT_EQ(told.size(), 2u) << "round " << round;
        std::vector<std::size_t> seated;
        for (const auto& [page, message] : told) seated.push_back(page);
        const std::string game = told.begin()->second["game"];
        EXPECT_EQ(std::next(told.begin())->second["game"], game);
        ++games_of[std::to_string(seated[0])];
        ++games_of[std::to_string(seated[1])];
        Player first = join(server.port(), game, std::nullopt, cookies[seated[0]]);
        Player second = join(server.port(), game, std::nullopt, cookies[seated[1]]);
        first->send(action("resign"));
        second->wait_for(ends_the_game, "the resignation");
    }
    for (const auto& [player, count] : games_of) EXPECT_EQ(count, 2) << "everyone plays everyone once";
    const json last = pages[0]->wait_for(
        [](const json& m) { return m.value("type", "") == "tournament" && m["tournament"]["state"] == "finished"; }, "the end");
    EXPECT_EQ(last["tournament"]["round"], 3);
    EXPECT_EQ(last["tournament"]["rounds"], 3);
    double points = 0;
    for (const auto& row : last["standings"]) points += row["score"].get<double>();
    EXPECT_EQ(points, 3) << last.dump();
    EXPECT_EQ(tournament_action(server.port(), id, "join", signed_up(server.port(), "Icarus")).json()["code"], "tournament_closed");
}

TEST(Tournament, RoundsAtSetTimesWaitForTheirTimeUnlessTheOrganiserStartsTheNextNow) {
    ServerProcess server;
    const std::string minos = signed_up(server.port(), "Minos");
    json body = round_robin_body(3);
    body["round_every_minutes"] = 7 * 24 * 60;  // a weekly lesson
    const std::string id = make_tournament(server.port(), minos, body);
    std::vector<std::string> cookies;
    std::vector<std::unique_ptr<WsClient>> pages;
    for (const std::string name : {"Ariadne", "Theseus", "Phaedra"}) {
        cookies.push_back(signed_up(server.port(), name));
        ASSERT_EQ(tournament_action(server.port(), id, "join", cookies.back()).status, 200);
        pages.push_back(follow_tournament(server.port(), id, cookies.back()));
    }
    ASSERT_EQ(tournament_action(server.port(), id, "start", minos).json()["done"], "starting");
    const auto told = pairings_told(pages, 2);
    ASSERT_EQ(told.size(), 2u);
    const auto seat = [&](std::size_t n) { return std::next(told.begin(), static_cast<std::ptrdiff_t>(n))->first; };
    const std::string game = told.begin()->second["game"];
    const std::int64_t paired_at = std::chrono::duration_cast<std::chrono::milliseconds>(
                                       std::chrono::system_clock::now().time_since_epoch()).count();
    Player first = join(server.port(), game, std::nullopt, cookies[seat(0)]);
    Player second = join(server.port(), game, std::nullopt, cookies[seat(1)]);
    first->send(action("resign"));
    second->wait_for(ends_the_game, "the resignation");

    // Round 1 is over; round 2 waits for its hour, a week after round 1, and the page says when.
    const json waiting = pages[0]->wait_for(
        [](const json& m) { return m.value("type", "") == "tournament" && m["playing_total"] == 0 && m["standings"][0]["games"] == 1; },
        "round 1 over");
    EXPECT_EQ(waiting["tournament"]["round"], 1);
    EXPECT_EQ(waiting["tournament"]["round_every_minutes"], 7 * 24 * 60);
    const std::int64_t next = waiting["tournament"]["next_round_at_ms"];
    EXPECT_NEAR(static_cast<double>(next - paired_at), 7 * 86'400'000.0, 60'000.0);
    std::this_thread::sleep_for(std::chrono::milliseconds(2'500));  // two of the directors' searches
    EXPECT_TRUE(pairings_told(pages, 1, std::chrono::milliseconds(500)).empty()) << "no round before its time";
    EXPECT_EQ(json::parse(http_get(server.port(), "/api/tournaments/" + id).body)["tournament"]["round"], 1);

    // A player may not bring it forward; its organiser may, once.
    EXPECT_EQ(tournament_action(server.port(), id, "start", cookies[0]).json()["code"], "not_organiser");
    ASSERT_EQ(tournament_action(server.port(), id, "start", minos).json()["done"], "next_round");
    EXPECT_EQ(tournament_action(server.port(), id, "start", minos).json()["code"], "tournament_closed");
    ASSERT_EQ(pairings_told(pages, 2).size(), 2u) << "round 2 paired at once";
    const json round_two = json::parse(http_get(server.port(), "/api/tournaments/" + id).body);
    EXPECT_EQ(round_two["tournament"]["round"], 2);
    // Round 3 keeps the weekly grid counted from round 1: two weeks after it.
    EXPECT_NEAR(static_cast<double>(round_two["tournament"]["next_round_at_ms"].get<std::int64_t>() - paired_at),
                14 * 86'400'000.0, 60'000.0);
}

TEST(Tournament, ADirectorKilledWithItsNodeLeavesTheStandingsWholeAndGoesOnAfterTheRestart) {
    ServerProcess server;
    const auto [minos, ariadne, theseus, id] = joined_arena(server);
    std::string game;
    {
        auto her_page = follow_tournament(server.port(), id, ariadne);
        auto his_page = follow_tournament(server.port(), id, theseus);
        ASSERT_EQ(tournament_action(server.port(), id, "start", minos).status, 200);
        game = next_tournament_game(*her_page)["game"];
        Player her = join(server.port(), game, std::nullopt, ariadne);
        Player him = join(server.port(), game, std::nullopt, theseus);
        him->send(action("resign"));
        her->wait_for(ends_the_game, "the resignation");
        her_page->wait_for([](const json& m) { return m.value("type", "") == "tournament" && m["standings"][0]["score"] == 2; },
                           "her win in the standings");
        server.kill();
    }
    server.restart();
    const json page = account_request(server.port(), "GET", "/api/tournaments/" + id).json();
    EXPECT_EQ(page["standings"][0]["name"], "Ariadne");
    EXPECT_EQ(page["standings"][0]["score"], 2);
    auto her_page = follow_tournament(server.port(), id, ariadne);
    auto his_page = follow_tournament(server.port(), id, theseus);
    // The killed director had paired them again before it died: her row names that game, in play.
    const json hers = her_page->wait_for(
        [](const json& m) { return m.value("type", "") == "tournament_you" && m["you"].contains("game"); }, "her game in play", 6s);
    EXPECT_NE(hers["you"]["game"], game);
    Player her = join(server.port(), hers["you"]["game"], std::nullopt, ariadne);
    EXPECT_NE(her.role, "spectator");
}

}  // namespace
}  // namespace petteia_server_test
