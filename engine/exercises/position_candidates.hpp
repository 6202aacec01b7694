#pragma once
// The exercises one position makes in every family of its game, as the generators and `petteia
// exercises from-games` look for them: Petteia's capture, defence and finish (candidates.hpp), Petteia
// chess's mate, material and Sacrifice, Le Grec's win and hold (game_candidates.hpp). The game is a
// fresh one (self_play.hpp's fresh_copy), ongoing, the solver to move; it is left as it was.
#include <optional>
#include <vector>

#include "engine/exercises/candidates.hpp"
#include "engine/exercises/exercise.hpp"
#include "engine/exercises/forced_win.hpp"
#include "engine/exercises/game_candidates.hpp"
#include "rules/game.hpp"

namespace petteia::engine::exercises {

// How far to look, where looking costs a search.
struct Looking {
    int finish_moves = max_finish_moves;  // Petteia's finish and Petteia chess's mate: the longest looked for
                                          // (Petteia: a win in three only at max_finish_moves, else in two)
    bool material = true;                 // Petteia chess's material (a capture search of its own)
};

// Counts kept along the way (either may be null): Petteia's forced wins, Petteia chess's mates.
struct Tallies {
    FinishTally* finish = nullptr;
    MateTally* mates = nullptr;
};

// Petteia: capture, defence, finish; Petteia chess: mate, material, Sacrifice; Le Grec: win, hold; in
// that order. Nothing for a variant without exercises (grec-mirror).
std::vector<Exercise> position_candidates(Game& game, ForcedWin& search, const Looking& looking = {},
                                          const Tallies& tallies = {});

}  // namespace petteia::engine::exercises
