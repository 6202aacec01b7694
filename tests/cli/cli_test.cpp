// The petteia command-line tool, run as a separate process with input on standard input.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "tests/cli/cli_runner.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;

TEST(CliReplay, PrintsTheStateAfterAllMoves) {
    const CliRun run = petteia("replay --variant petteia-6x6", "# opening\nA1-A2\n\nb6 → b3\n");
    ASSERT_EQ(run.status, 0);
    const auto json = run.json();
    EXPECT_EQ(json["variant"], "petteia-6x6");
    EXPECT_EQ(json["applied"], 2);
    EXPECT_TRUE(json["error"].is_null());
    EXPECT_EQ(json["status"], "ongoing");
    EXPECT_TRUE(json["winner"].is_null());
    EXPECT_TRUE(json["reason"].is_null());
    EXPECT_EQ(json["to_move"], "light");
    EXPECT_EQ(json["position"], "D1DDDD/6/6/1D4/L5/1LLLLL light 2");
    const auto& legal = json["legal"];
    ASSERT_FALSE(legal.empty());
    EXPECT_TRUE(std::is_sorted(legal.begin(), legal.end()));
    EXPECT_NE(std::find(legal.begin(), legal.end(), "C1-C2"), legal.end());
    // Dark's B3 has no light piece beside it to be sandwiched against.
    EXPECT_TRUE(json["threatened"]["light"].empty());
    EXPECT_TRUE(json["threatened"]["dark"].empty());
}

TEST(CliReplay, StopsAtTheFirstIllegalMoveWithItsIndexAndReason) {
    const CliRun run = petteia("replay --variant petteia-8x8", "A1-A3\nA8-A4\nA3-A5\nB1-B2\n");
    EXPECT_EQ(run.status, 1);
    const auto json = run.json();
    EXPECT_EQ(json["applied"], 2);
    EXPECT_EQ(json["error"]["index"], 2);
    EXPECT_EQ(json["error"]["move"], "A3-A5");
    EXPECT_NE(json["error"]["reason"].get<std::string>().find("blocked at A4"), std::string::npos);
    EXPECT_EQ(json["to_move"], "light");
}

TEST(CliReplay, ReportsAWinAndNoLegalMoves) {
    // Dark has two pieces left; D1-C1 sandwiches B1 against A1 and leaves Dark with one.
    const CliRun run = petteia("replay --variant petteia-6x6 --position \"D5/6/6/6/6/LD1L2 light 0\"",
                            "D1-C1\n");
    ASSERT_EQ(run.status, 0) << run.out;
    const auto json = run.json();
    EXPECT_EQ(json["status"], "win");
    EXPECT_EQ(json["winner"], "light");
    EXPECT_EQ(json["reason"], "pieces");
    EXPECT_TRUE(json["legal"].empty());
}

TEST(CliReplay, ThreatenedPiecesOfBothSides) {
    // Light A3 beside dark B3: C1-C3 would sandwich B3.
    const CliRun run = petteia("replay --variant petteia-6x6 --position \"DDDD2/6/6/LD4/6/2L3 light 0\"", "");
    ASSERT_EQ(run.status, 0) << run.out;
    const auto json = run.json();
    EXPECT_EQ(json["threatened"]["dark"], nlohmann::json::array({"B3"}));
    EXPECT_EQ(json["threatened"]["light"], nlohmann::json::array());
}

TEST(CliReplay, UnknownVariantIsAUsageError) {
    EXPECT_EQ(petteia("replay --variant chess", "").status, 2);
    EXPECT_EQ(petteia("replay", "").status, 2);
    EXPECT_EQ(petteia("replay --variant grec --bogus 1", "").status, 2);
    EXPECT_EQ(petteia("fly", "").status, 2);
}

TEST(CliReplay, LeGrecUsesItsOwnSideNames) {
    const CliRun run = petteia("replay --variant grec", "B2-B3\n");
    EXPECT_EQ(run.status, 1);  // B3 is White's: a step onto it is refused
    const auto json = run.json();
    EXPECT_EQ(json["to_move"], "black");
    EXPECT_EQ(json["threatened"]["black"], nlohmann::json::array());
    EXPECT_EQ(json["threatened"]["white"], nlohmann::json::array());
    EXPECT_EQ(json["position"], "WWWW/1WWW/BBB1/BBBB black");
}

TEST(CliPerft, CountsEveryDepthFromTheStart) {
    const auto six = petteia("perft --variant petteia-6x6 --depth 3").json();
    EXPECT_EQ(six["counts"], nlohmann::json::array({24, 516, 14284}));
    const auto eight = petteia("perft --variant petteia-8x8 --depth 3").json();
    EXPECT_EQ(eight["counts"], nlohmann::json::array({48, 2136, 112874}));
    EXPECT_GT(eight["nodes_per_second"].get<double>(), 0);
}

TEST(CliPerft, DepthOutOfRangeIsAUsageError) {
    EXPECT_EQ(petteia("perft --variant petteia-6x6 --depth 0").status, 2);
    EXPECT_EQ(petteia("perft --variant petteia-6x6 --depth x").status, 2);
}

}  // namespace
