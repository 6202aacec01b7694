#pragma once
// Migrations 22, 23 and 24's texts (issue 39): tournaments — arenas, round-robins and Swiss — their players,
// their games and their byes, in SQLite's dialect and PostgreSQL's (internal to db/; migrations.cpp
// lists it). Its own file because migrations.cpp holds twenty-one already.
#include <string_view>

namespace petteia::db::tournament_schema {

extern const std::string_view sqlite;
extern const std::string_view postgresql;
// Migration 23, the same text for both: which tournament a game is of.
extern const std::string_view game_column;
// Migration 24, the same text for both: the games of tournaments still in play, by tournament.
extern const std::string_view in_play_index;

}  // namespace petteia::db::tournament_schema
