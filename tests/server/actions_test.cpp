// Game actions: resign, draw offers, takebacks, abort and rematch, each seen by both players.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

// Both players receive the same event of `kind`; returns it.
json both_see(Table& table, const std::string& kind) {
    const json seen = table.creator->wait_event(kind);
    EXPECT_EQ(table.guest->wait_event(kind).dump(), seen.dump());
    return seen;
}

TEST(Actions, Resign) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    table.first()->send(action("resign"));
    const json result = both_see(table, "result");
    EXPECT_EQ(result["state"]["result"], json({{"state", "win"}, {"winner", "dark"}, {"reason", "resign"}, {"by", "light"}}));
    EXPECT_TRUE(result["state"]["legal"].empty());

    table.second()->send(move_request("B6-B5"));
    EXPECT_EQ(table.second()->wait_error()["code"], "game_over");
    table.second()->send(action("resign"));
    EXPECT_EQ(table.second()->wait_error()["code"], "game_over");
    expect_contiguous_versions(*table.creator.ws, "creator");
}

TEST(Actions, DrawOfferDeclinedThenAccepted) {
    ServerProcess server;
    Table table = open_table(server);
    Player& light = table.first();
    Player& dark = table.second();

    light->send(action("offer_draw"));
    EXPECT_EQ(both_see(table, "offer")["state"]["offers"]["draw"], "light");
    light->send(action("offer_draw"));
    EXPECT_EQ(light->wait_error()["code"], "offer_not_allowed");
    light->send(action("accept_draw"));
    EXPECT_EQ(light->wait_error()["code"], "no_offer") << "one cannot accept one's own offer";

    dark->send(action("decline_draw"));
    EXPECT_EQ(both_see(table, "offer")["state"]["offers"]["draw"], nullptr);

    // A move withdraws a pending offer.
    light->send(action("offer_draw"));
    both_see(table, "offer");
    const json moved = play(light, "A1-A2", {&light, &dark});
    EXPECT_EQ(moved["state"]["offers"]["draw"], nullptr);
    dark->send(action("accept_draw"));
    EXPECT_EQ(dark->wait_error()["code"], "no_offer");

    dark->send(action("offer_draw"));
    EXPECT_EQ(both_see(table, "offer")["state"]["offers"]["draw"], "dark");
    light->send(action("accept_draw"));
    const json result = both_see(table, "result");
    EXPECT_EQ(result["state"]["result"], json({{"state", "draw"}, {"winner", nullptr}, {"reason", "agreement"}, {"by", nullptr}}));
    EXPECT_EQ(result["state"]["offers"]["draw"], nullptr);
    expect_contiguous_versions(*light.ws, "light");
    expect_contiguous_versions(*dark.ws, "dark");
}

TEST(Actions, TakebackRequestedAndAccepted) {
    ServerProcess server;
    Table table = open_table(server);
    Player& light = table.first();
    Player& dark = table.second();
    play(light, "A1-A2", {&light, &dark});
    play(dark, "B6-B5", {&light, &dark});

    // Dark asks to take back B6-B5; Light declines.
    dark->send(action("request_takeback"));
    EXPECT_EQ(both_see(table, "offer")["state"]["offers"]["takeback"], "dark");
    dark->send(action("request_takeback"));
    EXPECT_EQ(dark->wait_error()["code"], "offer_not_allowed");
    light->send(action("decline_takeback"));
    EXPECT_EQ(both_see(table, "offer")["state"]["offers"]["takeback"], nullptr);

    // Light, to move, asks to take back A1-A2: Dark's reply goes too.
    light->send(action("request_takeback"));
    EXPECT_EQ(both_see(table, "offer")["state"]["offers"]["takeback"], "light");
    dark->send(action("accept_takeback"));
    const json takeback = both_see(table, "takeback");
    EXPECT_EQ(takeback["state"]["position"], "DDDDDD/6/6/6/6/LLLLLL light 0");
    EXPECT_EQ(takeback["state"]["to_move"], "light");
    EXPECT_TRUE(takeback["state"]["moves"].empty());
    EXPECT_EQ(takeback["state"]["last_move"], nullptr);
    EXPECT_EQ(takeback["state"]["legal"].size(), 24u);

    const json snapshot = dark->snapshot();
    EXPECT_TRUE(snapshot["moves"].empty());
    play(light, "F1-F4", {&light, &dark});
    expect_contiguous_versions(*light.ws, "light");
    expect_contiguous_versions(*dark.ws, "dark");
}

