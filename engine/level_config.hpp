#pragma once
// What each level may spend and which human mistakes it makes (see README.md, "Levels").
#include <cstdint>

#include "engine/engine.hpp"

namespace petteia::engine {

struct LevelConfig {
    int max_depth;               // iterative deepening stops here (the horizon)
    std::uint64_t max_nodes;     // the budget: positions visited per move
    int quiescence_plies;        // captures followed beyond the horizon (0: none)
    int choice_margin;           // root moves this close to the best (hundredths of a piece) may be played
    int blind_permille;          // chance that a capture far from the last move goes unseen, either side's
    int focus_radius;            // "far": more than this many squares (king steps) from the last move
    std::int64_t max_milliseconds;  // the level's own safety cap on thinking time
};

const LevelConfig& level_config(Level level);
// Petteia chess: the same kinds of mistakes; budgets for its costlier nodes and wider trees.
const LevelConfig& chess_level_config(Level level);

}  // namespace petteia::engine
