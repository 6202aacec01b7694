// POST /api/games bodies: the variant, the time control and the colour choice.
#include <gtest/gtest.h>

#include "protocol/create_game.hpp"

namespace {

using namespace petteia::protocol;

TEST(CreateGame, FullRequest) {
    auto request = parse_create_game(R"({"variant":"petteia-8x8","time":{"minutes":5,"increment":3},"color":"second"})");
    ASSERT_TRUE(request);
    EXPECT_EQ(request->variant, "petteia-8x8");
    ASSERT_TRUE(request->time);
    EXPECT_EQ(request->time->initial_ms, 300'000);
    EXPECT_EQ(request->time->increment_ms, 3'000);
    EXPECT_EQ(request->color, ColorChoice::second);
}

TEST(CreateGame, DefaultsAreUntimedAndRandom) {
    auto request = parse_create_game(R"({"variant":"grec"})");
    ASSERT_TRUE(request);
    EXPECT_FALSE(request->time);
    EXPECT_EQ(request->color, ColorChoice::random);
    auto untimed = parse_create_game(R"({"variant":"grec","time":null})");
    ASSERT_TRUE(untimed);
    EXPECT_FALSE(untimed->time);
}

TEST(CreateGame, FractionalMinutes) {
    auto request = parse_create_game(R"({"variant":"grec","time":{"minutes":0.5}})");
    ASSERT_TRUE(request);
    EXPECT_EQ(request->time->initial_ms, 30'000);
    EXPECT_EQ(request->time->increment_ms, 0);
}

TEST(CreateGame, BadBodiesAreRefused) {
    for (const char* body : {R"({"variant":"chess"})", R"({"time":null})", R"({"variant":"grec","color":"blue"})",
                             R"({"variant":"grec","time":{"minutes":0}})", R"({"variant":"grec","time":{"minutes":181}})",
                             R"({"variant":"grec","time":{"minutes":3,"increment":2.5}})",
                             R"({"variant":"grec","time":{"minutes":3,"increment":61}})",
                             R"({"variant":"grec","time":{"minutes":3,"bonus":1}})", R"({"variant":"grec","private":true})",
                             R"({"variant":"grec","time":"blitz"})", "[]"}) {
        auto request = parse_create_game(body);
        ASSERT_FALSE(request) << body;
        EXPECT_EQ(request.error().code, ErrorCode::invalid_message) << body;
    }
    EXPECT_EQ(parse_create_game("{variant").error().code, ErrorCode::malformed_json);
}

// Found by the api_bodies fuzz target's check: minutes above 0 that round to 0 ms made a timed game
// whose clock was empty from the start.
TEST(CreateGame, MinutesThatRoundToNoTimeAreRefused) {
    for (const char* body : {R"({"variant":"grec","time":{"minutes":1e-9}})",
                             R"({"variant":"grec","time":{"minutes":5e-324}})",
                             R"({"variant":"grec","time":{"minutes":0.000008}})"}) {
        auto request = parse_create_game(body);
        ASSERT_FALSE(request) << body;
        EXPECT_EQ(request.error().code, ErrorCode::invalid_message) << body;
    }
    auto smallest = parse_create_game(R"({"variant":"grec","time":{"minutes":0.00001}})");
    ASSERT_TRUE(smallest);
    EXPECT_EQ(smallest->time->initial_ms, 1);
}

}  // namespace
