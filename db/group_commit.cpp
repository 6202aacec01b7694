#include "db/group_commit.hpp"

#include <pthread.h>
#include <algorithm>
#include <chrono>
#include <exception>
#include <utility>

namespace petteia::db {

GroupCommit::GroupCommit(GameStore& store, FailureReport report_failure, std::chrono::microseconds max_delay)
    : store_(store), report_failure_(std::move(report_failure)), max_delay_(max_delay),
      mean_gap_us_(10.0 * static_cast<double>(max_delay.count())), writer_([this] {
          pthread_setname_np(pthread_self(), "group-commit");  // named for perf and top -H
          run_writer();
      }) {}

GroupCommit::~GroupCommit() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_writer_.notify_one();
    writer_.join();
}

void GroupCommit::submit(GameStore::Unit unit, Done done) { enqueue(std::move(unit), std::move(done)); }

void GroupCommit::submit(Write write, Done done) { enqueue(std::move(write), std::move(done)); }

void GroupCommit::enqueue(std::variant<GameStore::Unit, Write> write, Done done) {
    bool wake = false;
    {
        const std::lock_guard lock(mutex_);
        const auto now = std::chrono::steady_clock::now();
        if (max_delay_.count() > 0) {
            // A moving average over about the last 16 gaps, each counted at most 10 delays long
            // (one long pause does not hide a busy minute for long).
            const double gap = std::chrono::duration<double, std::micro>(now - last_queued_at_).count();
            mean_gap_us_ += (std::min(gap, 10.0 * static_cast<double>(max_delay_.count())) - mean_gap_us_) / 16;
            last_queued_at_ = now;
        }
        if (queued_.empty()) first_queued_at_ = now;
        wake = writer_waiting_;
        auto stored = done ? std::make_shared<bool>(false) : nullptr;
        queued_.push_back({std::move(write), stored});
        ++submitted_;
        // Told in turn with the after_commit callbacks, once this write is committed or has failed.
        if (done) callbacks_.push_back({submitted_, [done = std::move(done), stored] { done(*stored); }});
    }
    if (wake) wake_writer_.notify_one();
}

bool GroupCommit::worth_waiting() const {
    return max_delay_.count() > 0 && mean_gap_us_ < static_cast<double>(max_delay_.count());
}

void GroupCommit::after_commit(std::function<void()> done) {
    {
        const std::lock_guard lock(mutex_);
        // Callbacks already waiting, or being run by the writer, keep their turn.
        if (committed_ < submitted_ || !callbacks_.empty() || callbacks_running_) {
            callbacks_.push_back({submitted_, std::move(done)});
            return;
        }
    }
    done();
}

bool GroupCommit::failing() const {
    const std::lock_guard lock(mutex_);
    return failing_;
}

bool GroupCommit::idle() const {
    const std::lock_guard lock(mutex_);
    return committed_ == submitted_ && callbacks_.empty() && !callbacks_running_;
}

void GroupCommit::flush() {
    std::unique_lock lock(mutex_);
    const std::uint64_t target = submitted_;
    if (committed_ < target) {
        hurry_ = true;  // a batch being gathered is committed now
        wake_writer_.notify_one();
    }
    committed_changed_.wait(lock, [&] { return committed_ >= target && !callbacks_running_; });
    if (committed_ == submitted_) hurry_ = false;  // what came after the flush may wait again
}

GroupCommit::Totals GroupCommit::totals() const {
    const std::lock_guard lock(mutex_);
    return totals_;
}

void GroupCommit::run_writer() {
    std::vector<Queued> batch;
    std::vector<std::function<void()>> due;
    std::unique_lock lock(mutex_);
    for (;;) {
        writer_waiting_ = true;
        wake_writer_.wait(lock, [&] { return !queued_.empty() || stopping_; });
        writer_waiting_ = false;
        if (queued_.empty()) return;  // stopping, and everything is committed
        if (worth_waiting() && !stopping_ && !hurry_) {
            // More writes are likely within the delay: they join this batch (a submit does not
            // wake the writer meanwhile; flush() and the destructor do).
            totals_.delayed += 1;
            wake_writer_.wait_until(lock, first_queued_at_ + max_delay_, [&] { return stopping_ || hurry_; });
        }
        hurry_ = false;
        batch.swap(queued_);
        lock.unlock();

        // While this batch commits, new writes gather for the next one: the busier the server, the
        // more writes share a commit.
        std::vector<std::string> failures;
        std::vector<bool> wrote(batch.size(), false);
        const auto started = std::chrono::steady_clock::now();
        bool committed = false;
        try {
            // Units alone (the usual batch) make their own transaction, begun in the same round
            // trip as their statements; other calls need one around them all.
            const bool only_units = std::all_of(batch.begin(), batch.end(), [](const Queued& queued) {
                return std::holds_alternative<GameStore::Unit>(queued.write);
            });
            if (only_units) {
                write_batch(batch, wrote, failures);
            } else {
                store_.in_one_transaction([&] { write_batch(batch, wrote, failures); });
            }
            committed = true;
        } catch (const std::exception& error) {
            failures.assign(1, "the commit of " + std::to_string(batch.size()) + " writes failed: " + error.what());
        }
        for (std::size_t i = 0; i < batch.size(); ++i)
            if (batch[i].stored) *batch[i].stored = committed && wrote[i];
        const auto took = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started);
        for (const std::string& failure : failures) report_failure_(failure);

        lock.lock();
        committed_ += batch.size();
        totals_.writes += batch.size();
        totals_.commits += 1;
        totals_.failures += failures.size();
        failing_ = !failures.empty();
        totals_.longest_commit_us = std::max<std::uint64_t>(totals_.longest_commit_us, took.count());
        batch.clear();
        while (!callbacks_.empty() && callbacks_.front().after <= committed_) {
            due.push_back(std::move(callbacks_.front().run));
            callbacks_.pop_front();
        }
        committed_changed_.notify_all();
        callbacks_running_ = !due.empty();
        lock.unlock();
        // A callback's exception would end the writer thread, and the process with it.
        for (auto& run : due) {
            try {
                run();
            } catch (const std::exception& error) {
                report_failure_(std::string("an after-commit callback failed: ") + error.what());
            }
        }
        due.clear();
        lock.lock();
        callbacks_running_ = false;
        committed_changed_.notify_all();
    }
}

void GroupCommit::write_batch(const std::vector<Queued>& batch, std::vector<bool>& wrote,
                              std::vector<std::string>& failures) {
    std::vector<const GameStore::Unit*> units;  // a run of consecutive units, performed together
    std::vector<std::size_t> positions;         // where each is in the batch
    const auto perform_units = [&] {
        if (units.empty()) return;
        const auto applied = store_.apply_each(units);
        for (std::size_t k = 0; k < units.size(); ++k) {
            switch (applied[k].outcome) {
                case GameStore::Outcome::stored: wrote[positions[k]] = true; break;
                // Another node serves the game now: no storage fault (its writer tells).
                case GameStore::Outcome::lease_lost: break;
                case GameStore::Outcome::failed: failures.push_back(applied[k].error); break;
            }
        }
        units.clear();
        positions.clear();
    };
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (const auto* unit = std::get_if<GameStore::Unit>(&batch[i].write)) {
            units.push_back(unit);
            positions.push_back(i);
            continue;
        }
        perform_units();
        try {
            std::get<Write>(batch[i].write)(store_);
            wrote[i] = true;
        } catch (const LeaseLost&) {
        } catch (const std::exception& error) {
            failures.emplace_back(error.what());
        }
    }
    perform_units();
}

}  // namespace petteia::db
