#pragma once
// What a rated game's end does to its two players' ratings: each is rated on the game as a period
// of its own, against the other's rating from before it (Glicko-2, glicko2.hpp). An aborted game
// (or one that ended without a result: an expired invitation, an inactive game) changes nothing; a
// win by the opponent's absence ("abandoned") or on time counts as any win, as the rules say today.
#include <array>
#include <optional>

#include "ratings/glicko2.hpp"

namespace petteia::ratings {

enum class Outcome { first_wins, second_wins, draw, no_result };

// Both players' ratings after the game (index 0 the first side's), or nothing when it changes nothing.
std::optional<std::array<Rating, 2>> after_game(const std::array<Rating, 2>& before, Outcome outcome);

}  // namespace petteia::ratings
