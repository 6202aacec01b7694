// Engine::analyse, what the analysis board shows: a level's depth without its mistakes, the same
// answer every time, and a line of legal moves that starts with the move it names.
#include <gtest/gtest.h>

#include "tests/engine/engine_test_support.hpp"

namespace {

using namespace engine_test;

petteia::engine::SearchResult analyse(const petteia::Game& game, Level level) {
    static petteia::engine::Engine engine;
    engine.set_max_milliseconds(0);  // a busy machine must not change the answer
    const std::atomic<bool> stop{false};
    return engine.analyse(game, level, stop);
}

TEST(EngineAnalysis, EvenAtBeginnerDepthItSeesEveryCaptureAndNamesTheBest) {
    // A capture far from the last move (the lower levels' blind spot) that takes two pieces.
    auto game = make_game("petteia-6x6", "D5/2L2L/2D2D/LD4/6/2L2L light 0");
    for (Level level : {Level::beginner, Level::intermediate, Level::advanced}) {
        const auto result = analyse(*game, level);
        EXPECT_EQ(text(*game, result.move), "C1-C3") << level_name(level);
        EXPECT_GT(result.score, 150) << level_name(level) << ": two pieces up";
    }
}

TEST(EngineAnalysis, AWinInOneIsScoredAsAWin) {
    auto game = make_game("petteia-6x6", "D5/6/6/6/6/LD1L2 light 0");
    const auto result = analyse(*game, Level::beginner);
    EXPECT_EQ(text(*game, result.move), "D1-C1");
    EXPECT_GE(result.score, petteia::engine::win_score - 1);
    EXPECT_EQ(result.line.size(), 1u) << "the game ends after it";
}

TEST(EngineAnalysis, TheSameAnswerEveryTimeWithALegalLineInEveryGame) {
    const std::vector<std::pair<std::string, std::vector<std::string>>> games{
        {"petteia-6x6", {"A1-A3", "F6-F4", "C1-C2"}},
        {"petteia-8x8", {"A1-A3", "H8-H6", "D1-D4", "E8-E5"}},
        {"grec", {}},
        {"petteia-chess", {"Pe1-e3", "Pe8-e6", "Hb0-c2"}},
    };
    for (const auto& [variant, moves] : games) {
        auto game = make_game(variant);
        for (const auto& move : moves) ASSERT_TRUE(game->play(move)) << variant << " " << move;
        const auto first = analyse(*game, Level::advanced);
        const auto again = analyse(*game, Level::advanced);
        EXPECT_EQ(first.move, again.move) << variant;
        EXPECT_EQ(first.score, again.score) << variant;
        EXPECT_EQ(first.line, again.line) << variant;
        ASSERT_FALSE(first.line.empty()) << variant;
        EXPECT_EQ(first.line.front(), first.move) << variant;
        EXPECT_GE(first.line.size(), 2u) << variant << ": a line, not only a move";
        auto replay = game->clone();
        for (const auto& move : first.line) ASSERT_TRUE(replay->play(move)) << variant << ": " << text(*replay, move);
    }
}

std::vector<petteia::engine::SearchResult> best_lines(const petteia::Game& game, int count) {
    static petteia::engine::Engine engine;
    engine.set_max_milliseconds(0);
    const std::atomic<bool> stop{false};
    return engine.analyse_lines(game, Level::advanced, count, stop);
}

TEST(EngineAnalysis, TheThreeBestLinesAreThreeMovesBestFirstTheFirstAnalysesOwn) {
    // C1-C3 takes two pieces; whatever comes second or third takes less.
    auto game = make_game("petteia-6x6", "D5/2L2L/2D2D/LD4/6/2L2L light 0");
    const auto lines = best_lines(*game, 3);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0].move, analyse(*game, Level::advanced).move);
    EXPECT_EQ(text(*game, lines[0].move), "C1-C3");
    EXPECT_NE(lines[1].move, lines[0].move);
    EXPECT_NE(lines[2].move, lines[0].move);
    EXPECT_NE(lines[2].move, lines[1].move);
    EXPECT_LT(lines[1].score, lines[0].score) << "no other move takes two";
    EXPECT_LE(lines[2].score, lines[1].score);
    for (const auto& line : lines) {
        ASSERT_FALSE(line.line.empty());
        EXPECT_EQ(line.line.front(), line.move);
        auto replay = game->clone();
        for (const auto& move : line.line) ASSERT_TRUE(replay->play(move)) << text(*replay, move);
    }
}

TEST(EngineAnalysis, TheSameLinesEveryTime) {
    auto game = make_game("petteia-chess");
    const auto lines = best_lines(*game, 3);
    const auto again = best_lines(*game, 3);
    ASSERT_EQ(lines.size(), 3u);
    ASSERT_EQ(again.size(), 3u);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        EXPECT_EQ(lines[i].move, again[i].move);
        EXPECT_EQ(lines[i].score, again[i].score);
        EXPECT_EQ(lines[i].line, again[i].line);
    }
}

TEST(EngineAnalysis, AFinishedGameHasNothingToAnalyse) {
    auto game = make_game("petteia-6x6", "D5/6/6/6/6/LD1L2 light 0");
    play_all(*game, {"D1-C1"});
    ASSERT_TRUE(game->is_over());
    petteia::engine::Engine engine;
    const std::atomic<bool> stop{false};
    EXPECT_THROW(engine.analyse(*game, Level::advanced, stop), std::invalid_argument);
}

}  // namespace
