#pragma once
// Moves the write-ahead log's checkpoints off the commits. A checkpoint copies the log into the
// database file and syncs both to disk: milliseconds during which SQLite's own automatic
// checkpoint would hold up the commit that triggered it — and, with group commit, every player
// waiting to hear of a move. Here a thread of its own runs a passive checkpoint (one that never
// blocks writers) a few times a second; when writes keep overtaking it and the log passes
// `restart_above` bytes, a restarting one right after a passive one, which then has little left
// to copy, so that the log starts again from its beginning (holding up writes for one short
// checkpoint, rarely: once per `restart_above` bytes of log).
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

#include "db/game_store.hpp"

namespace petteia::db {

class Checkpointer {
public:
    // Takes the checkpoints over from `store`'s commits.
    explicit Checkpointer(GameStore& store, std::chrono::milliseconds every = std::chrono::milliseconds(250),
                          std::uintmax_t restart_above = 64u << 20);
    // Runs a last checkpoint and stops.
    ~Checkpointer();
    Checkpointer(const Checkpointer&) = delete;
    Checkpointer& operator=(const Checkpointer&) = delete;

    struct Totals {
        std::uint64_t passive = 0;
        std::uint64_t restarts = 0;
        std::uint64_t failures = 0;  // a failed checkpoint is tried again next time
    };
    Totals totals() const;

private:
    void run();

    GameStore& store_;
    std::chrono::milliseconds every_;
    std::uintmax_t restart_above_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    Totals totals_;
    std::thread thread_;  // last: starts once everything above exists
};

}  // namespace petteia::db
