#pragma once
// Le Grec's entry points for the variant catalogue (variants.cpp); everyone else goes through it.
#include <memory>
#include <optional>

#include "rules/game.hpp"
#include "rules/grec_position.hpp"
#include "rules/position_text.hpp"

namespace petteia {

const VariantInfo& grec_variant_info();
std::unique_ptr<Game> make_grec_game();
std::unique_ptr<Game> make_grec_game(const PositionSetup& setup);

std::optional<MoveError> explain_illegal(const GrecPosition& position, const Move& move);

}  // namespace petteia
