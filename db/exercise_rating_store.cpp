#include "db/exercise_rating_store.hpp"

#include "db/database.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

StoredRating rating_from(const Statement& row) {
    return StoredRating{row.real(0), row.real(1), row.real(2), row.int64(3)};
}

void bind_rating(Statement& statement, int first, const StoredRating& rating) {
    statement.bind(first, rating.rating);
    statement.bind(first + 1, rating.deviation);
    statement.bind(first + 2, rating.volatility);
}

}  // namespace

struct ExerciseRatingStore::Connection {
    Database database;
    Statement insert_try;
    Statement insert_player;
    Statement insert_exercise;
    Statement lock_player;
    Statement lock_exercise;
    Statement update_player;
    Statement update_exercise;
    Statement update_try;
    Statement select_player;
    Statement select_exercises;

    explicit Connection(const DatabaseLocation& location)
        : database(open_migrated(location)),
          // The guard: the second try of an account at an exercise inserts nothing.
          insert_try(database.prepare(
              "INSERT INTO exercise_tries (account_id, exercise_id, solved, rating_before, rating_after, at_ms) "
              "VALUES (?1, ?2, ?3, 0, 0, ?4) ON CONFLICT (account_id, exercise_id) DO NOTHING")),
          insert_player(database.prepare(
              "INSERT INTO exercise_player_ratings (account_id, rating, deviation, volatility, tries) "
              "VALUES (?1, ?2, ?3, ?4, 0) ON CONFLICT (account_id) DO NOTHING")),
          insert_exercise(database.prepare(
              "INSERT INTO exercise_ratings (exercise_id, rating, deviation, volatility, tries) "
              "VALUES (?1, ?2, ?3, ?4, 0) ON CONFLICT (exercise_id) DO NOTHING")),
          // PostgreSQL: each row locked until the commit, so that a concurrent try waits and reads
          // the rating this one leaves. (SQLite's write transaction already runs alone.)
          lock_player(database.prepare(database.dialect(
              "SELECT rating, deviation, volatility, tries FROM exercise_player_ratings WHERE account_id = ?1",
              "SELECT rating, deviation, volatility, tries FROM exercise_player_ratings WHERE account_id = ?1 "
              "FOR NO KEY UPDATE"))),
          lock_exercise(database.prepare(database.dialect(
              "SELECT rating, deviation, volatility, tries FROM exercise_ratings WHERE exercise_id = ?1",
              "SELECT rating, deviation, volatility, tries FROM exercise_ratings WHERE exercise_id = ?1 "
              "FOR NO KEY UPDATE"))),
          update_player(database.prepare(
              "UPDATE exercise_player_ratings SET rating = ?2, deviation = ?3, volatility = ?4, tries = ?5 "
              "WHERE account_id = ?1")),
          update_exercise(database.prepare(
              "UPDATE exercise_ratings SET rating = ?2, deviation = ?3, volatility = ?4, tries = ?5 "
              "WHERE exercise_id = ?1")),
          update_try(database.prepare(
              "UPDATE exercise_tries SET rating_before = ?3, rating_after = ?4 WHERE account_id = ?1 AND exercise_id = ?2")),
          select_player(database.prepare(
              "SELECT rating, deviation, volatility, tries FROM exercise_player_ratings WHERE account_id = ?1")),
          select_exercises(database.prepare(
              "SELECT rating, deviation, volatility, tries, exercise_id FROM exercise_ratings ORDER BY exercise_id")) {}

    StoredRating locked(Statement& insert, Statement& lock, const auto& key, const StoredRating& start) {
        {
            InUse row(insert);
            row->bind(1, key);
            bind_rating(*row, 2, start);
            row->step();
        }
        InUse row(lock);
        row->bind(1, key);
        if (!row->step()) throw DatabaseError("a rating row just inserted is missing");
        return rating_from(*row);
    }

    void store(Statement& update, const auto& key, const StoredRating& rating) {
        InUse row(update);
        row->bind(1, key);
        bind_rating(*row, 2, rating);
        row->bind(5, rating.games);
        row->step();
    }
};

ExerciseRatingStore::ExerciseRatingStore(const DatabaseLocation& location)
    : connection_(std::make_unique<Connection>(location)) {}

ExerciseRatingStore::~ExerciseRatingStore() = default;

std::optional<ExerciseRatingChange> ExerciseRatingStore::rate_first_try(std::int64_t account,
                                                                        const std::string& exercise_id, bool solved,
                                                                        std::int64_t now_ms,
                                                                        const StoredRating& player_start,
                                                                        const StoredRating& exercise_start,
                                                                        const Compute& compute) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    {
        InUse row(c.insert_try);
        row->bind(1, account);
        row->bind(2, exercise_id);
        row->bind(3, std::int64_t{solved ? 1 : 0});
        row->bind(4, now_ms);
        row->step();
    }
    if (c.database.changes() == 0) return std::nullopt;  // tried before: rolled back, nothing changes

    ExerciseRatingChange change;
    change.player_before = c.locked(c.insert_player, c.lock_player, account, player_start);
    change.exercise_before = c.locked(c.insert_exercise, c.lock_exercise, exercise_id, exercise_start);
    auto [player, exercise] = compute(change.player_before, change.exercise_before, solved);
    player.games = change.player_before.games + 1;
    exercise.games = change.exercise_before.games + 1;
    change.player_after = player;
    change.exercise_after = exercise;
    c.store(c.update_player, account, player);
    c.store(c.update_exercise, exercise_id, exercise);
    {
        InUse row(c.update_try);
        row->bind(1, account);
        row->bind(2, exercise_id);
        row->bind(3, change.player_before.rating);
        row->bind(4, player.rating);
        row->step();
    }
    transaction.commit();
    return change;
}

std::optional<StoredRating> ExerciseRatingStore::player_rating(std::int64_t account) const {
    std::lock_guard lock(mutex_);
    InUse row(connection_->select_player);
    row->bind(1, account);
    if (!row->step()) return std::nullopt;
    return rating_from(*row);
}

std::map<std::string, StoredRating> ExerciseRatingStore::exercise_ratings() const {
    std::lock_guard lock(mutex_);
    InUse rows(connection_->select_exercises);
    std::map<std::string, StoredRating> ratings;
    while (rows->step()) ratings.emplace(rows->text(4), rating_from(*rows));
    return ratings;
}

}  // namespace petteia::db
