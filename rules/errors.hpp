#pragma once
// Typed errors with a reason a player can read. Returning one never changes the game.
#include <cstdint>
#include <string>
#include <string_view>

namespace petteia {

enum class MoveErrorCode : std::uint8_t {
    malformed,          // the text is not a move at all
    off_board,          // a square outside this board
    game_over,          // the game has ended
    empty_square,       // nothing to move on the from-square
    opponent_piece,     // the from-square holds the opponent's piece
    same_square,        // from and to are the same square
    not_straight,       // Petteia: not along a rank or file; Le Grec: not a step or jump direction
    blocked,            // a piece stands on the path (Petteia chess: a line piece's ray or a pawn's two-step)
    occupied,           // the destination is not empty
    backward,           // Le Grec: backward moves are not allowed
    too_far,            // Le Grec: farther than a step or a jump
    jump_over_own,      // Le Grec: a jump goes over the player's own piece
    jump_over_nothing,  // Le Grec: a two-square move with no piece to jump over
    cannot_reach,       // Petteia chess: the piece's pattern does not go there (a piece in the way is `blocked`)
    king_in_check,      // Petteia chess: the move leaves (or keeps) the mover's King in check
    capture_notation,   // Petteia chess: the piece gets there, but the move is written as a capture when it is not, or the reverse
    wrong_piece,        // Petteia chess: the move's letter names another piece than the one on its square
    promotion,          // Petteia chess: a promotion missing, where none is allowed, or to a King or pawn
    sacrifice_used,     // Petteia chess: the King's Sacrifice, already played
    illegal,            // any other reason the rules refuse the move
};

std::string_view to_string(MoveErrorCode code);

struct MoveError {
    MoveErrorCode code;
    std::string reason;
};

// Position text, game records and variant names that cannot be read.
struct TextError {
    std::string reason;
};

}  // namespace petteia
