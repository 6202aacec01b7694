#include "engine/material.hpp"

#include "engine/chess_eval.hpp"
#include "engine/petteia_eval.hpp"
#include "rules/chess_position.hpp"

namespace petteia::engine {

namespace {

// The evaluation's own value of one piece: Petteia has one kind, Petteia chess several.
int piece_value(const Game& game, Piece piece) {
    if (game.variant().piece_kinds.size() == static_cast<std::size_t>(chess::kind_count))
        return default_chess_weights.material[piece.kind];
    return default_petteia_weights.material;
}

}  // namespace

std::optional<Material> material_of(const Game& game) {
    const VariantInfo& variant = game.variant();
    if (!variant.has_captures) return std::nullopt;
    Material material;
    for (int rank = 0; rank < variant.height; ++rank) {
        for (int file = 0; file < variant.width; ++file) {
            const auto piece = game.piece_at({static_cast<std::uint8_t>(file), static_cast<std::uint8_t>(rank)});
            if (!piece) continue;
            (piece->side == Side::first ? material.first : material.second) += piece_value(game, *piece);
        }
    }
    return material;
}

std::optional<Material> material_after(const Game& game, const std::vector<Move>& line) {
    if (!game.variant().has_captures) return std::nullopt;
    auto after = game.clone();
    for (const Move& move : line) {
        if (after->is_over() || !after->play(move)) break;
    }
    return material_of(*after);
}

}  // namespace petteia::engine
