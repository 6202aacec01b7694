#pragma once
// A tournament's standings (issue 39), computed from what the store holds (db/tournament_store.hpp):
// the players, the games with the games' own results, the byes. Nothing else is kept, so that a
// director that takes over after a SIGKILL, or a page that asks, gets the same table.
//
// - Arenas: lichess's points (tournaments/arena_scoring.hpp: 2 a win, 1 a draw, doubled on fire, a
//   point for a berserk win), each player's games in the order they ended; ranked by points, then the
//   rating they joined with, then who joined first.
// - Round-robins: a point a win, half a draw; ranked by points, then Sonneborn–Berger.
// - Swiss: the same points and a point a bye; ranked by points, then Buchholz.
// An aborted game, or one still in play, counts for nothing.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/stored_tournament.hpp"

namespace petteia::server {

// One game on a player's score sheet.
struct SheetEntry {
    std::string game_id;
    std::int64_t opponent = 0;
    char outcome = '-';  // 'w', 'd' or 'l' for the player
    int round = 0;       // round-robins and Swiss; arenas 0
    // Arenas: what it earned, and how.
    int points = 0;
    bool on_fire = false;
    bool berserk_bonus = false;
};

struct StandingRow {
    int rank = 0;  // from 1; rows with the same points and tie-break still get distinct ranks, in table order
    std::int64_t account_id = 0;
    std::string name;
    int number = 0;
    double rating = 0;
    std::string state;  // "playing", "paused", "withdrawn"
    double score = 0;   // arenas: points; others: points (½ a draw), byes included
    std::optional<double> tie_break;  // Sonneborn–Berger or Buchholz; none in arenas
    bool on_fire = false;             // arenas: the next win counts double
    int games = 0;                    // finished, not aborted
    std::vector<int> byes;            // the rounds they sat out with a point (Swiss)
    std::vector<SheetEntry> sheet;    // in the order the games ended (arenas) or by round
};

std::vector<StandingRow> standings(const db::StoredTournament& tournament, const std::vector<db::TournamentPlayer>& players,
                                   const std::vector<db::TournamentGame>& games, const std::vector<db::TournamentBye>& byes);

}  // namespace petteia::server
