#pragma once
// Exercise ratings (issue 40, as lichess's puzzles): every exercise and every player who solves
// them has a Glicko-2 rating of its own, apart from the game ratings. A player's first try at an
// exercise is one game between the two: solved unaided is the player's win, anything else (a wrong
// move, a hint, the solution shown) the exercise's. Both ratings change, each against the other's
// rating from before. Who is rated and how often is the server's business (ratings/README.md).
#include "ratings/glicko2.hpp"

namespace petteia::ratings {

// An exercise nobody has tried yet: its verified difficulty (1 easy to 3 hard) placed 300 points
// apart around a newcomer's 1500, with a deviation below a newcomer's (the engine's difficulty is
// a fair first guess) but wide enough for the first tries to correct it quickly.
inline constexpr double exercise_start_deviation = 250.0;
Rating exercise_start(int difficulty);

struct ExerciseOutcome {
    Rating player;
    Rating exercise;
};

// Both ratings after the player's first try, rated as a period of one game each (glicko2.hpp's
// rated()). The exercise's rating moves only when the player's own is no longer provisional (about
// 16 tries from a newcomer's): a newcomer's result says little of the exercise, and a crowd of
// fresh accounts cannot push an exercise's rating where it likes.
ExerciseOutcome after_exercise(const Rating& player, const Rating& exercise, bool solved);

}  // namespace petteia::ratings