TEST(Actions, AbortBeforeBothHaveMoved) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    table.second()->send(action("abort"));
    const json result = both_see(table, "result");
    const json aborted_by_dark{{"state", "aborted"}, {"winner", nullptr}, {"reason", "aborted"}, {"by", "dark"}};
    EXPECT_EQ(result["state"]["result"], aborted_by_dark) << "the other player is told who aborted";
    table.second()->send(move_request("B6-B5"));
    EXPECT_EQ(table.second()->wait_error()["code"], "game_over");

    // Who aborted is stored, not only told: the game says so after a restart too.
    ASSERT_EQ(server.terminate(), 0);
    server.restart();
    Player light = join(server.port(), table.game, table.first().secret);
    EXPECT_EQ(light.joined["snapshot"]["result"], aborted_by_dark);
}

TEST(Actions, NoAbortOnceBothHaveMoved) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    play(table.second(), "B6-B5", {&table.creator, &table.guest});
    const json before = fingerprint(table.first()->snapshot());
    for (Player* player : {&table.first(), &table.second()}) {
        (*player)->send(action("abort"));
        EXPECT_EQ((*player)->wait_error()["code"], "cannot_abort");
    }
    EXPECT_EQ(fingerprint(table.first()->snapshot()), before);
}

TEST(Actions, CreatorAbortsWhileWaitingForTheOpponent) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    Player light = join(server.port(), created.game, created.secret);
    light->send(action("abort"));
    EXPECT_EQ(light->wait_event("result")["state"]["result"]["state"], "aborted");
    // Whoever follows the link now only watches the aborted game.
    Player late = join(server.port(), created.game);
    EXPECT_EQ(late.role, "spectator");
    EXPECT_EQ(late.joined["snapshot"]["result"]["state"], "aborted");
}

TEST(Actions, RematchSwapsColoursAndKeepsTheSecrets) {
    ServerProcess server;
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 1}, {"increment", 3}}, "first"));
    const std::string creator_secret = table.creator.secret;
    const std::string guest_secret = table.guest.secret;
    EXPECT_EQ(table.creator.role, "light");

    table.creator->send(action("offer_rematch"));
    EXPECT_EQ(table.creator->wait_error()["code"], "offer_not_allowed") << "not while the game goes on";
    table.creator->send(action("resign"));
    both_see(table, "result");

    table.guest->send(action("offer_rematch"));
    EXPECT_EQ(both_see(table, "offer")["state"]["offers"]["rematch"], "dark");
    table.creator->send(action("accept_rematch"));
    const json rematch = both_see(table, "rematch");
    const std::string next = rematch["state"]["rematch"];
    EXPECT_NE(next, table.game);
    EXPECT_EQ(table.guest->snapshot()["rematch"], next);
    table.creator->send(action("offer_rematch"));
    EXPECT_EQ(table.creator->wait_error()["code"], "offer_not_allowed") << "already agreed";

    // The same secrets open the new game, with the colours swapped and the same clock.
    Player creator = join(server.port(), next, creator_secret);
    EXPECT_EQ(creator.role, "dark");
    Player guest = join(server.port(), next, guest_secret);
    EXPECT_EQ(guest.role, "light");
    creator->wait_event("started");
    const json start = guest.joined["snapshot"];
    EXPECT_EQ(start["clock"]["initial_ms"], 60000);
    EXPECT_EQ(start["clock"]["increment_ms"], 3000);
    EXPECT_EQ(start["clock"]["running"], "light");
    EXPECT_TRUE(start["moves"].empty());
    // Nobody else can take a seat in it.
    Player visitor = join(server.port(), next);
    EXPECT_EQ(visitor.role, "spectator");

    play(guest, "A1-A2", {&creator, &guest, &visitor});
    play(creator, "B6-B5", {&creator, &guest, &visitor});
}

}  // namespace
}  // namespace petteia_server_test
