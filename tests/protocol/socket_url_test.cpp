// Where a game's WebSocket opens: /ws?game=<id> (protocol/socket_url.hpp); the lobby's and a
// player's events have paths of their own. Anything else is refused,
// plain /ws too, so that what a proxy routes by and what the server lets the socket join are the same id.
#include <gtest/gtest.h>

#include "protocol/socket_url.hpp"

namespace petteia::protocol {
namespace {

TEST(SocketUrl, AGameInTheQueryIsTheOnlyOneTheSocketMayJoin) {
    const auto target = parse_socket_target("/ws?game=AbCd-_0123456789");
    ASSERT_TRUE(target);
    EXPECT_EQ(target->kind, SocketKind::game);
    EXPECT_EQ(target->game, "AbCd-_0123456789");
}

TEST(SocketUrl, TheLobbyAndThePlayersEventsHaveTheirOwnPaths) {
    EXPECT_EQ(parse_socket_target("/ws/lobby")->kind, SocketKind::lobby);
    EXPECT_EQ(parse_socket_target("/ws/events")->kind, SocketKind::events);
    EXPECT_TRUE(parse_socket_target("/ws/events")->game.empty());
    for (const char* target : {"/ws/events/", "/ws/events?game=AbCdEfGh", "/ws/Events", "/ws/lobby?x", "/ws/events#"})
        EXPECT_FALSE(parse_socket_target(target)) << target;
}

TEST(SocketUrl, ATournamentsSocketNamesItsTournament) {
    const auto target = parse_socket_target("/ws/tournament?id=AbCd-_0123456789");
    ASSERT_TRUE(target);
    EXPECT_EQ(target->kind, SocketKind::tournament);
    EXPECT_EQ(target->game, "AbCd-_0123456789");
    for (const char* target : {"/ws/tournament", "/ws/tournament?id=", "/ws/tournament?id=../../x", "/ws/tournament?game=AbCdEfGh",
                               "/ws/tournament?id=AbCdEfGh&id=x", "/ws/tournament/?id=AbCdEfGh", "/ws/tournaments?id=AbCdEfGh"})
        EXPECT_FALSE(parse_socket_target(target)) << target;
}

TEST(SocketUrl, EverythingElseIsRefused) {
    for (const char* target : {"/ws", "/", "/ws/", "/wss", "/ws?", "/ws?game=", "/ws?game=short", "/ws?game=AbCdEfGh&x=1",
                               "/ws?x=1&game=AbCdEfGh", "/ws?game=AbCd%2FEfGh", "/ws?game=../../etc/passwd", "/ws#x",
                               "/ws?GAME=AbCdEfGh", "/ws?game=AbCdEfGh#", "/api/ws?game=AbCdEfGh"})
        EXPECT_FALSE(parse_socket_target(target)) << target;
    EXPECT_FALSE(parse_socket_target("/ws?game=" + std::string(33, 'A'))) << "longer than any game id";
}

}  // namespace
}  // namespace petteia::protocol
