// What a player would notice first: the engine takes what is there, saves what is attacked, wins
// when it can, does not lose at once, and knows a repetition from a win.
#include <gtest/gtest.h>

#include "tests/engine/engine_test_support.hpp"

namespace {

using namespace engine_test;

TEST(EngineTactics, CapturesTwoPiecesInOneMove) {
    // C1-C3 sandwiches B3 (against A3) and C4 (against C5); F1-F3 would take F4 alone.
    auto game = make_game("petteia-6x6", "D5/2L2L/2D2D/LD4/6/2L2L light 0");
    for (Level level : {Level::advanced, Level::expert}) {
        const auto move = think(*game, level).move;
        auto after = game->clone();
        EXPECT_EQ(after->play(move)->captured.size(), 2u) << level_name(level) << " played " << text(*game, move);
    }
    EXPECT_EQ(best_move_text(*game, Level::expert), "C1-C3");
}

TEST(EngineTactics, CapturesTwoPiecesOnTheLargeBoardToo) {
    // E1-E4 takes D4 (against C4) and E5 (against E6).
    auto game = make_game("petteia-8x8", "D7/8/4L3/4D3/2LD4/8/8/4L2D light 0");
    EXPECT_EQ(best_move_text(*game, Level::expert), "E1-E4");
}

TEST(EngineTactics, SavesAThreatenedPiece) {
    // Dark A2-C2 would sandwich C3 against C4; Light has no capture of its own.
    auto game = make_game("petteia-6x6", "5D/6/2D3/2L3/D5/4LL light 0");
    ASSERT_EQ(game->threatened(petteia::Side::first), squares({"C3"}));
    for (Level level : {Level::intermediate, Level::advanced, Level::expert}) {
        auto after = game->clone();
        after->play(think(*game, level).move);
        EXPECT_TRUE(after->threatened(petteia::Side::first).empty())
            << level_name(level) << " left a piece en prise after " << text(*game, after->history().back().move);
    }
}

TEST(EngineTactics, TakesAnImmediateWinAtEveryLevel) {
    // D1-C1 sandwiches B1 against A1 and leaves Dark a single piece.
    auto game = make_game("petteia-6x6", "D5/6/6/6/6/LD1L2 light 0");
    for (Level level : petteia::engine::all_levels)
        for (std::uint64_t seed : {1, 2, 3}) EXPECT_EQ(best_move_text(*game, level, seed), "D1-C1") << level_name(level);
}

TEST(EngineTactics, WinsByBlockadeWhenThatIsTheWin) {
    // Dark's A6 and B6 are hemmed in by A5 and C6; F5-B5 takes B6's last way out.
    auto game = make_game("petteia-6x6", "DDL3/L4L/6/6/6/6 light 0");
    const auto result = think(*game, Level::expert);
    auto after = game->clone();
    after->play(result.move);
    EXPECT_EQ(after->status().state, petteia::GameState::win) << text(*game, result.move);
    EXPECT_GT(result.score, petteia::engine::win_score - 10);
}

TEST(EngineTactics, NeverLetsTheOpponentWinAtOnce) {
    // Light has two pieces; A3 is attacked (C2-A2 against A4) and most moves lose one of them.
    auto game = make_game("petteia-6x6", "4DD/6/D5/L2L2/2D3/6 light 0");
    int losing = 0;
    for (const auto& move : game->legal_moves()) losing += gives_an_immediate_win(*game, move);
    ASSERT_GT(losing, 0);
    for (Level level : {Level::intermediate, Level::advanced, Level::expert})
        for (std::uint64_t seed : {1, 2, 3}) {
            const auto move = think(*game, level, seed).move;
            EXPECT_FALSE(gives_an_immediate_win(*game, move)) << level_name(level) << " played " << text(*game, move);
        }
}

TEST(EngineTactics, LeGrecTakesTheArrivingMove) {
    // Black's last piece outside the target half steps in: B2-B3 wins at once.
    auto game = make_game("grec", "BBBB/B1BW/1BWW/WWWW black");
    ASSERT_FALSE(game->is_over());
    const auto move = think(*game, Level::expert).move;
    auto after = game->clone();
    after->play(move);
    EXPECT_EQ(after->status().state, petteia::GameState::win) << text(*game, move);
}

// The cycle A6-A5, A1-A2, A5-A6, A2-A1 from a position with Dark to move: after seven of its moves,
// Light's A2-A1 brings the starting position back for the third time.
void play_cycle(petteia::Game& game) {
    for (const char* move : {"A6-A5", "A1-A2", "A5-A6", "A2-A1", "A6-A5", "A1-A2", "A5-A6"}) play_ok(game, move);
}

TEST(EngineRepetition, ClaimsTheDrawWhenWorse) {
    auto game = make_game("petteia-6x6", "DDDDDD/6/6/5L/6/L1L3 dark 0");
    play_cycle(*game);
    auto drawn = game->clone();
    play_ok(*drawn, "A2-A1");
    ASSERT_EQ(drawn->status().reason, petteia::EndReason::repetition);
    for (Level level : {Level::advanced, Level::expert}) {
        const auto result = think(*game, level);
        EXPECT_EQ(text(*game, result.move), "A2-A1") << level_name(level);
        EXPECT_EQ(result.score, 0);
    }
}

TEST(EngineRepetition, AvoidsTheDrawWhenBetter) {
    auto game = make_game("petteia-6x6", "D1D3/6/5D/6/6/LLLLLL dark 0");
    play_cycle(*game);
    auto drawn = game->clone();
    play_ok(*drawn, "A2-A1");
    ASSERT_EQ(drawn->status().reason, petteia::EndReason::repetition);
    for (Level level : {Level::advanced, Level::expert}) {
        const auto result = think(*game, level);
        EXPECT_NE(text(*game, result.move), "A2-A1") << level_name(level);
        EXPECT_GT(result.score, 0);
    }
}

TEST(EngineRepetition, TheHundredPlyRuleMakesAWinningPositionWorthLittle) {
    // Light is three pieces up, but one quiet ply before the 100-ply rule no capture can come in time.
    auto early = make_game("petteia-6x6", "D1D3/6/5D/6/6/LLLLLL light 0");
    auto late = make_game("petteia-6x6", "D1D3/6/5D/6/6/LLLLLL light 99");
    EXPECT_GT(think(*early, Level::expert).score, 200);
    EXPECT_EQ(think(*late, Level::expert).score, 0);
}

}  // namespace
