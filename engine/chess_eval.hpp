#pragma once
// What the engine knows about Petteia chess: the pieces' values, how free they are, how safe each
// King is, what the Sacrifice is worth, how far the pawns have come, and how to drive a lone King
// to the edge. Also the move-ordering and quiescence hooks of the search (captures, promotions).
#include "rules/chess_position.hpp"

namespace petteia::engine {

// Evaluation weights, in hundredths of a pawn. All terms compare the side to move with the other.
struct ChessWeights {
    // Per piece, in the order of chess::Kind (the King is never taken).
    std::array<int, chess::kind_count> material{0, 950, 500, 420, 320, 300, 100};
    // Per square a piece could move to (or take on), by kind; pawns and the King are not counted.
    std::array<int, chess::kind_count> mobility{0, 1, 2, 3, 3, 4, 0};
    int centre = 4;               // per step nearer the centre, for Horse, Snake and Camel
    int king_shield = 12;         // per own pawn or piece on the three squares in front of the King (middle game)
    int king_zone_attack = 9;     // per enemy attack on the King's square and its neighbours (middle game)
    int king_open_file = 15;      // the King's file with no own pawn (middle game)
    int sacrifice = 30;           // the Sacrifice still available: an escape and a defender swap in reserve
    int sacrifice_cover = 6;      // per own piece beside the King while the Sacrifice is available (something to give)
    // By rank counted from the pawn's own side (start = 1); the second table is added for a passed pawn.
    std::array<int, chess::board_size> pawn_advance{0, 0, 3, 6, 10, 16, 26, 40, 60, 0};
    std::array<int, chess::board_size> passed_pawn{0, 0, 8, 12, 20, 32, 50, 75, 110, 0};
    int king_centre_endgame = 6;  // per step of the King nearer the centre (end game)
    int mop_up_edge = 12;         // the stronger side, by 3 pawns or more in the end game: per step the weaker King is from the centre
    int mop_up_near = 6;          // … and per step its own King is nearer to it
    int tempo = 10;               // for being the side to move
    int quiet_fade_start = 80;    // from this many quiet plies on, every score fades linearly to 0 at 100
};

inline constexpr ChessWeights default_chess_weights{};

// Move order: a capture's key (most valuable victim, then least valuable attacker) and a promotion's;
// 0 for every other move. At most 15, so that the search's capture keys cannot overflow.
int captures_of(const chess::ChessPosition& position, chess::ChessMove move);

// The legal captures of the side to move, and its promotions to a Minister: the quiescence search.
void generate_captures(const chess::ChessPosition& position, chess::ChessMoveList& moves);

// The position's value for the side to move.
int evaluate(const chess::ChessPosition& position, const ChessWeights& weights = default_chess_weights);

}  // namespace petteia::engine
