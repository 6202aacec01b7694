#pragma once
// The thread where the limits shared by every node are checked when the caller may not block: an
// I/O thread or a game room's strand asks, the database round trip happens here, and the answer
// goes on from here (server/limits/limit.hpp). One thread: a check is one short statement, and one
// connection serves them all. A bound on what may wait: past it the caller is told at once, and
// counts on this node alone rather than queue behind a flood.
#include <pthread.h>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

#include <spdlog/spdlog.h>

namespace petteia::server {

class LimitWorker {
public:
    explicit LimitWorker(std::size_t max_waiting) : max_waiting_(max_waiting), thread_([this] {
        pthread_setname_np(pthread_self(), "limits");  // named for perf and top -H
        run();
    }) {}
    ~LimitWorker() { finish(); }
    LimitWorker(const LimitWorker&) = delete;
    LimitWorker& operator=(const LimitWorker&) = delete;

    // Queues `job`; false, and nothing queued, when max_waiting jobs wait or the worker has finished.
    bool try_post(std::function<void()> job) {
        {
            std::lock_guard lock(mutex_);
            if (finished_ || jobs_.size() >= max_waiting_) return false;
            jobs_.push_back(std::move(job));
        }
        wake_.notify_one();
        return true;
    }

    // Runs every job already queued, then stops: at shutdown, before what the jobs go on to (rooms,
    // the group commit, connections) is destroyed. Jobs posted after are refused.
    void finish() {
        {
            std::lock_guard lock(mutex_);
            finished_ = true;
        }
        wake_.notify_one();
        if (thread_.joinable()) thread_.join();
    }

private:
    void run() {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return finished_ || !jobs_.empty(); });
            if (jobs_.empty()) return;  // finished, and nothing left
            auto job = std::move(jobs_.front());
            jobs_.pop_front();
            lock.unlock();
            // An exception escaping into the thread would end the process.
            try {
                job();
            } catch (const std::exception& fault) {
                spdlog::error("a shared limit's check failed: {}", fault.what());
            } catch (...) {
                spdlog::error("a shared limit's check failed");
            }
            job = nullptr;  // what it holds (a connection, say) is let go outside the lock
            lock.lock();
        }
    }

    const std::size_t max_waiting_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<std::function<void()>> jobs_;
    bool finished_ = false;
    std::thread thread_;  // last: starts once the rest is ready
};

}  // namespace petteia::server
