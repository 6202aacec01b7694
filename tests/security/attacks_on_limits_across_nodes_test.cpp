// The unknown-id lookup limit attacked across nodes (issue 37): two servers over one PostgreSQL, as
// nginx runs them, and a guesser who spreads one burst of lookups over both — as he can, since nginx
// routes a lookup by the game's id. Before, each node answered from its last verdict and counted
// after the lookup: 80 of 80 were answered. Now each lookup takes a token from the shared bucket
// (one statement, ordered by the row's lock) before the store is read.
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "tests/postgres/test_schema.hpp"
#include "tests/security/burst_http.hpp"
#include "tests/security/raw_http.hpp"
#include "tests/server/node_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;
using petteia::testing_postgres::TestSchema;

TEST(AttacksOnLimitsAcrossNodes, UnknownIdsLookedUpAllAtOnceOverTwoNodesAreJudgedAsOneAtATime) {
    TestSchema schema;
    const std::vector<std::string> room{"--connections-per-address", "256"};
    ServerProcess first = node(schema, "node1", room);
    ServerProcess second = node(schema, "node2", room);
    std::vector<BurstRequest> to_first, to_second;
    for (int i = 0; i < 120; ++i)
        (i % 2 ? to_second : to_first).push_back({"/api/games/DDDDDDDDDDDD" + std::to_string(1000 + i)});

    // Both halves at once: each node's half is written in one go, the two from two threads.
    const auto started = std::chrono::steady_clock::now();
    std::vector<BurstAnswer> at_second;
    std::thread other([&] { at_second = send_at_once(second.port(), to_second); });
    const std::vector<BurstAnswer> at_first = send_at_once(first.port(), to_first);
    other.join();
    const auto took_ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();

    const int judged = count_status(at_first, 404) + count_status(at_second, 404);
    const int refused = count_status(at_first, 429) + count_status(at_second, 429);
    EXPECT_EQ(judged + refused, 120) << "every lookup answered, 404 or 429";
    EXPECT_GE(judged, 20);
    EXPECT_LE(judged, 20 + 1 + took_ms / 500) << judged << " unknown ids judged over two nodes in " << took_ms << " ms";
    EXPECT_GT(count_status(at_first, 429), 0) << "each node refused its share";
    EXPECT_GT(count_status(at_second, 429), 0) << "each node refused its share";
    // Counted in the database, not on a node alone.
    EXPECT_EQ(first.log().find("counted on this node"), std::string::npos) << first.log();
    EXPECT_EQ(second.log().find("counted on this node"), std::string::npos) << second.log();
    EXPECT_EQ(http_get(first.port(), "/healthz").status, 200);
    EXPECT_EQ(http_get(second.port(), "/healthz").status, 200);
}

// A game that exists gives its token back: a spectator who opens real games is not counted as a
// guesser, even when this node has to read each from the store (made at the other node).
TEST(AttacksOnLimitsAcrossNodes, LookupsOfGamesThatExistGiveTheirTokenBack) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1", {"--games-per-minute", "100"});
    ServerProcess second = node(schema, "node2", {"--games-per-minute", "100"});
    std::vector<std::string> games;
    for (int i = 0; i < 25; ++i) games.push_back(create_game(first.port(), create_body()).game);
    // Read from the store at the node that does not hold them: 25 lookups, more than the burst of 20.
    for (const std::string& game : games) EXPECT_EQ(http_get(second.port(), "/api/games/" + game).status, 200) << game;
    // The whole budget for guesses is still there.
    int judged = 0;
    for (int i = 0; i < 20; ++i) judged += http_get(second.port(), "/api/games/EEEEEEEEEEEE" + std::to_string(1000 + i)).status == 404;
    EXPECT_EQ(judged, 20);
}

}  // namespace
}  // namespace petteia_security_test
