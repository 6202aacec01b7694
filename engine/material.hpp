#pragma once
// Each side's material as the engine's evaluation counts it (100 ≈ one piece in every game: a
// Petteia piece, a Petteia chess pawn; a Minister 950), through the Game interface only. Analysis
// judges a move in the game's own terms with it: a move that gives away what the best move keeps
// (web-client/src/lib/move-judgement.ts). Le Grec takes nothing: it has no material.
#include <optional>
#include <vector>

#include "rules/game.hpp"

namespace petteia::engine {

struct Material {
    int first = 0;   // Side::first's pieces, in the engine's units
    int second = 0;  // Side::second's
    friend bool operator==(const Material&, const Material&) = default;
};

// The pieces on the board now; none for a game without captures.
std::optional<Material> material_of(const Game& game);

// The pieces on the board once `line` is played from `game` (as far as its moves are legal): what
// the search expects each side to keep.
std::optional<Material> material_after(const Game& game, const std::vector<Move>& line);

}  // namespace petteia::engine
