#pragma once
// A stored challenge's clock as the lobby's messages write it (protocol/lobby_messages.hpp).
#include <optional>

#include "db/stored_game.hpp"
#include "protocol/create_game.hpp"

namespace petteia::server {

inline std::optional<protocol::TimeControl> wire_time(const std::optional<db::TimeControl>& time) {
    if (!time) return std::nullopt;
    return protocol::TimeControl{time->initial_ms, time->increment_ms, time->days_per_move};
}

}  // namespace petteia::server
