// What the browser's Worker asks the module (protocol/browser_engine_messages.hpp), read here in the
// native build: the parity test (tests/wasm/parity.mjs) shows the module answers the same text.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "protocol/browser_engine_messages.hpp"

namespace {

using nlohmann::json;
using petteia::engine::Engine;
using petteia::protocol::answer_browser_engine_request;

json ask(Engine& engine, const json& request) { return json::parse(answer_browser_engine_request(request.dump(), engine)); }

bool contains(const json& list, const json& item) { return std::find(list.begin(), list.end(), item) != list.end(); }

TEST(BrowserEngineMessages, TheComputersMoveIsLegalAndTheSameForTheSameSeed) {
    Engine engine(1 << 20);
    const json legal = ask(engine, {{"id", 1}, {"op", "legal"}, {"variant", "petteia-chess"}, {"moves", json::array()}});
    for (const char* level : {"beginner", "expert"}) {
        const json request{{"id", 2}, {"op", "choose"}, {"variant", "petteia-chess"}, {"level", level}, {"seed", 12345}};
        const json first = ask(engine, request);
        ASSERT_TRUE(first.contains("move")) << first.dump();
        EXPECT_TRUE(contains(legal["moves"], first["move"])) << first.dump();
        EXPECT_EQ(ask(engine, request)["move"], first["move"]);
    }
}

TEST(BrowserEngineMessages, ThePositionSaysWhatTheLastMoveTookAndWhatIsThreatened) {
    Engine engine(1 << 20);
    // Random play until a move captures: its squares are said with the position after it.
    json moves = json::array();
    json position;
    for (int ply = 0; ply < 200; ++ply) {
        position = ask(engine, {{"id", ply}, {"op", "legal"}, {"variant", "petteia-6x6"}, {"moves", moves}});
        ASSERT_TRUE(position.contains("captured")) << position.dump();
        if (!position["captured"].empty() || position["status"]["state"] != "ongoing") break;
        moves.push_back(position["moves"][(ply * 7) % position["moves"].size()]);
    }
    ASSERT_FALSE(position["captured"].empty()) << "no capture in 200 plies of this walk";
    ASSERT_TRUE(position["threatened"].contains("light") && position["threatened"].contains("dark")) << position.dump();
    EXPECT_TRUE(position["in_check"].is_array());
    EXPECT_TRUE(position["special_moves"].is_object());
}

TEST(BrowserEngineMessages, AChoiceInAnEndedGameOrWithABadSeedIsRefused) {
    Engine engine(1 << 20);
    const json over = ask(engine, {{"id", 3}, {"op", "choose"}, {"variant", "petteia-6x6"}, {"position", "D5/6/6/6/6/LL4 dark 0"}});
    ASSERT_TRUE(over.contains("error")) << over.dump();
    EXPECT_EQ(over["error"]["code"], "game_over");
    for (const json& seed : {json(-1), json(1.5), json("7"), json(std::uint64_t{1} << 60)}) {
        const json refused = ask(engine, {{"id", 4}, {"op", "choose"}, {"variant", "grec"}, {"seed", seed}});
        ASSERT_TRUE(refused.contains("error")) << seed.dump();
        EXPECT_EQ(refused["error"]["code"], "invalid_message");
    }
}

TEST(BrowserEngineMessages, OnAClockTheComputerThinksAsTheServersWouldAndStillPlaysALegalMove) {
    Engine engine(1 << 20);
    const json legal = ask(engine, {{"id", 1}, {"op", "legal"}, {"variant", "petteia-chess"}});
    // 20 ms left: the floor of the budget, a move all the same.
    const json hurried = ask(engine, {{"id", 2}, {"op", "choose"}, {"variant", "petteia-chess"}, {"level", "expert"}, {"seed", 3},
                                      {"clock", {{"remaining_ms", 20}, {"increment_ms", 0}}}});
    ASSERT_TRUE(hurried.contains("move")) << hurried.dump();
    EXPECT_TRUE(contains(legal["moves"], hurried["move"]));
    // Untimed: the server's cap; then the engine is back to no wall-clock limit (same answers as before).
    EXPECT_TRUE(ask(engine, {{"id", 3}, {"op", "choose"}, {"variant", "grec"}, {"level", "beginner"},
                             {"clock", {{"remaining_ms", nullptr}, {"increment_ms", 0}}}}).contains("move"));
    for (const json& clock : {json(5), json({{"remaining_ms", -1}, {"increment_ms", 0}}), json({{"remaining_ms", 10}}),
                              json({{"remaining_ms", 10}, {"increment_ms", 0}, {"x", 1}})}) {
        const json refused = ask(engine, {{"id", 4}, {"op", "choose"}, {"variant", "grec"}, {"clock", clock}});
        EXPECT_EQ(refused["error"]["code"], "invalid_message") << clock.dump();
    }
    EXPECT_EQ(ask(engine, {{"id", 5}, {"op", "analyse"}, {"variant", "grec"}, {"clock", {{"remaining_ms", 10}, {"increment_ms", 0}}}})["error"]["code"],
              "invalid_message");
}

TEST(BrowserEngineMessages, EachSidesMaterialIsGivenByTheEngineForGamesWithCaptures) {
    Engine engine(1 << 20);
    const json start = ask(engine, {{"id", 1}, {"op", "legal"}, {"variant", "petteia-6x6"}});
    EXPECT_EQ(start["material"], (json{{"light", 600}, {"dark", 600}})) << start.dump();
    EXPECT_TRUE(ask(engine, {{"id", 2}, {"op", "legal"}, {"variant", "grec"}})["material"].is_null());
    // Two Dark pieces are taken by the best line's first move: the line's end has them gone.
    const json analysed = ask(engine, {{"id", 3}, {"op", "analyse"}, {"variant", "petteia-6x6"}, {"position", "D5/2L2L/2D2D/LD4/6/2L2L light 0"}});
    ASSERT_EQ(analysed["move"], "C1-C3") << analysed.dump();
    EXPECT_LE(analysed["line_material"]["dark"].get<int>(), 500) << analysed.dump();
}

TEST(BrowserEngineMessages, TheThreeBestLinesOnRequestEachWithItsScoreAndMaterial) {
    Engine engine(1 << 20);
    const json request{{"id", 1}, {"op", "analyse"}, {"variant", "petteia-6x6"}, {"position", "D5/2L2L/2D2D/LD4/6/2L2L light 0"}, {"lines", 3}};
    const json analysed = ask(engine, request);
    ASSERT_EQ(analysed["lines"].size(), 3u) << analysed.dump();
    EXPECT_EQ(analysed["lines"][0]["move"], analysed["move"]);
    EXPECT_EQ(analysed["lines"][0]["line"], analysed["line"]);
    for (const json& line : analysed["lines"]) {
        EXPECT_EQ(line["line"][0], line["move"]);
        EXPECT_TRUE(line["line_material"].contains("light")) << line.dump();
    }
    EXPECT_FALSE(ask(engine, {{"id", 2}, {"op", "analyse"}, {"variant", "petteia-6x6"}}).contains("lines")) << "one line unless asked";
    for (const json& lines : {json(0), json(4), json("3")}) {
        EXPECT_EQ(ask(engine, {{"id", 3}, {"op", "analyse"}, {"variant", "grec"}, {"lines", lines}})["error"]["code"], "invalid_message") << lines.dump();
    }
    EXPECT_EQ(ask(engine, {{"id", 4}, {"op", "legal"}, {"variant", "grec"}, {"lines", 2}})["error"]["code"], "invalid_message");
}

TEST(BrowserEngineMessages, ARefusedMoveSaysTheRulesReasonCode) {
    Engine engine(1 << 20);
    const json refused = ask(engine, {{"id", 1}, {"op", "legal"}, {"variant", "petteia-6x6"}, {"moves", {"A1-B2"}}});
    ASSERT_TRUE(refused.contains("error")) << refused.dump();
    EXPECT_EQ(refused["error"]["code"], "illegal_move");
    EXPECT_EQ(refused["error"]["index"], 0);
    EXPECT_TRUE(refused["error"]["detail"].is_string() && !refused["error"]["detail"].get<std::string>().empty()) << refused.dump();
}

}  // namespace
