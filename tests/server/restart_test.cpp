// The server stopping: killed outright (SIGKILL) it comes back with every unfinished game as it
// was, charging nobody for the time it was down; asked to stop (SIGTERM) it says "going away" to
// every WebSocket and exits 0.
#include <future>

#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

TEST(Restart, SigkillAndRestartResumeGamesAndClocks) {
    ServerProcess server;
    Table timed = open_table(server, create_body("petteia-6x6", {{"minutes", 2}, {"increment", 1}}, "second"));
    Table untimed = open_table(server, create_body("petteia-8x8", nullptr, "first"));
    play(timed.first(), "A1-A2", {&timed.creator, &timed.guest});
    play(timed.second(), "B6-B5", {&timed.creator, &timed.guest});
    play(timed.first(), "C1-C3", {&timed.creator, &timed.guest});
    play(untimed.first(), "H1-H5", {&untimed.creator, &untimed.guest});
    std::this_thread::sleep_for(300ms);

    const json before = timed.creator->snapshot();
    const json untimed_before = untimed.guest->snapshot();
    ASSERT_EQ(before["clock"]["running"], "dark");
    const std::int64_t before_ms = before["server_time_ms"];

    const std::int64_t killed_ms = epoch_ms();
    server.kill();
    for (Player* player : {&timed.creator, &timed.guest}) {
        (*player)->wait_closed();
        EXPECT_TRUE((*player)->closed()) << "a killed server's sockets close";
    }
    std::this_thread::sleep_for(2s);  // down for two seconds
    const std::int64_t restarted_ms = epoch_ms();
    server.restart();

    // Both players come back to their seats with their secrets.
    Player light = join(server.port(), timed.game, timed.first().secret);
    Player dark = join(server.port(), timed.game, timed.second().secret);
    EXPECT_EQ(light.role, "light");
    EXPECT_EQ(dark.role, "dark");
    light->wait_for([](const json& m) {
        return m.value("kind", "") == "connection" && m["state"]["seats"]["dark"].value("connected", false);
    }, "Dark connected");
    const json after = dark->snapshot();
    EXPECT_EQ(after["position"], before["position"]);
    EXPECT_EQ(after["moves"], before["moves"]);
    EXPECT_EQ(after["to_move"], "dark");
    EXPECT_EQ(after["legal"], before["legal"]);
    EXPECT_EQ(after["result"]["state"], "ongoing");
    EXPECT_EQ(after["clock"]["running"], "dark");

    // Light's clock stood still; Dark's ran only while a server was up. Dark's reading before the
    // kill may be up to a heartbeat (1 s) older than the last instant the server saved.
    EXPECT_EQ(remaining(after, "light"), remaining(before, "light"));
    const std::int64_t charged = remaining(before, "dark") - remaining(after, "dark");
    const std::int64_t up_time = (killed_ms - before_ms) + (after["server_time_ms"].get<std::int64_t>() - restarted_ms);
    EXPECT_LE(charged, up_time + 20) << "the time the server was down (about 2 s) must not be charged";
    EXPECT_GE(charged, -1100) << "no time is given back beyond the heartbeat's granularity";

    // The game goes on.
    const std::string reply = after["legal"][0];
    play(dark, reply, {&light, &dark});
    EXPECT_EQ(light->snapshot()["moves"].size(), 4u);

    // The other unfinished game is back as well.
    Player untimed_dark = join(server.port(), untimed.game, untimed.second().secret);
    EXPECT_EQ(untimed_dark.role, "dark");
    EXPECT_EQ(untimed_dark.joined["snapshot"]["moves"], untimed_before["moves"]);
    EXPECT_EQ(untimed_dark.joined["snapshot"]["position"], untimed_before["position"]);
    EXPECT_EQ(untimed_dark.joined["snapshot"]["clock"], nullptr);
}

