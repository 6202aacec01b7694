#include "server/games/engine_pool.hpp"

#include <pthread.h>
#include <algorithm>
#include <exception>

#include <spdlog/spdlog.h>

namespace petteia::server {

EnginePool::EnginePool(int threads) {
    for (int i = 0; i < std::max(1, threads); ++i) workers_.emplace_back([this] {
        pthread_setname_np(pthread_self(), "computer");  // named for perf and top -H
        work();
    });
}

EnginePool::~EnginePool() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
        waiting_.clear();
        turns_.clear();
        waiting_count_ = 0;
        for (const auto& search : running_) *search.stop = true;
    }
    wake_.notify_all();
    for (auto& worker : workers_) worker.join();
}

int EnginePool::searches_of(const std::string& owner) const {
    int count = 0;
    if (const auto found = waiting_.find(owner); found != waiting_.end())
        for (const ThinkRequest& request : found->second) count += *request.stop ? 0 : 1;
    for (const Running& search : running_) count += search.owner == owner && !*search.stop ? 1 : 0;
    return count;
}

bool EnginePool::has_room_for(const std::string& owner) const {
    const std::lock_guard lock(mutex_);
    return waiting_count_ < max_waiting && searches_of(owner) < max_per_owner;
}

void EnginePool::think(ThinkRequest request) {
    {
        const std::lock_guard lock(mutex_);
        if (stopping_) return;
        auto& queue = waiting_[request.owner];
        if (queue.empty()) turns_.push_back(request.owner);
        queue.push_back(std::move(request));
        ++waiting_count_;
    }
    wake_.notify_one();
}

std::size_t EnginePool::queued() const {
    const std::lock_guard lock(mutex_);
    return waiting_count_;
}

void EnginePool::work() {
    engine::Engine engine;
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [&] { return stopping_ || !turns_.empty(); });
        if (stopping_) return;
        // The owner with the fewest searches waiting goes first (the first in line among equals),
        // gives its oldest request, and goes to the back of the line: a newcomer's one search
        // never waits behind a flooder's backlog, only behind the search already running.
        const auto next = std::min_element(turns_.begin(), turns_.end(), [&](const std::string& a, const std::string& b) {
            return waiting_.at(a).size() < waiting_.at(b).size();
        });
        const std::string owner = std::move(*next);
        turns_.erase(next);
        auto queue = waiting_.find(owner);
        ThinkRequest request = std::move(queue->second.front());
        queue->second.pop_front();
        --waiting_count_;
        if (queue->second.empty()) waiting_.erase(queue);
        else turns_.push_back(owner);
        if (*request.stop) continue;  // no longer wanted while it waited
        running_.push_back({request.stop, request.owner});
        lock.unlock();

        // Nothing may escape into the worker thread, which would end the process.
        try {
            engine.set_max_milliseconds(request.max_milliseconds);
            const auto result = engine.choose_move(*request.game, request.level, request.seed, *request.stop);
            if (!*request.stop) request.done(result);
        } catch (const std::exception& error) {
            spdlog::error("the computer could not think: {}", error.what());
        }

        lock.lock();
        std::erase_if(running_, [&](const Running& search) { return search.stop == request.stop; });
    }
}

}  // namespace petteia::server
