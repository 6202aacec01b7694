// Taking a move back restores everything a player can see: pieces, side, hash, counters, outcome.
#include <gtest/gtest.h>

#include <random>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;

struct Seen {
    std::string position;
    std::uint64_t hash;
    petteia::GameStatus status;
    int quiet_plies;
    int occurrences;
    std::vector<petteia::PlayedMove> history;
    std::vector<std::string> legal_moves;
    std::vector<petteia::Square> threatened_first;
    std::vector<petteia::Square> threatened_second;

    explicit Seen(const petteia::Game& game)
        : position(petteia::format_position(game)),
          hash(game.hash()),
          status(game.status()),
          quiet_plies(game.quiet_plies()),
          occurrences(game.occurrences()),
          history(game.history()),
          legal_moves(legal_move_texts(game)),
          threatened_first(game.threatened(petteia::Side::first)),
          threatened_second(game.threatened(petteia::Side::second)) {}

    friend bool operator==(const Seen&, const Seen&) = default;
};

void PrintTo(const Seen& seen, std::ostream* out) { *out << seen.position << " (hash " << seen.hash << ")"; }

TEST(Undo, NothingToTakeBack) {
    auto game = make_game("petteia-6x6");
    const Seen before(*game);
    EXPECT_FALSE(game->undo());
    EXPECT_EQ(Seen(*game), before);
}

TEST(Undo, QuietMove) {
    auto game = make_game("petteia-6x6");
    const Seen before(*game);
    play_ok(*game, "C1-C4");
    EXPECT_NE(game->hash(), before.hash);
    ASSERT_TRUE(game->undo());
    EXPECT_EQ(Seen(*game), before);
    EXPECT_FALSE(game->undo());
}

TEST(Undo, CaptureGivesThePiecesBack) {
    auto game = make_game("petteia-6x6", "D4D/2L3/2D3/LD1DL1/6/2L3 light 57");
    const Seen before(*game);
    EXPECT_EQ(play_ok(*game, "C1-C3").captured.size(), 3u);
    EXPECT_EQ(game->quiet_plies(), 0);
    ASSERT_TRUE(game->undo());
    EXPECT_EQ(Seen(*game), before);
    EXPECT_EQ(game->quiet_plies(), 57);
    for (const char* square : {"B3", "C4", "D3"}) EXPECT_TRUE(is_side(*game, square, dark)) << square;
}

TEST(Undo, WinIsTakenBack) {
    auto game = make_game("petteia-6x6", "5D/1L4/2D3/2L3/6/6 light");
    const Seen before(*game);
    play_ok(*game, "B5-C5");
    ASSERT_TRUE(game->is_over());
    ASSERT_TRUE(game->undo());
    EXPECT_EQ(Seen(*game), before);
    EXPECT_EQ(game->status(), ongoing());
    // And the game goes on differently.
    play_ok(*game, "B5-B4");
    EXPECT_EQ(game->status(), ongoing());
}

TEST(Undo, RepetitionDrawIsTakenBack) {
    auto game = make_game("petteia-6x6");
    play_all(*game, {"A1-A2", "A6-A5", "A2-A1", "A5-A6", "A1-A2", "A6-A5", "A2-A1"});
    const Seen before(*game);
    play_ok(*game, "A5-A6");
    ASSERT_EQ(game->status(), draw(petteia::EndReason::repetition));
    ASSERT_TRUE(game->undo());
    EXPECT_EQ(Seen(*game), before);
    EXPECT_EQ(game->occurrences(), 2);
    // Playing it again draws again: the count of occurrences was restored, not lost.
    play_ok(*game, "A5-A6");
    EXPECT_EQ(game->status(), draw(petteia::EndReason::repetition));
}

TEST(Undo, AllTheWayBackIsTheStart) {
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec"}) {
        auto game = make_game(variant);
        const Seen start(*game);
        std::vector<Seen> seen;
        std::mt19937 random(7);
        for (int ply = 0; ply < 40 && !game->is_over(); ++ply) {
            seen.emplace_back(*game);
            auto moves = game->legal_moves();
            ASSERT_TRUE(game->play(moves[random() % moves.size()]));
        }
        while (!seen.empty()) {
            ASSERT_TRUE(game->undo());
            EXPECT_EQ(Seen(*game), seen.back()) << variant << " after taking back to ply " << seen.size() - 1;
            seen.pop_back();
        }
        EXPECT_EQ(Seen(*game), start) << variant;
        EXPECT_FALSE(game->undo());
    }
}

TEST(Undo, GrecMove) {
    auto game = make_game("grec");
    play_ok(*game, "A2-A3");
    const Seen before(*game);
    play_ok(*game, "A4-A2");  // a jump
    ASSERT_TRUE(game->undo());
    EXPECT_EQ(Seen(*game), before);
}

TEST(Clone, IsIndependent) {
    auto game = make_game("petteia-6x6");
    play_ok(*game, "A1-A3");
    const Seen before(*game);
    auto copy = game->clone();
    EXPECT_EQ(Seen(*copy), before);
    play_ok(*copy, "F6-F4");
    EXPECT_EQ(Seen(*game), before);
    ASSERT_TRUE(copy->undo());
    ASSERT_TRUE(copy->undo());
    EXPECT_EQ(Seen(*game), before);
    EXPECT_EQ(copy->history().size(), 0u);
}

}  // namespace
