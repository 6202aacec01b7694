#pragma once
// What the lease tests (game_leases_test.cpp, lease_handover_test.cpp) write and ask: stores on one
// database standing for nodes.
#include <cstdint>
#include <string>

#include "db/game_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db::testing_support {

inline GameWrite created(const std::string& id, std::int64_t at_ms = 1'000) { return {id, writes::CreateGame{bare_game(id, at_ms)}}; }
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
