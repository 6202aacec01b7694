#pragma once
// Migration 25's texts (issue 39, deliverable 3): clubs and classes, their members, the pupil accounts
// a teacher made, and what a tournament gains from them (the club it belongs to; a start its
// organiser gives), in SQLite's dialect and PostgreSQL's (internal to db/; migrations.cpp lists it).
#include <string_view>

namespace petteia::db::club_schema {

extern const std::string_view sqlite;
extern const std::string_view postgresql;

}  // namespace petteia::db::club_schema
