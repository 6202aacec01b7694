// Games not in memory are found off the I/O threads: a finished game is loaded again when its link
// is opened, with what the player sends right after the join kept in order; unknown ids are
// refused cheaply, and looking for games is limited per address.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

TEST(Lookup, AGameNotInMemoryIsLoadedAndWhatFollowsTheJoinWaitsForIt) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    table.second()->send(action("resign"));
    table.first()->wait_event("result");
    const std::string secret = table.first().secret;
    ASSERT_EQ(server.terminate(), 0);
    server.restart();  // finished games are not loaded at start
    ASSERT_EQ(http_get(server.port(), "/healthz").json().value("games", -1), 0);

    // Join, then at once a snapshot and a rematch offer, without waiting for "joined".
    WsClient client(server.port(), std::nullopt, std::nullopt, socket_for(table.game));
    client.send(join_request(table.game, secret));
    client.send(action("snapshot"));
    client.send(action("offer_rematch"));
    const json joined = client.wait_joined();
    ASSERT_EQ(joined.value("type", ""), "joined") << joined;
    EXPECT_EQ(joined["snapshot"]["result"]["state"], "win");
    const json snapshot = client.wait_for([](const json& m) { return m.value("type", "") == "snapshot"; }, "the snapshot");
    EXPECT_EQ(snapshot["snapshot"]["version"], joined["snapshot"]["version"]) << "the snapshot came after the join";
    EXPECT_EQ(client.wait_event("offer")["state"]["offers"]["rematch"], joined["role"]);
    EXPECT_EQ(http_get(server.port(), "/api/games/" + table.game).status, 200);
}

TEST(Lookup, UnknownIdsAreRefusedAndLookupsAreLimitedPerAddress) {
    ServerProcess server;
    int not_found = 0, limited = 0;
    for (int i = 0; i < 30; ++i) {
        const std::string id = "AAAAAAAAAAAA" + std::to_string(1000 + i);
        const HttpReply reply = http_get(server.port(), "/api/games/" + id);
        if (reply.status == 404) ++not_found;
        if (reply.status == 429) {
            ++limited;
            EXPECT_EQ(reply.json().value("code", ""), "rate_limited");
            EXPECT_FALSE(reply.header("Retry-After").empty());
        }
    }
    EXPECT_EQ(not_found, 20) << "20 lookups at once";
    EXPECT_EQ(limited, 10);
    // Over the WebSocket the same budget holds.
    WsClient client(server.port(), std::nullopt, std::nullopt, socket_for("BBBBBBBBBBBBBBBB"));
    client.send(join_request("BBBBBBBBBBBBBBBB"));
    EXPECT_EQ(client.wait_error()["code"], "rate_limited");
    // Games in memory are found without spending anything.
    const CreatedGame created = create_game(server.port(), create_body());
    EXPECT_EQ(http_get(server.port(), "/api/games/" + created.game).status, 200);
    EXPECT_EQ(join(server.port(), created.game).role, "dark");
}

}  // namespace
}  // namespace petteia_server_test
