#pragma once
// What the lease tests (game_leases_test.cpp, lease_handover_test.cpp) write and ask: stores on one
// database standing for nodes.
#include <cstdint>
#include <string>

#include "db/game_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db::testing_support {

inline GameWrite created(const std::string& id, std::int64_t at_ms = 1'000) { return {id, writes::CreateGame{bare_game(id, at_ms)}}; }
// A game of `days` a move (issue 38): it is not loaded at start nor adopted from a gone node.
inline GameWrite created_correspondence(const std::string& id, std::int64_t days) {
    StoredGame game = bare_game(id);
    constexpr std::int64_t day_ms = 86'400'000;
    game.time_control = TimeControl{days * day_ms, 0, days};
    game.remaining_ms = {days * day_ms, days * day_ms};
    return {id, writes::CreateGame{std::move(game)}};
}
inline GameWrite seen(const std::string& id, std::int64_t at_ms) { return {id, writes::SetLastSeen{at_ms}}; }
inline GameWrite player_sits(const std::string& id) { return {id, writes::HoldLease{}}; }
inline GameWrite move(const std::string& id, int ply) {
    return {id, writes::AppendMove{ply, {"M" + std::to_string(ply), 1'000, 2'000 + ply}, {1, 2}, std::nullopt}};
}

// Whether `store` took the game (it exists, and the lease rules let this node have it).
inline bool took(GameStore& store, const std::string& id, std::int64_t now_ms) {
    const auto taken = store.take_and_load(id, now_ms);
    return taken && taken->game;
}

}  // namespace petteia::db::testing_support
