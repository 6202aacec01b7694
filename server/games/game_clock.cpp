#include "server/games/game_clock.hpp"

#include <algorithm>

namespace petteia::server {

GameClock GameClock::restore(std::int64_t initial_ms, std::int64_t increment_ms, std::array<std::int64_t, 2> remaining,
                             std::optional<Side> running, std::int64_t turn_started_ms) {
    GameClock clock(initial_ms, increment_ms);
    clock.remaining_ = remaining;
    clock.running_ = running;
    clock.turn_started_ms_ = turn_started_ms;
    return clock;
}

std::int64_t GameClock::remaining(Side side, std::int64_t now) const {
    std::int64_t left = remaining_[index_of(side)];
    if (running_ == side) left -= std::max<std::int64_t>(0, now - turn_started_ms_);
    return std::max<std::int64_t>(0, left);
}

std::optional<std::int64_t> GameClock::deadline() const {
    if (!running_) return std::nullopt;
    return turn_started_ms_ + remaining_[index_of(*running_)];
}

void GameClock::start(Side side, std::int64_t now) {
    running_ = side;
    turn_started_ms_ = now;
}

void GameClock::charge(std::int64_t now) {
    if (!running_) return;
    remaining_[index_of(*running_)] = remaining(*running_, now);
    turn_started_ms_ = now;
}

std::int64_t GameClock::complete_move(std::int64_t now) {
    if (!running_) return 0;
    charge(now);
    const Side mover = *running_;
    remaining_[index_of(mover)] += increment_ms_;
    running_ = opponent(mover);
    return remaining_[index_of(mover)];
}

void GameClock::hand_over(Side side, std::int64_t now) {
    charge(now);
    if (running_) running_ = side;
}

void GameClock::stop(std::int64_t now) {
    charge(now);
    running_.reset();
}

}  // namespace petteia::server
