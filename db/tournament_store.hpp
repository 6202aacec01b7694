#pragma once
// Tournaments (issue 39, migration 22): arenas, round-robins and Swiss; who joined them, their games
// and byes. The games of a tournament are made through GameStore::pair_in_tournament, in the
// transaction that stores them; everything else about a tournament is here. A tournament's state is
// all in these rows, so that the node that directs it next (after a SIGKILL) reads it back whole.
//
// Thread-safe: one mutex around one connection of its own (SQLite or PostgreSQL).
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/errors.hpp"
#include "db/location.hpp"
#include "db/stored_tournament.hpp"

namespace petteia::db {

class TournamentStore {
public:
    explicit TournamentStore(const DatabaseLocation& location);
    ~TournamentStore();
    TournamentStore(const TournamentStore&) = delete;
    TournamentStore& operator=(const TournamentStore&) = delete;

    // Stores a new tournament, open. False when its schedule_key is taken: another node made that
    // slot's tournament first. Throws DatabaseError for an id taken (or any other failure).
    bool create(const StoredTournament& tournament);
    // A player's tournament, unless its organiser made `most` since `since_ms`: counted and stored in
    // one transaction under the organiser's account row's lock, so that two nodes (or two requests)
    // at once cannot pass the allowance together. False when over it.
    bool create_within(const StoredTournament& tournament, int most, std::int64_t since_ms);
    std::optional<StoredTournament> find(std::string_view id);
    // The listed tournaments not over: those running first, then those to come, soonest first.
    std::vector<StoredTournament> coming(int limit);
    // The tournaments an account organised, the newest first.
    std::vector<StoredTournament> organised_by(std::int64_t account, int limit);
    // A club's events (migration 25): those not over first, the soonest first; then the latest over.
    std::vector<StoredTournament> of_club(std::string_view club_id, int limit);
    // How many tournaments an account made since `since_ms` (its daily allowance).
    int made_since(std::int64_t account, std::int64_t since_ms);
    // Tournaments whose time has come: open ones whose start has passed, and running arenas whose end
    // has passed (their director starts or ends them), the earliest first.
    std::vector<std::string> due(std::int64_t now_ms, int limit);

    enum class Join {
        joined,   // a new player, numbered after the others
        back,     // had withdrawn or paused, playing again
        already,  // was playing
        full,     // max_players playing or paused already
        closed,   // over, or a round-robin or Swiss already under way
        unknown,  // no such tournament
    };
    // Joins `account` (its rating in the tournament's category now) to the tournament: while it is
    // open, or while it runs if it is an arena or a Swiss; a paused player comes back while it is not over.
    Join join(std::string_view id, std::int64_t account, double rating, std::int64_t now_ms);
    // A player's state, from "playing" to "paused" or "withdrawn", or from "paused" to "withdrawn"
    // (back to playing with join()): false when they are not in the tournament, have withdrawn, or
    // it is over.
    bool set_player_state(std::string_view id, std::int64_t account, std::string_view state);
    // The players, in the order they joined, with their names.
    std::vector<TournamentPlayer> players(std::string_view id);
    // The games, in the order they were paired, with their results.
    std::vector<TournamentGame> games(std::string_view id);
    std::vector<TournamentBye> byes(std::string_view id);
    // One of its games, with its result now; none when it is not the tournament's.
    std::optional<TournamentGame> game(std::string_view id, std::string_view game_id);
    // The ids of its games still in play (unfinished), in id order: a director's poll, several times
    // a second (the index of migration 24 holds only these).
    std::vector<std::string> in_play(std::string_view id);
    // Every tournament not over, listed or not, the soonest first (the operator's list).
    std::vector<StoredTournament> not_over(int limit);
    // The running tournaments, the earliest started first: those a director should be directing.
    std::vector<std::string> running(int limit);

    // The organiser's name; none for the site's, or an organiser's account deleted.
    std::optional<std::string> organiser_name(std::string_view id);

    // Its organiser starts it now (a round-robin or a Swiss whose organiser says when): its start
    // brought forward to `now_ms`, and its director starts it within a second. False when it is not
    // `organiser`'s, not open, or starts earlier already.
    bool start_now(std::string_view id, std::int64_t organiser, std::int64_t now_ms);
    // Its organiser starts its next round now (a running round-robin or Swiss whose rounds are at
    // set times): the next round is paired as soon as the round in play is over. False when it is
    // not `organiser`'s, not running, or its next round may start already.
    bool next_round_now(std::string_view id, std::int64_t organiser, std::int64_t now_ms);

    // From "open" to "running": false when it was not open. Those who withdrew before it began are
    // no longer its players: a round-robin's schedule is drawn among those who play.
    bool start(std::string_view id);
    // From "running" to "finished", or from "open" to "cancelled" (nobody played): false when it
    // was neither.
    bool finish(std::string_view id, std::int64_t now_ms);
    // The operator's: open or running to "cancelled" (its director stops; its games in play go on,
    // unrated ones and rated ones alike). False when it was over already or is unknown.
    bool cancel(std::string_view id, std::int64_t now_ms);

private:
    struct Connection;
    std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
