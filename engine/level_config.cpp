#include "engine/level_config.hpp"

namespace petteia::engine {

const LevelConfig& level_config(Level level) {
    static const LevelConfig beginner{2, 4'000, 0, 60, 500, 1, 300};
    static const LevelConfig intermediate{3, 20'000, 2, 30, 250, 2, 500};
    static const LevelConfig advanced{5, 120'000, 8, 12, 80, 2, 1000};
    static const LevelConfig expert{64, 600'000, 32, 0, 0, 0, 2000};
    switch (level) {
        case Level::beginner: return beginner;
        case Level::intermediate: return intermediate;
        case Level::advanced: return advanced;
        case Level::expert: return expert;
    }
    return expert;
}

}  // namespace petteia::engine
