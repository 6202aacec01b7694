#include "protocol/errors.hpp"

namespace petteia::protocol {

std::string_view to_string(ErrorCode code) {
    switch (code) {
        case ErrorCode::malformed_json: return "malformed_json";
        case ErrorCode::invalid_message: return "invalid_message";
        case ErrorCode::unknown_type: return "unknown_type";
        case ErrorCode::unsupported_protocol: return "unsupported_protocol";
        case ErrorCode::message_too_large: return "message_too_large";
        case ErrorCode::rate_limited: return "rate_limited";
        case ErrorCode::not_joined: return "not_joined";
        case ErrorCode::game_not_found: return "game_not_found";
        case ErrorCode::bad_secret: return "bad_secret";
        case ErrorCode::not_a_player: return "not_a_player";
        case ErrorCode::not_your_turn: return "not_your_turn";
        case ErrorCode::position_changed: return "position_changed";
        case ErrorCode::illegal_move: return "illegal_move";
        case ErrorCode::game_over: return "game_over";
        case ErrorCode::game_not_started: return "game_not_started";
        case ErrorCode::no_offer: return "no_offer";
        case ErrorCode::offer_not_allowed: return "offer_not_allowed";
        case ErrorCode::cannot_abort: return "cannot_abort";
        case ErrorCode::cannot_claim: return "cannot_claim";
        case ErrorCode::offline_not_allowed: return "offline_not_allowed";
        case ErrorCode::not_in_lobby: return "not_in_lobby";
        case ErrorCode::challenge_not_found: return "challenge_not_found";
        case ErrorCode::own_challenge: return "own_challenge";
        case ErrorCode::challenge_refused: return "challenge_refused";
        case ErrorCode::tournament_not_found: return "tournament_not_found";
        case ErrorCode::tournament_closed: return "tournament_closed";
        case ErrorCode::not_organiser: return "not_organiser";
        case ErrorCode::club_not_found: return "club_not_found";
        case ErrorCode::club_full: return "club_full";
        case ErrorCode::not_a_member: return "not_a_member";
        case ErrorCode::protected_account: return "protected_account";
        case ErrorCode::rated_needs_account: return "rated_needs_account";
        case ErrorCode::too_many_challenges: return "too_many_challenges";
        case ErrorCode::lobby_full: return "lobby_full";
        case ErrorCode::too_many_games: return "too_many_games";
        case ErrorCode::server_busy: return "server_busy";
        case ErrorCode::bad_request: return "bad_request";
        case ErrorCode::not_found: return "not_found";
        case ErrorCode::exercise_not_found: return "exercise_not_found";
        case ErrorCode::bad_username: return "bad_username";
        case ErrorCode::bad_password: return "bad_password";
        case ErrorCode::username_taken: return "username_taken";
        case ErrorCode::wrong_credentials: return "wrong_credentials";
        case ErrorCode::too_many_attempts: return "too_many_attempts";
        case ErrorCode::not_signed_in: return "not_signed_in";
        case ErrorCode::storage_unavailable: return "storage_unavailable";
        case ErrorCode::internal: return "internal";
    }
    return "internal";
}

}  // namespace petteia::protocol
