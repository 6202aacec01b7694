#pragma once
// One limit on attempts per key (a client address, an account, a device): `burst` at once, then one
// every `refill_ms`. On one node (SQLite) it lives in this process (AttemptLimiter); over PostgreSQL,
// where nginx may send one client's attempts to several nodes, in the shared database
// (db::LimitStore: one statement a check), so that it means the same with N nodes as with one.
//
// Threads: try_spend, charge and refund may block (a database round trip): call them only where
// blocking is allowed (the password pool). I/O threads and rooms' strands use the rest, which never
// block: known_wait() is this node's last verdict on the key; the *_then() calls do the round trip
// on the limits' worker thread and go on from there.
//
// When the database fails a check the failure is logged and the limit's policy decides: guesses
// (passwords) are refused, fail closed; the rest count on this node alone, as before issue 23.
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>

#include "db/limit_store.hpp"
#include "server/limits/attempt_limiter.hpp"

namespace petteia::server {

class LimitWorker;

class Limit {
public:
    enum class IfTheDatabaseFails {
        refuse,      // guessing: an attempt the shared bucket cannot count is refused
        count_here,  // counted by this node's own bucket instead
    };
    // How long a refusal lasts when the database cannot count a guess.
    static constexpr std::int64_t refused_while_failing_ms = 30'000;

    // Kept in this process: one node.
    explicit Limit(db::BucketRule rule);
    // Kept in `store`, shared by every node; `worker` runs the checks of callers that may not block.
    Limit(db::BucketRule rule, db::LimitStore& store, LimitWorker& worker, IfTheDatabaseFails policy);

    // Spends one attempt and returns 0 if one is left; else spends nothing and returns the
    // milliseconds until one will be. May block.
    std::int64_t try_spend(const std::string& key, std::int64_t now_ms);
    // For attempts counted once they have failed: spends one even if none is left (a debt of at
    // most `burst`, which the refill pays first); returns the wait until one is left. May block.
    std::int64_t charge(const std::string& key, std::int64_t now_ms);
    // Gives back an attempt spent by try_spend that turned out not to count. May block.
    void refund(const std::string& key, std::int64_t now_ms);

    // Never blocks. The milliseconds until `key` has an attempt left, as far as this node knows: on
    // one node exactly; over PostgreSQL, from this node's last check of the key (another node may
    // have spent the rest since: its next check here tells).
    std::int64_t known_wait(const std::string& key, std::int64_t now_ms);
    // Never blocks: try_spend, or charge, then `then(wait)` — at once on one node; over PostgreSQL
    // on the limits' worker thread (or, when too many wait there, at once with this node's count).
    void try_spend_then(const std::string& key, std::int64_t now_ms, std::function<void(std::int64_t)> then);
    void charge_then(const std::string& key, std::int64_t now_ms, std::function<void(std::int64_t)> then);
    // Never blocks. For an attempt already under way where the caller may not wait (a rematch on its
    // room's strand): true if this node knows of no refusal (then the attempt is counted: on one node
    // at once, over PostgreSQL by charge on the worker thread); false, nothing counted, otherwise.
    bool spend_without_waiting(const std::string& key, std::int64_t now_ms);
    // Never blocks: refund() — at once on one node, over PostgreSQL on the limits' worker thread (or
    // not at all when too many wait there: the limit errs on the strict side). For an attempt taken
    // by try_spend_then before work that turned out not to count (a game id that exists).
    void give_back(const std::string& key, std::int64_t now_ms);

    const db::BucketRule& rule() const { return rule_; }
    bool shared() const { return store_ != nullptr; }

private:
    // Remembers the shared bucket's answer for known_wait().
    void remember(const std::string& key, std::int64_t now_ms, std::int64_t wait_ms);
    // Runs `check` (a shared one), falling back as the policy says when the database fails.
    template <class Check, class Fallback>
    std::int64_t guarded(const char* what, Check check, Fallback fallback);

    db::BucketRule rule_;  // its name a string literal
    db::LimitStore* store_ = nullptr;
    LimitWorker* worker_ = nullptr;
    IfTheDatabaseFails policy_ = IfTheDatabaseFails::count_here;
    // One node: the limit itself. Over PostgreSQL: the count when the database fails or the worker is full.
    AttemptLimiter here_;
    std::mutex verdicts_mutex_;
    std::unordered_map<std::string, std::int64_t> refused_until_;  // over PostgreSQL: this node's verdicts
};

// An attempt counted per account and per address (follows, challenges): one spent of each, the
// account's first, given back when the address has none left. 0, or the milliseconds to wait. May block.
std::int64_t try_spend_both(Limit& per_account, const std::string& account, Limit& per_address,
                            const std::string& address, std::int64_t now_ms);
// The same, as a refusal says it (Retry-After): nothing when allowed, else the whole seconds to wait.
std::optional<std::int64_t> seconds_to_wait_for_both(Limit& per_account, std::int64_t account, Limit& per_address,
                                                     const std::string& address, std::int64_t now_ms);

}  // namespace petteia::server
