// A player's events over several nodes (issue 38, deliverable 7), each node a real server over one
// PostgreSQL database: a move on one node reaches the opponent's events socket on another (LISTEN/
// NOTIFY, db/event_relay.hpp), once; and a correspondence game whose node died ends on time all the
// same, when its deadline passes, loaded by a node still alive.
#include <gtest/gtest.h>

#include "tests/server/faked_time.hpp"
#include "tests/server/node_support.hpp"
#include "tests/server/player_events_support.hpp"

namespace petteia_server_test {
namespace {

using petteia::testing_postgres::TestSchema;

constexpr std::int64_t day_ms = 86'400'000;

TEST(NodesEvents, AMoveOnOneNodeReachesTheOpponentsEventsSocketOnAnother) {
    TestSchema schema;
    ServerProcess alpha = node(schema, "alpha");
    ServerProcess beta = node(schema, "beta");
    const TwoAccounts cookies{signed_up(alpha.port(), "Ariadne"), signed_up(alpha.port(), "Theseus")};
    for (const ServerProcess* node : {&alpha, &beta})
        ASSERT_TRUE(eventually([&] { return http_get(node->port(), "/healthz").json().value("events_between_nodes", "") == "ok"; }, 10s));
    // Ariadne's events socket is on beta (and another on alpha); the game is on alpha.
    auto on_beta = listen_to_events(beta.port(), cookies.ana);
    auto on_alpha = listen_to_events(alpha.port(), cookies.ana);
    Table table = seated_game(alpha, cookies, 3);
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    const json moved = play(table.second(), "A6-A5", {&table.creator, &table.guest});

    for (WsClient* events : {on_beta.get(), on_alpha.get()}) {
        const json turn = next_event(*events, "your_turn");
        EXPECT_EQ(turn["game"], table.game);
        EXPECT_EQ(turn["deadline_ms"], moved["state"]["clock"]["deadline_ms"]);
        EXPECT_FALSE(hears(*events, "your_turn")) << "told twice";
    }
    // And the other way: Theseus listens on beta, Ariadne offers a draw on alpha.
    auto theseus = listen_to_events(beta.port(), cookies.bo);
    table.first()->send(action("offer_draw"));
    EXPECT_EQ(next_event(*theseus, "draw_offered")["game"], table.game);
}

TEST(NodesEvents, ADeadlinePassingWhileItsNodeIsDeadStillEndsTheGameOnTime) {
    TestSchema schema;
    ServerProcess alpha = node(schema, "alpha");
    const CreatedGame created = create_game(alpha.port(), create_body("petteia-6x6", {{"days", 1}}, "first"));
    Table table = seat_both(alpha.port(), created);
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    // Dark begins too (a first move not made would cancel the game instead: issue 40).
    play(table.second(), "A6-A5", {&table.creator, &table.guest});
    alpha.kill();  // the node holding the game dies, its lease closed, nobody connected anywhere

    // A day and a minute later (beta's clock), beta's deadline sweep loads the game from the dead
    // node and ends it on time: Light, to move, loses.
    const FakedTime faked(true);
    faked.set_offset("+" + std::to_string((day_ms + 60'000) / 1000));
    ServerProcess beta = faked.start({"--database", schema.location().target, "--node", "beta"});
    json state;
    ASSERT_TRUE(eventually([&] {
        state = http_get(beta.port(), "/api/games?ids=" + table.game).json()["games"][0];
        return state.value("over", false);
    }, 30s)) << state.dump();
    EXPECT_EQ(state["result"]["reason"], "time");
    EXPECT_EQ(state["result"]["winner"], table.second().role);
}

}  // namespace
}  // namespace petteia_server_test
