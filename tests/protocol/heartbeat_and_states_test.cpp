// The heartbeat's ping and pong, and GET /api/games?ids=…'s query and answer.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "protocol/game_states.hpp"
#include "protocol/heartbeat.hpp"

namespace petteia::protocol {
namespace {

TEST(Heartbeat, APingIsExactlyTheTypePing) {
    EXPECT_TRUE(is_ping(R"({"type":"ping"})"));
    EXPECT_TRUE(is_ping(R"( { "type" : "ping" } )"));
    EXPECT_FALSE(is_ping(R"({"type":"ping","ref":1})"));  // anything else is an ordinary message
    EXPECT_FALSE(is_ping(R"({"type":"pong"})"));
    EXPECT_FALSE(is_ping(R"({"type":"move","move":"ping"})"));
    EXPECT_FALSE(is_ping(R"("ping")"));
    EXPECT_FALSE(is_ping(R"({"type":"ping")"));
    EXPECT_FALSE(is_ping(std::string(R"({"type":"ping")") + std::string(60, ' ') + "}"));  // over 64 bytes
}

TEST(Heartbeat, PongIsTheTypePong) {
    EXPECT_EQ(nlohmann::json::parse(pong_message()), (nlohmann::json{{"type", "pong"}}));
}

TEST(GameStates, IdsAreReadCommaSeparatedOnceEach) {
    auto ids = parse_game_state_ids("ids=FrRnCfQyUNyHh-JH,AAAAAAAAAAAAAAAA,FrRnCfQyUNyHh-JH");
    ASSERT_TRUE(ids);
    EXPECT_EQ(*ids, (std::vector<std::string>{"FrRnCfQyUNyHh-JH", "AAAAAAAAAAAAAAAA"}));
    EXPECT_TRUE(parse_game_state_ids("x=1&ids=FrRnCfQyUNyHh-JH"));
}

TEST(GameStates, BadQueriesAreRefused) {
    EXPECT_FALSE(parse_game_state_ids(""));
    EXPECT_FALSE(parse_game_state_ids("ids="));
    EXPECT_FALSE(parse_game_state_ids("ids=FrRnCfQyUNyHh-JH,"));
    EXPECT_FALSE(parse_game_state_ids("ids=FrRnCfQyUNyHh-JH%2CAAAAAAAAAAAAAAAA"));
    EXPECT_FALSE(parse_game_state_ids("ids=../../etc"));
    EXPECT_FALSE(parse_game_state_ids("ids=FrRnCfQyUNyHh-JH&ids=AAAAAAAAAAAAAAAA"));
    std::string many = "ids=";
    for (std::size_t i = 0; i <= max_game_states; ++i) many += (i ? "," : "") + std::string("game") + std::string(8, static_cast<char>('A' + i));
    EXPECT_FALSE(parse_game_state_ids(many));
    many = many.substr(0, many.rfind(','));
    ASSERT_TRUE(parse_game_state_ids(many));
    EXPECT_EQ(parse_game_state_ids(many)->size(), max_game_states);
}

TEST(GameStates, TheAnswerSaysOnlyPublicFacts) {
    const auto body = nlohmann::json::parse(game_states_body({
        {"FrRnCfQyUNyHh-JH", true, "light", ResultState::win, std::string("dark"), "time", std::nullopt},
        {"AAAAAAAAAAAAAAAA", true, "dark", ResultState::ongoing, std::nullopt, "", 1'765'000'000'000},
        {"BBBBBBBBBBBBBBBB", false, "", ResultState::ongoing, std::nullopt, "", std::nullopt},
    }));
    EXPECT_EQ(body["games"][0], nlohmann::json::parse(
        R"({"game":"FrRnCfQyUNyHh-JH","found":true,"over":true,"to_move":"light","result":{"state":"win","winner":"dark","reason":"time"}})"));
    EXPECT_EQ(body["games"][1]["over"], false);
    EXPECT_EQ(body["games"][1]["result"]["reason"], nullptr);
    EXPECT_EQ(body["games"][1]["deadline_ms"], 1'765'000'000'000) << "days per move: the side to move's deadline";
    EXPECT_FALSE(body["games"][0].contains("deadline_ms"));
    EXPECT_EQ(body["games"][2], nlohmann::json::parse(R"({"game":"BBBBBBBBBBBBBBBB","found":false})"));
}

}  // namespace
}  // namespace petteia::protocol
