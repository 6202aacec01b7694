// Several servers over one PostgreSQL database (--node, db/game_leases.hpp), as nginx runs them: a
// game is served by the node that holds its lease. When a request for the game reaches another
// node (nginx sent it there: its node died, or the nodes changed), that node takes the game over
// from the database; the former holder sends its players there (close 1013, "try again") and
// writes nothing more of the game. A dead node's games keep their clocks where they were. The
// database is a real PostgreSQL on loopback (tests/postgres/), a fresh schema for each test.
#include <thread>

#include <gtest/gtest.h>

#include "tests/postgres/test_schema.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

using petteia::testing_postgres::TestSchema;

constexpr int try_again_later = 1013;  // RFC 6455's close code: what a moved game's sockets hear

std::int64_t remaining(const json& snapshot, const std::string& side) { return snapshot["clock"]["remaining_ms"][side]; }

ServerProcess node(const TestSchema& schema, const std::string& name, std::vector<std::string> more = {}) {
    std::vector<std::string> arguments{"--database", schema.location().target, "--node", name};
    arguments.insert(arguments.end(), more.begin(), more.end());
    return ServerProcess(arguments);
}

TEST(Nodes, AGameTakenOverByAnotherNodeGoesOnThereWithEveryMove) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1");
    ServerProcess second = node(schema, "node2");
    Table table = open_table(first);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    play(table.second(), "B6-B4", {&table.creator, &table.guest});

    // A request for the game reaches node2 (a spectator's socket, named for the game as browsers
    // name it): node2 takes the game from the database, with both moves.
    Player watcher = join(second.port(), table.game, std::nullopt, std::nullopt, true);
    EXPECT_EQ(watcher.role, "spectator");
    EXPECT_EQ(watcher.joined["snapshot"]["moves"].size(), 2u);

    // node1 learns of it (its lease sweep, every second) and sends its players away.
    EXPECT_EQ(table.creator->wait_closed(), try_again_later) << table.creator->end_reason();
    EXPECT_EQ(table.guest->wait_closed(), try_again_later) << table.guest->end_reason();

    // They connect again, reach node2, and the game goes on with every move.
    Player light = join(second.port(), table.game, table.first().secret, std::nullopt, true);
    Player dark = join(second.port(), table.game, table.second().secret, std::nullopt, true);
    EXPECT_EQ(light->snapshot()["moves"].size(), 2u);
    play(light, "C1-C3", {&light, &dark, &watcher});
    play(dark, "C6-C4", {&light, &dark, &watcher});
    EXPECT_EQ(dark->snapshot()["moves"].size(), 4u);
    EXPECT_NE(first.log().find("served by another node now"), std::string::npos);

    // And back: node1 takes it again when the game's players reach it; node2 lets them go.
    Player back = join(first.port(), table.game, table.first().secret, std::nullopt, true);
    EXPECT_EQ(back->snapshot()["moves"].size(), 4u);
    EXPECT_EQ(dark->wait_closed(), try_again_later);
    EXPECT_EQ(http_get(first.port(), "/healthz").status, 200) << "a game moving away is no storage fault";
    EXPECT_EQ(http_get(second.port(), "/healthz").status, 200);
}

TEST(Nodes, ANodesWriteAfterItsGameWasTakenIsRefusedAndTheMoverSentAway) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1");
    ServerProcess second = node(schema, "node2");
    Table table = open_table(first);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    // node2 takes the game, and dark moves on node1 at once, before node1's sweep can notice:
    // either node1 had not written yet (the move is refused, dark is sent away) or the sweep came
    // first (dark's socket is closed). Never is the move stored by node1.
    Player watcher = join(second.port(), table.game, std::nullopt, std::nullopt, true);
    table.second()->try_send_text(move_request("B6-B4").dump());
    EXPECT_EQ(table.second()->wait_closed(), try_again_later) << table.second()->end_reason();
    for (const json& message : table.first()->history())
        EXPECT_FALSE(is_move_event(message, "B6-B4")) << "node1 told of a move it may not store";
    EXPECT_EQ(watcher->snapshot()["moves"].size(), 1u);
    Player dark = join(second.port(), table.game, table.second().secret, std::nullopt, true);
    EXPECT_EQ(dark->snapshot()["moves"].size(), 1u) << "the refused move was not stored";
}

// A node that lost a game and has not noticed yet (its sweep runs each second) must not answer a
// join from what it had in memory: the join confirms the lease, and the game is loaded again.
TEST(Nodes, AJoinAtANodeThatLostTheGameSeesTheGameAsStored) {
    TestSchema schema;
    ServerProcess first = node(schema, "node1");
    ServerProcess second = node(schema, "node2");
    Table table = open_table(first);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    Player light = join(second.port(), table.game, table.first().secret, std::nullopt, true);
    Player dark = join(second.port(), table.game, table.second().secret, std::nullopt, true);
    play(dark, "B6-B4", {&light, &dark});

    Player late = join(first.port(), table.game, std::nullopt, std::nullopt, true);
    EXPECT_EQ(late.joined["snapshot"]["moves"].size(), 2u) << "node1 answered from the game it had lost";
    // node1 has the game again; node2's players are sent to it.
    EXPECT_EQ(dark->wait_closed(), try_again_later);
}

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
    WsClient guesser(second.port());
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

    Player dark = join(second.port(), table.game, table.second().secret, std::nullopt, true);
    Player light = join(second.port(), table.game, table.first().secret, std::nullopt, true);
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
