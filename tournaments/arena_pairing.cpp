#include "tournaments/arena_pairing.hpp"

#include <algorithm>
#include <tuple>

namespace petteia::tournaments {

namespace {

bool met_last(const WaitingPlayer& a, const WaitingPlayer& b) {
    return a.last_opponent == b.id || b.last_opponent == a.id;
}

}  // namespace

std::vector<std::pair<std::int64_t, std::int64_t>> arena_pairs(std::vector<WaitingPlayer> waiting) {
    // The standings' order: score, then rating, then the id (a stable tie-break).
    std::sort(waiting.begin(), waiting.end(), [](const WaitingPlayer& a, const WaitingPlayer& b) {
        return std::tuple(-a.score, -a.rating, a.id) < std::tuple(-b.score, -b.rating, b.id);
    });
    std::vector<bool> paired(waiting.size(), false);
    std::vector<std::pair<std::int64_t, std::int64_t>> pairs;
    // First, each player (from the top) with the nearest one below who is not their last opponent.
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (paired[i]) continue;
        for (std::size_t j = i + 1; j < waiting.size(); ++j) {
            if (paired[j] || met_last(waiting[i], waiting[j])) continue;
            paired[i] = paired[j] = true;
            pairs.emplace_back(waiting[i].id, waiting[j].id);
            break;
        }
    }
    // Then those left with nobody but their last opponent: two of them alone may meet again, since
    // nobody else waits for either (a third left over waits for the next game to end).
    std::vector<std::size_t> left;
    for (std::size_t i = 0; i < waiting.size(); ++i)
        if (!paired[i]) left.push_back(i);
    if (left.size() == 2) pairs.emplace_back(waiting[left[0]].id, waiting[left[1]].id);
    return pairs;
}

}  // namespace petteia::tournaments
