#pragma once
// An open challenge or a quick-pairing request of the lobby as the store keeps it (issue 27): kept
// until its poster cancels or leaves, or it becomes a game, so that a lobby node that dies loses
// none that was announced. Opaque to the store, like a game: the server chooses every word.
#include <cstdint>
#include <optional>
#include <string>

#include "db/stored_game.hpp"

namespace petteia::db {

struct StoredChallenge {
    std::string id;
    std::string kind;  // "open" (listed, accepted by anyone) or "quick" (a seek, paired by the lobby)
    std::string variant;
    std::optional<TimeControl> time_control;  // null: untimed
    bool rated = false;
    std::string color;                         // the poster's: "first", "second" or "random"
    std::string browser_hash;                  // raw bytes: the hash of the poster's browser token
    std::optional<std::int64_t> account_id;    // the poster's account, if signed in
    std::string seat_hash;                     // raw bytes: the hash of the poster's seat secret
    std::int64_t posted_at_ms = 0;
    std::optional<std::string> game_id;        // the game it became; null while open
    std::optional<std::int64_t> paired_at_ms;  // with game_id
    bool operator==(const StoredChallenge&) const = default;
};

}  // namespace petteia::db
