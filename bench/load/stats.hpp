#pragma once
// What one generator process measures: a latency histogram with fixed 0.1 ms buckets (so that the
// driver can merge several processes' histograms and get exact percentiles), counters, and errors
// by kind. Thread-safe: the I/O threads record into it directly.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace petteia::load {

using Clock = std::chrono::steady_clock;

class Stats {
public:
    static constexpr std::int64_t bucket_ns = 100'000;  // 0.1 ms
    static constexpr std::size_t bucket_count = 100'000;  // up to 10 s; slower ones go to the overflow

    static constexpr std::size_t timeline_seconds = 3600;
    static constexpr std::int64_t slow_ns = 20'000'000;  // the target's p99

    Stats() : buckets_(bucket_count), timeline_(timeline_seconds) {}

    // The measurement window: only moves sent inside it count.
    void open_window(Clock::time_point start) {
        window_start_ns_.store(start.time_since_epoch().count());
        window_end_ns_.store(INT64_MAX);
    }
    void close_window(Clock::time_point end) { window_end_ns_.store(end.time_since_epoch().count()); }
    bool in_window(Clock::time_point sent) const {
        const auto t = sent.time_since_epoch().count();
        return t >= window_start_ns_.load(std::memory_order_relaxed) && t < window_end_ns_.load(std::memory_order_relaxed);
    }
    bool measuring() const { return window_start_ns_.load(std::memory_order_relaxed) != INT64_MAX; }

    // A move sent at `sent` reached the opponent at `received`.
    void record_move(Clock::time_point sent, Clock::time_point received) {
        if (!in_window(sent)) return;
        const std::int64_t ns = std::chrono::duration_cast<std::chrono::nanoseconds>(received - sent).count();
        const auto bucket = static_cast<std::size_t>(std::max<std::int64_t>(0, ns) / bucket_ns);
        if (bucket < bucket_count) buckets_[bucket].fetch_add(1, std::memory_order_relaxed);
        else overflow_.fetch_add(1, std::memory_order_relaxed);
        moves_.fetch_add(1, std::memory_order_relaxed);
        const auto second = static_cast<std::size_t>((sent.time_since_epoch().count() - window_start_ns_.load(std::memory_order_relaxed)) / 1'000'000'000);
        if (second < timeline_seconds) {
            Second& slot = timeline_[second];
            slot.moves.fetch_add(1, std::memory_order_relaxed);
            if (ns > slow_ns) slot.slow.fetch_add(1, std::memory_order_relaxed);
            std::int64_t slot_max = slot.max_ns.load(std::memory_order_relaxed);
            while (ns > slot_max && !slot.max_ns.compare_exchange_weak(slot_max, ns, std::memory_order_relaxed)) {}
        }
        std::int64_t seen = max_ns_.load(std::memory_order_relaxed);
        while (ns > seen && !max_ns_.compare_exchange_weak(seen, ns, std::memory_order_relaxed)) {}
    }

    void error(const std::string& kind, std::uint64_t count = 1) {
        std::lock_guard lock(mutex_);
        errors_[kind] += count;
    }
    void note(const std::string& kind, std::uint64_t count = 1) {
        std::lock_guard lock(mutex_);
        notes_[kind] += count;
    }

    std::uint64_t moves() const { return moves_.load(); }
    std::int64_t max_ns() const { return max_ns_.load(); }
    std::uint64_t overflow() const { return overflow_.load(); }
    // (bucket index, count) for every non-empty bucket.
    std::vector<std::pair<std::size_t, std::uint64_t>> histogram() const {
        std::vector<std::pair<std::size_t, std::uint64_t>> list;
        for (std::size_t i = 0; i < bucket_count; ++i)
            if (const auto n = buckets_[i].load()) list.emplace_back(i, n);
        return list;
    }
    // The latency below which `fraction` of the recorded moves lie, in ms (a bucket's upper edge).
    double percentile_ms(double fraction) const {
        const std::uint64_t total = moves_.load();
        if (total == 0) return 0;
        const auto rank = static_cast<std::uint64_t>(std::ceil(fraction * static_cast<double>(total)));
        std::uint64_t seen = 0;
        for (std::size_t i = 0; i < bucket_count; ++i) {
            seen += buckets_[i].load();
            if (seen >= std::max<std::uint64_t>(rank, 1)) return static_cast<double>(i + 1) * bucket_ns / 1e6;
        }
        return static_cast<double>(max_ns_.load()) / 1e6;
    }
    // Per second of the window (by send time): moves, moves slower than 20 ms, the slowest in ms.
    std::string timeline_json(double seconds) const {
        std::string out = "[";
        const auto count = std::min<std::size_t>(timeline_seconds, static_cast<std::size_t>(std::ceil(seconds)));
        for (std::size_t i = 0; i < count; ++i) {
            if (i) out += ',';
            out += '[' + std::to_string(timeline_[i].moves.load()) + ',' + std::to_string(timeline_[i].slow.load()) + ',' +
                   std::to_string(static_cast<double>(timeline_[i].max_ns.load() / 10'000) / 100) + ']';
        }
        return out + ']';
    }
    std::map<std::string, std::uint64_t> errors() const {
        std::lock_guard lock(mutex_);
        return errors_;
    }
    std::map<std::string, std::uint64_t> notes() const {
        std::lock_guard lock(mutex_);
        return notes_;
    }

private:
    struct Second {
        std::atomic<std::uint64_t> moves{0};
        std::atomic<std::uint64_t> slow{0};
        std::atomic<std::int64_t> max_ns{0};
    };
    std::vector<std::atomic<std::uint64_t>> buckets_;
    std::vector<Second> timeline_;
    std::atomic<std::uint64_t> overflow_{0};
    std::atomic<std::uint64_t> moves_{0};
    std::atomic<std::int64_t> max_ns_{0};
    std::atomic<std::int64_t> window_start_ns_{INT64_MAX};
    std::atomic<std::int64_t> window_end_ns_{INT64_MAX};
    mutable std::mutex mutex_;
    std::map<std::string, std::uint64_t> errors_;
    std::map<std::string, std::uint64_t> notes_;
};

}  // namespace petteia::load
