// Clocks counted by the server: they start when the opponent arrives, a flag falls by itself, and
// a takeback gives no time back. Every message carries the server's time, so the checks compare
// the server's own readings rather than this machine's speed.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

TEST(Clock, StartsWhenTheOpponentArrives) {
    ServerProcess server;
    const CreatedGame created =
        create_game(server.port(), create_body("petteia-6x6", {{"minutes", 1}, {"increment", 2}}, "first"));
    Player light = join(server.port(), created.game, created.secret);
    const json alone = light.joined["snapshot"];
    EXPECT_EQ(alone["clock"]["initial_ms"], 60000);
    EXPECT_EQ(alone["clock"]["increment_ms"], 2000);
    EXPECT_EQ(alone["clock"]["running"], nullptr);

    std::this_thread::sleep_for(1200ms);
    const json waited = light->snapshot();
    EXPECT_EQ(remaining(waited, "light"), 60000) << "no time is used while waiting for the opponent";
    EXPECT_EQ(remaining(waited, "dark"), 60000);
    EXPECT_EQ(waited["clock"]["running"], nullptr);

    Player dark = join(server.port(), created.game);
    const json started = light->wait_event("started");
    EXPECT_EQ(started["state"]["clock"]["running"], "light");
    EXPECT_EQ(remaining(started["state"], "light"), 60000);
    const std::int64_t start_ms = started["server_time_ms"];

    std::this_thread::sleep_for(500ms);
    const json running = light->snapshot();
    const std::int64_t thinking = running["server_time_ms"].get<std::int64_t>() - start_ms;
    EXPECT_GE(thinking, 500);
    EXPECT_NEAR(remaining(running, "light"), 60000 - thinking, 2);
    EXPECT_EQ(remaining(running, "dark"), 60000);
    EXPECT_EQ(running["clock"]["server_time_ms"], running["server_time_ms"]);

    // A move charges the time used and adds the increment; then Dark's time runs.
    const json moved = play(light, "A1-A2", {&light, &dark});
    const std::int64_t used = moved["server_time_ms"].get<std::int64_t>() - start_ms;
    EXPECT_NEAR(moved["move"]["clock_ms"].get<std::int64_t>(), 60000 - used + 2000, 2);
    EXPECT_EQ(remaining(moved["state"], "light"), moved["move"]["clock_ms"]);
    EXPECT_EQ(moved["state"]["clock"]["running"], "dark");
}

TEST(Clock, LossOnTimeWithNoClientAction) {
    ServerProcess server;
    // 0.05 minutes: three seconds for each side. Each side makes its first move at once (a game
    // nobody begins is aborted, never lost: below).
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 0.05}, {"increment", 0}}, "first"));
    const json start = table.guest.joined["snapshot"];
    EXPECT_EQ(start["clock"]["initial_ms"], 3000);
    EXPECT_EQ(start["clock"]["running"], "light");
    play(table.first(), "A1-A2", {&table.first(), &table.second()});
    const json moved = play(table.second(), "A6-A5", {&table.first(), &table.second()});
    const std::int64_t light_left = remaining(moved["state"], "light");
    const std::int64_t dark_left = remaining(moved["state"], "dark");
    const std::int64_t moved_ms = moved["server_time_ms"];

    // Nobody sends anything; the server's own timer ends the game.
    for (Player* player : {&table.creator, &table.guest}) {
        const json result = (*player)->wait_event("result", 20s);
        EXPECT_EQ(result["state"]["result"]["state"], "win");
        EXPECT_EQ(result["state"]["result"]["winner"], "dark");
        EXPECT_EQ(result["state"]["result"]["reason"], "time");
        EXPECT_EQ(remaining(result["state"], "light"), 0);
        EXPECT_EQ(remaining(result["state"], "dark"), dark_left);
        EXPECT_EQ(result["state"]["clock"]["running"], nullptr);
        EXPECT_TRUE(result["state"]["legal"].empty());
        EXPECT_GE(result["server_time_ms"].get<std::int64_t>() - moved_ms, light_left) << "not before the time is up";
    }
    table.first()->send(move_request("A2-A3"));
    EXPECT_EQ(table.first()->wait_error()["code"], "game_over");
    expect_contiguous_versions(*table.creator.ws, "creator");
}

