#pragma once
// Spends a steady total move rate over the games: slot k falls at start + k/rate, and each slot
// goes to the game that has waited longest since it became ready to move. A slot that finds no
// game ready waits (at most 50 ms of slots are kept; older ones are dropped and counted).
#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>

#include "bench/load/net.hpp"
#include "bench/load/stats.hpp"

namespace petteia::load {

class Mover {
public:
    virtual ~Mover() = default;
    // Plays one move now (posts to the game's strand); the game calls Pacer::ready again later.
    virtual void play() = 0;
    // When this game last sent a move (steady clock, ns), to keep a game from moving too often.
    virtual std::int64_t last_move_ns() const = 0;
};

class Pacer : public std::enable_shared_from_this<Pacer> {
public:
    Pacer(asio::io_context& io, double moves_per_second, Clock::duration min_gap, Stats& stats);

    void ready(std::shared_ptr<Mover> game);  // thread-safe
    void start();
    void stop();

private:
    void tick();

    asio::strand<asio::io_context::executor_type> strand_;
    asio::steady_timer timer_;
    double rate_;
    std::int64_t min_gap_ns_;
    Stats& stats_;
    bool running_ = false;
    Clock::time_point start_;
    std::uint64_t slot_ = 0;  // the next slot to hand out
    std::mutex mutex_;
    std::deque<std::shared_ptr<Mover>> ready_;
};

}  // namespace petteia::load
