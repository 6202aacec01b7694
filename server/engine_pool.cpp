#include "server/engine_pool.hpp"

#include <algorithm>
#include <exception>

#include <spdlog/spdlog.h>

namespace petteia::server {

EnginePool::EnginePool(int threads) {
    for (int i = 0; i < std::max(1, threads); ++i) workers_.emplace_back([this] { work(); });
}

EnginePool::~EnginePool() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
        queue_.clear();
        for (const auto& stop : running_) *stop = true;
    }
    wake_.notify_all();
    for (auto& worker : workers_) worker.join();
}

void EnginePool::think(ThinkRequest request) {
    {
        const std::lock_guard lock(mutex_);
        if (stopping_) return;
        queue_.push_back(std::move(request));
    }
    wake_.notify_one();
}

std::size_t EnginePool::queued() const {
    const std::lock_guard lock(mutex_);
    return queue_.size();
}

void EnginePool::work() {
    engine::Engine engine;
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        if (stopping_) return;
        ThinkRequest request = std::move(queue_.front());
        queue_.pop_front();
        if (*request.stop) continue;  // no longer wanted while it waited
        running_.push_back(request.stop);
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
        std::erase(running_, request.stop);
    }
}

}  // namespace petteia::server
