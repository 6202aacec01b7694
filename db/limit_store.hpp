#pragma once
// Token buckets kept in the database, so that a limit means the same with N nodes over one
// PostgreSQL as with one (issue 23): the password guesses one account gets, the ids one address may
// guess, the games it may make. A bucket allows `burst` at once, then one every `refill_ms`.
//
// Each check is ONE statement (an upsert with RETURNING), with the refill computed in SQL from the
// stored time: two nodes racing on one key are ordered by the row's lock, so they cannot both spend
// the last token. A bucket is stored as the time it is full again (`full_at_ms`): a spent token moves
// it one refill later, and a row whose time has passed is a full bucket, which forget_full() deletes
// — the table holds only the buckets in use.
//
// Times: `now_ms` as given, or, when nullopt, the database's own clock, so that nodes whose clocks
// disagree still agree on every bucket. Thread-safe: one mutex around one connection of its own.
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string_view>

#include "db/location.hpp"

namespace petteia::db {

struct BucketRule {
    std::string_view limit;  // the limit's name, a part of the bucket's key in the table
    int burst = 1;           // tokens at once (≥ 1)
    std::int64_t refill_ms = 1'000;
};

class LimitStore {
public:
    // Opens the database (an SQLite file is created if needed) and brings its schema up to date.
    explicit LimitStore(const DatabaseLocation& location);
    ~LimitStore();
    LimitStore(const LimitStore&) = delete;
    LimitStore& operator=(const LimitStore&) = delete;

    // Spends one token of `key`'s bucket and returns 0 if there was one; else spends nothing and
    // returns the milliseconds until there will be one. `empty_for_ms`, when given, is set to the
    // milliseconds until a token is left after this check (0: one is left now), so that a caller
    // that spent the last token knows the next attempt would be refused.
    std::int64_t try_spend(const BucketRule& rule, std::string_view key, std::optional<std::int64_t> now_ms = {},
                           std::int64_t* empty_for_ms = nullptr);
    // For attempts counted once they have failed: spends one token even when none is left (the
    // bucket goes into debt, at most `burst` tokens deep, which its refill pays off first). Returns
    // the milliseconds until a token will be left (0: one is left now).
    std::int64_t charge(const BucketRule& rule, std::string_view key, std::optional<std::int64_t> now_ms = {});
    // Gives back a token spent by try_spend that turned out not to count (a right password).
    void refund(const BucketRule& rule, std::string_view key);
    // Deletes the buckets that are full again (nothing in them to remember); returns how many.
    std::int64_t forget_full(std::optional<std::int64_t> now_ms = {});
    // Buckets stored, full or not (for tests and the log).
    std::int64_t size();

private:
    struct Connection;
    std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
