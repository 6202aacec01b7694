#pragma once
// Migration 27's texts (issue 40): exercise ratings — each exercise's and each account's Glicko-2
// rating for exercises, and each account's first try at each exercise, the one that is rated — in
// SQLite's dialect and PostgreSQL's (internal to db/; migrations.cpp lists it).
#include <string_view>

namespace petteia::db::exercise_rating_schema {

extern const std::string_view sqlite;
extern const std::string_view postgresql;

}  // namespace petteia::db::exercise_rating_schema
