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
    for (Speed speed : {Speed::bullet, Speed::blitz, Speed::rapid, Speed::classical})
        EXPECT_EQ(parse_speed(speed_name(speed)), speed);
    EXPECT_FALSE(parse_speed("correspondence"));
    EXPECT_FALSE(parse_speed("Blitz"));
    EXPECT_EQ(category("petteia-6x6", Speed::blitz), "petteia-6x6/blitz");
}

}  // namespace
