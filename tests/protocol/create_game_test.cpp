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

// Issue 38: days per move, one of six, alone in "time"; written back with "days".
TEST(CreateGame, DaysPerMoveAreOneOfSixAndAlone) {
    for (const std::int64_t days : {1, 2, 3, 5, 7, 14}) {
        auto request = parse_create_game(R"({"variant":"grec","time":{"days":)" + std::to_string(days) + "}}");
        ASSERT_TRUE(request) << days;
        ASSERT_TRUE(request->time);
        EXPECT_EQ(request->time->days_per_move, days);
        EXPECT_EQ(request->time->initial_ms, days * 86'400'000);
        EXPECT_EQ(request->time->increment_ms, 0);
        const auto written = time_control_json(request->time);
        EXPECT_EQ(written["days"], days);
        EXPECT_EQ(parse_time_control(nlohmann::json{{"days", days}})->value().days_per_move, days) << "read back";
    }
    for (const char* time : {R"({"days":0})", R"({"days":4})", R"({"days":15})", R"({"days":-1})", R"({"days":"3"})",
                             R"({"days":3.0})", R"({"days":null})", R"({"days":true})", R"({"days":[3]})",
                             R"({"days":3,"minutes":5})", R"({"days":3,"increment":0})", R"({"days":18446744073709551617})"}) {
        const auto request = parse_create_game(std::string(R"({"variant":"grec","time":)") + time + "}");
        ASSERT_FALSE(request) << time;
        EXPECT_EQ(request.error().code, ErrorCode::invalid_message) << time;
        EXPECT_NE(request.error().message.find("time"), std::string::npos) << request.error().message;
    }
    const auto computer = parse_create_game(R"({"variant":"grec","time":{"days":3},"opponent":"computer","level":"expert"})");
    ASSERT_FALSE(computer);
    EXPECT_NE(computer.error().message.find("computer"), std::string::npos);
    EXPECT_FALSE(time_control_json(TimeControl{300'000, 2'000}).contains("days")) << "a game clock has no days";
}

}  // namespace
