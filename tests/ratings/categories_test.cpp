// Which rating a timed game counts for: its variant and the speed of its clock.
#include <gtest/gtest.h>

#include "ratings/categories.hpp"

namespace {

using namespace petteia::ratings;

constexpr std::int64_t minutes = 60'000, seconds = 1'000;

TEST(RatingCategories, TheSpeedIsTheClocksEstimatedDuration) {
    EXPECT_EQ(speed_of(1 * minutes, 0), Speed::bullet);
    EXPECT_EQ(speed_of(2 * minutes, 1 * seconds), Speed::bullet);   // 160 s
    EXPECT_EQ(speed_of(3 * minutes, 0), Speed::blitz);              // 180 s: the first blitz
    EXPECT_EQ(speed_of(3 * minutes, 2 * seconds), Speed::blitz);    // 260 s
    EXPECT_EQ(speed_of(5 * minutes, 3 * seconds), Speed::blitz);    // 420 s
    EXPECT_EQ(speed_of(8 * minutes, 0), Speed::rapid);              // 480 s
    EXPECT_EQ(speed_of(10 * minutes, 5 * seconds), Speed::rapid);   // 800 s
    EXPECT_EQ(speed_of(15 * minutes, 10 * seconds), Speed::rapid);  // 1300 s
    EXPECT_EQ(speed_of(25 * minutes, 0), Speed::classical);
    EXPECT_EQ(speed_of(30 * minutes, 20 * seconds), Speed::classical);
}

TEST(RatingCategories, NamesReadBackAndKeysNameTheGameAndTheSpeed) {
    for (Speed speed : {Speed::bullet, Speed::blitz, Speed::rapid, Speed::classical, Speed::correspondence})
        EXPECT_EQ(parse_speed(speed_name(speed)), speed);
    EXPECT_FALSE(parse_speed("daily"));
    EXPECT_FALSE(parse_speed("Blitz"));
    EXPECT_EQ(category("petteia-6x6", Speed::blitz), "petteia-6x6/blitz");
    EXPECT_EQ(category("grec", Speed::correspondence), "grec/correspondence");
}

// Issue 38: days per move are their own category, however many days (a 1-day clock is no bullet).
TEST(RatingCategories, DaysPerMoveAreCorrespondence) {
    constexpr std::int64_t day = 86'400'000;
    EXPECT_EQ(speed_of(1 * day, 0, 1), Speed::correspondence);
    EXPECT_EQ(speed_of(14 * day, 0, 14), Speed::correspondence);
    EXPECT_EQ(speed_of(3 * 60'000, 2'000, std::nullopt), Speed::blitz);
}

}  // namespace
