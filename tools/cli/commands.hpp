#pragma once
// The subcommands of `petteia`. Each returns the process exit status; usage errors are thrown.
#include <string>
#include <vector>

namespace petteia::cli {

using Arguments = std::vector<std::string>;

int replay_command(const Arguments& arguments);
int perft_command(const Arguments& arguments);
int bestmove_command(const Arguments& arguments);
int match_command(const Arguments& arguments);
int exercises_command(const Arguments& arguments);
// `petteia exercises from-games` (from_games_command.cpp): its arguments after "from-games".
int exercises_from_games_command(const Arguments& arguments);
int solve_command(const Arguments& arguments);
int answers_command(const Arguments& arguments);
int tables_command(const Arguments& arguments);
// `petteia reports` (reports_command.cpp): the players' reports, for the operator.
int reports_command(const Arguments& arguments);
// `petteia events` (events_command.cpp): tournaments, for the operator — list, show, cancel.
int events_command(const Arguments& arguments);
// `petteia clubs` (clubs_command.cpp): clubs and classes, for the operator — show, and a pupil's protection.
int clubs_command(const Arguments& arguments);

}  // namespace petteia::cli
