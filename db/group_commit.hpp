#pragma once
// Group commit: writes of many games, queued from any thread, committed together by one writer
// thread, so that the threads serving players never wait on SQLite and a busy server pays one
// commit for many moves instead of one each.
//
// Callers keep their promise "told only once stored" with a write's `done` callback, told whether
// that write is stored, and with after_commit() for messages that need no write of their own: its
// callback runs once every write queued before it is committed or has failed. Writes run in the
// order they were queued; callbacks (both kinds) run in the order they were registered, on the
// writer thread (or at once on the caller's, when nothing is pending), and must be short: post the
// real work elsewhere.
//
// A commit costs the same for one write as for many (SQLite: its locks and WAL frames; PostgreSQL:
// a round trip and a WAL flush), so with a `max_delay` the writer waits, from a batch's first
// write, up to that long for more before it commits, but only while writes come faster than one
// per `max_delay` (measured as they come): a busy server pays one commit for several moves, and
// a quiet one, where nothing would join the batch, no wait at all. flush() and the destructor do
// not wait.
//
// A write that throws is undone (it runs in a savepoint) and the rest of its batch is committed; a
// write refused because another node holds its game (LeaseLost) hears false but is no failure; a
// commit that fails (a full disk, an I/O error, the database busy past its timeout) fails every
// write of its batch. Either way the write's `done` hears false, and failing() is true until a
// batch commits whole again.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "db/game_store.hpp"

namespace petteia::db {

class GroupCommit {
public:
    using Write = std::function<void(GameStore&)>;
    // Told, on the writer thread, whether the write is stored.
    using Done = std::function<void(bool stored)>;
    // Told of each write that failed (a server fault: the rest of its batch is still committed).
    using FailureReport = std::function<void(const std::string& what)>;

    GroupCommit(GameStore& store, FailureReport report_failure,
                std::chrono::microseconds max_delay = std::chrono::microseconds::zero());
    // Commits everything still queued, then stops the writer thread.
    ~GroupCommit();
    GroupCommit(const GroupCommit&) = delete;
    GroupCommit& operator=(const GroupCommit&) = delete;

    // The store itself, for reads and for the rare writes that must be stored before the caller
    // goes on (creating a game whose secret is about to be handed out, say).
    GameStore& store() { return store_; }

    // A unit of writes of games (GameStore::apply): consecutive units are performed together
    // (GameStore::apply_each: one pipeline on PostgreSQL). The form the server uses.
    void submit(GameStore::Unit unit, Done done = {});
    // Any other write (a heartbeat, letting go of leases): a call of the store, run in turn.
    void submit(Write write, Done done = {});
    // `done` runs once every write submitted so far (from any thread) is committed or has failed.
    void after_commit(std::function<void()> done);
    // True when nothing submitted so far is still waiting for its commit.
    bool idle() const;
    // True while storage fails: the last batch had a write that failed, or could not commit.
    bool failing() const;
    // Waits until every write submitted so far is committed or has failed, and the callbacks then
    // due have run.
    void flush();

    // Figures since the start, for logs and benchmarks.
    struct Totals {
        std::uint64_t writes = 0;
        std::uint64_t commits = 0;
        std::uint64_t failures = 0;
        std::uint64_t longest_commit_us = 0;  // one batch, from BEGIN to COMMIT
        std::uint64_t delayed = 0;            // batches that waited for more writes
    };
    Totals totals() const;

private:
    struct Callback {
        std::uint64_t after;  // runs once `committed_ >= after`
        std::function<void()> run;
    };

    struct Queued {
        std::variant<GameStore::Unit, Write> write;
        std::shared_ptr<bool> stored;  // set by the writer before the done callback runs; may be null
    };

    void enqueue(std::variant<GameStore::Unit, Write> write, Done done);
    // Whether writes have lately come often enough that one more is likely within max_delay_.
    bool worth_waiting() const;
    void run_writer();
    // Runs the batch inside the writer's transaction: wrote[i] once write i is done, failures told.
    void write_batch(const std::vector<Queued>& batch, std::vector<bool>& wrote, std::vector<std::string>& failures);

    GameStore& store_;
    FailureReport report_failure_;
    const std::chrono::microseconds max_delay_;

    mutable std::mutex mutex_;
    std::condition_variable wake_writer_;
    std::condition_variable committed_changed_;
    std::vector<Queued> queued_;
    std::deque<Callback> callbacks_;
    std::uint64_t submitted_ = 0;  // writes ever submitted
    std::uint64_t committed_ = 0;  // writes ever committed (or failed): always a prefix of the submitted
    bool callbacks_running_ = false;  // the writer runs due callbacks outside the lock
    // The writer sleeps waiting for a first write (a submit wakes it), or gathers a batch (it
    // sleeps until the delay is over: a submit adds to the batch without waking it).
    bool writer_waiting_ = false;
    bool hurry_ = false;  // flush(): the batch being gathered is committed now
    std::chrono::steady_clock::time_point first_queued_at_{};
    std::chrono::steady_clock::time_point last_queued_at_{};
    double mean_gap_us_;  // between submits, a moving average: the rate writes come at
    bool stopping_ = false;
    bool failing_ = false;
    Totals totals_;
    std::thread writer_;  // last: starts once everything above exists
};

}  // namespace petteia::db
