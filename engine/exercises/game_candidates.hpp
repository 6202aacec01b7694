#pragma once
// Whether a position makes a Petteia chess or Le Grec exercise (chess_facts.hpp, grec_facts.hpp): the
// facts the verifier checks, computed once to build the exercise (without its id). The game is a
// fresh one (no history), ongoing, the solver to move; it is left as it was.
#include <array>
#include <optional>

#include "engine/exercises/exercise.hpp"
#include "engine/exercises/forced_win.hpp"
#include "rules/game.hpp"

namespace petteia::engine::exercises {

// Whether the side to move has two legal moves or more: one legal move is no puzzle, in any of these
// families (the verifier refuses it too).
bool has_a_choice(const Game& game);

// Mates found, by the fewest moves to mate, and those whose line is unique (the ones kept).
struct MateTally {
    std::array<int, max_finish_moves + 1> mates{};
    std::array<int, max_finish_moves + 1> unique{};
};

// A mate in 1..`most_moves` (at most max_finish_moves).
std::optional<Exercise> mate_candidate(Game& game, ForcedWin& search, int most_moves, MateTally* tally = nullptr);
std::optional<Exercise> material_candidate(Game& game);
std::optional<Exercise> sacrifice_candidate(Game& game, ForcedWin& search);

std::optional<Exercise> grec_win_candidate(const Game& game);
std::optional<Exercise> grec_hold_candidate(const Game& game);

}  // namespace petteia::engine::exercises
