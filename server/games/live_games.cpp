#include "server/games/live_games.hpp"

#include <spdlog/spdlog.h>

#include "protocol/public_messages.hpp"
#include "server/games/match.hpp"

namespace petteia::server {

std::string LiveGames::json(std::int64_t now) {
    std::lock_guard lock(mutex_);
    if (!cached_.empty() && now - cached_at_ms_ < fresh_for_ms && now >= cached_at_ms_) return cached_;
    nlohmann::json games = nlohmann::json::array();
    for (const db::StoredGame& stored : store_.load_live(now - quiet_after_ms, max_games)) {
        // As stored: a running clock counts on to now (its node's heartbeat keeps it alive).
        auto restored = Match::restore(stored, config_.grace_seconds * 1000LL, now, now);
        if (!restored) {
            spdlog::warn("live games: game {} cannot be shown: {}", stored.id, restored.error());
            continue;
        }
        games.push_back(protocol::live_game_json(restored->match->view(now), stored.spectators,
                                                 stored.started_at_ms.value_or(stored.created_at_ms)));
    }
    cached_ = nlohmann::json{{"games", std::move(games)}}.dump();
    cached_at_ms_ = now;
    return cached_;
}

}  // namespace petteia::server
