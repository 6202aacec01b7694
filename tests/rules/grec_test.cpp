// Le Grec: steps and jumps that never go backward, no captures, and the race to the far half.
#include <gtest/gtest.h>

#include "rules/grec_position.hpp"
#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;
using petteia::EndReason;
using petteia::MoveErrorCode;

constexpr const char* grec_start = "WWWW/1WWW/BBB1/BBBB black";

TEST(Grec, StartingPosition) {
    auto game = make_game("grec");
    EXPECT_EQ(petteia::format_position(*game), grec_start);
    EXPECT_EQ(game->side_to_move(), black);
    EXPECT_EQ(count_pieces(*game, black), 7);
    EXPECT_EQ(count_pieces(*game, white), 7);
    for (const char* square : {"A1", "A2", "B1", "B2", "C1", "C2", "D1"}) EXPECT_TRUE(is_side(*game, square, black));
    for (const char* square : {"A4", "B3", "B4", "C3", "C4", "D3", "D4"}) EXPECT_TRUE(is_side(*game, square, white));
    EXPECT_TRUE(is_empty(*game, "D2"));
    EXPECT_TRUE(is_empty(*game, "A3"));
    EXPECT_EQ(game->status(), ongoing());
}

TEST(Grec, BlackOpensWithStepsOnly) {
    auto game = make_game("grec");
    // Forward (A2-A3, D1-D2), diagonally forward (B2-A3, C1-D2), sideways (C2-D2).
    EXPECT_EQ(legal_move_texts(*game), (std::vector<std::string>{"A2-A3", "B2-A3", "C1-D2", "C2-D2", "D1-D2"}));
}

TEST(Grec, WhiteMovesTowardRankOne) {
    auto game = make_game("grec");
    play_ok(*game, "C2-D2");
    // Forward (A4-A3, C3-C2), diagonally forward (B3-C2, B4-A3, D3-C2), sideways (B3-A3).
    EXPECT_EQ(legal_move_texts(*game),
              (std::vector<std::string>{"A4-A3", "B3-A3", "B3-C2", "B4-A3", "C3-C2", "D3-C2"}));
}

TEST(Grec, StepsChangeNothingElse) {
    auto game = make_game("grec");
    auto played = play_ok(*game, "D1-D2");
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_empty(*game, "D1"));
    EXPECT_TRUE(is_side(*game, "D2", black));
    EXPECT_EQ(game->side_to_move(), white);
    EXPECT_EQ(game->quiet_plies(), 0);
    play_ok(*game, "B3-A3");  // white sideways
    EXPECT_TRUE(is_side(*game, "A3", white));
    EXPECT_TRUE(is_empty(*game, "B3"));
    play_ok(*game, "C1-D1");  // black sideways
    EXPECT_TRUE(is_side(*game, "D1", black));
    EXPECT_TRUE(is_empty(*game, "C1"));
    EXPECT_EQ(count_pieces(*game, black), 7);
    EXPECT_EQ(count_pieces(*game, white), 7);
}

TEST(Grec, BlackJumpsForwardOverWhite) {
    auto game = make_game("grec");
    play_all(*game, {"A2-A3", "D3-D2"});
    auto played = play_ok(*game, "D1-D3");  // over white D2
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "D3", black));
    EXPECT_TRUE(is_side(*game, "D2", white));  // jumped over, not captured
    EXPECT_TRUE(is_empty(*game, "D1"));
    EXPECT_EQ(count_pieces(*game, white), 7);
}

TEST(Grec, BlackJumpsDiagonallyOverWhite) {
    auto game = make_game("grec");
    play_all(*game, {"A2-A3", "A4-A2"});  // white jumps forward over A3
    EXPECT_TRUE(is_side(*game, "A2", white));
    EXPECT_TRUE(is_side(*game, "A3", black));
    auto played = play_ok(*game, "C2-A4");  // over white B3
    EXPECT_TRUE(played.captured.empty());
    EXPECT_TRUE(is_side(*game, "A4", black));
    EXPECT_TRUE(is_side(*game, "B3", white));
}

