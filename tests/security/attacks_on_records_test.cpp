// Attacks on the recorded-game endpoints: POST /api/records/replay runs the rules on text anyone
// sends, so its cost is bounded (the body limit) and limited per address, whatever the address
// headers say; hostile records get an answer, never a crash or a closed connection; and
// GET /api/games/<id>/record reaches only the game it names.
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

HttpReply replay(const ServerProcess& server, const std::string& record, const std::string& variant = "petteia-chess",
                 const std::vector<std::pair<std::string, std::string>>& extra = {}) {
    std::vector<std::pair<std::string, std::string>> headers{{"Content-Type", "application/json"}};
    headers.insert(headers.end(), extra.begin(), extra.end());
    return http_request(server.port(), "POST", "/api/records/replay",
                        json{{"record", record}, {"variant", variant}}.dump(), headers);
}

std::string repeated(const std::string& part, std::size_t bytes) {
    std::string text;
    while (text.size() + part.size() < bytes) text += part;
    return text;
}

TEST(AttacksOnRecords, HostileRecordsGetAnAnswerAndCostNoMoreThanTheirSize) {
    ServerProcess server;
    // Under the 16 KiB body limit once written as JSON (a quote or a line break takes two bytes there).
    constexpr std::size_t near_limit = 12 * 1024;
    const std::vector<std::string> records{
        "{" + repeated("never closed ", near_limit),         // a comment that never ends
        repeated("1. ", near_limit),                          // move numbers only
        "[Event \"" + repeated("x", near_limit) + "\"]",      // one enormous tag
        repeated("Pe1-e3", near_limit),                       // one enormous word
        repeated("Hb0-c2 Hb9-c7 Hc2-b0 Hc7-b9 ", near_limit),  // repetition, then moves after the game's end
        repeated("[Variant \"grec\"]\n", near_limit),
        std::string("Pe1-e3\x01\x02\x7f Pe8-e6", 17),
        "[FEN \"" + repeated("10/", 2000) + " white Ss - 0\"]",  // a position text too large for the board
    };
    for (const std::string& record : records) {
        const HttpReply reply = replay(server, record);
        ASSERT_TRUE(reply.status == 200 || reply.status == 400) << reply.status << " for " << record.substr(0, 60);
        ASSERT_TRUE(reply.json().is_object()) << reply.body.substr(0, 200);
        if (reply.status == 200) {
            EXPECT_EQ(reply.json()["positions"].size(), reply.json()["moves"].size() + 1);
        }
    }
    const json repetition = replay(server, records[4]).json();
    EXPECT_EQ(repetition["result"]["reason"], "repetition");
    EXPECT_EQ(repetition["moves"].size(), 8u) << "the third occurrence ends the game; the next move is refused";
    EXPECT_EQ(repetition["error"]["index"], 8);
    // Over the body limit: refused before the rules see it.
    EXPECT_EQ(replay(server, repeated("Pe1-e3 ", 17 * 1024)).status, 413);
    expect_healthy(server);
}

// A record that names no game is read as each game in turn (issue 25): the same hostile records,
// without a variant, still get an answer each, cost at most one reading per game, and leave the
// server healthy; a record its moves fit is read as that game, and said to be guessed.
TEST(AttacksOnRecords, RecordsThatNameNoGameAreTriedOncePerGameAndStillAnswered) {
    ServerProcess server;
    const auto unnamed = [&](const std::string& record) {
        return http_request(server.port(), "POST", "/api/records/replay", json{{"record", record}}.dump(),
                            {{"Content-Type", "application/json"}});
    };
    constexpr std::size_t near_limit = 12 * 1024;
    for (const std::string& record : {"{" + repeated("never closed ", near_limit), repeated("1. ", near_limit),
                                      repeated("Pe1-e3", near_limit), repeated("A1-A2 ", near_limit),
                                      repeated("Hb0-c2 Hb9-c7 Hc2-b0 Hc7-b9 ", near_limit), std::string("A1-A2\x01\x7f", 8)}) {
        const HttpReply reply = unnamed(record);
        ASSERT_TRUE(reply.status == 200 || reply.status == 400) << reply.status << " for " << record.substr(0, 60);
        ASSERT_TRUE(reply.json().is_object()) << reply.body.substr(0, 200);
    }
    const json knights = unnamed(repeated("Hb0-c2 Hb9-c7 Hc2-b0 Hc7-b9 ", near_limit)).json();
    EXPECT_EQ(knights["variant"], "petteia-chess");
    EXPECT_EQ(knights["guessed"], true);
    EXPECT_EQ(unnamed(repeated("A1-A2 ", near_limit)).status, 400) << "Petteia 6×6 and 8×8 alike: the page asks";
    expect_healthy(server);
}

TEST(AttacksOnRecords, AFloodIsLimitedPerAddressEvenWithForgedAddresses) {
    ServerProcess server;
    int answered = 0, limited = 0;
    std::string retry_after;
    for (int i = 0; i < 40; ++i) {
        const HttpReply reply = replay(server, "1. Pe1-e3 Pe8-e6", "petteia-chess",
                                       {{"X-Forwarded-For", "198.51.100." + std::to_string(i)}});
        answered += reply.status == 200;
        if (reply.status == 429) {
            ++limited;
            retry_after = reply.header("Retry-After");
            EXPECT_EQ(reply.json()["code"], "rate_limited");
        }
    }
    EXPECT_GT(limited, 0) << "without a trusted proxy every request is 127.0.0.1's";
    EXPECT_LE(answered, 25);
    EXPECT_FALSE(retry_after.empty());
    // The limit is this endpoint's: games are still created and played.
    expect_healthy(server);
}

TEST(AttacksOnRecords, TheDownloadReachesOnlyTheGameItNames) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    for (const std::string& target : std::vector<std::string>{
             "/api/games/" + created.game + "/record/..", "/api/games/" + created.game + "/../record",
          "/api/games/%2e%2e/record", "/api/games//record", "/api/games/" + created.game + "%22%0d%0aX-Evil:1/record",
          "/api/games/" + created.game + "/record/record", "/api/games/" + created.game + "/positions/record"}) {
        const RawReply reply = raw_get(server.port(), target);
        EXPECT_TRUE(reply.status == 404 || reply.status == 400 || reply.status == 429) << target << " → " << reply.status;
        const std::string head = reply.text.substr(0, reply.text.find("\r\n\r\n"));
        EXPECT_EQ(head.find("X-Evil"), std::string::npos) << "no header from the target: " << head;
        EXPECT_FALSE(reply.has("[Variant")) << target;
    }
    const RawReply own = raw_get(server.port(), "/api/games/" + created.game + "/record");
    EXPECT_EQ(own.status, 200);
    EXPECT_TRUE(own.has("filename=\"petteia-" + created.game + ".txt\""));
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
