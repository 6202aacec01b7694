#pragma once
// The verified exercise set, db/data/exercises.json, built into the program (see CMakeLists.txt)
// and loaded into the `exercises` table by a migration. The file is written and checked by
// `petteia exercises generate | verify` (engine/): the store only copies it.
#include <cstdint>
#include <string_view>

#include "db/database.hpp"

namespace petteia::db {

// The file's text as it was when the program was built.
std::string_view exercise_set_json();

// Inserts or updates every exercise of `json` (the file's format), in the file's order; an
// exercise already stored keeps its id, so progress recorded against it stays valid. Uses SQLite's
// own JSON functions (or PostgreSQL's): db/ parses no JSON itself.
void load_exercise_set(Database& database, std::string_view json);
// The same with the built-in set: migration 28 and any later set migration.
void load_exercise_set(Database& database);
// The built-in set without its Greek goals, into the table as it was before migration 28 (which
// added them): the set migrations 3 to 15.
void load_exercise_set_before_greek(Database& database);

// How many exercises of `json` the file lacks or holds otherwise (another position, solution, goal
// in any language, family, difficulty or count; the schema of migration 28 or later): not 0 when the data was edited after the migration that loaded it,
// which is what a new migration is for.
std::int64_t exercise_set_differences(Database& database, std::string_view json);

}  // namespace petteia::db
