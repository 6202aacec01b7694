// The names of the rules' enumerations, as they appear in JSON, the CLI and logs.
#include "rules/errors.hpp"
#include "rules/types.hpp"

namespace petteia {

std::string_view to_string(GameState state) {
    switch (state) {
        case GameState::ongoing: return "ongoing";
        case GameState::win: return "win";
        case GameState::draw: return "draw";
    }
    return "?";
}

std::string_view to_string(EndReason reason) {
    switch (reason) {
        case EndReason::none: return "none";
        case EndReason::pieces: return "pieces";
        case EndReason::no_moves: return "no-moves";
        case EndReason::arrived: return "arrived";
        case EndReason::repetition: return "repetition";
        case EndReason::quiet_moves: return "quiet-moves";
        case EndReason::checkmate: return "checkmate";
        case EndReason::stalemate: return "stalemate";
    }
    return "?";
}

std::string_view to_string(MoveErrorCode code) {
    switch (code) {
        case MoveErrorCode::malformed: return "malformed";
        case MoveErrorCode::off_board: return "off-board";
        case MoveErrorCode::game_over: return "game-over";
        case MoveErrorCode::empty_square: return "empty-square";
        case MoveErrorCode::opponent_piece: return "opponent-piece";
        case MoveErrorCode::same_square: return "same-square";
        case MoveErrorCode::not_straight: return "not-straight";
        case MoveErrorCode::blocked: return "blocked";
        case MoveErrorCode::occupied: return "occupied";
        case MoveErrorCode::backward: return "backward";
        case MoveErrorCode::too_far: return "too-far";
        case MoveErrorCode::jump_over_own: return "jump-over-own";
        case MoveErrorCode::jump_over_nothing: return "jump-over-nothing";
        case MoveErrorCode::cannot_reach: return "cannot-reach";
        case MoveErrorCode::king_in_check: return "king-in-check";
        case MoveErrorCode::capture_notation: return "capture-notation";
        case MoveErrorCode::wrong_piece: return "wrong-piece";
        case MoveErrorCode::promotion: return "promotion";
        case MoveErrorCode::sacrifice_used: return "sacrifice-used";
        case MoveErrorCode::illegal: return "illegal";
    }
    return "?";
}

}  // namespace petteia
