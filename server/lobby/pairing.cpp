#include "server/lobby/pairing.hpp"

#include <algorithm>
#include <cmath>

namespace petteia::server::pairing {

namespace {

constexpr double first_range = 150;
constexpr double widening = 50;
constexpr std::int64_t widening_every_ms = 5'000;
constexpr std::int64_t anyone_after_ms = 60'000;

}  // namespace

std::optional<double> rating_range(std::int64_t waited_ms) {
    if (waited_ms >= anyone_after_ms) return std::nullopt;
    const std::int64_t steps = std::max<std::int64_t>(0, waited_ms) / widening_every_ms;
    return first_range + widening * static_cast<double>(steps);
}

bool same_player(const Waiting& a, const Waiting& b) {
    return a.browser == b.browser || (a.account && b.account && *a.account == *b.account);
}

bool blocked_between(const Waiting& a, const Waiting& b) {
    const auto blocks = [](const Waiting& blocker, const Waiting& other) {
        return other.account && std::find(blocker.blocks.begin(), blocker.blocks.end(), *other.account) != blocker.blocks.end();
    };
    return blocks(a, b) || blocks(b, a);
}

bool compatible(const Waiting& a, const Waiting& b, std::int64_t now_ms) {
    if (same_player(a, b) || blocked_between(a, b) || a.variant != b.variant || a.clock != b.clock || a.rated != b.rated) return false;
    if (!a.rated) return true;
    if (!a.account || !b.account) return false;
    const double gap = std::abs(a.rating - b.rating);
    const auto within = [&](const Waiting& w) {
        const auto range = rating_range(now_ms - w.since_ms);
        return !range || gap <= *range;
    };
    return within(a) && within(b);
}

std::vector<std::pair<std::size_t, std::size_t>> pairs(const std::vector<Waiting>& waiting, std::int64_t now_ms) {
    std::vector<std::pair<std::size_t, std::size_t>> made;
    std::vector<bool> taken(waiting.size(), false);
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (taken[i]) continue;
        for (std::size_t j = i + 1; j < waiting.size(); ++j) {
            if (taken[j] || !compatible(waiting[i], waiting[j], now_ms)) continue;
            taken[i] = taken[j] = true;
            made.emplace_back(i, j);
            break;
        }
    }
    return made;
}

}  // namespace petteia::server::pairing
