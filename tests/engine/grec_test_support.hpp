#pragma once
// Helpers for the Le Grec solver tests: positions as the rules' text, and games set up from them.
#include <memory>
#include <stdexcept>
#include <string>

#include "engine/grec_position_index.hpp"
#include "rules/game.hpp"
#include "rules/variants.hpp"

namespace grec_test {

// The position text (`rules/README.md`): ranks from 4 down to 1, files A to D, then the side.
inline std::string position_text(const petteia::engine::GrecPlacement& placement) {
    std::string text;
    for (int rank = 3; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 4; ++file) {
            const auto bit = petteia::GrecPosition::bit(petteia::GrecPosition::index_of(file, rank));
            const char piece = placement.black & bit ? 'B' : placement.white & bit ? 'W' : 0;
            if (!piece) {
                ++empty;
                continue;
            }
            if (empty) text += std::to_string(empty);
            empty = 0;
            text += piece;
        }
        if (empty) text += std::to_string(empty);
        if (rank > 0) text += '/';
    }
    return text + (placement.to_move == petteia::Side::first ? " black" : " white");
}

// The placement of a Le Grec game's position and its side to move.
inline petteia::engine::GrecPlacement placement_of(const petteia::Game& game) {
    petteia::engine::GrecPlacement placement{0, 0, game.side_to_move()};
    for (int index = 0; index < petteia::GrecPosition::squares; ++index)
        if (const auto piece = game.piece_at(petteia::GrecPosition::square_of(index)))
            (piece->side == petteia::Side::first ? placement.black : placement.white) |= petteia::GrecPosition::bit(index);
    return placement;
}

// A game of Le Grec ("grec") or of its mirror variant ("grec-mirror") from a position text.
inline std::unique_ptr<petteia::Game> grec_game(const std::string& text, const std::string& variant = "grec") {
    auto game = petteia::new_game(variant, text);
    if (!game) throw std::runtime_error("bad position " + text + ": " + game.error().reason);
    return std::move(*game);
}

}  // namespace grec_test
