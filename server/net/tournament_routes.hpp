#pragma once
// Tournaments (issue 39; protocol/README.md, "Tournaments"):
//   GET  /api/tournaments                       the listed ones not over, running first, then the soonest
//   POST /api/tournaments                       make one (signed in): an arena, a round-robin or a Swiss
//   GET  /api/tournaments/<id>[?page=N]         it, a page of its standings, its games in play, your row
//   POST /api/tournaments/<id>/join             join (or come back after a pause)
//   POST /api/tournaments/<id>/pause            an arena's player stops being paired for a while
//   POST /api/tournaments/<id>/withdraw         leave it for good
//   POST /api/tournaments/<id>/start            its organiser starts it now
//   GET  /api/tournaments/<id>/results.csv      its standings, with each player's sheet
//   GET  /api/tournaments/<id>/games.csv        its games: round, players, result, moves and link
// Answered on a blocking thread (the store), on any node: the standings are computed from the rows,
// as its director computes them. Making one is limited per account (five a day, counted in the store,
// so on every node alike) and per address (SharedLimits); joins and pauses per account and address.
#include <string>
#include <string_view>

#include "server/net/api_routes.hpp"

namespace petteia::server {

bool is_tournament_route(std::string_view path);

http::response<http::string_body> answer_tournament_route(const HttpRequest& request, std::string_view path,
                                                          ServerContext& context, const std::string& address);

}  // namespace petteia::server
