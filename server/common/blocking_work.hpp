#pragma once
// Threads for work that blocks — SQLite, Argon2, a short think to explain a wrong exercise move —
// kept off the I/O threads, with a bound on what may wait: past it, new work is refused at once
// (the caller answers "server busy") rather than queued behind minutes of hashing.
//
// A fair share per client address (issue 37): work posted for an address is admitted only while
// that address has fewer than `max_per_address` jobs waiting or running, so that one address
// sending hundreds of requests at once fills a quarter of the queue at most and every other
// address still finds room. Its excess is refused before it queues (the caller answers that address
// alone "too many requests"); the bound on the total stays for many addresses at once.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>

#include <spdlog/spdlog.h>

#include "server/common/asio.hpp"

namespace petteia::server {

class BlockingWork {
public:
    // What became of work posted for an address.
    enum class Admission {
        queued,        // it runs
        address_busy,  // that address has its share waiting or running: refused, nothing queued
        full,          // max_waiting jobs wait or run: refused, nothing queued
    };

    // `max_per_address`: at most this many jobs of one address waiting or running (a quarter of the
    // queue by default).
    BlockingWork(int threads, int max_waiting, int max_per_address = 0)
        : pool_(static_cast<std::size_t>(threads)),
          max_waiting_(max_waiting),
          max_per_address_(max_per_address > 0 ? max_per_address : std::max(1, max_waiting / 4)) {}

    // Runs `work` on a pool thread, unless max_waiting jobs are already waiting or running: then false.
    // For work no client address asks for alone (a socket's account, a report): counted in the total only.
    bool try_post(std::function<void()> work) {
        if (!take_place()) return false;
        run(std::move(work), {});
        return true;
    }

    // Runs `work` for a client `address` (as client_address.hpp determines it: behind a trusted proxy
    // the forwarded one), within that address's share and the total.
    Admission try_post_for(const std::string& address, std::function<void()> work) {
        {
            std::lock_guard lock(per_address_mutex_);
            int& held = per_address_[address];
            if (held >= max_per_address_) return Admission::address_busy;
            if (!take_place()) {
                if (held == 0) per_address_.erase(address);
                return Admission::full;
            }
            ++held;
        }
        run(std::move(work), address);
        return Admission::queued;
    }

    int max_per_address() const { return max_per_address_; }

    // Lets the running jobs finish and drops the queued ones.
    void stop_and_join() {
        pool_.stop();
        pool_.join();
    }

private:
    bool take_place() {
        if (waiting_.fetch_add(1) >= max_waiting_) {
            waiting_.fetch_sub(1);
            return false;
        }
        return true;
    }

    // `address` empty: counted in the total only.
    void run(std::function<void()> work, std::string address) {
        asio::post(pool_, [this, work = std::move(work), address = std::move(address)] {
            // An exception escaping into the pool's thread would end the process.
            try {
                work();
            } catch (const std::exception& fault) {
                spdlog::error("blocking work failed: {}", fault.what());
            } catch (...) {
                spdlog::error("blocking work failed");
            }
            if (!address.empty()) {
                std::lock_guard lock(per_address_mutex_);
                if (const auto found = per_address_.find(address); found != per_address_.end() && --found->second <= 0)
                    per_address_.erase(found);
            }
            waiting_.fetch_sub(1);
        });
    }

    asio::thread_pool pool_;
    int max_waiting_;
    int max_per_address_;
    std::atomic<int> waiting_{0};
    std::mutex per_address_mutex_;
    std::unordered_map<std::string, int> per_address_;  // jobs waiting or running, by address (none: absent)
};

}  // namespace petteia::server
