#pragma once
// What the verifier's checks share, in verify.cpp (every exercise, Petteia's families) and
// verify_games.cpp (Petteia chess and Le Grec): a check's answer, a move as the game writes it, and
// the checks of an exercise's stored goal and difficulty against what its families' rules give.
#include <optional>
#include <string>

#include "engine/exercises/exercise.hpp"
#include "engine/exercises/goal_text.hpp"
#include "rules/game.hpp"

namespace petteia::engine::exercises {

using Check = std::optional<std::string>;  // a failure's reason, or nothing

inline std::string text_of(const Game& game, const Move& move) { return game.move_text(move); }

inline Check check_goal(const Exercise& exercise, const GoalText& expected) {
    if (exercise.goal.en != expected.en) return "goal (en) should be \"" + expected.en + "\"";
    if (exercise.goal.fr != expected.fr) return "goal (fr) should be \"" + expected.fr + "\"";
    if (exercise.goal.el != expected.el) return "goal (el) should be \"" + expected.el + "\"";
    return std::nullopt;
}

inline Check check_difficulty(const Exercise& exercise, int expected) {
    if (exercise.difficulty != expected)
        return "difficulty is " + std::to_string(exercise.difficulty) + " but the rule gives " + std::to_string(expected);
    return std::nullopt;
}

}  // namespace petteia::engine::exercises
