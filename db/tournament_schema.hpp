#pragma once
// Migration 22's text (issue 39): tournaments — arenas, round-robins and Swiss — their players,
// their games and their byes, in SQLite's dialect and PostgreSQL's (internal to db/; migrations.cpp
// lists it). Its own file because migrations.cpp holds twenty-one already.
#include <string_view>

namespace petteia::db::tournament_schema {

extern const std::string_view sqlite;
extern const std::string_view postgresql;

}  // namespace petteia::db::tournament_schema
