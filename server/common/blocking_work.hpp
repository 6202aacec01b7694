#pragma once
// Threads for work that blocks — SQLite, Argon2, a short think to explain a wrong exercise move —
// kept off the I/O threads, with a bound on what may wait: past it, new work is refused at once
// (the caller answers "server busy") rather than queued behind minutes of hashing.
#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>

#include <spdlog/spdlog.h>

#include "server/common/asio.hpp"

namespace petteia::server {

class BlockingWork {
public:
    BlockingWork(int threads, int max_waiting)
        : pool_(static_cast<std::size_t>(threads)), max_waiting_(max_waiting) {}

    // Runs `work` on a pool thread, unless max_waiting jobs are already waiting or running: then false.
    bool try_post(std::function<void()> work) {
        if (waiting_.fetch_add(1) >= max_waiting_) {
            waiting_.fetch_sub(1);
            return false;
        }
        asio::post(pool_, [this, work = std::move(work)] {
            // An exception escaping into the pool's thread would end the process.
            try {
                work();
            } catch (const std::exception& fault) {
                spdlog::error("blocking work failed: {}", fault.what());
            } catch (...) {
                spdlog::error("blocking work failed");
            }
            waiting_.fetch_sub(1);
        });
        return true;
    }

    // Lets the running jobs finish and drops the queued ones.
    void stop_and_join() {
        pool_.stop();
        pool_.join();
    }

private:
    asio::thread_pool pool_;
    int max_waiting_;
    std::atomic<int> waiting_{0};
};

}  // namespace petteia::server