TEST(Grec, JumpsSideways) {
    auto game = make_game("grec");
    play_all(*game, {"A2-A3", "C3-D2"});
    play_ok(*game, "A3-C3");  // black over white B3
    EXPECT_TRUE(is_side(*game, "C3", black));
    EXPECT_TRUE(is_side(*game, "B3", white));

    auto other = make_game("grec");
    play_all(*other, {"A2-A3", "A4-A2", "C2-A4"});
    play_ok(*other, "A2-C2");  // white over black B2
    EXPECT_TRUE(is_side(*other, "C2", white));
    EXPECT_TRUE(is_side(*other, "B2", black));
}

TEST(Grec, WhiteJumpsDiagonally) {
    auto game = make_game("grec");
    play_ok(*game, "D1-D2");
    play_ok(*game, "B3-D1");  // over black C2
    EXPECT_TRUE(is_side(*game, "D1", white));
    EXPECT_TRUE(is_side(*game, "C2", black));
}

TEST(Grec, BackwardMovesAreRefused) {
    auto game = make_game("grec");
    play_all(*game, {"D1-D2", "B3-A3"});
    auto refused = game->play("D2-D1");
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, MoveErrorCode::backward);
    EXPECT_FALSE(refused.error().reason.empty());
    EXPECT_TRUE(is_side(*game, "D2", black));
    EXPECT_EQ(game->side_to_move(), black);
}

TEST(Grec, BackwardJumpIsRefused) {
    auto game = make_game("grec");
    play_all(*game, {"A2-A3", "D3-D2", "D1-D3", "B3-A2"});
    auto refused = game->play("D3-D1");  // back over white D2 onto the empty D1
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, MoveErrorCode::backward);
    EXPECT_TRUE(is_side(*game, "D3", black));
    EXPECT_TRUE(is_empty(*game, "D1"));
}

TEST(Grec, WhiteBackwardMoveIsRefused) {
    auto game = make_game("grec");
    play_all(*game, {"C2-D2", "C3-C2", "A2-A3"});
    auto refused = game->play("C2-C3");  // back up onto the empty square it came from
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, MoveErrorCode::backward);
    EXPECT_TRUE(is_side(*game, "C2", white));
    EXPECT_TRUE(is_empty(*game, "C3"));
    EXPECT_EQ(game->side_to_move(), white);
}

TEST(Grec, DiagonalBackwardIsRefused) {
    auto game = make_game("grec");
    play_all(*game, {"C2-D2", "D3-C2", "A2-A3"});
    auto refused = game->play("C2-D3");  // white back diagonally onto the empty square it came from
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, MoveErrorCode::backward);
    EXPECT_TRUE(is_side(*game, "C2", white));
    EXPECT_TRUE(is_empty(*game, "D3"));
}

TEST(Grec, JumpOverOwnPieceIsRefused) {
    auto game = make_game("grec");
    const std::string before = petteia::format_position(*game);
    auto refused = game->play("A1-A3");  // over black A2 onto empty A3
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, MoveErrorCode::jump_over_own);
    EXPECT_EQ(petteia::format_position(*game), before);

    refused = game->play("B2-D2");  // sideways over black C2 onto empty D2
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, MoveErrorCode::jump_over_own);
    EXPECT_EQ(petteia::format_position(*game), before);

    play_ok(*game, "C2-D2");
    refused = game->play("C4-C2");  // white over white C3 onto the emptied C2
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, MoveErrorCode::jump_over_own);
    EXPECT_TRUE(is_side(*game, "C4", white));
    EXPECT_TRUE(is_empty(*game, "C2"));
}

TEST(Grec, TwoSquaresWithNothingToJumpOverIsRefused) {
    // C2 and C3 are empty: C1-C3 would be a jump over nothing.
    auto game = make_game("grec", "WWWW/WW1W/BB1B/BBBB black");
    auto refused = game->play("C1-C3");
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, MoveErrorCode::jump_over_nothing);
    EXPECT_TRUE(is_side(*game, "C1", black));
    play_ok(*game, "C1-C2");
}

