// How a Petteia game ends: the rules checked after every move, in their order.
#include <gtest/gtest.h>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;
using petteia::EndReason;

TEST(PetteiaEnd, NewGameIsOngoing) {
    auto game = make_game("petteia-6x6");
    EXPECT_EQ(game->status(), ongoing());
    EXPECT_FALSE(game->is_over());
    EXPECT_EQ(game->side_to_move(), light);
    EXPECT_EQ(game->occurrences(), 1);
    EXPECT_EQ(game->quiet_plies(), 0);
}

TEST(PetteiaEnd, WinWhenOpponentIsLeftWithOnePiece) {
    auto game = make_game("petteia-6x6", "5D/1L4/2D3/2L3/6/6 light");
    auto played = play_ok(*game, "B5-C5");
    EXPECT_EQ(played.captured, squares({"C4"}));
    EXPECT_EQ(count_pieces(*game, dark), 1);
    EXPECT_EQ(game->status(), win(light, EndReason::pieces));
    EXPECT_TRUE(game->is_over());
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(PetteiaEnd, WinWhenOpponentIsLeftWithNoPiece) {
    // Dark's last two pieces are captured by one move.
    auto game = make_game("petteia-6x6", "2L3/3DL1/2D3/2L3/6/6 light");
    auto played = play_ok(*game, "C6-C5");
    EXPECT_EQ(played.captured, squares({"C4", "D5"}));
    EXPECT_EQ(count_pieces(*game, dark), 0);
    EXPECT_EQ(game->status(), win(light, EndReason::pieces));
}

TEST(PetteiaEnd, DarkWinsWhenLightIsLeftWithOnePiece) {
    auto game = make_game("petteia-6x6", "5D/L5/2D3/1D1D2/5D/2L3 light");
    play_ok(*game, "C1-C3");  // safe entry between B3 and D3
    EXPECT_EQ(game->status(), ongoing());
    play_ok(*game, "F2-C2");  // sandwiches C3 against C4
    EXPECT_EQ(count_pieces(*game, light), 1);
    EXPECT_EQ(game->status(), win(dark, EndReason::pieces));
}

TEST(PetteiaEnd, WinWhenOpponentCannotMove) {
    // Dark A6 and B6 are walled in by light A5, B5 and, after the move, C6.
    auto game = make_game("petteia-6x6", "DD4/LL4/6/6/6/2L3 light");
    auto played = play_ok(*game, "C1-C6");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_EQ(count_pieces(*game, dark), 2);
    EXPECT_EQ(game->status(), win(light, EndReason::no_moves));
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(PetteiaEnd, ThreefoldRepetitionCountsTheStartingPosition) {
    auto game = make_game("petteia-6x6");
    const std::uint64_t start_hash = game->hash();
    const char* const shuffle[] = {"A1-A2", "A6-A5", "A2-A1", "A5-A6"};

    for (const char* move : shuffle) {
        play_ok(*game, move);
        EXPECT_EQ(game->status(), ongoing()) << "after " << move;
    }
    EXPECT_EQ(game->hash(), start_hash);
    EXPECT_EQ(game->occurrences(), 2);

    // The second round: the position after A1-A2 occurs for the second time, not the third.
    for (int i = 0; i < 3; ++i) {
        play_ok(*game, shuffle[i]);
        EXPECT_EQ(game->occurrences(), 2) << "after " << shuffle[i];
        EXPECT_EQ(game->status(), ongoing()) << "after " << shuffle[i];
    }
    // The eighth ply brings the starting position back a third time: draw, exactly now.
    play_ok(*game, shuffle[3]);
    EXPECT_EQ(game->occurrences(), 3);
    EXPECT_EQ(game->status(), draw(EndReason::repetition));
    EXPECT_EQ(game->history().size(), 8u);
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(PetteiaEnd, SamePiecesWithTheOtherSideToMoveIsADifferentPosition) {
    // Light triangulates A1-A2-A3-A1 while dark shuffles: the starting placement, but dark to move.
    auto game = make_game("petteia-6x6");
    const std::uint64_t start_hash = game->hash();
    play_all(*game, {"A1-A2", "A6-A5", "A2-A3", "A5-A6", "A3-A1"});
    EXPECT_EQ(game->side_to_move(), dark);
    EXPECT_EQ(game->occurrences(), 1);
    EXPECT_NE(game->hash(), start_hash);
    // Dark triangulates in turn: the true starting position again, for the second time only.
    play_all(*game, {"A6-A5", "A1-A2", "A5-A4", "A2-A1", "A4-A6"});
    EXPECT_EQ(game->side_to_move(), light);
    EXPECT_EQ(game->hash(), start_hash);
    EXPECT_EQ(game->occurrences(), 2);
    EXPECT_EQ(game->status(), ongoing());
}

TEST(PetteiaEnd, HundredQuietPliesFromPositionText) {
    auto game = make_game("petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light 98");
    EXPECT_EQ(game->quiet_plies(), 98);
    play_ok(*game, "A1-A2");
    EXPECT_EQ(game->quiet_plies(), 99);
    EXPECT_EQ(game->status(), ongoing());
    play_ok(*game, "A6-A5");
    EXPECT_EQ(game->quiet_plies(), 100);
    EXPECT_EQ(game->status(), draw(EndReason::quiet_moves));
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(PetteiaEnd, HundredQuietPliesByPlaying) {
    // Plays quiet moves that never repeat a position: the hundredth ply draws, not one before.
    auto game = make_game("petteia-6x6");
    for (int ply = 1; ply <= 100; ++ply) {
        bool played = false;
        for (const petteia::Move& move : game->legal_moves()) {
            auto result = game->play(move);
            ASSERT_TRUE(result) << result.error().reason;
            if (result->captured.empty() && game->occurrences() == 1 && (ply == 100 || !game->is_over())) {
                played = true;
                break;
            }
            ASSERT_TRUE(game->undo());
        }
        ASSERT_TRUE(played) << "no quiet, new move at ply " << ply;
        EXPECT_EQ(game->quiet_plies(), ply);
        if (ply < 100) {
            ASSERT_EQ(game->status(), ongoing()) << "at ply " << ply;
        }
    }
    EXPECT_EQ(game->status(), draw(EndReason::quiet_moves));
}

TEST(PetteiaEnd, CaptureResetsTheQuietCount) {
    // 99 quiet plies so far; the hundredth ply captures, so nothing is drawn and the count restarts.
    auto game = make_game("petteia-6x6", "D4D/DL4/2D3/2L3/6/6 light 99");
    auto played = play_ok(*game, "B5-C5");
    EXPECT_EQ(played.captured, squares({"C4"}));
    EXPECT_EQ(game->quiet_plies(), 0);
    EXPECT_EQ(game->status(), ongoing());
    play_ok(*game, "F6-F5");
    EXPECT_EQ(game->quiet_plies(), 1);
    EXPECT_EQ(game->status(), ongoing());
}

TEST(PetteiaEnd, CaptureResetsTheQuietCountWhilePlaying) {
    auto game = make_game("petteia-6x6", "D4D/DL4/2D3/2L3/6/6 light 40");
    play_all(*game, {"C3-C2", "F6-F5", "C2-C3"});
    EXPECT_EQ(game->quiet_plies(), 43);
    play_ok(*game, "A6-B6");
    play_ok(*game, "B5-C5");
    EXPECT_EQ(game->quiet_plies(), 0);
}

TEST(PetteiaEnd, WinOnTheHundredthQuietPlyBeatsTheDraw) {
    // The hundredth quiet ply also walls dark in: the win comes first.
    auto game = make_game("petteia-6x6", "DD4/LL4/6/6/6/2L3 light 99");
    play_ok(*game, "C1-C6");
    EXPECT_EQ(game->quiet_plies(), 100);
    EXPECT_EQ(game->status(), win(light, EndReason::no_moves));
}

TEST(PetteiaEnd, RepetitionOnTheHundredthQuietPlyIsARepetitionDraw) {
    auto game = make_game("petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light 92");
    play_all(*game, {"A1-A2", "A6-A5", "A2-A1", "A5-A6", "A1-A2", "A6-A5", "A2-A1"});
    EXPECT_EQ(game->status(), ongoing());
    play_ok(*game, "A5-A6");
    EXPECT_EQ(game->quiet_plies(), 100);
    EXPECT_EQ(game->status(), draw(EndReason::repetition));
}

}  // namespace
