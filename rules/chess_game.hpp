#pragma once
// Petteia chess's entry points for the variant catalogue (variants.cpp); everyone else goes through it.
#include <memory>
#include <string_view>

#include "rules/errors.hpp"
#include "rules/expected.hpp"
#include "rules/game.hpp"

namespace petteia {

const VariantInfo& chess_variant_info();
std::unique_ptr<Game> make_chess_game();
Expected<std::unique_ptr<Game>, TextError> make_chess_game(std::string_view position_text);

}  // namespace petteia
