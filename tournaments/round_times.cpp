#include "tournaments/round_times.hpp"

#include <algorithm>

namespace petteia::tournaments {

std::int64_t next_round_at(std::int64_t first_round_at, std::int64_t every, int round, std::int64_t now) {
    const std::int64_t since = std::max<std::int64_t>(0, now - first_round_at);
    const std::int64_t slot = std::max<std::int64_t>(round, since / every + 1);
    return first_round_at + slot * every;
}

}  // namespace petteia::tournaments
