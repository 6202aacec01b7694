#pragma once
// The limits that must mean the same with N nodes as with one (issue 23): guesses of a password (per
// address, per account and address, per account, per trusted device), reports (per address, account
// and game), games made per address (rematches included), lookups of unknown game ids per address, and
// follows and blocks changed (per account and address). Over PostgreSQL they live in the
// shared database (db::LimitStore, one connection of their own, and one worker thread for callers
// that may not block); on SQLite, where there is one node, in this process as before. Which is chosen
// by the database's engine. The other per-address limits (connections, WebSocket messages, exercise
// moves, records) stay per node: see SECURITY.md, "Several nodes".
#include <cstdint>
#include <memory>

#include "db/limit_store.hpp"
#include "db/location.hpp"
#include "server/limits/limit.hpp"
#include "server/limits/limit_worker.hpp"

namespace petteia::server {

class SharedLimits {
    // First: the limits below refer to them.
    std::unique_ptr<db::LimitStore> store_;  // over PostgreSQL only
    std::unique_ptr<LimitWorker> worker_;

public:
    SharedLimits(const db::DatabaseLocation& database, int games_per_minute);
    ~SharedLimits();
    SharedLimits(const SharedLimits&) = delete;
    SharedLimits& operator=(const SharedLimits&) = delete;

    // Sign-ins and sign-ups per address, each costing a hash: 10 at once, then one a minute.
    Limit password_checks_per_address;
    // Wrong passwords per account and address: 5 at once, then one every 5 minutes.
    Limit guesses_per_account_and_address;
    // Wrong passwords per account from everywhere: 10 at once, then one every 2 minutes.
    Limit guesses_per_account;
    // Wrong passwords per trusted device (a device cookie, or the signed-in session): 5, then one per 5 min.
    Limit guesses_per_device;
    // Reports against players (issue 37), each cap an hour's worth: per address 20 at once, then one
    // every 3 minutes; per account 10, then one every 6 minutes; per game 30, then one every 2 minutes.
    Limit reports_per_address;
    Limit reports_per_account;
    Limit reports_per_game;
    // Games made per address, rematches included: --games-per-minute at once, then as many a minute.
    Limit games_made;
    // Lookups of ids found in no store, per address: 20 at once, then 2 a second.
    Limit game_lookups;
    // Follows and blocks changed (issue 38): per account 30 at once, then one every 10 s; per address
    // 60, then one every 5 s.
    Limit people_changes_per_account;
    Limit people_changes_per_address;
    // Direct challenges (issue 38), counted as the lobby's posts are: per account 20 at once, then one
    // every 6 s; per address 40, then one every 3 s. (An account has at most 10 waiting at once.)
    Limit challenges_per_account;
    Limit challenges_per_address;
    // Tournaments (issue 39): made per address, 10 at once then one every 2.4 hours (ten a day; each
    // account has its own allowance of five a day, counted in the store); joins, pauses and
    // withdrawals per account, 30 at once then one every 2 s, and per address 120, then 2 a second.
    Limit tournaments_per_address;
    Limit tournament_moves_per_account;
    Limit tournament_moves_per_address;
    // Clubs and classes (issue 39): made per address, 10 at once then one every 2.4 hours (each
    // account organises at most 20, and makes at most five a day, counted in the store); joins,
    // leaves and a teacher's acts on pupils (made, reset, protected) per account 30 at once then one
    // every 2 s, per address 120 then 2 a second.
    Limit clubs_per_address;
    Limit club_actions_per_account;
    Limit club_actions_per_address;
    // Exercise ratings (issue 40): the answers that may end a rated first try (a wrong move, a solve,
    // a hint, the solution), per account 60 at once then one every 5 s, per address 120 then one
    // every 2 s — far above a person solving, far below a script rating exercises by the hundred.
    Limit exercise_ratings_per_account;
    Limit exercise_ratings_per_address;

    bool shared() const { return store_ != nullptr; }
    // The hourly chore: forgets the shared buckets that are full again. Blocks (the database).
    void forget_full();
    // At shutdown, once the I/O threads have stopped: runs the checks still queued, so that what they
    // go on to is still there; later checks count on this node.
    void finish();
};

}  // namespace petteia::server
