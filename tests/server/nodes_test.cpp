// Several servers over one PostgreSQL database (--node, db/game_leases.hpp), as nginx runs them:
// what every node shares (accounts, sessions, progress, the lookup limit's view of games that exist)
// and a dead node's games taken over with their clocks where they were. How and when a game moves
// between nodes is lease_moves_test.cpp. The database is a real PostgreSQL on loopback
// (tests/postgres/), a fresh schema for each test.
#include <thread>

#include <gtest/gtest.h>

#include "tests/server/account_support.hpp"
#include "tests/server/node_support.hpp"

namespace petteia_server_test {
namespace {

using petteia::testing_postgres::TestSchema;

// Accounts, sessions and exercise progress are rows every node reads: a player signed in at one
// node is signed in at every node, and what one node records, the others show.
TEST(Nodes, AnAccountWorksFromEveryNode) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1");
    ServerProcess second = node(schema, "node2");
    const std::string cookie = session_cookie_of(sign_up(first.port(), "Penelope", "weaving-at-night"));
    ASSERT_FALSE(cookie.empty());
    const HttpReply account = account_request(second.port(), "GET", "/api/account", nullptr, cookie);
    ASSERT_EQ(account.status, 200) << account.body;
    EXPECT_EQ(account.json()["username"], "Penelope");

    const std::string exercise = http_get(first.port(), "/api/exercises").json()["exercises"][0]["id"];
    const HttpReply merged = account_request(second.port(), "POST", "/api/account/progress", {{"solved", {exercise}}}, cookie);
    ASSERT_EQ(merged.status, 200) << merged.body;
    const json listed = account_request(first.port(), "GET", "/api/exercises", nullptr, cookie).json();
    EXPECT_EQ(listed["exercises"][0]["id"], exercise);
    EXPECT_EQ(listed["exercises"][0]["solved"], true) << "node1 shows what node2 recorded";

    // Signed out at one node: the cookie opens nothing at the other.
    EXPECT_EQ(account_request(second.port(), "DELETE", "/api/session", nullptr, cookie).status / 100, 2);
    EXPECT_EQ(account_request(first.port(), "GET", "/api/account", nullptr, cookie).status, 401);
}

// nginx sends a client's new games to one node (by its address) and their players to the node each
// id hashes to, which loads them: joins of games that exist are not the id guessing the lookup
// limit is for (a school behind one address would be refused); unknown ids still are limited.
TEST(Nodes, GamesFromAnotherNodeAreJoinedFreelyAndUnknownIdsStillLimited) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1", {"--games-per-minute", "100"});
    ServerProcess second = node(schema, "node2");
    std::vector<std::string> games;
    for (int i = 0; i < 30; ++i) games.push_back(create_game(first.port(), create_body()).game);
    for (const std::string& game : games) EXPECT_EQ(http_get(second.port(), "/api/games/" + game).status, 200) << game;
    int limited = 0;
    for (int i = 0; i < 25; ++i)
        if (http_get(second.port(), "/api/games/AAAAAAAAAAAA" + std::to_string(1000 + i)).status == 429) ++limited;
    EXPECT_EQ(limited, 5) << "20 unknown ids at once, then refused";
    WsClient guesser(second.port(), std::nullopt, std::nullopt, socket_for("BBBBBBBBBBBBBBBB"));
    guesser.send(join_request("BBBBBBBBBBBBBBBB"));
    EXPECT_EQ(guesser.wait_error()["code"], "rate_limited");
}

TEST(Nodes, ADeadNodesGameIsTakenOverWithItsClocksWhereTheyWere) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1");
    ServerProcess second = node(schema, "node2");
    Table table = open_table(first, create_body("petteia-6x6", {{"minutes", 5}, {"increment", 0}}));
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    const json before = table.second()->snapshot();
    ASSERT_EQ(before["clock"]["running"], "dark");

    first.kill();
    std::this_thread::sleep_for(7s);  // dead for longer than a live node's heartbeat may lag (5 s)

    Player dark = join(second.port(), table.game, table.second().secret);
    Player light = join(second.port(), table.game, table.first().secret);
    const json after = dark->snapshot();
    EXPECT_EQ(after["moves"], before["moves"]);
    EXPECT_EQ(after["clock"]["running"], "dark");
    EXPECT_EQ(remaining(after, "light"), remaining(before, "light"));
    // Dark's clock ran only while a node had the game: at most about a second before node1's last
    // heartbeat and the moments since node2 took it, never the seven seconds nobody served it.
    const std::int64_t charged = remaining(before, "dark") - remaining(after, "dark");
    EXPECT_LT(charged, 4'000) << "dark was charged for the time the game had no node";
    EXPECT_GE(charged, 0);
    play(dark, "B6-B4", {&light, &dark});
    EXPECT_NE(second.log().find("taken from node node1"), std::string::npos) << second.log();
}

}  // namespace
}  // namespace petteia_server_test
