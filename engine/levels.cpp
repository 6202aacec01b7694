#include "engine/engine.hpp"

namespace petteia::engine {

std::optional<Level> parse_level(std::string_view name) {
    for (Level level : all_levels)
        if (level_name(level) == name) return level;
    return std::nullopt;
}

std::string_view level_name(Level level) {
    switch (level) {
        case Level::beginner: return "beginner";
        case Level::intermediate: return "intermediate";
        case Level::advanced: return "advanced";
        case Level::expert: return "expert";
    }
    return "unknown";
}

}  // namespace petteia::engine
