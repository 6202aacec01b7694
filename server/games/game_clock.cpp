#include "server/games/game_clock.hpp"

#include <algorithm>

namespace petteia::server {

GameClock GameClock::restore(const GameClock& settings, std::array<std::int64_t, 2> remaining,
                             std::optional<Side> running, std::int64_t turn_started_ms) {
    GameClock clock(settings.initial_ms_, settings.increment_ms_, settings.kind_);
    clock.remaining_ = remaining;
    clock.running_ = running;
    clock.turn_started_ms_ = turn_started_ms;
    return clock;
}

std::int64_t GameClock::remaining(Side side, std::int64_t now) const {
    std::int64_t left = remaining_[index_of(side)];
    if (running_ == side && !held_[index_of(side)]) left -= std::max<std::int64_t>(0, now - turn_started_ms_);
    return std::max<std::int64_t>(0, left);
}

std::optional<std::int64_t> GameClock::deadline() const {
    if (!ticking()) return std::nullopt;
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
    running_ = opponent(mover);
    const bool was_held = held_[index_of(mover)];  // its first move: it cost nothing, and earns nothing
    held_[index_of(mover)] = false;
    if (kind_ == Kind::per_move) {
        const std::int64_t left = remaining_[index_of(mover)];
        remaining_ = {initial_ms_, initial_ms_};
        return left;
    }
    if (!was_held) remaining_[index_of(mover)] += increment_ms_;
    return remaining_[index_of(mover)];
}

void GameClock::hand_over(Side side, std::int64_t now) {
    charge(now);
    if (!running_) return;
    if (kind_ == Kind::per_move && side != *running_) {
        const std::int64_t left = remaining_[index_of(*running_)];
        remaining_ = {initial_ms_, initial_ms_};
        remaining_[index_of(side)] = left;
    }
    running_ = side;
}

void GameClock::limit_turn(std::int64_t most_ms) {
    if (running_) remaining_[index_of(*running_)] = std::min(remaining_[index_of(*running_)], most_ms);
}

void GameClock::halve(Side side) {
    auto& left = remaining_[index_of(side)];
    left = std::max<std::int64_t>(0, left - initial_ms_ / 2);
}

void GameClock::stop(std::int64_t now) {
    charge(now);
    running_.reset();
}

}  // namespace petteia::server
