// How the engine behaves as a component: levels by name, a stop from another thread, the same move
// for the same seed, and always a legal move, in every variant.
#include <chrono>
#include <random>
#include <set>
#include <thread>

#include <gtest/gtest.h>

#include "tests/engine/engine_test_support.hpp"

namespace {

using namespace engine_test;
using petteia::engine::Engine;

TEST(EngineLevels, NamesReadBack) {
    for (Level level : petteia::engine::all_levels)
        EXPECT_EQ(petteia::engine::parse_level(petteia::engine::level_name(level)), level);
    EXPECT_EQ(petteia::engine::level_name(Level::beginner), "beginner");
    EXPECT_EQ(petteia::engine::level_name(Level::expert), "expert");
    EXPECT_FALSE(petteia::engine::parse_level("Expert"));
    EXPECT_FALSE(petteia::engine::parse_level("grandmaster"));
    EXPECT_FALSE(petteia::engine::parse_level(""));
}

TEST(EngineLevels, HigherLevelsLookDeeper) {
    auto game = make_game("petteia-8x8");
    play_all(*game, {"A1-A3", "H8-H6", "D1-D4", "E8-E5"});
    int previous_depth = 0;
    for (Level level : petteia::engine::all_levels) {
        const auto result = think(*game, level);
        EXPECT_GE(result.depth, previous_depth) << level_name(level);
        previous_depth = result.depth;
    }
    EXPECT_GE(previous_depth, 4);
}

TEST(EngineStop, AStopAlreadySetStillGivesALegalMove) {
    auto game = make_game("petteia-8x8");
    Engine engine;
    const std::atomic<bool> stop{true};
    const auto result = engine.choose_move(*game, Level::expert, 1, stop);
    const auto legal = game->legal_moves();
    EXPECT_NE(std::find(legal.begin(), legal.end(), result.move), legal.end());
    EXPECT_TRUE(result.interrupted);
    EXPECT_LT(result.elapsed_ms, 50);
}

TEST(EngineStop, AStopFromAnotherThreadEndsTheSearchPromptly) {
    auto game = make_game("petteia-8x8");
    play_all(*game, {"C1-C4", "F8-F5"});
    Engine engine;
    engine.set_max_milliseconds(0);
    std::atomic<bool> stop{false};
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        stop = true;
    });
    const auto start = std::chrono::steady_clock::now();
    // The expert's budget takes far longer than 20 ms here (longer still under the sanitizers).
    const auto result = engine.choose_move(*game, Level::expert, 1, stop);
    const auto waited = std::chrono::steady_clock::now() - start;
    stopper.join();
    if (!result.interrupted) GTEST_SKIP() << "the search finished its budget before the stop came";
    EXPECT_LT(waited, std::chrono::milliseconds(20 + 30));
    const auto legal = game->legal_moves();
    EXPECT_NE(std::find(legal.begin(), legal.end(), result.move), legal.end());
}

TEST(EngineStop, TheWallClockCapIsASafetyLimit) {
    auto game = make_game("petteia-8x8");
    Engine engine;
    engine.set_max_milliseconds(5);
    const std::atomic<bool> stop{false};
    const auto result = engine.choose_move(*game, Level::expert, 1, stop);
    EXPECT_LT(result.elapsed_ms, 5 + 20);
}

TEST(EngineDeterminism, SameSeedSameMoveWhateverCameBefore) {
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec"}) {
        auto game = make_game(variant);
        std::mt19937 random(7);
        for (int ply = 0; ply < 6 && !game->is_over(); ++ply) {
            const auto moves = game->legal_moves();
            game->play(moves[random() % moves.size()]);
        }
        for (Level level : petteia::engine::all_levels) {
            // The expert's budget is the slow part (very slow under the sanitizers): one board suffices.
            if (level == Level::expert && std::string_view(variant) != "petteia-6x6") continue;
            Engine fresh, used;
            // Only the budgets in nodes may end these searches, however slow the build.
            fresh.set_max_milliseconds(0);
            used.set_max_milliseconds(0);
            const std::atomic<bool> stop{false};
            // The used engine has searched another game first; its table must not change the answer.
            auto other = make_game(variant);
            used.choose_move(*other, Level::advanced, 99, stop);
            const auto a = fresh.choose_move(*game, level, 42, stop);
            const auto b = used.choose_move(*game, level, 42, stop);
            const auto c = fresh.choose_move(*game, level, 42, stop);
            EXPECT_EQ(a.move, b.move) << variant << ' ' << level_name(level);
            EXPECT_EQ(a.move, c.move) << variant << ' ' << level_name(level);
            EXPECT_EQ(a.nodes, b.nodes) << variant << ' ' << level_name(level);
            EXPECT_EQ(a.score, c.score) << variant << ' ' << level_name(level);
        }
    }
}

TEST(EngineDeterminism, LowerLevelsVaryWithTheSeed) {
    auto game = make_game("petteia-8x8");
    play_all(*game, {"B1-B4", "G8-G5"});
    std::set<std::string> moves;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) moves.insert(best_move_text(*game, Level::beginner, seed));
    EXPECT_GT(moves.size(), 1u);
}

TEST(EngineLegality, EveryMoveIsLegalThroughRandomGames) {
    std::mt19937 random(2024);
    Engine engine;
    engine.set_max_milliseconds(10);
    const std::atomic<bool> stop{false};
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec"}) {
        for (int game_number = 0; game_number < 3; ++game_number) {
            auto game = make_game(variant);
            for (int ply = 0; ply < 120 && !game->is_over(); ++ply) {
                const auto legal = game->legal_moves();
                petteia::Move move = legal[random() % legal.size()];
                // Every third ply the engine moves, at a level that changes as the game goes.
                if (ply % 3 == 0) {
                    const Level level = petteia::engine::all_levels[(ply / 3) % 4];
                    move = engine.choose_move(*game, level, random(), stop).move;
                    ASSERT_NE(std::find(legal.begin(), legal.end(), move), legal.end())
                        << variant << " ply " << ply << " " << level_name(level) << " chose " << text(*game, move);
                }
                ASSERT_TRUE(game->play(move));
            }
        }
    }
}

TEST(EngineLegality, AFinishedGameIsRefused) {
    auto game = make_game("petteia-6x6", "D5/6/6/6/6/LD1L2 light 0");
    play_ok(*game, "D1-C1");
    ASSERT_TRUE(game->is_over());
    Engine engine;
    const std::atomic<bool> stop{false};
    EXPECT_THROW(engine.choose_move(*game, Level::expert, 1, stop), std::invalid_argument);
}

}  // namespace
