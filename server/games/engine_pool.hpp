#pragma once
// Where the computer thinks: a few worker threads, each with an engine of its own (and so its own
// transposition table). Thinking never happens on the I/O threads. Each request carries a stop
// flag that its room sets when the answer is no longer wanted (the game ended, a takeback changed
// the position, the server stops): a queued request is then dropped and a running search returns
// within milliseconds.
//
// The queue is fair: every request names its owner (the client address whose game it is), each
// owner has a queue of its own, and a free worker serves the owner with the fewest searches
// waiting (the longest waiting among equals), so that an address with a backlog waits for its own
// searches while a newcomer's first move waits only for the searches already running. Rooms ask has_room_for() before they accept what a player does that
// would make the computer think: one owner holds at most max_per_owner searches, waiting or
// running, and the pool at most max_waiting in all.
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
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
    std::string owner;  // whose turn in the queue this is: a client address, or "game <id>" for a restored game
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

    static constexpr int max_per_owner = 3;
    static constexpr std::size_t max_waiting = 1024;

    // Whether `owner` may have one more search: it has fewer than max_per_owner waiting or running
    // (searches no longer wanted do not count), and the pool has room.
    bool has_room_for(const std::string& owner) const;
    // Queues the request in its owner's turn. Rooms check has_room_for() first; a request over the
    // limits (two rooms of one owner racing) is still queued, never lost.
    void think(ThinkRequest request);
    std::size_t queued() const;

private:
    void work();
    int searches_of(const std::string& owner) const;  // mutex held

    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::unordered_map<std::string, std::deque<ThinkRequest>> waiting_;  // by owner, never empty deques
    std::deque<std::string> turns_;                                      // owners with waiting requests, in turn
    std::size_t waiting_count_ = 0;
    struct Running {
        std::shared_ptr<std::atomic<bool>> stop;
        std::string owner;
    };
    std::vector<Running> running_;  // the searches in progress
    bool stopping_ = false;
    std::vector<std::thread> workers_;  // last: they start once everything above exists
};

}  // namespace petteia::server
