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

std::string_view theme_name(std::string_view variant, Family family) {
    if (variant == "petteia-6x6" || variant == "petteia-8x8") return family_name(family);
    if (variant == "petteia-chess") {
        switch (family) {
            case Family::capture: return "material";
            case Family::defence: return "sacrifice";
            case Family::finish: return "mate";
        }
    }
    if (variant == "grec") {
        switch (family) {
            case Family::capture: return "";
            case Family::defence: return "hold";
            case Family::finish: return "win";
        }
    }
    return "";
}

std::string id_prefix(std::string_view variant, Family family) {
    const std::string game = variant == "petteia-8x8" ? "p8-" : variant == "petteia-chess" ? "pc-" : variant == "grec" ? "gr-" : "p6-";
    return game + std::string(theme_name(variant, family)) + "-";
}

}  // namespace petteia::engine::exercises
