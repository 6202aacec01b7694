// When a game moves between nodes (db/game_leases.hpp, issue 23), end to end: real nodes over one
// PostgreSQL, the test standing in for nginx. A stranger who reaches a node nginx does not send the
// game to moves nothing, whatever path he takes, while the players play on undisturbed; a game goes
// to the node nginx sends it to when its maker is another, when its holder hands it over, stops
// cleanly, or is gone; a gone node's games are adopted even if nobody comes for them.
#include <thread>

#include <gtest/gtest.h>

#include "tests/server/node_support.hpp"

namespace petteia_server_test {
namespace {

using petteia::testing_postgres::TestSchema;

// Every path by which a request for `game` can reach `port` (a socket named for it, its lookups),
// none of which may move it: the socket is sent away (1013), the lookups read what is stored.
void knock_everywhere(std::uint16_t port, const std::string& game, std::size_t moves_stored) {
    WsClient stranger(port, std::nullopt, std::nullopt, socket_for(game));
    stranger.send(join_request(game));
    EXPECT_EQ(stranger.wait_closed(), try_again_later) << stranger.end_reason();
    const HttpReply exists = http_get(port, "/api/games/" + game);
    EXPECT_EQ(exists.status, 200) << exists.body;
    const HttpReply positions = http_get(port, "/api/games/" + game + "/positions");
    ASSERT_EQ(positions.status, 200) << positions.body;
    EXPECT_EQ(positions.json()["positions"].size(), moves_stored + 1) << "what is stored, read without taking it";
    EXPECT_EQ(http_get(port, "/api/games/" + game + "/record").status, 200);
}

TEST(LeaseMoves, AStrangerAtANodeNginxDoesNotSendTheGameToMovesNothing) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1", {"--games-per-minute", "100"}, true);
    ServerProcess second = node(schema, "node2", {}, true);
    const auto ring = ring_of({"node1", "node2"});
    Table table = seat_both(first.port(), create_routed(first, ring, "node1"));
    const char* moves[][2] = {{"B1-B3", "B6-B4"}, {"C1-C3", "C6-C4"}, {"D1-D3", "D6-D4"}};
    std::size_t played = 0;
    for (const auto& pair : moves) {
        knock_everywhere(second.port(), table.game, played);
        play(table.first(), pair[0], {&table.creator, &table.guest});
        play(table.second(), pair[1], {&table.creator, &table.guest});
        played += 2;
    }
    knock_everywhere(second.port(), table.game, played);
    EXPECT_FALSE(table.creator->wait_closed(1500ms)) << "a player was sent away: " << table.creator->end_reason();
    EXPECT_FALSE(table.guest->closed()) << table.guest->end_reason();
    EXPECT_EQ(table.creator->snapshot()["moves"].size(), played);
    EXPECT_EQ(first.log().find("served by another node"), std::string::npos) << first.log();
    EXPECT_EQ(second.log().find("taken from"), std::string::npos);
    EXPECT_EQ(http_get(second.port(), "/healthz").status, 200);
}

// Without advertised addresses the nodes know no ring: a live holder's game stays put all the same.
TEST(LeaseMoves, WithoutARingNoNodeTakesALiveHoldersGame) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1");
    ServerProcess second = node(schema, "node2");
    Table table = open_table(first);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    knock_everywhere(second.port(), table.game, 1);
    play(table.second(), "B6-B4", {&table.creator, &table.guest});
    EXPECT_FALSE(table.creator->closed()) << table.creator->end_reason();
}

// nginx sends POST /api/games by the client's address and the game's sockets by its id: a game made
// on one node is taken, open, by the node its players are sent to; its maker then has no say.
TEST(LeaseMoves, AGameMadeOnOneNodeIsPlayedOnTheNodeNginxSendsItTo) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1", {"--games-per-minute", "100"}, true);
    ServerProcess second = node(schema, "node2", {}, true);
    Table table = seat_both(second.port(), create_routed(first, ring_of({"node1", "node2"}), "node2"));
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    knock_everywhere(first.port(), table.game, 1);
    play(table.second(), "B6-B4", {&table.creator, &table.guest});
    EXPECT_FALSE(table.creator->closed()) << table.creator->end_reason();
}

// A node that comes back (or is added): nginx sends it the games of its share again, and their
// holder, alive, hands each over when asked, since nginx does send it there.
TEST(LeaseMoves, TheNodeNginxSendsAGameToAgainHasItHandedOver) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1", {"--games-per-minute", "100"}, true);
    // Made and played on node1 while it is alone, though its id belongs to node2's share.
    Table table = seat_both(first.port(), create_routed(first, ring_of({"node1", "node2"}), "node2"));
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    ServerProcess second = node(schema, "node2", {}, true);

    Player light = join_when_served(second.port(), table.game, table.first().secret);
    EXPECT_EQ(table.first()->wait_closed(), try_again_later) << "node1 sent its players on";
    Player dark = join_when_served(second.port(), table.game, table.second().secret);
    EXPECT_EQ(light->snapshot()["moves"].size(), 1u);
    play(dark, "B6-B4", {&light, &dark});
    EXPECT_NE(first.log().find("handing it over"), std::string::npos) << first.log();
}

// SIGTERM: the node lets go of its games before sending its players away, so the next node takes
// them at once, not after the five seconds a silent node needs to count as gone.
TEST(LeaseMoves, ACleanStopLetsGoOfEveryGame) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1");
    ServerProcess second = node(schema, "node2");
    Table table = open_table(first);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    EXPECT_EQ(first.terminate(), 0);
    const auto started = std::chrono::steady_clock::now();
    Player dark = join(second.port(), table.game, table.second().secret);
    EXPECT_LT(std::chrono::steady_clock::now() - started, 3s);
    EXPECT_EQ(dark->snapshot()["moves"].size(), 1u);
}

// A node SIGKILLed that never comes back: its unfinished games are adopted by a live node within
// seconds, with their clocks where they were, and nobody has to open them first.
TEST(LeaseMoves, AGoneNodesGamesAreAdoptedEvenIfNobodyComes) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1");
    ServerProcess second = node(schema, "node2");
    Table table = open_table(first, create_body("petteia-6x6", {{"minutes", 5}, {"increment", 0}}));
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    std::this_thread::sleep_for(10s);  // node2 has been heard from long enough to adopt
    const json before = table.second()->snapshot();
    first.kill();
    const auto killed = std::chrono::steady_clock::now();
    ASSERT_TRUE(eventually([&] { return second.log().find("adopted from node node1") != std::string::npos; }, 25s))
        << second.log();
    EXPECT_LT(std::chrono::steady_clock::now() - killed, 15s) << "adopted within about ten seconds of the last beat";
    Player dark = join(second.port(), table.game, table.second().secret);
    const json after = dark->snapshot();
    EXPECT_EQ(after["moves"], before["moves"]);
    EXPECT_EQ(after["clock"]["running"], "dark");
    // Dark's clock ran only while a node had the game: up to node1's last heartbeat, and from the
    // adoption on; never the five seconds and more that nobody served it. (The snapshot before the
    // kill may come up to a heartbeat's second after the last heartbeat: that second, which nobody
    // can tell from downtime, is given back.)
    const std::int64_t charged = remaining(before, "dark") - remaining(after, "dark");
    EXPECT_GE(charged, -1'100);
    EXPECT_LT(charged, 4'000) << "dark was charged for the time the game had no node";
}

}  // namespace
}  // namespace petteia_server_test
