#pragma once
// The arenas the site schedules itself (issue 39; --site-arenas): each hourly one from the start of
// every hour for 45 minutes, each daily one from 18:00 UTC for an hour. They are made ahead — the
// next two hours' and the next day's — so that Home can announce them with a countdown, each slot
// with its schedule key ("hourly:petteia-6x6:3+2:2026-12-06T14"), which the store takes once: every
// node may make them, and each slot is one tournament.
#include <cstdint>
#include <vector>

#include "db/stored_tournament.hpp"
#include "server/common/config.hpp"

namespace petteia::server {

inline constexpr std::int64_t hourly_arena_ms = 45 * 60'000;
inline constexpr std::int64_t daily_arena_ms = 60 * 60'000;
inline constexpr int daily_arena_hour_utc = 18;
// How many players a site arena takes.
inline constexpr int site_arena_players = 2'000;

// The site's arenas whose slot starts after `now` and within the time they are made ahead, to make
// (the store ignores those made already). Arenas on an unknown game are left out.
std::vector<db::StoredTournament> site_arenas_ahead(const std::vector<SiteArena>& schedule, std::int64_t now_ms);

}  // namespace petteia::server
