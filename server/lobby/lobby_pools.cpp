// The pools of quick pairing (issue 38, deliverable 5): for each game, clock and rated-or-casual that
// someone seeks now, how many do, so that a player sees who waits and can join them (a seek of that
// pool is paired at once, as any seek). Part of Lobby (lobby.hpp), on its strand.
#include <algorithm>
#include <map>
#include <tuple>

#include "server/lobby/lobby.hpp"
#include "server/lobby/wire_time.hpp"
#include "server/common/clock_source.hpp"

namespace petteia::server {

std::vector<protocol::PoolView> Lobby::pools() const {
    using Key = std::tuple<std::string, std::int64_t, std::int64_t, std::int64_t, bool>;  // untimed: -1
    std::map<Key, protocol::PoolView> found;
    const std::int64_t now = now_ms();
    for (const auto& [id, challenge] : challenges_) {
        if (challenge.open() || challenge.pairing || challenge.storing) continue;
        const auto browser = browsers_.find(challenge.stored.browser_hash);
        if (browser == browsers_.end()) continue;
        if (browser->second->away_since_ms && now - *browser->second->away_since_ms >= hide_after_ms) continue;
        const auto& time = challenge.stored.time_control;
        const Key key{challenge.stored.variant, time ? time->initial_ms : -1, time ? time->increment_ms : -1,
                      time ? time->days_per_move.value_or(0) : 0, challenge.stored.rated};
        auto& pool = found[key];
        if (pool.seeking == 0) pool = {challenge.stored.variant, wire_time(time), challenge.stored.rated, 0};
        ++pool.seeking;
    }
    std::vector<protocol::PoolView> pools;
    pools.reserve(found.size());
    for (auto& [key, pool] : found) pools.push_back(std::move(pool));
    // The largest first; then in the map's order (game, clock), so that the list does not shuffle.
    std::stable_sort(pools.begin(), pools.end(), [](const auto& a, const auto& b) { return a.seeking > b.seeking; });
    if (pools.size() > most_pools) pools.resize(most_pools);
    return pools;
}

void Lobby::tell_pools() {
    auto now = pools();
    if (now == pools_told_) return;
    pools_told_ = std::move(now);
    send_all(protocol::lobby_pools_message(pools_told_));
}

}  // namespace petteia::server
