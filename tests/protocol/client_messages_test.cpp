// Every client message is validated field by field; a bad one becomes a precise error.
#include <gtest/gtest.h>

#include "protocol/client_messages.hpp"

namespace {

using namespace petteia::protocol;

const std::string game_id = "FrRnCfQyUNyHh-JH";
const std::string secret = "Rt1hXKUpP41ak-l3KVbuK43GeOmW5f590FcAH4ZNeXU";

ErrorCode code_of(const std::string& text) {
    auto parsed = parse_client_message(text);
    EXPECT_FALSE(parsed) << text;
    return parsed ? ErrorCode::internal : parsed.error().error.code;
}

TEST(ClientMessages, JoinWithAndWithoutSecret) {
    auto with = parse_client_message(R"({"type":"join","protocol":1,"game":")" + game_id + R"(","secret":")" + secret + "\"}");
    ASSERT_TRUE(with);
    const auto& join = std::get<Join>(with->message);
    EXPECT_EQ(join.game, game_id);
    EXPECT_EQ(join.secret, secret);

    auto without = parse_client_message(R"({"type":"join","protocol":1,"game":")" + game_id + "\"}");
    ASSERT_TRUE(without);
    EXPECT_FALSE(std::get<Join>(without->message).secret);
}

TEST(ClientMessages, JoinIsValidatedFieldByField) {
    EXPECT_EQ(code_of(R"({"type":"join","game":")" + game_id + "\"}"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"join","protocol":2,"game":")" + game_id + "\"}"), ErrorCode::unsupported_protocol);
    EXPECT_EQ(code_of(R"({"type":"join","protocol":"1","game":")" + game_id + "\"}"), ErrorCode::unsupported_protocol);
    EXPECT_EQ(code_of(R"({"type":"join","protocol":1})"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"join","protocol":1,"game":"../../etc"})"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"join","protocol":1,"game":42})"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"join","protocol":1,"game":")" + game_id + R"(","secret":"short"})"),
              ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"join","protocol":1,"game":")" + game_id + R"(","seat":"light"})"),
              ErrorCode::invalid_message);
}

TEST(ClientMessages, Move) {
    auto parsed = parse_client_message(R"({"type":"move","move":"D2 → D4"})");
    ASSERT_TRUE(parsed);
    EXPECT_EQ(std::get<PlayMove>(parsed->message).move, "D2 → D4");
    EXPECT_EQ(code_of(R"({"type":"move"})"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"move","move":""})"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"move","move":["D2","D4"]})"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"move","move":")" + std::string(40, 'A') + "\"}"), ErrorCode::invalid_message);
}

TEST(ClientMessages, MoveWithItsPly) {
    EXPECT_EQ(std::get<PlayMove>(parse_client_message(R"({"type":"move","move":"D2-D4"})")->message).ply, std::nullopt);
    EXPECT_EQ(std::get<PlayMove>(parse_client_message(R"({"type":"move","move":"D2-D4","ply":0})")->message).ply, 0);
    EXPECT_EQ(std::get<PlayMove>(parse_client_message(R"({"type":"move","move":"D2-D4","ply":57})")->message).ply, 57);
    for (const char* bad : {"-1", "1.5", "\"3\"", "null", "true", "1000001", "99999999999999999999"})
        EXPECT_EQ(code_of(std::string(R"({"type":"move","move":"D2-D4","ply":)") + bad + "}"), ErrorCode::invalid_message) << bad;
}

TEST(ClientMessages, EveryActionByName) {
    for (const char* name : {"resign", "offer_draw", "accept_draw", "decline_draw", "request_takeback",
                             "accept_takeback", "decline_takeback", "offer_rematch", "accept_rematch",
                             "decline_rematch", "abort", "claim_win", "snapshot"}) {
        auto parsed = parse_client_message(std::string(R"({"type":")") + name + "\"}");
        ASSERT_TRUE(parsed) << name;
        EXPECT_EQ(to_string(std::get<Action>(parsed->message)), name);
    }
    EXPECT_EQ(code_of(R"({"type":"resign","now":true})"), ErrorCode::invalid_message);
}

TEST(ClientMessages, BadFramesGetPreciseCodes) {
    EXPECT_EQ(code_of("{\"type\":"), ErrorCode::malformed_json);
    EXPECT_EQ(code_of(""), ErrorCode::malformed_json);
    EXPECT_EQ(code_of("[1,2]"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of("{}"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":7})"), ErrorCode::invalid_message);
    EXPECT_EQ(code_of(R"({"type":"teleport"})"), ErrorCode::unknown_type);
}

TEST(ClientMessages, RefIsKeptForTheReply) {
    auto ok = parse_client_message(R"({"type":"snapshot","ref":12})");
    ASSERT_TRUE(ok);
    EXPECT_EQ(ok->ref, 12);
    auto failed = parse_client_message(R"({"type":"teleport","ref":"abc"})");
    ASSERT_FALSE(failed);
    EXPECT_EQ(failed.error().ref, "abc");
    EXPECT_EQ(code_of(R"({"type":"snapshot","ref":{"a":1}})"), ErrorCode::invalid_message);
}

TEST(ClientMessages, OfflineMovesAreReadWithTheirClocks) {
    auto ok = parse_client_message(
        R"({"type":"offline_moves","from_ply":4,"moves":[{"move":"A1-A3","clock_ms":290000},{"move":"B6-B4"}],"to_move_ms":1,"resigned":true})");
    ASSERT_TRUE(ok);
    const auto& offline = std::get<OfflineMoves>(ok->message);
    EXPECT_EQ(offline.from_ply, 4);
    ASSERT_EQ(offline.moves.size(), 2u);
    EXPECT_EQ(offline.moves[0].move, "A1-A3");
    EXPECT_EQ(offline.moves[0].clock_ms, 290000);
    EXPECT_FALSE(offline.moves[1].clock_ms);
    EXPECT_EQ(offline.to_move_ms, 1);
    EXPECT_TRUE(offline.resigned);
    // A resignation alone is a message; nothing at all is not.
    EXPECT_TRUE(parse_client_message(R"({"type":"offline_moves","from_ply":0,"moves":[],"resigned":true})"));
    for (const char* bad : {R"({"type":"offline_moves","moves":[{"move":"A1-A3"}]})",
                            R"({"type":"offline_moves","from_ply":0,"moves":[]})",
                            R"({"type":"offline_moves","from_ply":0,"moves":{"move":"A1-A3"}})",
                            R"({"type":"offline_moves","from_ply":0,"moves":[{"move":"A1-A3","clock_ms":-1}]})",
                            R"({"type":"offline_moves","from_ply":0,"moves":[{"move":"A1-A3","clock_ms":86400001}]})",
                            R"({"type":"offline_moves","from_ply":0,"moves":[{"move":"A1-A3"}],"to_move_ms":"5"})",
                            R"({"type":"offline_moves","from_ply":0,"moves":[{"move":"A1-A3","side":"light"}]})",
                            R"({"type":"offline_moves","from_ply":0,"moves":[{"move":""}]})"})
        EXPECT_EQ(code_of(bad), ErrorCode::invalid_message) << bad;
    std::string hundred_and_one = R"({"type":"offline_moves","from_ply":0,"moves":[)";
    for (int i = 0; i < 101; ++i) hundred_and_one += std::string(i ? "," : "") + R"({"move":"A1-A3"})";
    EXPECT_EQ(code_of(hundred_and_one + "]}"), ErrorCode::invalid_message);
}

}  // namespace
