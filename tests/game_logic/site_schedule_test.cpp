// The arenas the site schedules itself (issue 39): read from --site-arenas, made ahead for the next
// two hours and the next day, each slot under a key of its own; none on a game the rules do not know.
#include <gtest/gtest.h>

#include "server/common/config.hpp"
#include "server/tournaments/site_schedule.hpp"

namespace petteia::server {
namespace {

constexpr std::int64_t one_hour = 3'600'000;
// 2026-12-06 14:20 UTC.
constexpr std::int64_t afternoon = 1'796'565'600'000 + 20 * 60'000;

TEST(SiteSchedule, TheScheduleIsReadFromItsOption) {
    const auto config = read_config({"--site-arenas", "hourly:grec:3+2, daily:petteia-8x8:5+0"});
    ASSERT_TRUE(config) << config.error();
    EXPECT_EQ(config->site_arenas, (std::vector<SiteArena>{{"hourly", "grec", 180'000, 2'000}, {"daily", "petteia-8x8", 300'000, 0}}));
    EXPECT_TRUE(read_config({"--site-arenas", "none"})->site_arenas.empty());
    EXPECT_EQ(read_config({})->site_arenas, default_site_arenas());
    for (const char* bad : {"weekly:grec:3+2", "hourly:grec:3", "hourly:grec:0+2", "hourly:grec:61+0", "hourly:grec:3+31",
                            "hourly::3+2", "grec"})
        EXPECT_FALSE(read_config({"--site-arenas", bad})) << bad;
}

TEST(SiteSchedule, HourlyArenasAreMadeTwoHoursAheadAndDailyOnesForTheNextEvening) {
    const auto made = site_arenas_ahead({{"hourly", "petteia-6x6", 180'000, 2'000}, {"daily", "grec", 300'000, 0}}, afternoon);
    ASSERT_EQ(made.size(), 3u);
    EXPECT_EQ(made[0].starts_at_ms, afternoon - 20 * 60'000 + one_hour);
    EXPECT_EQ(made[1].starts_at_ms, made[0].starts_at_ms + one_hour);
    EXPECT_EQ(made[0].duration_ms, hourly_arena_ms);
    EXPECT_EQ(made[0].schedule_key, "hourly:petteia-6x6:3+2:2026-12-06T15");
    EXPECT_EQ(made[1].schedule_key, "hourly:petteia-6x6:3+2:2026-12-06T16");
    EXPECT_EQ(made[2].starts_at_ms, afternoon - 20 * 60'000 + 4 * one_hour) << "18:00 UTC today";
    EXPECT_EQ(made[2].schedule_key, "daily:grec:5+0:2026-12-06");
    EXPECT_EQ(made[2].duration_ms, daily_arena_ms);
    for (const auto& t : made) {
        EXPECT_EQ(t.kind, "arena");
        EXPECT_FALSE(t.organiser_id) << "the site's own";
        EXPECT_TRUE(t.listed);
        EXPECT_TRUE(t.rated);
    }
    EXPECT_NE(made[0].id, made[1].id);
    // After 18:00, the next day's; the same slot asked again has the same key (the store makes it once).
    const auto evening = site_arenas_ahead({{"daily", "grec", 300'000, 0}}, afternoon + 4 * one_hour + 1);
    EXPECT_EQ(evening[0].schedule_key, "daily:grec:5+0:2026-12-07");
    EXPECT_EQ(site_arenas_ahead({{"daily", "grec", 300'000, 0}}, afternoon + 3 * one_hour)[0].schedule_key, made[2].schedule_key);
    EXPECT_TRUE(site_arenas_ahead({{"daily", "chess", 300'000, 0}}, afternoon).empty()) << "no such game";
}

}  // namespace
}  // namespace petteia::server
