#pragma once
// A tournament as its pages see it (protocol/tournament_messages.hpp), from its rows and standings:
// one mapping for the director's messages and the HTTP API's answers.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "db/stored_tournament.hpp"
#include "protocol/tournament_messages.hpp"
#include "server/tournaments/standings.hpp"

namespace petteia::server {

// A stored clock as the wire writes it (a correspondence clock's days kept).
protocol::TimeControl protocol_time(const db::TimeControl& time);
// `rounds_in_all`: as rounds_in_all() below gives it.
protocol::TournamentView tournament_view(const db::StoredTournament& tournament, const std::optional<std::string>& organiser,
                                         const std::vector<db::TournamentPlayer>& players, int rounds_in_all);
protocol::StandingView standing_view(const StandingRow& row);
// Rows of page `page` (from 1) of protocol::standing_page_size; empty past the end.
std::vector<protocol::StandingView> standing_page(const std::vector<StandingRow>& rows, std::size_t page);
// A Swiss's chosen rounds; a round-robin's as many as `players` need (0 outside 2 to its bound, 30);
// an arena has none (0). Never throws: an arena of any size reaches here.
int rounds_in_all(const db::StoredTournament& tournament, std::size_t players);
// The games in play a page lists: those of its rows' players first (the leaders'), then the others,
// at most protocol::standing_page_size — an arena of 1,000 has 500, which no page shows nor socket
// should carry to every follower each second.
std::vector<protocol::TournamentGameView> games_shown(std::vector<protocol::TournamentGameView> playing,
                                                      const std::vector<protocol::StandingView>& page);

}  // namespace petteia::server
