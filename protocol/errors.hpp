#pragma once
// Every error a client can receive, over WebSocket or HTTP. A request answered with an error has
// changed nothing.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace petteia::protocol {

enum class ErrorCode : std::uint8_t {
    malformed_json,        // the frame or body is not JSON
    invalid_message,       // a field is missing, unknown, or has the wrong type or value
    unknown_type,          // "type" names no message
    unsupported_protocol,  // the client speaks another protocol version
    message_too_large,     // over the size limit
    rate_limited,          // too many messages; a flood closes the connection
    not_joined,            // a game action before "join"
    game_not_found,        // no such game (or it expired)
    bad_secret,            // the seat secret matches neither seat
    not_a_player,          // a spectator tried to act
    not_your_turn,         // a move when the opponent is to move
    position_changed,      // a move for another position than the game's (a takeback crossed it)
    illegal_move,          // the rules refuse the move; "detail" holds the rules' reason code
    game_over,             // the game has ended
    game_not_started,      // the opponent has not arrived yet
    no_offer,              // accepting or declining an offer that does not exist
    offer_not_allowed,     // an offer that cannot be made now (e.g. takeback with no move of yours)
    cannot_abort,          // both sides have already moved
    cannot_claim,          // the opponent is connected, or the grace period has not run out
    offline_not_allowed,   // moves played offline, from a seat or a game that cannot have played them
    not_in_lobby,          // a lobby message before "lobby_join"
    challenge_not_found,   // a challenge that is gone, paired or never was
    own_challenge,         // accepting one's own challenge (same browser or account)
    challenge_refused,     // one of the two blocks the other (issue 38): said alike whichever it is
    rated_needs_account,   // a rated challenge or seek without an account
    too_many_challenges,   // over the lobby's limits per browser or address
    lobby_full,            // the lobby lists as many open challenges as the site allows
    too_many_games,        // game creation rate limit for this address
    server_busy,           // the server is at its connection limit
    bad_request,           // HTTP: unusable request
    not_found,             // HTTP: no such path
    exercise_not_found,    // HTTP: no such exercise
    bad_username,          // sign-up with an unusable user name
    bad_password,          // a password too short or too long
    username_taken,        // sign-up with a name in use, whatever its case
    wrong_credentials,     // unknown user name or wrong password (never said which)
    too_many_attempts,     // sign-in rate limit
    not_signed_in,         // an account request without a live session
    tournament_not_found,  // no such tournament
    tournament_closed,     // joining one that is over or under way, or full
    not_organiser,         // an organiser's action by someone else
    club_not_found,        // no such club or class, or one the reader may not see
    club_full,             // joining a club that has as many members as a club may
    not_a_member,          // a club's page, event or action for its members only
    protected_account,     // what a protected pupil account may not do (its teacher decides)
    storage_unavailable,   // the change could not be stored (disk full, I/O error): nothing changed; try again
    internal,              // a fault of the server's own
};

std::string_view to_string(ErrorCode code);

struct ProtocolError {
    ErrorCode code;
    std::string message;                // for people
    std::optional<std::string> detail;  // for programs, e.g. the rules' reason for an illegal move
};

// A message or body that does not have the shape the protocol gives it.
inline ProtocolError invalid_message(std::string message) {
    return {ErrorCode::invalid_message, std::move(message), {}};
}

}  // namespace petteia::protocol
