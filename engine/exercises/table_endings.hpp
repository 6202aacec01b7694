#pragma once
// "Win this ending": finish exercises taken from the Petteia endgame tables instead of games. The
// positions are drawn with the seed from 6×6's 3 v 2 table among those it calls won within five
// plies (three of the solver's moves: in 3 v 2 the winning capture ends the game, so the table's
// distance is the distance to the win), in either colour, and kept only when the finish family's
// rules accept them (finish_candidate: no shorter win, the winning move unique at every step along
// every defence), which the verifier checks again. Only positions, never a game or a player.
#include <cstdint>
#include <vector>

#include "engine/exercises/exercise.hpp"
#include "engine/petteia_table_set.hpp"

namespace petteia::engine::exercises {

struct EndingOptions {
    std::uint64_t seed = 1;
    int count = 12;  // exercises, the difficulties 1, 2 and 3 in turn
};

// Without ids (the caller numbers them), in difficulty order; fewer than `count` only if the table
// runs short (it does not: thousands qualify). The 3 v 2 table must be in `tables`.
std::vector<Exercise> ending_exercises(const TableLookup& tables, const EndingOptions& options);

}  // namespace petteia::engine::exercises
