#pragma once
// Where the computer thinks: a few worker threads, each with an engine of its own (and so its own
// transposition table), fed from one queue. Thinking never happens on the I/O threads. Each
// request carries a stop flag that its room sets when the answer is no longer wanted (the game
// ended, a takeback changed the position, the server stops): a queued request is then dropped and
// a running search returns within milliseconds.
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/engine.hpp"
#include "rules/game.hpp"

namespace petteia::server {

struct ThinkRequest {
    std::unique_ptr<Game> game;  // a copy the worker owns: the room's game keeps changing
    engine::Level level = engine::Level::beginner;
    std::uint64_t seed = 0;
    std::int64_t max_milliseconds = 2000;  // the clock's share for this move, at most the level's cap
    std::shared_ptr<std::atomic<bool>> stop;
    // Called on the worker thread, only when the search ran to its answer and was not stopped.
    std::function<void(const engine::SearchResult&)> done;
};

class EnginePool {
public:
    explicit EnginePool(int threads);
    // Stops every search, drops what is queued, joins the workers.
    ~EnginePool();
    EnginePool(const EnginePool&) = delete;
    EnginePool& operator=(const EnginePool&) = delete;

    void think(ThinkRequest request);
    std::size_t queued() const;

private:
    void work();

    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<ThinkRequest> queue_;
    std::vector<std::shared_ptr<std::atomic<bool>>> running_;  // stop flags of the searches in progress
    bool stopping_ = false;
    std::vector<std::thread> workers_;  // last: they start once everything above exists
};

}  // namespace petteia::server
