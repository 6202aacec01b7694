#include "ratings/categories.hpp"

#include <array>
#include <utility>

namespace petteia::ratings {

namespace {

constexpr std::array<std::pair<Speed, std::string_view>, 5> names{{
    {Speed::bullet, "bullet"},
    {Speed::blitz, "blitz"},
    {Speed::rapid, "rapid"},
    {Speed::classical, "classical"},
    {Speed::correspondence, "correspondence"},
}};

// Forty moves a side: the estimate lichess uses for every clock.
constexpr std::int64_t estimated_moves = 40;

}  // namespace

std::string_view speed_name(Speed speed) {
    for (const auto& [value, name] : names)
        if (value == speed) return name;
    return "classical";
}

std::optional<Speed> parse_speed(std::string_view name) {
    for (const auto& [value, known] : names)
        if (known == name) return value;
    return std::nullopt;
}

Speed speed_of(std::int64_t initial_ms, std::int64_t increment_ms) {
    const std::int64_t seconds = (initial_ms + estimated_moves * increment_ms) / 1000;
    if (seconds < 180) return Speed::bullet;
    if (seconds < 480) return Speed::blitz;
    if (seconds < 1500) return Speed::rapid;
    return Speed::classical;
}

Speed speed_of(std::int64_t initial_ms, std::int64_t increment_ms, std::optional<std::int64_t> days_per_move) {
    return days_per_move ? Speed::correspondence : speed_of(initial_ms, increment_ms);
}

std::string category(std::string_view variant, Speed speed) {
    return std::string(variant) + "/" + std::string(speed_name(speed));
}

}  // namespace petteia::ratings
