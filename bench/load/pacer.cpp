#include "bench/load/pacer.hpp"

#include <algorithm>
#include <cmath>

namespace petteia::load {

Pacer::Pacer(asio::io_context& io, double moves_per_second, Clock::duration min_gap, Stats& stats)
    : strand_(asio::make_strand(io)), timer_(strand_), rate_(moves_per_second),
      min_gap_ns_(std::chrono::duration_cast<std::chrono::nanoseconds>(min_gap).count()), stats_(stats) {}

void Pacer::ready(std::shared_ptr<Mover> game) {
    std::lock_guard lock(mutex_);
    ready_.push_back(std::move(game));
}

void Pacer::start() {
    asio::post(strand_, [self = shared_from_this()] {
        self->running_ = true;
        self->start_ = Clock::now();
        self->slot_ = 0;
        self->tick();
    });
}

void Pacer::stop() {
    asio::post(strand_, [self = shared_from_this()] {
        self->running_ = false;
        self->timer_.cancel();
    });
}

void Pacer::tick() {
    if (!running_ || rate_ <= 0) return;
    const auto now = Clock::now();
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    const auto due = static_cast<std::uint64_t>(std::floor(elapsed * rate_)) + 1;  // slots at or before now
    std::uint64_t backlog = due > slot_ ? due - slot_ : 0;
    const auto kept = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(rate_ * 0.05));
    if (backlog > kept) {
        stats_.note("pacer_dropped_slots", backlog - kept);
        slot_ += backlog - kept;
        backlog = kept;
    }
    bool blocked = false;
    const std::int64_t now_ns = now.time_since_epoch().count();
    while (backlog > 0) {
        std::shared_ptr<Mover> game;
        {
            std::lock_guard lock(mutex_);
            if (ready_.empty()) {
                blocked = true;
            } else if (now_ns - ready_.front()->last_move_ns() < min_gap_ns_) {
                blocked = true;
            } else {
                game = std::move(ready_.front());
                ready_.pop_front();
            }
        }
        if (blocked) break;
        game->play();
        ++slot_;
        --backlog;
    }
    if (blocked) stats_.note("pacer_waited");
    const auto next_slot = start_ + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(static_cast<double>(slot_) / rate_));
    timer_.expires_at(blocked ? now + std::chrono::milliseconds(1) : std::max(next_slot, now));
    timer_.async_wait([self = shared_from_this()](beast::error_code error) {
        if (!error) self->tick();
    });
}

}  // namespace petteia::load
