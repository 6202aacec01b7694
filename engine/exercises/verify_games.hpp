#pragma once
// The verifier's checks of the Petteia chess and Le Grec families (verify.cpp checks what every
// exercise shares, then hands over here by game). `game` is at the exercise's start and is left
// there; `solution` is the exercise's moves, legal in turn. A failure's reason, or nothing.
#include <optional>
#include <string>
#include <vector>

#include "engine/exercises/exercise.hpp"
#include "rules/game.hpp"

namespace petteia::engine::exercises {

std::optional<std::string> check_chess_exercise(const Exercise& exercise, Game& game, const std::vector<Move>& solution);
std::optional<std::string> check_grec_exercise(const Exercise& exercise, Game& game, const std::vector<Move>& solution);

}  // namespace petteia::engine::exercises
