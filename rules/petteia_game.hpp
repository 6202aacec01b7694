#pragma once
// Petteia's entry points for the variant catalogue (variants.cpp); everyone else goes through it.
#include <memory>
#include <optional>

#include "rules/game.hpp"
#include "rules/petteia_position.hpp"
#include "rules/position_text.hpp"

namespace petteia {

const VariantInfo& petteia_variant_info(int size);
std::unique_ptr<Game> make_petteia_game(int size);
std::unique_ptr<Game> make_petteia_game(int size, const PositionSetup& setup);

std::optional<MoveError> explain_illegal(const PetteiaPosition& position, const Move& move);

}  // namespace petteia
