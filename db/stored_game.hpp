#pragma once
// A game as the store keeps it. The store never interprets a game: the variant, the start position,
// the moves and the result words are opaque text chosen by the server, and every time is a Unix epoch
// millisecond value the caller read from its own clock.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace petteia::db {

struct TimeControl {
    std::int64_t initial_ms = 0;
    std::int64_t increment_ms = 0;
    // A game at one's own pace (issue 38): each move within this many days, the allowance full again
    // after every move (initial_ms is then the days in milliseconds, increment_ms 0). Null: a game clock.
    std::optional<std::int64_t> days_per_move{};
    bool operator==(const TimeControl&) const = default;
};

struct StoredMove {
    std::string move;
    std::int64_t mover_remaining_ms = 0;  // the mover's clock after the move, increment included; 0 when untimed
    std::int64_t played_at_ms = 0;
    bool operator==(const StoredMove&) const = default;
};

struct StoredResult {
    std::string state;          // "win" | "draw" | "aborted"
    std::optional<int> winner;  // 0 or 1, present exactly when state is "win"
    std::string reason;         // e.g. "pieces", "resign", "time", "agreement", "abandoned", "repetition", "invitation-expired", "inactive"
    std::optional<int> by;      // 0 or 1: the side whose request ended the game (resigned, aborted, claimed); null otherwise
    bool operator==(const StoredResult&) const = default;
};

// The offers pending in a game: the side (0 or 1) that makes each, if any.
struct StoredOffers {
    std::optional<int> draw;
    std::optional<int> takeback;
    std::optional<int> rematch;
    bool operator==(const StoredOffers&) const = default;
};

// An account sitting at a game (game_players), with its user name; in a rated game also its rating
// when the game began and, once rated, the points it won or lost (rating_changes).
struct StoredPlayer {
    std::int64_t account_id = 0;
    std::string name;
    std::optional<double> rating_before;
    std::optional<double> deviation_before;
    std::optional<double> rating_change;
    bool operator==(const StoredPlayer&) const = default;
};

struct StoredGame {
    std::string id;
    std::string variant;
    std::optional<std::string> start_position;               // null: the variant's usual start
    std::optional<TimeControl> time_control;                 // null: untimed
    std::string opponent = "human";                          // later: "computer:<level>"
    std::array<std::optional<std::string>, 2> seat_hashes;   // hash of each seat's secret (raw bytes), null while free
    std::int64_t created_at_ms = 0;
    std::optional<std::int64_t> started_at_ms;               // when the clock started (second player arrived)
    std::array<std::int64_t, 2> remaining_ms{};              // each side's clock at the start of the current turn
    std::optional<std::int64_t> turn_started_at_ms;          // when the side to move began thinking; null: clock stopped
    std::optional<StoredResult> result;                      // null while unfinished
    std::optional<std::int64_t> finished_at_ms;              // present exactly when result is
    std::optional<std::string> rematch_of;                   // the game this one is a rematch of
    std::optional<std::string> rematch_id;                   // this game's rematch
    std::optional<std::int64_t> last_seen_at_ms;             // when a player's seat was last seen connected; null: never recorded
    std::int64_t version = 1;                                // the version of the game's last stored event
    StoredOffers offers;                                     // pending offers
    std::vector<StoredMove> moves;                           // in order, ply 0 first
    bool lobby = false;                                      // made in the lobby: its players' names are public
    bool rated = false;                                      // counts for both players' ratings
    std::array<std::optional<bool>, 2> listing{};            // each player's say on the list of live games; null: none
    std::int64_t spectators = 0;                             // connections watching, as its node last stored it
    std::optional<std::string> tournament_id;                // a tournament's game (issue 39)
    std::array<bool, 2> berserk{false, false};               // read only: who berserked (tournament_games)
    // The accounts at its seats (read back only: linked by writes::LinkAccount).
    std::array<std::optional<StoredPlayer>, 2> players{};
    bool operator==(const StoredGame&) const = default;
};

}  // namespace petteia::db
