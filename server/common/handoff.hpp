#pragma once
// Work handed to the I/O threads from a thread of another kind (the group commit's writer), in one
// post per burst instead of one per item. Each post may wake an I/O thread, and a wake-up (a context
// switch) is the costliest part of a move on a small machine (bench/README.md, issue 41): the
// callbacks of one commit, a move of each of its games, now wake one thread once. Items run in the
// order handed over. Thread-safe; must outlive the I/O threads.
#include <exception>
#include <functional>
#include <mutex>
#include <utility>
#include <vector>

#include <spdlog/spdlog.h>

#include "server/common/asio.hpp"

namespace petteia::server {

class Handoff {
public:
    explicit Handoff(asio::any_io_executor executor) : executor_(std::move(executor)) {}
    Handoff(const Handoff&) = delete;
    Handoff& operator=(const Handoff&) = delete;

    // Runs `work` soon on an I/O thread, after everything handed over before it.
    void post(std::function<void()> work) {
        {
            const std::lock_guard lock(mutex_);
            pending_.push_back(std::move(work));
            if (scheduled_) return;  // the drain already posted takes it too
            scheduled_ = true;
        }
        asio::post(executor_, [this] { drain(); });
    }

private:
    void drain() {
        std::vector<std::function<void()>> batch;
        for (;;) {
            {
                const std::lock_guard lock(mutex_);
                if (pending_.empty()) {
                    scheduled_ = false;
                    return;
                }
                batch.swap(pending_);
            }
            // None may end the drain: the drain posted stays "scheduled" until it has run everything,
            // so an escaped exception would stop every later hand-off.
            for (auto& work : batch) {
                try {
                    work();
                } catch (const std::exception& fault) {
                    spdlog::error("handed-over work failed: {}", fault.what());
                }
            }
            batch.clear();
        }
    }

    asio::any_io_executor executor_;
    std::mutex mutex_;
    std::vector<std::function<void()>> pending_;
    bool scheduled_ = false;  // a drain is posted or running: it runs what is handed over meanwhile
};

}  // namespace petteia::server
