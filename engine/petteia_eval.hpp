#pragma once
// What the engine knows about Petteia positions: where captures can land, which pieces are
// threatened, and a static evaluation with weights worth tuning.
#include "rules/bitboard.hpp"
#include "rules/petteia_position.hpp"

namespace petteia::engine {

using bits::Bitboard;

// Evaluation weights, in hundredths of a piece. All terms compare the side to move with the other.
struct PetteiaWeights {
    int material = 100;          // per piece
    int mobility = 2;            // per legal move
    int threatened_first = 20;   // the first of the mover's pieces under threat (one can usually be saved)
    int threatened_more = 70;    // each further one (only one piece moves at a time)
    int threatening = 8;         // per enemy piece the mover could take at once (the search looks too)
    int open_line = 3;           // per rank or file through a piece with no own piece beside it (a piece can be sandwiched there)
    int half_closed_line = 6;    // per such line with an enemy on one side and an empty square on the other
    int tempo = 5;               // for being the side to move
    int quiet_fade_start = 60;   // from this many quiet plies on, every score fades linearly to 0 at 100
};

inline constexpr PetteiaWeights default_petteia_weights{};

// Squares where a piece of `movers` arriving would sandwich at least one of `targets`
// (captures need one target between the arriving piece and another of `movers`).
Bitboard capture_landings(Bitboard movers, Bitboard targets, Bitboard empty);

// Pieces of `targets` that one move of `movers` could capture (as PetteiaPosition::threatened).
Bitboard threatened_pieces(Bitboard movers, Bitboard targets, Bitboard empty);

// The moves of the side to move that capture something.
void generate_captures(const PetteiaPosition& position, MoveList& moves);

// Pieces a move of the side to move would capture.
inline int captures_of(const PetteiaPosition& position, BoardMove move) {
    const Side us = position.side_to_move();
    const Bitboard to = bits::bit(move.to);
    const Bitboard movers = position.pieces(us) ^ bits::bit(move.from) ^ to;
    return bits::count(PetteiaPosition::captures_by_arrival(to, movers, position.pieces(opponent(us))));
}

// The position's value for the side to move.
int evaluate(const PetteiaPosition& position, const PetteiaWeights& weights = default_petteia_weights);

}  // namespace petteia::engine
