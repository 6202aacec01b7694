#pragma once
// The catalogue of variants: the only place that turns a variant's name into a game.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rules/errors.hpp"
#include "rules/expected.hpp"
#include "rules/game.hpp"

namespace petteia {

// "petteia-6x6", "petteia-8x8", "grec", "grec-mirror", "petteia-chess".
const std::vector<std::string>& variant_names();

// A new game from the variant's starting position.
Expected<std::unique_ptr<Game>, TextError> new_game(std::string_view variant);
// A new game from a position text (see position_text.hpp).
Expected<std::unique_ptr<Game>, TextError> new_game(std::string_view variant, std::string_view position_text);

}  // namespace petteia
