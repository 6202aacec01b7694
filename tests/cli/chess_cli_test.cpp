// `petteia replay` and `petteia perft` for Petteia chess: the same contract as the other variants,
// with the winner and reasons of chess, the moves in the game's own notation sorted in byte order.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "tests/cli/cli_runner.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;

TEST(CliChess, TheStartListsItsThirtyThreeMovesInByteOrder) {
    const CliRun run = petteia("replay --variant petteia-chess", "");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto json = run.json();
    EXPECT_EQ(json["position"], "ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/EHCSMKSCHE white Ss - 0");
    EXPECT_EQ(json["to_move"], "white");
    const auto& legal = json["legal"];
    ASSERT_EQ(legal.size(), 33u);
    EXPECT_TRUE(std::is_sorted(legal.begin(), legal.end()));
    EXPECT_EQ(legal.front(), "Hb0-a2");
    for (const char* move : {"Kf0*e0", "Kf0*g1", "Pe1-e3", "Sd0-c3", "Sg0-h3"})
        EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << move;
}

TEST(CliChess, ARecordedGameToCheckmate) {
    // Move numbers, a comment and a check mark, as a recorded game writes them.
    const CliRun run = petteia("replay --variant petteia-chess", "1. Pa1-a2 Kf9*g8 {spent} 2. Sg0-f3 Kg8-f9 3. Sf3-g6#\n");
    ASSERT_EQ(run.status, 0) << run.out << run.err;
    const auto json = run.json();
    EXPECT_EQ(json["applied"], 5);
    EXPECT_EQ(json["status"], "win");
    EXPECT_EQ(json["winner"], "white");
    EXPECT_EQ(json["reason"], "checkmate");
    EXPECT_EQ(json["to_move"], "black");
    EXPECT_TRUE(json["legal"].empty());
    EXPECT_NE(json["position"].get<std::string>().find(" black S "), std::string::npos) << "Black's Sacrifice is spent";
}

TEST(CliChess, AStalemateFromAPositionIsADraw) {
    const CliRun run = petteia("replay --variant petteia-chess --position 'k9/10/1M8/10/10/10/10/10/10/5K4 black - - 0'", "");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto json = run.json();
    EXPECT_EQ(json["status"], "draw");
    EXPECT_TRUE(json["winner"].is_null());
    EXPECT_EQ(json["reason"], "stalemate");
}

TEST(CliChess, AnIllegalMoveStopsWithItsReasonAndUsageErrorsExitTwo) {
    const CliRun run = petteia("replay --variant petteia-chess", "Pe1-e3\nPe8-e6\nHb0-b2\n");
    EXPECT_EQ(run.status, 1);
    const auto json = run.json();
    EXPECT_EQ(json["applied"], 2);
    EXPECT_EQ(json["error"]["index"], 2);
    EXPECT_EQ(json["error"]["move"], "Hb0-b2");
    EXPECT_EQ(json["error"]["reason"], "the Horse on b0 cannot move to b2");
    EXPECT_EQ(petteia("replay --variant petteia-chess --position 'k9 white'", "").status, 2);
    EXPECT_EQ(petteia("perft --variant petteia-chess --depth 9x").status, 2);
}

TEST(CliChess, PerftFromTheStart) {
    const auto counts = petteia("perft --variant petteia-chess --depth 3").json()["counts"];
    EXPECT_EQ(counts, nlohmann::json::array({33, 1089, 37583}));
}

}  // namespace
