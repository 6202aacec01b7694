#include "engine/level_config.hpp"

#include <array>

namespace petteia::engine {

// In the order of Level: beginner, intermediate, advanced, expert.
using LevelTable = std::array<LevelConfig, 4>;

const LevelConfig& level_config(Level level) {
    static const LevelTable table{{
        {2, 10'000, 0, 60, 500, 1, 300},
        {3, 60'000, 2, 30, 250, 2, 500},
        {5, 300'000, 8, 12, 80, 2, 1000},
        {64, 1'500'000, 32, 0, 0, 0, 2000},
    }};
    return table[static_cast<std::size_t>(level)];
}

const LevelConfig& chess_level_config(Level level) {
    static const LevelTable table{{
        {2, 4'000, 0, 60, 500, 2, 300},
        {3, 20'000, 2, 30, 250, 3, 500},
        {5, 100'000, 8, 12, 80, 3, 1000},
        {64, 600'000, 32, 0, 0, 0, 2000},
    }};
    return table[static_cast<std::size_t>(level)];
}

}  // namespace petteia::engine
