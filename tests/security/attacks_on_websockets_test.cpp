// Attacks over the WebSocket, one after the other on one game: foreign origins, forged and
// borrowed seat secrets, guessed game ids, oversized and binary frames, a flood. After all of them
// the game is as it was and its players go on.
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

// A socket opened for one game (/ws?game=<id>, which a proxy routes by) joins that game only: a
// client cannot reach a game on a node that does not hold it, taking it over and sending its
// players elsewhere. Targets other than /ws?game=<valid id> get no socket: plain /ws neither.
TEST(AttacksOnWebsockets, ASocketOpenedForOneGameJoinsNoOther) {
    ServerProcess server;
    const CreatedGame mine = create_game(server.port(), create_body());
    const CreatedGame other = create_game(server.port(), create_body());
    WsClient socket(server.port(), std::nullopt, std::nullopt, "/ws?game=" + mine.game);
    socket.send(join_request(other.game, other.secret));
    EXPECT_EQ(socket.wait_error()["code"], "invalid_message");
    socket.send(move_request("B1-B3"));
    EXPECT_EQ(socket.wait_error()["code"], "not_joined") << "the refused join joined nothing";
    socket.send(join_request(mine.game, mine.secret));
    EXPECT_EQ(socket.wait_joined().value("type", ""), "joined");

    for (const std::string& target : {std::string("/ws"), "/ws?game=" + other.game + "&game=" + mine.game, "/ws?game=../" + mine.game,
                                     std::string("/ws?game=%41%41%41%41%41%41%41%41"), "/ws?other=" + mine.game, "/ws/" + mine.game})
        EXPECT_EQ(upgrade_status(server.port(), std::nullopt, target), 404) << target;
    EXPECT_EQ(upgrade_status(server.port(), std::nullopt, "/ws?game=" + other.game), 101);
}

TEST(AttacksOnWebsockets, NothingAStrangerSendsChangesTheGame) {
    ServerProcess server;
    Table table = open_table(server);
    const json before = fingerprint(table.first()->snapshot());

    // Another site's page cannot open a socket here.
    EXPECT_EQ(upgrade_status(server.port(), "https://evil.example"), 403);
    EXPECT_EQ(upgrade_status(server.port(), "null"), 403) << "a sandboxed frame's origin";

    // Forged secrets, a secret of another game, and guessed ids: refused, nothing revealed.
    WsClient intruder(server.port(), std::nullopt, std::nullopt, socket_for(table.game));
    std::string forged = table.second().secret;
    forged[3] = forged[3] == 'A' ? 'B' : 'A';
    const CreatedGame other = create_game(server.port(), create_body());
    for (const std::string& secret : {forged, other.secret, std::string(), std::string(500, 'A'), table.game}) {
        intruder.send(join_request(table.game, secret));
        const json answer = intruder.wait_for(
            [](const json& m) { return m.value("type", "") == "error" || m.value("type", "") == "joined"; }, "an answer");
        EXPECT_EQ(answer.value("type", ""), "error") << secret.substr(0, 20) << ": " << answer;
        intruder.send(move_request("B6-B5"));
        EXPECT_EQ(intruder.wait_error()["code"], "not_joined");
    }
    for (const char* id : {"AAAAAAAAAAAAAAAA", "../../../../etc", "", "' OR 1=1 --"}) {
        intruder.send(join_request(id));
        const std::string code = intruder.wait_error()["code"];
        EXPECT_TRUE(code == "game_not_found" || code == "invalid_message") << id << ": " << code;
    }
    EXPECT_FALSE(ever_received(intruder, table.first().secret));
    EXPECT_FALSE(ever_received(intruder, table.second().secret));

    // A spectator cannot act; an oversized message and a binary frame are refused.
    Player spectator = join(server.port(), table.game);
    spectator->send(action("resign"));
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    spectator->send_text(json{{"type", "snapshot"}, {"padding", std::string(9000, 'x')}}.dump());
    EXPECT_EQ(spectator->wait_error()["code"], "message_too_large");
    spectator->send_binary(move_request("B6-B5").dump());
    EXPECT_EQ(spectator->wait_error()["code"], "invalid_message");

    // A frame far over the limit closes only that connection; a flood closes only the flooder's.
    ASSERT_TRUE(spectator->send_frame_in_one_write(json{{"type", "move"}, {"move", std::string(70 * 1024, 'x')}}.dump()));
    EXPECT_EQ(spectator->wait_closed(), 1009);
    intruder.set_pacing(false);
    for (int i = 0; i < 400 && !intruder.closed(); ++i)
        if (!intruder.try_send_text(R"({"type":"snapshot"})")) break;
    EXPECT_EQ(intruder.wait_closed(), 1008);

    EXPECT_EQ(fingerprint(table.first()->snapshot()), before) << "the game is as it was";
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    expect_healthy(server);
}

// decline_takeback from the request's maker withdraws it (issue 25): nobody else can use that door to
// withdraw a player's request — a spectator is not a player, and the opponent's decline is a decline.
TEST(AttacksOnWebsockets, OnlyItsMakerWithdrawsATakebackRequest) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    table.first()->send(action("request_takeback"));
    table.second()->wait_event("offer");
    Player spectator = join(server.port(), table.game);
    spectator->send(action("decline_takeback"));
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    EXPECT_EQ(table.first()->snapshot()["offers"]["takeback"], table.first_side) << "the request still stands";
    // Its maker withdraws it; the opponent can then accept nothing.
    table.first()->send(action("decline_takeback"));
    table.second()->wait_event("offer");
    EXPECT_TRUE(table.first()->snapshot()["offers"]["takeback"].is_null());
    table.second()->send(action("accept_takeback"));
    EXPECT_EQ(table.second()->wait_error()["code"], "no_offer");
    EXPECT_EQ(table.first()->snapshot()["moves"].size(), 1u) << "nothing was taken back";
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
