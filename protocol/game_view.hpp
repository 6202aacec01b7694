#pragma once
// Everything a client is shown about one game, as plain data. The server fills it; the protocol
// turns it into the snapshot object, or into the changed parts of it for an event.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/types.hpp"
#include "rules/variant_info.hpp"

namespace petteia::protocol {

struct MoveView {
    std::string move;  // canonical, "D2-D4"
    Side side = Side::first;
    std::vector<std::string> captured;
    std::optional<std::int64_t> clock_ms;  // the mover's remaining time after the move, when timed
};

struct ClockView {
    std::int64_t initial_ms = 0;
    std::int64_t increment_ms = 0;
    std::array<std::int64_t, 2> remaining_ms{};  // at server_time_ms
    std::optional<Side> running;                 // the side whose time is running, if any
    // A game at one's own pace (issue 38): its days per move, and when the running side's time runs
    // out (Unix epoch ms; absent while no clock runs). Both absent for a game clock.
    std::optional<std::int64_t> days{};
    std::optional<std::int64_t> deadline_ms{};
    // A game between people whose player to move has not moved yet (issue 40): when the game is
    // aborted unless they do. Absent otherwise.
    std::optional<std::int64_t> first_move_by_ms{};
};

enum class ResultState : std::uint8_t { ongoing, win, draw, aborted };

// "ongoing", "win", "draw", "aborted": the one table of these names, for the wire and the store.
std::string_view to_string(ResultState state);
std::optional<ResultState> result_state_named(std::string_view name);

// What an event says happened (its "kind" on the wire).
enum class EventKind : std::uint8_t {
    seat, started, connection, move, takeback, offer, result, rematch, offline, rated, listing, berserk
};

// "seat", "started", "connection", "move", "takeback", "offer", "result", "rematch", "offline", "rated", "listing",
// "berserk".
std::string_view to_string(EventKind kind);

struct ResultView {
    ResultState state = ResultState::ongoing;
    std::optional<Side> winner;
    // Rules reasons ("pieces", "no-moves", "arrived", "repetition", "quiet-moves") and the
    // server's ("resign", "time", "agreement", "abandoned", "aborted"); empty while ongoing.
    std::string reason;
    std::optional<Side> by;  // the side whose request ended the game: who resigned, aborted or claimed the win
};

struct SeatView {
    bool taken = false;
    bool connected = false;
    std::optional<std::int64_t> away_since_ms;  // when its last connection dropped
    std::optional<std::int64_t> claim_from_ms;  // from when the opponent may claim the win
};

struct OffersView {
    std::optional<Side> draw;      // who offers a draw
    std::optional<Side> takeback;  // who asks to take back their last move
    std::optional<Side> rematch;   // who offers a rematch
};

// A player whose name is public: a game made in the lobby (issue 27). Ratings are whole points.
struct PlayerView {
    std::string name;
    std::optional<std::int64_t> rating;  // in the game's category, when it began; absent: never rated there
    bool provisional = false;            // a rating from few games (ratings/glicko2.hpp)
    std::optional<std::int64_t> change;  // once a rated game is rated: the points won or lost
};

// The computer's seat, in a game against it.
struct ComputerView {
    Side side = Side::second;
    std::string level;  // "beginner" … "expert"
};

struct GameView {
    std::string game;
    std::int64_t version = 0;
    const VariantInfo* variant = nullptr;
    std::string position;  // position text
    Side to_move = Side::first;
    const std::vector<MoveView>* moves = nullptr;
    std::vector<std::string> legal;                     // for the side to move; empty when over
    std::array<std::vector<std::string>, 2> threatened;  // per side
    std::vector<std::string> in_check;                  // squares of the Kings in check
    std::array<std::vector<std::string>, 2> special_moves;  // per side: once-per-game moves still allowed
    std::optional<ClockView> clock;                      // absent when untimed
    ResultView result;
    OffersView offers;
    std::array<SeatView, 2> seats;
    std::optional<std::string> rematch;  // the rematch's game id, once agreed
    std::optional<ComputerView> computer;  // absent in a game between friends
    // A game made in the lobby: each seat's player (absent: no account there). Absent otherwise.
    std::optional<std::array<std::optional<PlayerView>, 2>> players;
    bool rated = false;                            // counts for the players' ratings
    std::array<std::optional<bool>, 2> listing{};  // each player's say on listing the game
    bool listed = false;                           // among the live games now
    // A tournament's game (issue 39): the tournament's id, and who halved their own clock.
    std::optional<std::string> tournament;
    std::array<bool, 2> berserk{};
    std::int64_t server_time_ms = 0;
};

// The parts of a snapshot an event can carry, each replaced whole.
enum class Field : std::uint8_t {
    position, to_move, last_move, moves, legal, threatened, in_check, special_moves, clock, result, offers, seats,
    rematch, players, listing, listed, berserk
};

}  // namespace petteia::protocol
