// A game as a recorded game: GET /api/games/<id>/record writes it (tags, numbered moves, result
// token), POST /api/records/replay reads any record back move by move, stopping at the first
// illegal move with its number and reason. A record downloaded here replays to the same positions.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

HttpReply replay(const ServerProcess& server, const json& body) {
    return http_request(server.port(), "POST", "/api/records/replay", body.dump(), {{"Content-Type", "application/json"}});
}

json replayed(const ServerProcess& server, const json& body) {
    const HttpReply reply = replay(server, body);
    EXPECT_EQ(reply.status, 200) << reply.body;
    return reply.json();
}

HttpReply download(const ServerProcess& server, const std::string& game) {
    return http_get(server.port(), "/api/games/" + game + "/record");
}

TEST(Records, AResignedGameDownloadsWithItsTagsAndReplaysToTheSamePositions) {
    ServerProcess server;
    Table table = open_table(server);
    for (std::size_t i = 0; const std::string move : {"B1-B3", "A6-A2", "B3-A3", "C6-C2", "A3-C3"})
        play(i++ % 2 == 0 ? table.first() : table.second(), move, {&table.creator, &table.guest});
    table.second()->send(action("resign"));
    table.first()->wait_event("result");

    const HttpReply file = download(server, table.game);
    ASSERT_EQ(file.status, 200) << file.body;
    EXPECT_EQ(file.content_type, "text/plain; charset=utf-8");
    EXPECT_EQ(file.header("Content-Disposition"), "attachment; filename=\"petteia-" + table.game + ".txt\"");
    EXPECT_NE(file.body.find("[Event \"Petteia Online\"]\n[Site \"/g/" + table.game + "\"]\n[Date \""), std::string::npos) << file.body;
    EXPECT_NE(file.body.find("[Result \"1-0\"]\n[Termination \"resign\"]\n[Variant \"petteia-6x6\"]\n\n"
                             "1. B1-B3 A6-A2 2. B3-A3 C6-C2 3. A3-C3 1-0\n"),
              std::string::npos)
        << file.body;

    const json answer = replayed(server, {{"record", file.body}});
    EXPECT_EQ(answer["variant"], "petteia-6x6");
    EXPECT_EQ(answer["positions"], http_get(server.port(), "/api/games/" + table.game + "/positions").json()["positions"]);
    EXPECT_EQ(answer["moves"][2], json({{"move", "B3-A3"}, {"side", "light"}, {"captured", {"A2"}}, {"in_check", json::array()}}));
    EXPECT_EQ(answer["error"], nullptr);
    // A resignation is not a rule: at the last position the rules see a game still going.
    EXPECT_EQ(answer["result"], json({{"state", "ongoing"}, {"winner", nullptr}, {"reason", nullptr}}));
    EXPECT_EQ(answer["recorded_result"], "1-0");
    EXPECT_EQ(answer["tags"][4], json({{"name", "Termination"}, {"value", "resign"}}));

    // Finished games leave memory: after a restart the record is read back from the store.
    ASSERT_EQ(server.terminate(), 0);
    server.restart();
    EXPECT_EQ(download(server, table.game).body, file.body);
}

TEST(Records, AGameInPlayIsRecordedSoFarWithAnOpenResult) {
    ServerProcess server;
    Table table = open_table(server, create_body("grec"));
    play(table.first(), "A2-A3", {&table.creator, &table.guest});
    const HttpReply file = download(server, table.game);
    ASSERT_EQ(file.status, 200);
    EXPECT_NE(file.body.find("[Result \"*\"]\n[Variant \"grec\"]\n\n1. A2-A3 *\n"), std::string::npos) << file.body;
    EXPECT_EQ(file.body.find("Termination"), std::string::npos);
}

TEST(Records, ACheckmateIsTheRulesVerdictAndEveryMoveSaysWhatItCapturedAndChecked) {
    ServerProcess server;
    const json answer = replayed(server, {{"record", "[Event \"a Snake mate\"]\n[Variant \"petteia-chess\"]\n\n"
                                                     "1. Pa1-a2 Kf9*g8 {the Sacrifice} 2. Sg0-f3 Kg8-f9\n3. Sf3-g6# 1-0"}});
    ASSERT_EQ(answer["moves"].size(), 5u) << answer.dump();
    EXPECT_EQ(answer["positions"].size(), 6u);
    EXPECT_EQ(answer["moves"][1], json({{"move", "Kf9*g8"}, {"side", "black"}, {"captured", {"g8"}}, {"in_check", json::array()}}));
    EXPECT_EQ(answer["moves"][4]["in_check"], json({"f9"}));
    EXPECT_EQ(answer["result"], json({{"state", "win"}, {"winner", "white"}, {"reason", "checkmate"}}));
    EXPECT_EQ(answer["tags"], json({{{"name", "Event"}, {"value", "a Snake mate"}}, {{"name", "Variant"}, {"value", "petteia-chess"}}}));
}

TEST(Records, TheFirstIllegalMoveStopsTheReadingWithItsIndexAndReason) {
    ServerProcess server;
    const json answer = replayed(server, {{"record", "1. Pe1-e3 Pe8-e6 2. Pe3-e7 Pa8-a7"}, {"variant", "petteia-chess"}});
    EXPECT_EQ(answer["moves"].size(), 2u);
    EXPECT_EQ(answer["positions"].size(), 3u);
    ASSERT_TRUE(answer["error"].is_object()) << answer.dump();
    EXPECT_EQ(answer["error"]["index"], 2);
    EXPECT_EQ(answer["error"]["move"], "Pe3-e7");
    EXPECT_EQ(answer["error"]["code"], "cannot-reach") << "a code each browser says in its language";
    EXPECT_FALSE(answer["error"]["reason"].get<std::string>().empty());
    EXPECT_EQ(answer["recorded_result"], nullptr);
    // Not a move at all is refused the same way.
    EXPECT_EQ(replayed(server, {{"record", "B1-B3 hello"}, {"variant", "petteia-6x6"}})["error"]["move"], "hello");
}

TEST(Records, ARecordThatCannotBeSetUpIsRefusedWithAReason) {
    ServerProcess server;
    for (const json& body : {json{{"record", "1. B1-B3"}},                                          // no variant
                             json{{"record", "1. B1-B3"}, {"variant", "checkers"}},                 // unknown
                             json{{"record", "[Variant \"grec\"]\n1. A2-A3"}, {"variant", "petteia-6x6"}},  // disagree
                             json{{"record", "[Variant \"petteia-6x6\"]\n[FEN \"DDDDDD/6 light 0\"]\n"}}}) {
        const HttpReply reply = replay(server, body);
        EXPECT_EQ(reply.status, 400) << body.dump();
        EXPECT_EQ(reply.json()["code"], "invalid_message") << reply.body;
        EXPECT_FALSE(reply.json()["message"].get<std::string>().empty());
    }
    for (const std::string& body : {std::string("not json"), std::string("{\"record\":7}"), std::string("{}"),
                                    std::string("{\"record\":\"B1-B3\",\"extra\":1}")})
        EXPECT_EQ(http_request(server.port(), "POST", "/api/records/replay", body, {{"Content-Type", "application/json"}}).status, 400)
            << body;
    EXPECT_EQ(http_get(server.port(), "/api/records/replay").status, 405);
    EXPECT_EQ(download(server, "NoSuchGame123").status, 404);
}

}  // namespace
}  // namespace petteia_server_test
