#include "server/tournaments/site_schedule.hpp"

#include <cstdio>
#include <ctime>

#include "rules/variants.hpp"
#include "server/common/secrets.hpp"

namespace petteia::server {

namespace {

constexpr std::int64_t hour_length_ms = 3'600'000;
constexpr std::int64_t day_length_ms = 24 * hour_length_ms;

// "2026-12-06T14" (hourly slots) or "2026-12-06" (daily), in UTC.
std::string slot_name(std::int64_t at_ms, bool hourly) {
    const std::time_t seconds = static_cast<std::time_t>(at_ms / 1000);
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[24];
    std::strftime(text, sizeof text, hourly ? "%Y-%m-%dT%H" : "%Y-%m-%d", &utc);
    return text;
}

}  // namespace

std::vector<db::StoredTournament> site_arenas_ahead(const std::vector<SiteArena>& schedule, std::int64_t now_ms) {
    std::vector<db::StoredTournament> made;
    for (const SiteArena& arena : schedule) {
        if (!new_game(arena.variant)) continue;
        const bool hourly = arena.every == "hourly";
        std::vector<std::int64_t> starts;
        if (hourly) {
            const std::int64_t next = (now_ms / hour_length_ms + 1) * hour_length_ms;
            starts = {next, next + hour_length_ms};
        } else {
            std::int64_t today = now_ms / day_length_ms * day_length_ms + daily_arena_hour_utc * hour_length_ms;
            starts = {today > now_ms ? today : today + day_length_ms};
        }
        for (const std::int64_t start : starts) {
            db::StoredTournament t;
            t.id = new_game_id();
            t.kind = "arena";
            t.name = hourly ? "Hourly arena" : "Daily arena";
            t.variant = arena.variant;
            t.time = db::TimeControl{arena.initial_ms, arena.increment_ms, std::nullopt};
            t.schedule_key = arena.every + ":" + arena.variant + ":" + std::to_string(arena.initial_ms / 60'000) + "+" +
                             std::to_string(arena.increment_ms / 1'000) + ":" + slot_name(start, hourly);
            t.starts_at_ms = start;
            t.duration_ms = hourly ? hourly_arena_ms : daily_arena_ms;
            t.max_players = site_arena_players;
            t.created_at_ms = now_ms;
            made.push_back(std::move(t));
        }
    }
    return made;
}

}  // namespace petteia::server
