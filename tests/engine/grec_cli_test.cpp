// `petteia solve --variant grec` and `petteia bestmove --variant grec --level expert --position`,
// run as a user would run them, checked against the solved table in this process. Every run of
// the tool solves the game again (about 0.7 s), so the sample is small; grec_perfect_play_test.cpp
// checks thousands of positions in-process.
#include <set>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/grec_solver.hpp"
#include "rules/grec_position.hpp"
#include "rules/variants.hpp"
#include "rules/grec_game.hpp"
#include "rules/notation.hpp"
#include "tests/cli/cli_runner.hpp"
#include "tests/engine/grec_test_support.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;
using petteia::engine::GrecPositionIndex;
using petteia::engine::GrecSolution;
using petteia::engine::Outcome;
using petteia::engine::SolvedValue;

TEST(CliSolve, PrintsTheFiguresOfLeGrec) {
    const CliRun run = petteia("solve --variant grec");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto json = run.json();
    EXPECT_EQ(json["variant"], "grec");
    EXPECT_EQ(json["positions"], 811'912);
    EXPECT_EQ(json["finished"], 10'912);
    EXPECT_EQ(json["wins"], 112'364);
    EXPECT_EQ(json["losses"], 108'008);
    EXPECT_EQ(json["draws"], 591'540);
    EXPECT_EQ(json["longest_plies"], 30);
    EXPECT_EQ(json["start"]["value"], "draw");
    EXPECT_TRUE(json["start"]["plies"].is_null());
    // Every first move the rules allow, once each, and none of them loses or wins.
    const auto start = petteia("replay --variant grec").json();
    std::set<std::string> legal, valued;
    for (const auto& move : start["legal"]) legal.insert(move.get<std::string>());
    for (const auto& move : json["first_moves"]) {
        valued.insert(move["move"].get<std::string>());
        EXPECT_EQ(move["value"], "draw") << move;
    }
    EXPECT_EQ(valued, legal);
    EXPECT_EQ(json["first_moves"].size(), legal.size());
    EXPECT_LT(json["seconds"].get<double>(), 30.0);
}

TEST(CliSolve, PrintsTheFiguresOfTheMirrorVariant) {
    const CliRun run = petteia("solve --variant grec-mirror");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto json = run.json();
    const auto& counts = GrecSolution::shared(petteia::grec_mirror_goals).counts();
    EXPECT_EQ(json["variant"], "grec-mirror");
    EXPECT_EQ(json["positions"], 812'416);
    EXPECT_EQ(json["positions"], counts.positions);
    EXPECT_EQ(json["finished"], counts.finished);
    EXPECT_EQ(json["wins"], counts.wins);
    EXPECT_EQ(json["losses"], counts.losses);
    EXPECT_EQ(json["draws"], counts.draws);
    EXPECT_EQ(json["moves"], counts.moves);
    EXPECT_EQ(json["longest_plies"], counts.longest);
    EXPECT_EQ(json["start"]["value"], "draw");
    const auto start = petteia("replay --variant grec-mirror").json();
    std::set<std::string> legal, valued;
    for (const auto& move : start["legal"]) legal.insert(move.get<std::string>());
    for (const auto& move : json["first_moves"]) valued.insert(move["move"].get<std::string>());
    EXPECT_EQ(valued, legal);
}

TEST(CliSolve, OnlyLeGrecIsSolvable) {
    CliRun run = petteia("solve --variant petteia-6x6");
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("\"petteia-6x6\" cannot be solved here: only Le Grec"), std::string::npos) << run.err;
    EXPECT_TRUE(run.out.empty());
    run = petteia("solve --variant petteia-chess");
    EXPECT_EQ(run.status, 2);
    run = petteia("solve --variant halma");
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("unknown variant \"halma\""), std::string::npos) << run.err;
    run = petteia("solve");
    EXPECT_EQ(run.status, 2);
}

// Asks the tool for Expert's move and checks what the move is worth against the table.
void expect_perfect_move(const std::string& text, const std::string& variant = "grec") {
    const CliRun run = petteia("bestmove --variant " + variant + " --level expert --position \"" + text + "\"");
    ASSERT_EQ(run.status, 0) << run.err;
    const std::string move = run.out.substr(0, run.out.find('\n'));
    auto game = grec_test::grec_game(text, variant);
    const GrecSolution& table = GrecSolution::shared(petteia::grec_goals_of(variant).value());
    const auto before = table.value(*GrecPositionIndex::index_of(grec_test::placement_of(*game)));
    ASSERT_TRUE(before) << text;
    ASSERT_TRUE(game->play(*petteia::parse_move(move, game->variant()))) << text << " " << move;
    SolvedValue after{Outcome::loss, 0};  // the game over: the mover won
    if (!game->is_over()) after = *table.value(*GrecPositionIndex::index_of(grec_test::placement_of(*game)));
    // The mover's win in n is the opponent's loss in n - 1, and so on.
    const Outcome flipped = after.outcome == Outcome::win ? Outcome::loss : after.outcome == Outcome::loss ? Outcome::win : Outcome::draw;
    EXPECT_EQ(flipped, before->outcome) << text << " " << move;
    if (before->outcome != Outcome::draw) {
        EXPECT_EQ(after.plies + 1, before->plies) << text << " " << move;
    }
}

TEST(CliBestmoveGrec, ExpertWinsInOne) {
    const CliRun run = petteia("bestmove --variant grec --level expert --position \"BBBW/BBB1/WW1B/WWWW black\"");
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "D2-D3\n");
}

// From the middle of the table's order, the first position of the kind (wins and losses 5 plies
// or more from the end). One run of the tool a test: each solves the game again.
std::string first_position(Outcome wanted, const petteia::GrecGoals& goals = petteia::grec_half_goals) {
    for (std::uint32_t index = GrecPositionIndex::size / 2; index < GrecPositionIndex::size; ++index) {
        const auto value = GrecSolution::shared(goals).value(index);
        if (value && value->outcome == wanted && (wanted == Outcome::draw || value->plies >= 5))
            return grec_test::position_text(GrecPositionIndex::placement_of(index));
    }
    throw std::logic_error("no such position");
}

TEST(CliBestmoveGrec, ExpertHurriesInAWonPosition) { expect_perfect_move(first_position(Outcome::win)); }
TEST(CliBestmoveGrec, ExpertHoldsOutInALostPosition) { expect_perfect_move(first_position(Outcome::loss)); }
TEST(CliBestmoveGrec, ExpertKeepsADraw) { expect_perfect_move(first_position(Outcome::draw)); }

// The mirror variant: Expert plays from the mirror's table.
TEST(CliBestmoveGrecMirror, ExpertArrivesOnTheExactSquares) {
    const CliRun run = petteia("bestmove --variant grec-mirror --level expert --position \"BBBB/WBB1/WW1B/WWWW black\"");
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "D2-D3\n");
}
TEST(CliBestmoveGrecMirror, ExpertHurriesInAWonPosition) {
    expect_perfect_move(first_position(Outcome::win, petteia::grec_mirror_goals), "grec-mirror");
}
TEST(CliBestmoveGrecMirror, ExpertHoldsOutInALostPosition) {
    expect_perfect_move(first_position(Outcome::loss, petteia::grec_mirror_goals), "grec-mirror");
}
TEST(CliBestmoveGrecMirror, ExpertKeepsADraw) {
    expect_perfect_move(first_position(Outcome::draw, petteia::grec_mirror_goals), "grec-mirror");
}

// replay and perft read the mirror through the catalogue like any variant.
TEST(CliReplayGrecMirror, PlaysToTheMirrorsArrival) {
    CliRun run = petteia("replay --variant grec-mirror --position \"BBBB/WBB1/WW1B/WWWW black\"", "D2-D3\n");
    ASSERT_EQ(run.status, 0) << run.err;
    auto json = run.json();
    EXPECT_EQ(json["status"], "win");
    EXPECT_EQ(json["winner"], "black");
    EXPECT_EQ(json["reason"], "arrived");
    run = petteia("replay --variant grec-mirror --position \"WBBB/BBB1/WW1B/WWWW black\"", "D2-D3\n");
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.json()["status"], "ongoing");
    const auto grec = petteia("perft --variant grec --depth 4").json();
    const auto mirror = petteia("perft --variant grec-mirror --depth 4").json();
    EXPECT_EQ(mirror["counts"], grec["counts"]);
}

}  // namespace
