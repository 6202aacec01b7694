// The page's heartbeat (issue 37): a ping is answered with a pong at once on a game's socket (before
// and after the join) and on the lobby's, outside the message budget, so that a quiet page is never
// rate-limited by it. And Home's one request for its games' states (GET /api/games?ids=…).
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

const std::string ping = R"({"type":"ping"})";

bool is_pong(const json& message) { return message.value("type", "") == "pong"; }

TEST(Heartbeat, APingIsAnsweredWithAPongOnAGameSocketBeforeAndAfterTheJoin) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    WsClient client(server.port(), std::nullopt, std::nullopt, socket_for(created.game));
    client.send_text(ping);
    client.wait_for(is_pong, "a pong before the join");
    client.send(join_request(created.game, created.secret));
    ASSERT_EQ(client.wait_joined().value("type", ""), "joined");
    client.send_text(ping);
    client.wait_for(is_pong, "a pong after the join");
    // Anything more than the type is no heartbeat but an ordinary message, of a type the game's
    // messages do not have: refused as such, and the socket goes on.
    client.send_text(R"({"type":"ping","ref":1})");
    EXPECT_EQ(client.wait_error()["code"], "unknown_type");
    client.send_text(ping);
    client.wait_for(is_pong, "a pong after the refusal");
}

TEST(Heartbeat, APingIsAnsweredOnTheLobbysSocket) {
    ServerProcess server;
    WsClient lobby(server.port(), std::nullopt, std::nullopt, "/ws/lobby");
    lobby.send_text(ping);
    lobby.wait_for(is_pong, "the lobby's pong");
}

TEST(Heartbeat, PingsWithinTheirBudgetLeaveTheMessageBudgetWhole) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    WsClient client(server.port(), std::nullopt, std::nullopt, socket_for(created.game));
    client.send(join_request(created.game, created.secret));
    client.wait_joined();
    client.set_pacing(false);
    // Three pings at once (the heartbeat's burst), then a burst of 19 snapshot requests: all are
    // answered, none refused (the 20-message burst, minus the join, is untouched by the pings).
    for (int i = 0; i < 3; ++i) client.send_text(ping);
    for (int i = 0; i < 19; ++i) client.send_text(R"({"type":"snapshot"})");
    int pongs = 0, snapshots = 0;
    while (pongs + snapshots < 22) {
        const auto message = client.receive(5s);
        ASSERT_TRUE(message) << "only " << pongs << " pongs and " << snapshots << " snapshots";
        ASSERT_NE(message->value("type", ""), "error") << *message;
        if (is_pong(*message)) ++pongs;
        if (message->value("type", "") == "snapshot") ++snapshots;
    }
    EXPECT_EQ(pongs, 3);
    EXPECT_EQ(snapshots, 19);
}

TEST(GameStates, OneRequestSaysWhichGamesAreOverAndWhoIsToMove) {
    ServerProcess server;
    Table table = open_table(server);
    table.first()->send(action("resign"));
    table.first()->wait_event("result");
    const CreatedGame waiting = create_game(server.port(), create_body());
    const HttpReply reply = http_get(server.port(), "/api/games?ids=" + table.game + "," + waiting.game + ",AAAAAAAAAAAAAAAA");
    ASSERT_EQ(reply.status, 200) << reply.body;
    const json games = reply.json()["games"];
    ASSERT_EQ(games.size(), 3u);
    EXPECT_EQ(games[0]["game"], table.game);
    EXPECT_EQ(games[0]["over"], true);
    EXPECT_EQ(games[0]["result"]["state"], "win");
    EXPECT_EQ(games[0]["result"]["reason"], "resign");
    EXPECT_EQ(games[1], (json{{"game", waiting.game}, {"found", true}, {"over", false}, {"to_move", "light"},
                              {"result", {{"state", "ongoing"}, {"winner", nullptr}, {"reason", nullptr}}}}));
    EXPECT_EQ(games[2], (json{{"game", "AAAAAAAAAAAAAAAA"}, {"found", false}}));
    // Nothing private: no seat, secret or player.
    for (const auto& game : games) EXPECT_FALSE(game.contains("seats") || game.contains("secret") || game.contains("players"));
    // A finished game no longer in memory is read from the store the same way.
    ASSERT_EQ(server.terminate(), 0);
    server.restart();
    const HttpReply again = http_get(server.port(), "/api/games?ids=" + table.game);
    ASSERT_EQ(again.status, 200) << again.body;
    EXPECT_EQ(again.json()["games"][0]["over"], true);
}

TEST(GameStates, BadRequestsAreRefused) {
    ServerProcess server;
    for (const std::string query : {"", "?ids=", "?ids=../../x", "?ids=AAAAAAAAAAAAAAAA,", "?ids=AAAAAAAAAAAAAAAA&ids=BBBBBBBBBBBBBBBB"}) {
        const HttpReply reply = http_get(server.port(), "/api/games" + query);
        EXPECT_EQ(reply.status, 400) << query;
        EXPECT_EQ(reply.json().value("code", ""), "invalid_message") << query;
    }
    std::string many = "?ids=";
    for (int i = 0; i < 21; ++i) many += (i ? "," : "") + std::string("CCCCCCCCCCCC") + std::to_string(1000 + i);
    EXPECT_EQ(http_get(server.port(), "/api/games" + many).status, 400);
}

}  // namespace
}  // namespace petteia_server_test
