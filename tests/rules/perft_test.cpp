// Perft: the number of move sequences of a given length, the standard check of a move generator.
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;

// Perft from the start at depths 1, 2, … counts.size().
void expect_perft_from_start(const std::string& variant, const std::vector<std::uint64_t>& counts) {
    auto game = make_game(variant);
    for (std::size_t depth = 1; depth <= counts.size(); ++depth)
        EXPECT_EQ(game->perft(static_cast<int>(depth)), counts[depth - 1]) << variant << " at depth " << depth;
}

TEST(Perft, Petteia6x6FromTheStart) {
    EXPECT_EQ(make_game("petteia-6x6")->perft(0), 1u);
    expect_perft_from_start("petteia-6x6", {24, 516, 14284});
}

TEST(Perft, Petteia8x8FromTheStart) { expect_perft_from_start("petteia-8x8", {48, 2136, 112874}); }

TEST(Perft, GrecFromTheStart) {
    // Counted by the naive reference implementation (reference_grec.hpp).
    expect_perft_from_start("grec", {5, 23, 120, 615, 3189, 15964});
}

TEST(Perft, PetteiaChessFromTheStart) {
    // Depths 1–3 agree with the naive reference (chess_reference_test.cpp); rules/README.md lists them.
    expect_perft_from_start("petteia-chess", {33, 1089, 37583, 1291791});
}

TEST(Perft, PetteiaChessFromTheStartAtDepthFive) {
    EXPECT_EQ(make_game("petteia-chess")->perft(5), 46887286u);
}

TEST(Perft, LeavesTheGameAsItWas) {
    auto game = make_game("petteia-6x6");
    play_all(*game, {"A1-A3", "F6-F4"});
    const std::string position = petteia::format_position(*game);
    const std::uint64_t hash = game->hash();
    const auto history = game->history();
    game->perft(3);
    EXPECT_EQ(petteia::format_position(*game), position);
    EXPECT_EQ(game->hash(), hash);
    EXPECT_EQ(game->history(), history);
    EXPECT_EQ(game->occurrences(), 1);
}

TEST(Perft, FinishedGameHasNoMoves) {
    auto game = make_game("petteia-6x6", "DD4/LL4/6/6/6/2L3 light");
    play_ok(*game, "C1-C6");
    ASSERT_TRUE(game->is_over());
    EXPECT_EQ(game->perft(0), 1u);
    EXPECT_EQ(game->perft(1), 0u);
    EXPECT_EQ(game->perft(2), 0u);
}

TEST(Perft, GamesThatEndInsideTheTreeStopThere) {
    // Every first move is the hundredth quiet ply: the game is drawn, nothing follows.
    auto game = make_game("petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light 99");
    EXPECT_EQ(game->perft(1), 24u);
    EXPECT_EQ(game->perft(2), 0u);
    auto earlier = make_game("petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light 98");
    EXPECT_EQ(earlier->perft(2), 516u);
    EXPECT_EQ(earlier->perft(3), 0u);
}

TEST(Perft, RepetitionInsideTheTreeEndsThatLine) {
    // The shuffle has brought about "dark A5, dark to move" twice; dark's A5-A6 would bring the
    // starting position back a third time, which draws, so its 24 light replies are not counted.
    auto game = make_game("petteia-6x6");
    play_all(*game, {"A1-A2", "A6-A5", "A2-A1", "A5-A6", "A1-A2", "A6-A5", "A2-A1"});
    auto same_pieces_no_past = make_game("petteia-6x6", "1DDDDD/D5/6/6/6/LLLLLL dark 7");
    EXPECT_EQ(game->perft(1), 30u);
    EXPECT_EQ(same_pieces_no_past->perft(1), 30u);
    EXPECT_EQ(same_pieces_no_past->perft(2), 641u);
    EXPECT_EQ(game->perft(2), 641u - 24u);
}

}  // namespace
