#include "protocol/socket_url.hpp"

#include "protocol/client_messages.hpp"

namespace petteia::protocol {

std::optional<SocketTarget> parse_socket_target(std::string_view target) {
    constexpr std::string_view path = "/ws";
    constexpr std::string_view game_query = "?game=";
    if (target == "/ws/lobby") return SocketTarget{SocketKind::lobby, {}};
    if (target == "/ws/events") return SocketTarget{SocketKind::events, {}};
    constexpr std::string_view tournament_path = "/ws/tournament?id=";
    if (target.starts_with(tournament_path)) {
        target.remove_prefix(tournament_path.size());
        if (!is_valid_game_id(target)) return std::nullopt;
        return SocketTarget{SocketKind::tournament, std::string(target)};
    }
    if (!target.starts_with(path)) return std::nullopt;
    target.remove_prefix(path.size());
    if (!target.starts_with(game_query)) return std::nullopt;
    target.remove_prefix(game_query.size());
    // Game ids are URL-safe as they are: no escapes to undo, and anything else is refused.
    if (!is_valid_game_id(target)) return std::nullopt;
    return SocketTarget{SocketKind::game, std::string(target)};
}

}  // namespace petteia::protocol
