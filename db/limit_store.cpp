#include "db/limit_store.hpp"

#include <algorithm>
#include <string>

#include "db/database.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

// The database's clock in Unix milliseconds, read once per statement (statement_timestamp() in
// PostgreSQL; SQLite's 'now' is fixed for one step), for callers that pass no time.
std::string clock_sql(const Database& database) {
    return std::string(database.dialect("CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)",
                                        "CAST(extract(epoch FROM statement_timestamp()) * 1000 AS BIGINT)"));
}

// ?1 the limit, ?2 the key, ?3 now or NULL, ?4 the refill: a new bucket has spent one token.
// `excluded.checked_at_ms` is then this check's time in the update below.
std::string upsert_sql(const Database& database, std::string_view update) {
    const std::string now = "COALESCE(?3, " + clock_sql(database) + ")";
    return "INSERT INTO limit_buckets AS b (limit_name, bucket_key, full_at_ms, checked_at_ms, refused) "
           "VALUES (?1, ?2, " + now + " + ?4, " + now + ", 0) "
           "ON CONFLICT (limit_name, bucket_key) DO UPDATE SET " + std::string(update) +
           " RETURNING full_at_ms, checked_at_ms, refused";
}

// Deletes full buckets once this many checks have written since the last time, so that the table
// stays small between the hourly chores even under a flood of one-off keys.
constexpr int checks_between_forgetting = 4'096;

void bind_time(Statement& statement, int index, std::optional<std::int64_t> now_ms) {
    if (now_ms) {
        statement.bind(index, *now_ms);
    } else {
        statement.bind(index, std::nullopt);
    }
}

}  // namespace

struct LimitStore::Connection {
    Database database;
    // ?5: how far ahead of now the full time may be with a token still left, (burst − 1) × refill.
    // Refused: nothing changes but `refused`. (Every SET reads the row as it was.)
    Statement spend;
    // ?5: how far ahead of now the full time may go, 2 × burst × refill (a debt of `burst` tokens).
    Statement charge;
    Statement refund;
    Statement forget_full;
    Statement count;
    int checks_since_forgetting = 0;

    static Database open(const DatabaseLocation& location) {
        Database database = open_migrated(location);
        // A check need not wait for PostgreSQL's disk: a crash of the database forgets at most its
        // last fraction of a second of attempts, and with synchronous commits each check would wait
        // for a flush of the log (milliseconds, not the ~100 µs of a round trip). A connection
        // made again after a loss is back to synchronous commits: slower, still right.
        if (database.engine() == Engine::postgresql) database.exec("SET synchronous_commit = off");
        return database;
    }

    explicit Connection(const DatabaseLocation& location)
        : database(open(location)),
          spend(database.prepare(upsert_sql(
              database,
              "refused = CASE WHEN b.full_at_ms - excluded.checked_at_ms > ?5 THEN 1 ELSE 0 END, "
              "full_at_ms = CASE WHEN b.full_at_ms - excluded.checked_at_ms > ?5 THEN b.full_at_ms "
              "WHEN b.full_at_ms > excluded.checked_at_ms THEN b.full_at_ms + ?4 "
              "ELSE excluded.checked_at_ms + ?4 END, "
              "checked_at_ms = excluded.checked_at_ms"))),
          charge(database.prepare(upsert_sql(
              database,
              "refused = 0, "
              "full_at_ms = CASE WHEN b.full_at_ms > excluded.checked_at_ms + ?5 - ?4 THEN excluded.checked_at_ms + ?5 "
              "WHEN b.full_at_ms > excluded.checked_at_ms THEN b.full_at_ms + ?4 "
              "ELSE excluded.checked_at_ms + ?4 END, "
              "checked_at_ms = excluded.checked_at_ms"))),
          refund(database.prepare(
              "UPDATE limit_buckets SET full_at_ms = full_at_ms - ?3 WHERE limit_name = ?1 AND bucket_key = ?2")),
          forget_full(database.prepare("DELETE FROM limit_buckets WHERE full_at_ms <= COALESCE(?1, " +
                                       clock_sql(database) + ")")),
          count(database.prepare("SELECT count(*) FROM limit_buckets")) {}

    struct Checked {
        std::int64_t full_at_ms;
        std::int64_t now_ms;
        bool refused;
    };
    Checked check(Statement& statement, const BucketRule& rule, std::string_view key,
                  std::optional<std::int64_t> now_ms, std::int64_t ahead_ms) {
        Checked checked{};
        {
            InUse upsert(statement);
            upsert->bind(1, rule.limit);
            upsert->bind(2, key);
            bind_time(*upsert, 3, now_ms);
            upsert->bind(4, rule.refill_ms);
            upsert->bind(5, ahead_ms);
            if (!upsert->step()) throw DatabaseError("a limit's upsert returned no row");
            checked = {upsert->int64(0), upsert->int64(1), upsert->int64(2) != 0};
        }
        if (++checks_since_forgetting >= checks_between_forgetting) forget(std::nullopt);
        return checked;
    }

    std::int64_t forget(std::optional<std::int64_t> now_ms) {
        checks_since_forgetting = 0;
        InUse remove(forget_full);
        bind_time(*remove, 1, now_ms);
        remove->step();
        return database.changes();
    }
};

LimitStore::LimitStore(const DatabaseLocation& location) : connection_(std::make_unique<Connection>(location)) {}

LimitStore::~LimitStore() = default;

std::int64_t LimitStore::try_spend(const BucketRule& rule, std::string_view key, std::optional<std::int64_t> now_ms,
                                   std::int64_t* empty_for_ms) {
    const std::int64_t room = (rule.burst - 1) * rule.refill_ms;
    std::lock_guard lock(mutex_);
    const auto checked = connection_->check(connection_->spend, rule, key, now_ms, room);
    const std::int64_t until_one_left = std::max<std::int64_t>(0, checked.full_at_ms - checked.now_ms - room);
    if (empty_for_ms) *empty_for_ms = until_one_left;
    if (!checked.refused) return 0;
    return std::max<std::int64_t>(1, until_one_left);
}

std::int64_t LimitStore::charge(const BucketRule& rule, std::string_view key, std::optional<std::int64_t> now_ms) {
    const std::int64_t room = (rule.burst - 1) * rule.refill_ms;
    std::lock_guard lock(mutex_);
    const auto checked = connection_->check(connection_->charge, rule, key, now_ms, 2 * rule.burst * rule.refill_ms);
    return std::max<std::int64_t>(0, checked.full_at_ms - checked.now_ms - room);
}

void LimitStore::refund(const BucketRule& rule, std::string_view key) {
    std::lock_guard lock(mutex_);
    InUse update(connection_->refund);
    update->bind(1, rule.limit);
    update->bind(2, key);
    update->bind(3, rule.refill_ms);
    update->step();
}

std::int64_t LimitStore::forget_full(std::optional<std::int64_t> now_ms) {
    std::lock_guard lock(mutex_);
    return connection_->forget(now_ms);
}

std::int64_t LimitStore::size() {
    std::lock_guard lock(mutex_);
    InUse query(connection_->count);
    query->step();
    return query->int64(0);
}

}  // namespace petteia::db
