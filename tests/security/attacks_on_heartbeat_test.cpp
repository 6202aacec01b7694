// The heartbeat and Home's games request (issue 37) as a stranger would abuse them: a flood of pings
// gets no flood of pongs and ends as any flood does (1008); GET /api/games?ids=… is no way around
// the limit on looking for unknown games: each id not in memory costs a lookup before anything is read
// (before the fix, a request went through whenever one lookup was left: 3 of 5 back-to-back requests
// of 20 unknown ids were read, 60 lookups where 20 are allowed).
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

TEST(AttacksOnHeartbeat, APingFloodGetsFewPongsAndIsClosed) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    WsClient client(server.port(), std::nullopt, std::nullopt, socket_for(created.game));
    client.set_pacing(false);
    const auto started = std::chrono::steady_clock::now();
    int sent = 0;
    for (; sent < 500; ++sent)
        if (!client.try_send_text(R"({"type":"ping"})")) break;
    int pongs = 0;
    while (const auto message = client.receive(3s))
        if (message->value("type", "") == "pong") ++pongs;
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - started).count();
    // The ping budget (3 at once, then 1 a second); the rest counted as messages, unanswered.
    EXPECT_LE(pongs, 3 + seconds + 1) << sent << " pings sent";
    EXPECT_TRUE(client.closed()) << "a ping flood is a message flood: " << client.end_reason();
    // The server is sound: another connection is answered.
    WsClient other(server.port(), std::nullopt, std::nullopt, socket_for(created.game));
    other.send_text(R"({"type":"ping"})");
    other.wait_for([](const json& m) { return m.value("type", "") == "pong"; }, "a pong");
}

TEST(AttacksOnHeartbeat, TheGamesRequestSpendsALookupForEachIdNotInMemoryBeforeReading) {
    ServerProcess server;
    auto ids = [](int from) {
        std::string query = "?ids=";
        for (int i = 0; i < 20; ++i) query += (i ? "," : "") + std::string("DDDDDDDDDDDD") + std::to_string(from + i);
        return query;
    };
    // 20 unknown ids: the whole budget of lookups at once (SECURITY.md), in one request.
    const HttpReply first = http_get(server.port(), "/api/games" + ids(1000));
    ASSERT_EQ(first.status, 200) << first.body;
    const auto body = first.json();  // kept: a loop over a temporary's member reads freed memory
    ASSERT_EQ(body["games"].size(), 20U) << first.body;
    for (const auto& game : body["games"]) EXPECT_EQ(game["found"], false);
    // The next request, and a plain lookup, are refused: nothing is read for them.
    const HttpReply second = http_get(server.port(), "/api/games" + ids(2000));
    EXPECT_EQ(second.status, 429) << second.body;
    EXPECT_FALSE(second.header("Retry-After").empty());
    EXPECT_EQ(http_get(server.port(), "/api/games/EEEEEEEEEEEEEEEE").status, 429);
    // Games in memory are still answered freely.
    const CreatedGame created = create_game(server.port(), create_body());
    const HttpReply known = http_get(server.port(), "/api/games?ids=" + created.game);
    EXPECT_EQ(known.status, 200) << known.body;
}

}  // namespace
}  // namespace petteia_security_test
