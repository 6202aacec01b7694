#pragma once
// A tournament as stored (issue 39, migration 22: db/tournament_schema.cpp), and a pairing to store
// with its games. Plain data, shared by TournamentStore (the tournament's rows) and GameStore (a
// pairing's games and rows in one transaction).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/stored_game.hpp"

namespace petteia::db {

struct StoredTournament {
    std::string id;
    std::string kind;  // "arena", "round_robin" or "swiss"
    std::string name;
    std::string variant;
    TimeControl time;  // with days_per_move: a correspondence clock (round-robins and Swiss only)
    bool rated = true;
    bool listed = true;  // false: reachable by its link only
    std::optional<std::int64_t> organiser_id;  // none: the site's (scheduled), or its organiser's account deleted
    std::optional<std::string> schedule_key;   // the site's schedule slot that made it
    std::int64_t starts_at_ms = 0;
    std::optional<std::int64_t> duration_ms;  // arenas
    std::optional<int> rounds;                // Swiss
    int max_players = 2;
    std::string state = "open";  // "open", "running", "finished" or "cancelled"
    int round = 0;               // the rounds paired so far (round-robins, Swiss)
    std::int64_t created_at_ms = 0;
    std::optional<std::int64_t> finished_at_ms;
    std::optional<std::string> club_id;  // a club's event: only its members join (migration 25)
    bool by_organiser = false;           // starts when its organiser says; starts_at_ms is the latest start
    // Rounds at set times (migration 26): round N+1 starts round_every_ms after round N's set time,
    // counted from round 1's pairing, and never before round N is over. None: at once.
    std::optional<std::int64_t> round_every_ms;
    std::optional<std::int64_t> next_round_at_ms;  // the next round's set time (none: when this one is over)
    bool operator==(const StoredTournament&) const = default;
};

struct TournamentPlayer {
    std::int64_t account_id = 0;
    std::string name;
    int number = 0;       // in the order they joined, from 0
    double rating = 0;    // in the tournament's category when they joined
    std::int64_t joined_at_ms = 0;
    std::string state;    // "playing", "paused" or "withdrawn"
    bool operator==(const TournamentPlayer&) const = default;
};

// One of the tournament's games, with its result as the game stored it.
struct TournamentGame {
    std::string game_id;
    int round = 0;  // arenas: 0
    std::int64_t first_account = 0;
    std::int64_t second_account = 0;
    std::int64_t paired_at_ms = 0;
    bool berserk[2] = {false, false};
    std::optional<std::string> result_state;  // "win", "draw", "aborted"; none while in play
    std::optional<int> winner;
    std::optional<std::int64_t> finished_at_ms;
    int plies = 0;  // moves made in it, both sides
    bool operator==(const TournamentGame&) const = default;
};

struct TournamentBye {
    int round = 0;
    std::int64_t account_id = 0;
    bool operator==(const TournamentBye&) const = default;
};

// Games to make for a tournament, stored with their games (GameStore::pair_in_tournament).
struct TournamentPairing {
    std::string tournament_id;
    // Round-robins and Swiss: the round these games make, the one after the tournament's stored
    // round (a second director pairing the same round is refused). Arenas: 0.
    int round = 0;
    struct Game {
        std::string game_id;
        std::int64_t first_account = 0;
        std::int64_t second_account = 0;
    };
    std::vector<Game> games;
    std::optional<std::int64_t> bye;  // the round's player left over
    std::int64_t now_ms = 0;
    std::optional<std::int64_t> next_round_at_ms;  // rounds at set times: when the round after this one may start
};

}  // namespace petteia::db
