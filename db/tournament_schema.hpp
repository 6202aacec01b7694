#pragma once
// Migrations 22, 23, 24 and 26's texts (issue 39): tournaments — arenas, round-robins and Swiss — their players,
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
// Migration 26: a round-robin's or Swiss's rounds at set times, and when the next one may start.
extern const std::string_view round_times_sqlite;
extern const std::string_view round_times_postgresql;

}  // namespace petteia::db::tournament_schema
