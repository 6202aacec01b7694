// Attacks on a player's events (/ws/events, issue 38): what an account hears of its games must reach
// that account alone. Another site's page cannot open the socket with the player's cookie (the
// browser would send it: cross-site WebSocket hijacking); a forged or signed-out cookie hears nothing;
// a signed-in stranger hears nothing of others' games; the socket cannot be used to act in a game;
// one account cannot hold more than 16 of them on a node, nor flood one.
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/player_events_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

TEST(AttacksOnEvents, AnotherSitesPageCannotListenWithThePlayersCookie) {
    ServerProcess server;
    const std::string cookie = signed_up(server.port(), "Ariadne");
    for (const char* origin : {"https://evil.example", "null"}) {
        EXPECT_EQ(upgrade_status(server.port(), std::string(origin), "/ws/events"), 403) << origin;
        EXPECT_THROW(WsClient(server.port(), std::string(origin), cookie, events_path), std::runtime_error)
            << "the handshake with the player's cookie went through from " << origin;
    }
}

TEST(AttacksOnEvents, OnlyTheSeatedAccountsHearAGamesEvents) {
    ServerProcess server;
    const TwoAccounts players{signed_up(server.port(), "Ariadne"), signed_up(server.port(), "Theseus")};
    const std::string mallory = signed_up(server.port(), "Mallory");
    auto stranger = listen_to_events(server.port(), mallory);
    // A cookie made up, or Ariadne's with one character changed: nobody.
    std::string altered = players.ana;
    altered.back() = altered.back() == 'A' ? 'B' : 'A';
    for (const std::string& forged : {std::string("petteia_session=") + std::string(43, 'A'), altered}) {
        WsClient forger(server.port(), std::nullopt, forged, events_path);
        EXPECT_EQ(forger.wait_error()["code"], "not_signed_in") << forged;
        EXPECT_EQ(forger.wait_closed(), 1008);
    }
    // Mallory watches the game as a spectator, even: its events are the players'.
    Table table = seated_game(server, players, 2);
    Player watcher = join(server.port(), table.game, std::nullopt, mallory);
    EXPECT_EQ(watcher.role, "spectator");
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    table.second()->send(action("offer_draw"));
    table.first()->wait_event("offer");
    table.first()->send(action("resign"));
    table.second()->wait_event("result");
    while (const auto heard = stranger->receive(1s))
        EXPECT_NE(heard->value("type", ""), "event") << "Mallory heard " << heard->dump();
}

TEST(AttacksOnEvents, TheSocketCannotActInAGameAndAFloodClosesIt) {
    ServerProcess server;
    const TwoAccounts players{signed_up(server.port(), "Ariadne"), signed_up(server.port(), "Theseus")};
    Table table = seated_game(server, players, 3);
    const json before = fingerprint(table.first()->snapshot());
    auto events = listen_to_events(server.port(), players.ana);
    events->send(join_request(table.game, table.creator.secret));
    EXPECT_EQ(events->wait_error()["code"], "unknown_type");
    events->send(move_request("A1-A2"));
    EXPECT_EQ(events->wait_error()["code"], "unknown_type");
    EXPECT_EQ(fingerprint(table.first()->snapshot()), before) << "the events socket moved a piece";

    events->set_pacing(false);
    try {
        for (int i = 0; i < 200 && !events->closed(); ++i) events->send_text(R"({"type":"move","move":"A1-A2"})");
    } catch (const std::runtime_error&) {
        // closed while sending: the flood was cut
    }
    EXPECT_EQ(events->wait_closed(), 1008) << "a flood is closed";
    // The account still listens from a new socket, and the game is as it was.
    listen_to_events(server.port(), players.ana);
    EXPECT_EQ(fingerprint(table.first()->snapshot()), before);
}

}  // namespace
}  // namespace petteia_security_test
