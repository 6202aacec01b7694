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

// PostgreSQL's JSON functions; WITH ORDINALITY counts from 1 where json_each's key counts from 0.
// The solution is stored as JSON text either way and compared as JSON, so spacing does not matter.
constexpr std::string_view upsert_postgresql = R"sql(
INSERT INTO exercises (id, list_order, variant, family, difficulty, position, goal_en, goal_fr, solution, captures_needed)
SELECT e ->> 'id', n - 1, e ->> 'variant', e ->> 'family', (e ->> 'difficulty')::bigint, e ->> 'position',
       e -> 'goal' ->> 'en', e -> 'goal' ->> 'fr', (e -> 'solution')::text, (e ->> 'captures_needed')::bigint
FROM jsonb_array_elements(?1::jsonb -> 'exercises') WITH ORDINALITY AS j (e, n)
ON CONFLICT (id) DO UPDATE SET
    list_order = excluded.list_order, variant = excluded.variant, family = excluded.family,
    difficulty = excluded.difficulty, position = excluded.position, goal_en = excluded.goal_en,
    goal_fr = excluded.goal_fr, solution = excluded.solution, captures_needed = excluded.captures_needed
)sql";

constexpr std::string_view differences_postgresql = R"sql(
SELECT count(*) FROM jsonb_array_elements(?1::jsonb -> 'exercises') AS j (e)
LEFT JOIN exercises AS x ON x.id = e ->> 'id'
WHERE x.id IS NULL
   OR x.variant IS DISTINCT FROM e ->> 'variant' OR x.family IS DISTINCT FROM e ->> 'family'
   OR x.difficulty IS DISTINCT FROM (e ->> 'difficulty')::bigint OR x.position IS DISTINCT FROM e ->> 'position'
   OR x.goal_en IS DISTINCT FROM e -> 'goal' ->> 'en' OR x.goal_fr IS DISTINCT FROM e -> 'goal' ->> 'fr'
   OR x.solution::jsonb IS DISTINCT FROM e -> 'solution'
   OR x.captures_needed IS DISTINCT FROM (e ->> 'captures_needed')::bigint
)sql";

// An invalid text is an error rather than false in PostgreSQL: either way the set is refused.
constexpr std::string_view format_postgresql = "SELECT (?1::jsonb ->> 'format') IS NOT DISTINCT FROM '1'";

}  // namespace

std::int64_t exercise_set_differences(Database& database, std::string_view json) {
    Statement count = database.prepare(database.dialect(differences_sql, differences_postgresql));
    count.bind(1, json);
    count.step();
    return count.int64(0);
}

void load_exercise_set(Database& database, std::string_view json) {
    Statement format = database.prepare(
        database.dialect("SELECT json_valid(?1) AND json_extract(?1, '$.format') = 1", format_postgresql));
    format.bind(1, json);
    if (!format.step() || format.int64(0) != 1)
        throw DatabaseError("the exercise set is not JSON of format 1 (db/data/exercises.json)");
    Statement upsert = database.prepare(database.dialect(upsert_sql, upsert_postgresql));
    upsert.bind(1, json);
    upsert.step();
}

void load_exercise_set(Database& database) { load_exercise_set(database, exercise_set_json()); }

}  // namespace petteia::db
