#pragma once
// What the files of SoakGame (soak_game*.cpp) share and no other file needs: the soak's bounds, the
// messages every part sends, and the timer helper.
#include <chrono>
#include <string>

#include <nlohmann/json.hpp>

#include "bench/soak/soak_game.hpp"

namespace petteia::soak {

namespace soak_parts {

using namespace std::chrono_literals;

constexpr double stall_seconds = 120;  // a table with no news for this long starts afresh
// While settling: a reload's close that has not ended after this long is given up (its player
// reports nothing more either way), and a request sent this soon after a flood of the same
// connection is sent again if still unanswered this long after (the server's limiter, 20 messages
// and 10 a second, answers only the first of the refusals in a row: the rest go without a word).
constexpr auto close_bound = 5s;
constexpr auto limiter_refill = 3s;

inline std::string action(const char* type, const char* ref = "action") {
    return nlohmann::json{{"type", type}, {"ref", ref}}.dump();
}

}  // namespace soak_parts

template <typename F>
void SoakGame::after(asio::steady_timer& timer, double seconds, F&& then) {
    timer.expires_after(std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds)));
    timer.async_wait([self = shared_from_this(), then = std::forward<F>(then)](beast::error_code error) mutable {
        if (!error) then();
    });
}

}  // namespace petteia::soak
