#pragma once
// The server's notion of now: Unix epoch milliseconds, the unit of every stored and sent time.
//
// Read from the wall clock once, when the process starts, and from then on advanced by the
// monotonic clock: a step of the wall clock while the server runs (an NTP correction, an operator
// setting the date) changes nobody's remaining time, never makes time run backwards for a game,
// and never fires or delays a flag. The price: times stored by a long-running process drift from
// the wall clock by whatever steps it missed, which a restart corrects.
#include <chrono>
#include <cstdint>

namespace petteia::server {

inline std::int64_t now_ms() {
    using namespace std::chrono;
    static const std::int64_t wall_at_start = duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
    static const steady_clock::time_point steady_at_start = steady_clock::now();
    return wall_at_start + duration_cast<milliseconds>(steady_clock::now() - steady_at_start).count();
}

}  // namespace petteia::server
