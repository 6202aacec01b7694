#pragma once
// The exercise catalogue (loaded by a migration from db/data/exercises.json) and the exercises each
// account has solved. The store keeps exercises as text: what a position or a move means is for the
// rules library to say.
//
// Thread-safe: one mutex around one SQLite connection of its own.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/errors.hpp"
#include "db/location.hpp"

namespace petteia::db {

class Database;

struct StoredExercise {
    std::string id;
    std::string variant;
    std::string family;  // "capture", "defence" or "finish"
    int difficulty = 1;  // 1 to 3
    std::string position;
    std::string goal_en;
    std::string goal_fr;
    std::string goal_el;
    std::vector<std::string> solution;  // the solver's moves and the defence's, alternating, solver first
    std::optional<int> captures_needed;  // capture exercises: how many pieces the move must take
};

class ExerciseStore {
public:
    // Opens the database (an SQLite file is created if needed) and brings its schema up to date.
    explicit ExerciseStore(const DatabaseLocation& location);
    ~ExerciseStore();
    ExerciseStore(const ExerciseStore&) = delete;
    ExerciseStore& operator=(const ExerciseStore&) = delete;

    // Every exercise, in the catalogue's order.
    std::vector<StoredExercise> catalogue() const;
    // See exercise_set_differences(): compared with the set built into the program.
    std::int64_t differences_from_built_in_set() const;

    // The ids the account has solved, in catalogue order.
    std::vector<std::string> solved(std::int64_t account_id) const;
    // Marks the exercises solved (again is harmless); ids of no exercise are skipped. Returns how
    // many were newly marked.
    std::int64_t mark_solved(std::int64_t account_id, const std::vector<std::string>& exercise_ids, std::int64_t now_ms);

private:
    struct Connection;
    mutable std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
