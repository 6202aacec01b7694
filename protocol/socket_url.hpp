#pragma once
// Where a game's WebSocket opens: /ws?game=<id>. The id in the URL lets a proxy in front of several
// servers send every socket of a game to the server that holds it (docker/nginx routes by it); a
// socket opened for one game joins only that game. Plain /ws is refused: a socket that named no game
// would be routed by the client's address to any node, and could ask it for any game.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace petteia::protocol {

enum class SocketKind : std::uint8_t {
    game,    // /ws?game=<id>: one game's socket
    lobby,   // /ws/lobby: the lobby's socket (lobby_messages.hpp), which nginx sends to one node
    events,  // /ws/events: a signed-in player's events (player_events.hpp), on any node
    tournament,  // /ws/tournament?id=<id>: a tournament's standings (tournament_messages.hpp), on its director's node
};

struct SocketTarget {
    SocketKind kind = SocketKind::game;
    std::string game;  // the game (or tournament) named in the URL, a valid id; empty for the others
};

// The target of a WebSocket upgrade: nullopt unless the path is /ws, the query is one
// `game=<valid id>`, and nothing else is there; or the path is exactly /ws/lobby or /ws/events; or
// /ws/tournament with the one query `id=<valid id>` (tournament ids are made as game ids are).
std::optional<SocketTarget> parse_socket_target(std::string_view target);

}  // namespace petteia::protocol
