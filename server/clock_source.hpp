#pragma once
// The server's notion of now: Unix epoch milliseconds, the unit of every stored and sent time.
#include <chrono>
#include <cstdint>

namespace petteia::server {

inline std::int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

}  // namespace petteia::server
