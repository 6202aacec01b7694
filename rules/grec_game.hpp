#pragma once
// Le Grec's entry points for the variant catalogue (variants.cpp); everyone else goes through it.
#include <memory>
#include <optional>
#include <string_view>

#include "rules/game.hpp"
#include "rules/grec_position.hpp"
#include "rules/position_text.hpp"

namespace petteia {

// Le Grec ("grec") and its mirror-arrival variant ("grec-mirror"): the same game but for the goals.
const VariantInfo& grec_variant_info();
const VariantInfo& grec_mirror_variant_info();
std::unique_ptr<Game> make_grec_game(const GrecGoals& goals = grec_half_goals);
std::unique_ptr<Game> make_grec_game(const PositionSetup& setup, const GrecGoals& goals = grec_half_goals);

// The goals of a Le Grec variant by its name; none for any other variant.
std::optional<GrecGoals> grec_goals_of(std::string_view variant);

std::optional<MoveError> explain_illegal(const GrecPosition& position, const Move& move);

}  // namespace petteia
