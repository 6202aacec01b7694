#pragma once
// The list of live games strangers may watch (GET /api/live, issue 27): read from the store, so that
// every node answers the same whichever holds each game, and kept for two seconds, so that a crowd
// on the watch page costs one read every two seconds a node. Each game is replayed from its stored
// moves into the view a spectator's snapshot gives. Thread-safe; blocks (call it off the I/O threads).
#include <cstdint>
#include <mutex>
#include <string>

#include "db/game_store.hpp"
#include "server/common/config.hpp"

namespace petteia::server {

class LiveGames {
public:
    static constexpr int max_games = 24;
    static constexpr std::int64_t fresh_for_ms = 2'000;
    // A game nothing happened at for this long (no move, no player seen) is not live.
    static constexpr std::int64_t quiet_after_ms = 30 * 60'000;

    LiveGames(const db::GameStore& store, const Config& config) : store_(store), config_(config) {}

    // {"games":[LIVE,…]} (protocol/README.md). Throws when the store cannot be read.
    std::string json(std::int64_t now);

private:
    const db::GameStore& store_;
    const Config& config_;
    std::mutex mutex_;
    std::string cached_;
    std::int64_t cached_at_ms_ = 0;
};

}  // namespace petteia::server
