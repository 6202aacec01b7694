#include "engine/level_config.hpp"

namespace petteia::engine {

const LevelConfig& level_config(Level level) {
    static const LevelConfig beginner{2, 10'000, 0, 60, 500, 1, 300};
    static const LevelConfig intermediate{3, 60'000, 2, 30, 250, 2, 500};
    static const LevelConfig advanced{5, 300'000, 8, 12, 80, 2, 1000};
    static const LevelConfig expert{64, 1'500'000, 32, 0, 0, 0, 2000};
    switch (level) {
        case Level::beginner: return beginner;
        case Level::intermediate: return intermediate;
        case Level::advanced: return advanced;
        case Level::expert: return expert;
    }
    return expert;
}

}  // namespace petteia::engine
