#pragma once
// A round-robin's or a Swiss's rounds at set times (issue 39): when the next round may start.
#include <cstdint>

namespace petteia::tournaments {

// Round `round` (from 1) is paired at `now`; round 1 was paired at `first_round_at` (`now` when this
// is round 1). The rounds' set times are `first_round_at + k × every` for k = 1, 2, …: the round after
// this one starts at the first set time after now that is not before its own (round + 1's is k =
// round). So a round that ran past the next set time leaves that time unused, and the next round
// waits for the one after: a class's rounds keep to its lesson's hour instead of bunching up.
std::int64_t next_round_at(std::int64_t first_round_at, std::int64_t every, int round, std::int64_t now);

}  // namespace petteia::tournaments
