#pragma once
// The Petteia chess "material" family's measure: what a move wins in material by force within a
// short, fixed horizon. The move, every reply, then captures only (each side may stop capturing when
// that suits it), counted in whole pawns by the usual values (Minister 9, Elephant 5, Snake 4, Camel
// and Horse 3, Pawn 1). A reply that checkmates counts as the loss of everything; a move that
// checkmates as the gain of everything. Nothing here is a rule: moves, captures and mates are asked
// of the rules through the Game interface, so the verifier and the generator measure alike.
#include "rules/game.hpp"

namespace petteia::engine::exercises {

// A piece's worth, in pawns (the King: 0, it is never taken).
int material_value(const Game& game, Piece piece);

// What the side to move wins or loses in material by playing `move` (legal): the piece it takes
// (en passant too), the piece a promotion makes less the pawn, and minus the own piece a Sacrifice
// gives.
int immediate_gain(Game& game, const Move& move);

// Whether `move` wins at least `threshold` pawns by force within the horizon: after it, whatever the
// reply, the side that played it stays at least `threshold` up once the captures are over.
bool wins_material(Game& game, const Move& move, int threshold);

// The smallest gain the family calls winning a piece: a Horse or a Camel.
inline constexpr int piece_threshold = 3;

}  // namespace petteia::engine::exercises
