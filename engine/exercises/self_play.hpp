#pragma once
// What the exercise generators share about the games they play to find positions (generate.cpp for
// Petteia, game_exercises.cpp for Petteia chess and Le Grec): the levels that play them, and a
// position taken out of its game to start an exercise.
#include <memory>
#include <string>
#include <utility>

#include "engine/engine.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"

namespace petteia::engine::exercises {

// Weaker levels blunder more, and blunders make exercises; an Advanced side now and then makes the
// games longer and the endings cleaner.
inline constexpr Level game_levels[] = {Level::beginner, Level::beginner, Level::intermediate, Level::intermediate,
                                        Level::advanced};

// The position with its history forgotten (and, where the text has one, the quiet-ply count at 0),
// as an exercise starts.
inline std::unique_ptr<Game> fresh_copy(const Game& game) {
    std::string text = format_position(game);
    if (game.variant().has_quiet_move_rule) text = text.substr(0, text.rfind(' ')) + " 0";
    return std::move(new_game(game.variant().name, text)).value();
}

}  // namespace petteia::engine::exercises
