#include "server/limits/limit.hpp"

#include <algorithm>
#include <exception>

#include <spdlog/spdlog.h>

#include "server/limits/limit_worker.hpp"
#include "server/common/secrets.hpp"

namespace petteia::server {

namespace {

// Verdicts kept per limit before expired ones are swept, and all of them dropped if still as many
// (a node then asks the database again: a verdict only saves it a check).
constexpr std::size_t max_verdicts = 10'000;

// A key as the shared table stores it: the hex of its BLAKE2b-256. Any bytes a client sent (a name that
// is not UTF-8, a NUL) fit a TEXT column so, every key has the same length, and the table names no
// account or address.
std::string stored_key(const std::string& key) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string hex;
    for (const unsigned char byte : hash_secret(key)) {
        hex += digits[byte >> 4];
        hex += digits[byte & 0xf];
    }
    return hex;
}

}  // namespace

Limit::Limit(db::BucketRule rule) : rule_(rule), here_(rule.burst, rule.refill_ms) {}

Limit::Limit(db::BucketRule rule, db::LimitStore& store, LimitWorker& worker, IfTheDatabaseFails policy)
    : rule_(rule), store_(&store), worker_(&worker), policy_(policy), here_(rule.burst, rule.refill_ms) {}

template <class Check, class Fallback>
std::int64_t Limit::guarded(const char* what, Check check, Fallback fallback) {
    try {
        return check();
    } catch (const std::exception& fault) {
        // Not the key: for a device it holds the hash of its secret.
        spdlog::error("limit {}: cannot {} in the database ({}); {}", rule_.limit, what, fault.what(),
                      policy_ == IfTheDatabaseFails::refuse ? "refused" : "counted on this node");
        if (policy_ == IfTheDatabaseFails::refuse) return refused_while_failing_ms;
        return fallback();
    }
}

std::int64_t Limit::try_spend(const std::string& key, std::int64_t now_ms) {
    if (!store_) return here_.try_spend(key, now_ms);
    std::int64_t empty_for = 0;  // after this check: remembered even when it spent the last token
    bool counted = true;         // false: the database failed and the policy refused
    const std::int64_t wait = guarded(
        "spend",
        [&] {
            counted = false;
            const std::int64_t answer = store_->try_spend(rule_, stored_key(key), std::nullopt, &empty_for);
            counted = true;
            return answer;
        },
        [&] {
            counted = true;
            const std::int64_t here = here_.try_spend(key, now_ms);
            empty_for = here ? here : here_.wait_for_one(key, now_ms);
            return here;
        });
    // A refusal because the database failed is no verdict on the key (issue 37: after a PostgreSQL
    // restart it kept sign-ins out for 30 s more): the next attempt asks the database again.
    if (counted) remember(key, now_ms, std::max(wait, empty_for));
    return wait;
}

std::int64_t Limit::charge(const std::string& key, std::int64_t now_ms) {
    if (!store_) {
        here_.charge(key, now_ms);
        return here_.wait_for_one(key, now_ms);
    }
    const std::int64_t wait = guarded(
        "charge", [&] { return store_->charge(rule_, stored_key(key)); },
        [&] {
            here_.charge(key, now_ms);
            return here_.wait_for_one(key, now_ms);
        });
    remember(key, now_ms, wait);
    return wait;
}

void Limit::refund(const std::string& key, std::int64_t now_ms) {
    if (!store_) return here_.refund(key);
    try {
        store_->refund(rule_, stored_key(key));
        remember(key, now_ms, 0);
    } catch (const std::exception& fault) {
        // Not given back: the limit errs on the strict side.
        spdlog::error("limit {}: cannot give back an attempt in the database ({})", rule_.limit, fault.what());
    }
}

std::int64_t Limit::known_wait(const std::string& key, std::int64_t now_ms) {
    if (!store_) return here_.wait_for_one(key, now_ms);
    std::lock_guard lock(verdicts_mutex_);
    const auto found = refused_until_.find(key);
    if (found == refused_until_.end()) return 0;
    if (found->second > now_ms) return found->second - now_ms;
    refused_until_.erase(found);
    return 0;
}

void Limit::remember(const std::string& key, std::int64_t now_ms, std::int64_t wait_ms) {
    std::lock_guard lock(verdicts_mutex_);
    if (wait_ms <= 0) {
        refused_until_.erase(key);
        return;
    }
    if (refused_until_.size() >= max_verdicts) {
        std::erase_if(refused_until_, [now_ms](const auto& entry) { return entry.second <= now_ms; });
        if (refused_until_.size() >= max_verdicts) refused_until_.clear();
    }
    refused_until_[key] = now_ms + wait_ms;
}

void Limit::try_spend_then(const std::string& key, std::int64_t now_ms, std::function<void(std::int64_t)> then) {
    if (store_ && worker_->try_post([this, key, now_ms, then] { then(try_spend(key, now_ms)); })) return;
    if (store_) spdlog::warn("limit {}: no room on the limits' thread (a flood, or shutting down); counted on this node", rule_.limit);
    then(here_.try_spend(key, now_ms));
}

void Limit::charge_then(const std::string& key, std::int64_t now_ms, std::function<void(std::int64_t)> then) {
    if (store_ && worker_->try_post([this, key, now_ms, then] { then(charge(key, now_ms)); })) return;
    if (store_) spdlog::warn("limit {}: no room on the limits' thread (a flood, or shutting down); counted on this node", rule_.limit);
    here_.charge(key, now_ms);
    then(here_.wait_for_one(key, now_ms));
}

void Limit::give_back(const std::string& key, std::int64_t now_ms) {
    if (!store_) return here_.refund(key);
    if (worker_->try_post([this, key, now_ms] { refund(key, now_ms); })) return;
    spdlog::warn("limit {}: no room on the limits' thread; an attempt is not given back", rule_.limit);
}

bool Limit::spend_without_waiting(const std::string& key, std::int64_t now_ms) {
    if (!store_) return here_.try_spend(key, now_ms) == 0;
    if (known_wait(key, now_ms) > 0) return false;
    charge_then(key, now_ms, [](std::int64_t) {});
    return true;
}

std::int64_t try_spend_both(Limit& per_account, const std::string& account, Limit& per_address,
                            const std::string& address, std::int64_t now_ms) {
    if (const auto wait = per_account.try_spend(account, now_ms)) return wait;
    if (const auto wait = per_address.try_spend(address, now_ms)) {
        per_account.refund(account, now_ms);
        return wait;
    }
    return 0;
}

std::optional<std::int64_t> seconds_to_wait_for_both(Limit& per_account, std::int64_t account, Limit& per_address,
                                                     const std::string& address, std::int64_t now_ms) {
    const std::int64_t wait = try_spend_both(per_account, std::to_string(account), per_address, address, now_ms);
    if (wait == 0) return std::nullopt;
    return (wait + 999) / 1000;
}

}  // namespace petteia::server
