#include "engine/exercises/exercise.hpp"

namespace petteia::engine::exercises {

std::string_view family_name(Family family) {
    switch (family) {
        case Family::capture: return "capture";
        case Family::defence: return "defence";
        case Family::finish: return "finish";
    }
    return "?";
}

std::optional<Family> parse_family(std::string_view name) {
    for (Family family : all_families)
        if (family_name(family) == name) return family;
    return std::nullopt;
}

std::string id_prefix(std::string_view variant, Family family) {
    const std::string size = variant == "petteia-8x8" ? "p8-" : "p6-";
    return size + std::string(family_name(family)) + "-";
}

}  // namespace petteia::engine::exercises
