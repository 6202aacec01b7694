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

constexpr std::string_view differences_sql = R"sql(
SELECT count(*) FROM json_each(?1, '$.exercises') AS j
LEFT JOIN exercises AS e ON e.id = json_extract(j.value, '$.id')
WHERE e.id IS NULL
   OR e.variant IS NOT json_extract(j.value, '$.variant') OR e.family IS NOT json_extract(j.value, '$.family')
   OR e.difficulty IS NOT json_extract(j.value, '$.difficulty') OR e.position IS NOT json_extract(j.value, '$.position')
   OR e.goal_en IS NOT json_extract(j.value, '$.goal.en') OR e.goal_fr IS NOT json_extract(j.value, '$.goal.fr')
   OR e.solution IS NOT json_extract(j.value, '$.solution')
   OR e.captures_needed IS NOT json_extract(j.value, '$.captures_needed')
)sql";

}  // namespace

std::int64_t exercise_set_differences(Database& database, std::string_view json) {
    Statement count = database.prepare(differences_sql);
    count.bind(1, json);
    count.step();
    return count.int64(0);
}

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
