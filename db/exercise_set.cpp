#include "db/exercise_set.hpp"

#include <string>

namespace petteia::db {

namespace {

// json_each walks the file's array in order; `key` is the position, which becomes the list order.
constexpr std::string_view upsert_sql = R"sql(
INSERT INTO exercises (id, list_order, variant, family, difficulty, position, goal_en, goal_fr, solution, captures_needed)
SELECT json_extract(value, '$.id'), key, json_extract(value, '$.variant'), json_extract(value, '$.family'),
       json_extract(value, '$.difficulty'), json_extract(value, '$.position'), json_extract(value, '$.goal.en'),
       json_extract(value, '$.goal.fr'), json_extract(value, '$.solution'), json_extract(value, '$.captures_needed')
FROM json_each(?1, '$.exercises')
WHERE true  -- lets SQLite tell this ON CONFLICT from a join's ON
ON CONFLICT (id) DO UPDATE SET
    list_order = excluded.list_order, variant = excluded.variant, family = excluded.family,
    difficulty = excluded.difficulty, position = excluded.position, goal_en = excluded.goal_en,
    goal_fr = excluded.goal_fr, solution = excluded.solution, captures_needed = excluded.captures_needed
)sql";

}  // namespace

void load_exercise_set(Database& database, std::string_view json) {
    Statement format = database.prepare("SELECT json_valid(?1) AND json_extract(?1, '$.format') = 1");
    format.bind(1, json);
    if (!format.step() || format.int64(0) != 1)
        throw DatabaseError("the exercise set is not JSON of format 1 (db/data/exercises.json)");
    Statement upsert = database.prepare(upsert_sql);
    upsert.bind(1, json);
    upsert.step();
}

void load_exercise_set(Database& database) { load_exercise_set(database, exercise_set_json()); }

}  // namespace petteia::db
