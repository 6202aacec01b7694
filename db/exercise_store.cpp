#include "db/exercise_store.hpp"

#include <map>

#include "db/database.hpp"
#include "db/exercise_set.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

struct ExerciseStore::Connection {
    Database database;
    Statement select_exercises;
    Statement select_solution_moves;
    Statement select_solved;
    Statement insert_solved;

    explicit Connection(const DatabaseLocation& location)
        : database(open_migrated(location)),
          select_exercises(database.prepare(
              "SELECT id, variant, family, difficulty, position, goal_en, goal_fr, goal_el, captures_needed "
              "FROM exercises ORDER BY list_order, id")),
          // Solutions are JSON arrays of move texts; SQLite's json_each reads them, in order.
          select_solution_moves(database.prepare(database.dialect(
              "SELECT e.id, j.value FROM exercises AS e, json_each(e.solution) AS j ORDER BY e.id, j.key",
              "SELECT e.id, j.value FROM exercises AS e, "
              "jsonb_array_elements_text(e.solution::jsonb) WITH ORDINALITY AS j (value, key) ORDER BY e.id, j.key"))),
          select_solved(database.prepare(
              "SELECT s.exercise_id FROM solved_exercises AS s JOIN exercises AS e ON e.id = s.exercise_id "
              "WHERE s.account_id = ?1 ORDER BY e.list_order")),
          // (PostgreSQL cannot tell the type of a bare parameter in a SELECT list: it is given.)
          insert_solved(database.prepare(database.dialect(
              "INSERT INTO solved_exercises (account_id, exercise_id, solved_at_ms) "
              "SELECT ?1, id, ?3 FROM exercises WHERE id = ?2 "
              "ON CONFLICT (account_id, exercise_id) DO NOTHING",
              "INSERT INTO solved_exercises (account_id, exercise_id, solved_at_ms) "
              "SELECT ?1::bigint, id, ?3::bigint FROM exercises WHERE id = ?2 "
              "ON CONFLICT (account_id, exercise_id) DO NOTHING"))) {}
};

ExerciseStore::ExerciseStore(const DatabaseLocation& location) : connection_(std::make_unique<Connection>(location)) {}

ExerciseStore::~ExerciseStore() = default;

std::vector<StoredExercise> ExerciseStore::catalogue() const {
    std::lock_guard lock(mutex_);
    Transaction snapshot(connection_->database, Transaction::Mode::deferred);
    std::map<std::string, std::vector<std::string>> solutions;
    {
        InUse moves(connection_->select_solution_moves);
        while (moves->step()) solutions[moves->text(0)].push_back(moves->text(1));
    }
    std::vector<StoredExercise> exercises;
    InUse query(connection_->select_exercises);
    while (query->step()) {
        StoredExercise exercise;
        exercise.id = query->text(0);
        exercise.variant = query->text(1);
        exercise.family = query->text(2);
        exercise.difficulty = static_cast<int>(query->int64(3));
        exercise.position = query->text(4);
        exercise.goal_en = query->text(5);
        exercise.goal_fr = query->text(6);
        exercise.goal_el = query->text(7);
        if (!query->is_null(8)) exercise.captures_needed = static_cast<int>(query->int64(8));
        exercise.solution = std::move(solutions[exercise.id]);
        exercises.push_back(std::move(exercise));
    }
    return exercises;
}

std::int64_t ExerciseStore::differences_from_built_in_set() const {
    std::lock_guard lock(mutex_);
    return exercise_set_differences(connection_->database, exercise_set_json());
}

std::vector<std::string> ExerciseStore::solved(std::int64_t account_id) const {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_solved);
    query->bind(1, account_id);
    std::vector<std::string> ids;
    while (query->step()) ids.push_back(query->text(0));
    return ids;
}

std::int64_t ExerciseStore::mark_solved(std::int64_t account_id, const std::vector<std::string>& exercise_ids,
                                        std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    std::int64_t added = 0;
    for (const std::string& id : exercise_ids) {
        InUse insert(connection_->insert_solved);
        insert->bind(1, account_id);
        insert->bind(2, id);
        insert->bind(3, now_ms);
        insert->step();
        added += connection_->database.changes();
    }
    transaction.commit();
    return added;
}

}  // namespace petteia::db