TEST(Restart, FlagFallsAfterARestart) {
    ServerProcess server;
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 0.05}, {"increment", 0}}, "first"));
    // Both begin at once (a game nobody begins is cancelled, not lost: issue 40).
    play(table.first(), "A1-A2", {&table.first(), &table.second()});
    play(table.second(), "A6-A5", {&table.first(), &table.second()});
    server.kill();
    server.restart();
    // Light had under three seconds left when the server died; the players stay away, a spectator
    // watches, and the server's timer ends the game.
    Player spectator = join(server.port(), table.game);
    EXPECT_EQ(spectator.role, "spectator");
    json result = spectator.joined["snapshot"]["result"];
    if (result["state"] == "ongoing") {
        EXPECT_EQ(spectator.joined["snapshot"]["clock"]["running"], "light");
        result = spectator->wait_event("result", 20s)["state"]["result"];
    }
    EXPECT_EQ(result["state"], "win");
    EXPECT_EQ(result["winner"], "dark");
    EXPECT_EQ(result["reason"], "time");
}

TEST(Restart, GameWaitingForTheOpponentStillWaitsAfterARestart) {
    ServerProcess server;
    const CreatedGame created =
        create_game(server.port(), create_body("petteia-6x6", {{"minutes", 1}, {"increment", 0}}, "first"));
    { Player light = join(server.port(), created.game, created.secret); }
    server.kill();
    std::this_thread::sleep_for(1s);
    server.restart();

    Player light = join(server.port(), created.game, created.secret);
    EXPECT_EQ(light.role, "light");
    const json waiting = light.joined["snapshot"];
    EXPECT_EQ(waiting["clock"]["running"], nullptr);
    EXPECT_EQ(remaining(waiting, "light"), 60000);
    EXPECT_FALSE(waiting["seats"]["dark"]["taken"]);

    // The invitation still works, and the clock starts only now.
    Player dark = join(server.port(), created.game);
    EXPECT_EQ(dark.role, "dark");
    const json started = light->wait_event("started");
    EXPECT_EQ(started["state"]["clock"]["running"], "light");
    EXPECT_EQ(remaining(started["state"], "light"), 60000);
    play(light, "A1-A2", {&light, &dark});
}

// Versions number a game's changes; a client that keeps the last version it saw must never see an
// older number for a newer state, even across a server restart.
TEST(Restart, VersionKeepsIncreasingAcrossARestart) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    play(table.second(), "B6-B5", {&table.creator, &table.guest});
    const std::int64_t before = table.first()->snapshot()["version"];
    const std::string light_secret = table.first().secret;
    server.kill();
    server.restart();
    Player light = join(server.port(), table.game, light_secret);
    EXPECT_GT(light.joined["snapshot"]["version"].get<std::int64_t>(), before)
        << "the game's version went back after the restart: the same numbers now name other changes";
}

TEST(Restart, SigtermSaysGoingAwayAndExitsZero) {
    ServerProcess server;
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 5}, {"increment", 0}}, "first"));
    Player spectator = join(server.port(), table.game);
    WsClient idle(server.port());  // open but in no game
    play(table.first(), "A1-A2", {&table.creator, &table.guest, &spectator});
    const json before = table.first()->snapshot();

    auto exit_code = std::async(std::launch::async, [&server] { return server.terminate(); });
    for (WsClient* client : {table.creator.ws.get(), table.guest.ws.get(), spectator.ws.get(), &idle})
        EXPECT_EQ(client->wait_closed(20s), 1001) << "close code: going away";
    EXPECT_EQ(exit_code.get(), 0);

    // Everything was saved: the game is back after a restart.
    server.restart();
    Player dark = join(server.port(), table.game, table.second().secret);
    EXPECT_EQ(dark.role, "dark");
    EXPECT_EQ(dark.joined["snapshot"]["moves"], before["moves"]);
    EXPECT_EQ(dark.joined["snapshot"]["to_move"], "dark");
    EXPECT_EQ(remaining(dark.joined["snapshot"], "light"), remaining(before, "light"));
}

}  // namespace
}  // namespace petteia_server_test
