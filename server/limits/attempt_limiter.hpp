#pragma once
// Attempts allowed per key (a client address, an account name, …): a token bucket per key, `burst`
// attempts at once, then one every `refill_ms`. Checking and spending are one step under the lock,
// so requests racing on other threads cannot all pass one remaining token. Thread-safe. Keys whose
// bucket is full again are forgotten, so a flood of one-off keys costs memory only while it lasts.
#include <algorithm>
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>

namespace petteia::server {

class AttemptLimiter {
public:
    AttemptLimiter(int burst, std::int64_t refill_ms) : burst_(burst), refill_ms_(refill_ms) {}

    // Spends one attempt and returns 0 if one is left; else spends nothing and returns the
    // milliseconds until one will be.
    std::int64_t try_spend(const std::string& key, std::int64_t now_ms) {
        std::lock_guard lock(mutex_);
        if (buckets_.size() > max_keys) forget_full(now_ms);
        auto [bucket, added] = buckets_.try_emplace(key, Bucket{static_cast<double>(burst_), now_ms});
        const double tokens = refilled(bucket->second, now_ms);
        bucket->second = Bucket{tokens, now_ms};
        if (tokens < 1.0) return static_cast<std::int64_t>((1.0 - tokens) * static_cast<double>(refill_ms_)) + 1;
        bucket->second.tokens -= 1.0;
        return 0;
    }

    // For attempts counted only when they fail: 0 while one is left (nothing spent), else the
    // milliseconds until one will be. charge() then spends one for an attempt that failed; many
    // checked at once and failing may leave the key in debt, which its refill pays off first.
    std::int64_t wait_for_one(const std::string& key, std::int64_t now_ms) {
        std::lock_guard lock(mutex_);
        const auto found = buckets_.find(key);
        if (found == buckets_.end()) return 0;
        const double tokens = refilled(found->second, now_ms);
        if (tokens >= 1.0) return 0;
        return static_cast<std::int64_t>((1.0 - tokens) * static_cast<double>(refill_ms_)) + 1;
    }
    void charge(const std::string& key, std::int64_t now_ms) {
        std::lock_guard lock(mutex_);
        if (buckets_.size() > max_keys) forget_full(now_ms);
        auto [bucket, added] = buckets_.try_emplace(key, Bucket{static_cast<double>(burst_), now_ms});
        bucket->second = Bucket{std::max(-static_cast<double>(burst_), refilled(bucket->second, now_ms) - 1.0), now_ms};
    }

    // Gives back an attempt spent by try_spend (one that turned out not to count, e.g. a right password).
    void refund(const std::string& key) {
        std::lock_guard lock(mutex_);
        if (const auto found = buckets_.find(key); found != buckets_.end())
            found->second.tokens = std::min(static_cast<double>(burst_), found->second.tokens + 1.0);
    }

private:
    struct Bucket {
        double tokens;
        std::int64_t at_ms;
    };
    static constexpr std::size_t max_keys = 10'000;

    double refilled(const Bucket& bucket, std::int64_t now_ms) const {
        const double gained = static_cast<double>(now_ms - bucket.at_ms) / static_cast<double>(refill_ms_);
        return std::min(static_cast<double>(burst_), bucket.tokens + gained);
    }
    void forget_full(std::int64_t now_ms) {
        std::erase_if(buckets_, [&](const auto& entry) { return refilled(entry.second, now_ms) >= burst_; });
    }

    int burst_;
    std::int64_t refill_ms_;
    std::mutex mutex_;
    std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace petteia::server