// Issue 40 (lichess's rule): between people the clock runs from the opponent's arrival, and a player
// who has not made their first move within --first-move-seconds (30 by default) has the game aborted,
// without result; both are told, and the players see when beforehand.
TEST(Clock, AFirstMoveNotMadeInTimeAbortsTheGameAndBothAreTold) {
    ServerProcess server({"--first-move-seconds", "2"});
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 5}, {"increment", 0}}, "first"));
    const json start = table.guest.joined["snapshot"];
    EXPECT_EQ(start["clock"]["running"], "light");
    const std::int64_t due = start["clock"]["first_move_by_ms"];
    EXPECT_NEAR(static_cast<double>(due - start["server_time_ms"].get<std::int64_t>()), 2'000, 300);
    // Light moves in time; then dark's first move is due two seconds after it, and dark does not make it.
    const json moved = play(table.first(), "A1-A2", {&table.first(), &table.second()});
    EXPECT_EQ(moved["state"]["clock"]["first_move_by_ms"], moved["server_time_ms"].get<std::int64_t>() + 2'000);
    for (Player* player : {&table.creator, &table.guest}) {
        const json result = (*player)->wait_event("result", 20s);
        EXPECT_EQ(result["state"]["result"]["state"], "aborted");
        EXPECT_EQ(result["state"]["result"]["winner"], nullptr);
        EXPECT_EQ(result["state"]["result"]["reason"], "no-first-move");
        EXPECT_GE(result["server_time_ms"].get<std::int64_t>() - moved["server_time_ms"].get<std::int64_t>(), 2'000);
        EXPECT_FALSE(result["state"]["clock"].contains("first_move_by_ms"));
    }
    table.second()->send(move_request("A6-A5"));
    EXPECT_EQ(table.second()->wait_error()["code"], "game_over");
}

TEST(Clock, TakebackGivesNoTimeBack) {
    ServerProcess server;
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 1}, {"increment", 0}}, "first"));
    Player& light = table.first();
    Player& dark = table.second();

    std::this_thread::sleep_for(1000ms);  // Light thinks
    const json moved = play(light, "A1-A2", {&light, &dark});
    const std::int64_t light_after_move = moved["move"]["clock_ms"];
    EXPECT_LE(light_after_move, 59000);

    light->send(action("request_takeback"));
    for (Player* player : {&light, &dark}) EXPECT_EQ((*player)->wait_event("offer")["state"]["offers"]["takeback"], "light");
    std::this_thread::sleep_for(300ms);  // Dark thinks about it
    dark->send(action("accept_takeback"));
    const json takeback = light->wait_event("takeback");
    EXPECT_EQ(dark->wait_event("takeback").dump(), takeback.dump());

    const json& state = takeback["state"];
    EXPECT_EQ(state["position"], "DDDDDD/6/6/6/6/LLLLLL light 0");
    EXPECT_EQ(state["to_move"], "light");
    EXPECT_TRUE(state["moves"].empty());
    EXPECT_EQ(state["offers"]["takeback"], nullptr);
    EXPECT_EQ(state["clock"]["running"], "light");
    // Light's thinking time stays spent; Dark paid for the time it took to accept.
    EXPECT_NEAR(remaining(state, "light"), light_after_move, 2);
    const std::int64_t dark_used =
        takeback["server_time_ms"].get<std::int64_t>() - moved["server_time_ms"].get<std::int64_t>();
    EXPECT_GE(dark_used, 300);
    EXPECT_NEAR(remaining(state, "dark"), 60000 - dark_used, 2);

    // And Light's clock keeps running down from there.
    play(light, "B1-B3", {&light, &dark});
    EXPECT_EQ(light->snapshot()["moves"].size(), 1u);
}

}  // namespace
}  // namespace petteia_server_test
