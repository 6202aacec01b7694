#pragma once
// Who plays whom next in an arena (issue 39), among the players waiting for a game: as close in the
// standings as can be (score, then rating), never the same opponent twice in a row while someone
// else waits. A player left over waits for the next one to finish a game. Pure: the tournament's
// director (server/) calls it each time players are waiting.
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace petteia::tournaments {

struct WaitingPlayer {
    std::int64_t id = 0;
    int score = 0;
    double rating = 1500;
    std::optional<std::int64_t> last_opponent;  // whom they played last in this arena
};

// The pairs to make now, each (higher in the standings, lower). Deterministic for the same input.
std::vector<std::pair<std::int64_t, std::int64_t>> arena_pairs(std::vector<WaitingPlayer> waiting);

}  // namespace petteia::tournaments
