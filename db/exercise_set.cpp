#include "db/exercise_set.hpp"

#include <string>

namespace petteia::db {

namespace {

// The goal's languages as the schema stands: English and French up to migration 27, Greek too from
// migration 28 (issue 40). The set migrations before 28 load the built-in file into a table without
// the Greek column, so each text below is written for either.
struct GoalColumns {
    std::string names;    // ", goal_el" or nothing
    std::string sqlite;   // the values read by SQLite's JSON functions
    std::string postgresql;
    std::string updates;  // the upsert's assignments
    std::string differ_sqlite;
    std::string differ_postgresql;
};

GoalColumns goal_columns(bool greek) {
    if (!greek) return {};
    return {", goal_el", ", json_extract(value, '$.goal.el')", ", e -> 'goal' ->> 'el'", ", goal_el = excluded.goal_el",
            " OR e.goal_el IS NOT json_extract(j.value, '$.goal.el')", " OR x.goal_el IS DISTINCT FROM e -> 'goal' ->> 'el'"};
}

// json_each walks the file's array in order; `key` is the position, which becomes the list order.
std::string upsert_sqlite(const GoalColumns& goals) {
    return "INSERT INTO exercises (id, list_order, variant, family, difficulty, position, goal_en, goal_fr" + goals.names +
           ", solution, captures_needed)\n"
           "SELECT json_extract(value, '$.id'), key, json_extract(value, '$.variant'), json_extract(value, '$.family'),\n"
           "       json_extract(value, '$.difficulty'), json_extract(value, '$.position'), json_extract(value, '$.goal.en'),\n"
           "       json_extract(value, '$.goal.fr')" + goals.sqlite +
           ", json_extract(value, '$.solution'), json_extract(value, '$.captures_needed')\n"
           "FROM json_each(?1, '$.exercises')\n"
           "WHERE true  -- lets SQLite tell this ON CONFLICT from a join's ON\n"
           "ON CONFLICT (id) DO UPDATE SET\n"
           "    list_order = excluded.list_order, variant = excluded.variant, family = excluded.family,\n"
           "    difficulty = excluded.difficulty, position = excluded.position, goal_en = excluded.goal_en,\n"
           "    goal_fr = excluded.goal_fr" + goals.updates +
           ", solution = excluded.solution, captures_needed = excluded.captures_needed";
}

std::string differences_sqlite(const GoalColumns& goals) {
    return "SELECT count(*) FROM json_each(?1, '$.exercises') AS j\n"
           "LEFT JOIN exercises AS e ON e.id = json_extract(j.value, '$.id')\n"
           "WHERE e.id IS NULL\n"
           "   OR e.variant IS NOT json_extract(j.value, '$.variant') OR e.family IS NOT json_extract(j.value, '$.family')\n"
           "   OR e.difficulty IS NOT json_extract(j.value, '$.difficulty') OR e.position IS NOT json_extract(j.value, '$.position')\n"
           "   OR e.goal_en IS NOT json_extract(j.value, '$.goal.en') OR e.goal_fr IS NOT json_extract(j.value, '$.goal.fr')" +
           goals.differ_sqlite +
           "\n   OR e.solution IS NOT json_extract(j.value, '$.solution')\n"
           "   OR e.captures_needed IS NOT json_extract(j.value, '$.captures_needed')";
}

// PostgreSQL's JSON functions; WITH ORDINALITY counts from 1 where json_each's key counts from 0.
// The solution is stored as JSON text either way and compared as JSON, so spacing does not matter.
std::string upsert_postgresql(const GoalColumns& goals) {
    return "INSERT INTO exercises (id, list_order, variant, family, difficulty, position, goal_en, goal_fr" + goals.names +
           ", solution, captures_needed)\n"
           "SELECT e ->> 'id', n - 1, e ->> 'variant', e ->> 'family', (e ->> 'difficulty')::bigint, e ->> 'position',\n"
           "       e -> 'goal' ->> 'en', e -> 'goal' ->> 'fr'" + goals.postgresql +
           ", (e -> 'solution')::text, (e ->> 'captures_needed')::bigint\n"
           "FROM jsonb_array_elements(?1::jsonb -> 'exercises') WITH ORDINALITY AS j (e, n)\n"
           "ON CONFLICT (id) DO UPDATE SET\n"
           "    list_order = excluded.list_order, variant = excluded.variant, family = excluded.family,\n"
           "    difficulty = excluded.difficulty, position = excluded.position, goal_en = excluded.goal_en,\n"
           "    goal_fr = excluded.goal_fr" + goals.updates +
           ", solution = excluded.solution, captures_needed = excluded.captures_needed";
}

std::string differences_postgresql(const GoalColumns& goals) {
    return "SELECT count(*) FROM jsonb_array_elements(?1::jsonb -> 'exercises') AS j (e)\n"
           "LEFT JOIN exercises AS x ON x.id = e ->> 'id'\n"
           "WHERE x.id IS NULL\n"
           "   OR x.variant IS DISTINCT FROM e ->> 'variant' OR x.family IS DISTINCT FROM e ->> 'family'\n"
           "   OR x.difficulty IS DISTINCT FROM (e ->> 'difficulty')::bigint OR x.position IS DISTINCT FROM e ->> 'position'\n"
           "   OR x.goal_en IS DISTINCT FROM e -> 'goal' ->> 'en' OR x.goal_fr IS DISTINCT FROM e -> 'goal' ->> 'fr'" +
           goals.differ_postgresql +
           "\n   OR x.solution::jsonb IS DISTINCT FROM e -> 'solution'\n"
           "   OR x.captures_needed IS DISTINCT FROM (e ->> 'captures_needed')::bigint";
}

// An invalid text is an error rather than false in PostgreSQL: either way the set is refused.
constexpr std::string_view format_postgresql = "SELECT (?1::jsonb ->> 'format') IS NOT DISTINCT FROM '1'";

void load(Database& database, std::string_view json, bool greek) {
    Statement format = database.prepare(
        database.dialect("SELECT json_valid(?1) AND json_extract(?1, '$.format') = 1", format_postgresql));
    format.bind(1, json);
    if (!format.step() || format.int64(0) != 1)
        throw DatabaseError("the exercise set is not JSON of format 1 (db/data/exercises.json)");
    const GoalColumns goals = goal_columns(greek);
    Statement upsert = database.prepare(database.dialect(upsert_sqlite(goals), upsert_postgresql(goals)));
    upsert.bind(1, json);
    upsert.step();
}

}  // namespace

std::int64_t exercise_set_differences(Database& database, std::string_view json) {
    const GoalColumns goals = goal_columns(true);
    Statement count = database.prepare(database.dialect(differences_sqlite(goals), differences_postgresql(goals)));
    count.bind(1, json);
    count.step();
    return count.int64(0);
}

void load_exercise_set(Database& database, std::string_view json) { load(database, json, true); }

void load_exercise_set(Database& database) { load_exercise_set(database, exercise_set_json()); }

void load_exercise_set_before_greek(Database& database) { load(database, exercise_set_json(), false); }

}  // namespace petteia::db
