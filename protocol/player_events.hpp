#pragma once
// A player's events (issue 38, deliverable 3): what the events socket (/ws/events) tells a
// signed-in player of their games wherever they are on the site, so that the page shows a toast and
// the games-waiting badge, or the browser a notification when the tab is hidden. The wire is
// protocol/README.md, "WebSocket: a player's events".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "protocol/create_game.hpp"

namespace petteia::protocol {

enum class PlayerEventKind : std::uint8_t {
    your_turn,         // the opponent moved (or took back): the recipient is to move
    game_started,      // the opponent arrived, and the clock runs
    draw_offered,      // the opponent offers a draw
    takeback_offered,  // the opponent asks to take back their move
    game_ended,        // the game is over (`outcome` says how, for the recipient)
    challenge,         // a player challenges the recipient by name (deliverable 4): open the game to accept
    tournament_game,   // a tournament paired the recipient (issue 39): the game runs, its clock too
};

// "your_turn", "game_started", "draw_offered", "takeback_offered", "game_ended", "challenge",
// "tournament_game".
std::string_view to_string(PlayerEventKind kind);

struct PlayerEvent {
    PlayerEventKind kind = PlayerEventKind::your_turn;
    std::string game;
    std::string variant;
    std::optional<std::int64_t> days;         // a correspondence game's days a move
    std::optional<std::int64_t> deadline_ms;  // when the recipient's time to move runs out, if it runs
    std::optional<std::string> opponent;      // the opponent's name, in a game where names are public (the lobby's)
    std::optional<std::string> outcome;       // game_ended: "win", "loss", "draw" or "aborted", for the recipient
    std::string reason;                       // game_ended: the result's reason ("time", "resign", …)
    // challenge: the game's clock (absent: none), and the side the recipient would play.
    std::optional<TimeControl> time;
    std::string side;
    // tournament_game: the tournament's id (and "side", the recipient's).
    std::optional<std::string> tournament;
};

// {"type":"event","kind":…,"game":…,"variant":…,"days":N|null,"deadline_ms":N|null,
//  "opponent":"name"|null,"outcome":…|null,"reason":…|null}, and for a challenge "time" (as
//  time_control_json writes it) and "side" (the recipient's); for a tournament's game "tournament"
//  and "side"
std::string player_event_message(const PlayerEvent& event);

}  // namespace petteia::protocol