TEST(Grec, NothingIsEverCaptured) {
    auto game = make_game("grec");
    EXPECT_FALSE(game->variant().has_captures);
    EXPECT_FALSE(game->variant().has_quiet_move_rule);
    play_all(*game, {"A2-A3", "A4-A2", "C2-A4"});
    EXPECT_EQ(count_pieces(*game, black), 7);
    EXPECT_EQ(count_pieces(*game, white), 7);
    EXPECT_TRUE(game->threatened(black).empty());
    EXPECT_TRUE(game->threatened(white).empty());
    EXPECT_EQ(game->quiet_plies(), 0);
}

TEST(Grec, BlackWinsByArrival) {
    // Six black pieces are already on ranks 3-4; C2-C3 brings the seventh.
    auto game = make_game("grec", "BBBB/BB1W/WWB1/WWWW black");
    EXPECT_EQ(game->status(), ongoing());
    play_ok(*game, "C2-C3");
    EXPECT_EQ(game->status(), win(black, EndReason::arrived));
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(Grec, WhiteWinsByArrival) {
    auto game = make_game("grec", "BBBB/BBW1/WW1B/WWWW white");
    play_ok(*game, "C3-C2");
    EXPECT_EQ(game->status(), win(white, EndReason::arrived));
}

TEST(Grec, ArrivalNeedsAllSevenPieces) {
    auto game = make_game("grec", "BBBB/BB1W/WWB1/WWWW black");
    play_ok(*game, "C2-D2");  // the last black piece stays on rank 2
    EXPECT_EQ(game->status(), ongoing());
    EXPECT_FALSE(game->legal_moves().empty());
}

TEST(Grec, BlockedPlayerLoses) {
    // A played game in which white ends up with no legal move and loses.
    auto game = make_game("grec");
    play_all(*game, {"A2-A3", "C3-D2", "C2-C3", "C4-C2", "C3-C4", "A4-A2", "A3-C3", "B4-A3", "B2-B4", "D4-B2"});
    EXPECT_EQ(game->status(), ongoing());
    play_ok(*game, "C4-D4");
    EXPECT_EQ(petteia::format_position(*game), "1B1B/WWBW/WWWW/BBBB white");
    EXPECT_EQ(game->status(), win(black, EndReason::no_moves));
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(Grec, RepetitionDrawCountsTheStartingPosition) {
    auto game = make_game("grec");
    const char* const shuffle[] = {"C2-D2", "B3-A3", "D2-C2", "A3-B3"};
    for (const char* move : shuffle) play_ok(*game, move);
    EXPECT_EQ(game->occurrences(), 2);
    EXPECT_EQ(game->status(), ongoing());
    for (int i = 0; i < 3; ++i) {
        play_ok(*game, shuffle[i]);
        EXPECT_EQ(game->status(), ongoing()) << "after " << shuffle[i];
    }
    play_ok(*game, shuffle[3]);
    EXPECT_EQ(game->occurrences(), 3);
    EXPECT_EQ(game->status(), draw(EndReason::repetition));
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(Grec, GoalSquaresAreTheHalvesThatWin) {
    // The catalogue's goal squares (which browsers shade) are exactly the halves the rules check.
    auto game = make_game("grec");
    const auto& goals = game->variant().goal_squares;
    EXPECT_EQ(goals[0], squares({"A3", "A4", "B3", "B4", "C3", "C4", "D3", "D4"}));
    EXPECT_EQ(goals[1], squares({"A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2"}));
    for (const petteia::Side side : {petteia::Side::first, petteia::Side::second}) {
        petteia::GrecPosition::Bitboard bits = 0;
        for (const petteia::Square square : goals[petteia::index_of(side)])
            bits |= petteia::GrecPosition::bit(petteia::GrecPosition::square_index(square));
        EXPECT_EQ(bits, petteia::grec_half_goals.of(side)) << game->variant().side_name(side);
    }
}

TEST(Grec, PetteiaAndChessHaveNoGoalSquares) {
    for (const char* name : {"petteia-6x6", "petteia-8x8", "petteia-chess"}) {
        auto game = make_game(name);
        EXPECT_TRUE(game->variant().goal_squares[0].empty()) << name;
        EXPECT_TRUE(game->variant().goal_squares[1].empty()) << name;
    }
}

}  // namespace
