#include "db/checkpointer.hpp"

namespace petteia::db {

namespace {

constexpr std::int64_t page_bytes = 4096;  // SQLite's default page size, which the store keeps

}  // namespace

Checkpointer::Checkpointer(GameStore& store, std::chrono::milliseconds every, std::uintmax_t restart_above)
    : store_(store), every_(every), restart_above_(restart_above) {
    store_.leave_checkpoints_to_caller();
    thread_ = std::thread([this] {
        pthread_setname_np(pthread_self(), "checkpointer");  // named for perf and top -H
        run();
    });
}

Checkpointer::~Checkpointer() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

Checkpointer::Totals Checkpointer::totals() const {
    const std::lock_guard lock(mutex_);
    return totals_;
}

void Checkpointer::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        const bool last = wake_.wait_for(lock, every_, [&] { return stopping_; });
        lock.unlock();
        Totals done;
        try {
            const auto log = store_.checkpoint(GameStore::Checkpoint::passive);
            ++done.passive;
            if (log.frames * page_bytes > static_cast<std::int64_t>(restart_above_)) {
                store_.checkpoint(GameStore::Checkpoint::restart);
                ++done.restarts;
            }
        } catch (const DatabaseError&) {
            ++done.failures;
        }
        lock.lock();
        totals_.passive += done.passive;
        totals_.restarts += done.restarts;
        totals_.failures += done.failures;
        if (last) return;
    }
}

}  // namespace petteia::db
