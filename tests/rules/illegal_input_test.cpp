// A refused move says why and changes nothing: same position, same hash, same history, same status.
#include <gtest/gtest.h>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;
using petteia::MoveErrorCode;

struct Observed {
    std::string position;
    std::uint64_t hash;
    petteia::Side to_move;
    std::size_t history_size;
    petteia::GameStatus status;
    int quiet_plies;
    int occurrences;
    std::vector<std::string> legal_moves;

    explicit Observed(const petteia::Game& game)
        : position(petteia::format_position(game)),
          hash(game.hash()),
          to_move(game.side_to_move()),
          history_size(game.history().size()),
          status(game.status()),
          quiet_plies(game.quiet_plies()),
          occurrences(game.occurrences()),
          legal_moves(legal_move_texts(game)) {}

    friend bool operator==(const Observed&, const Observed&) = default;
};

void PrintTo(const Observed& observed, std::ostream* out) {
    *out << observed.position << " (hash " << observed.hash << ", " << observed.history_size << " moves)";
}

// Plays `text`, expects it refused with `code`, and checks that the game is exactly as before.
void expect_refused(petteia::Game& game, std::string_view text, MoveErrorCode code) {
    const Observed before(game);
    auto result = game.play(text);
    ASSERT_FALSE(result) << "\"" << text << "\" was accepted in " << before.position;
    EXPECT_EQ(result.error().code, code) << "\"" << text << "\": " << result.error().reason;
    EXPECT_FALSE(result.error().reason.empty()) << "\"" << text << "\" has no reason";
    EXPECT_EQ(Observed(game), before) << "\"" << text << "\" changed the game";
}

// The same for a refusal whose exact code the rules leave open.
void expect_refused(petteia::Game& game, std::string_view text) {
    const Observed before(game);
    auto result = game.play(text);
    ASSERT_FALSE(result) << "\"" << text << "\" was accepted in " << before.position;
    EXPECT_FALSE(result.error().reason.empty()) << "\"" << text << "\" has no reason";
    EXPECT_EQ(Observed(game), before) << "\"" << text << "\" changed the game";
}

TEST(IllegalInput, MalformedText) {
    auto game = make_game("petteia-6x6");
    for (const char* text : {"", "hello", "D2-", "-D4", "2D-4D", "D2-D4-D6", "DD-44"}) {
        expect_refused(*game, text, MoveErrorCode::malformed);
    }
}

TEST(IllegalInput, OffBoardSquare) {
    auto game = make_game("petteia-6x6");
    expect_refused(*game, "A1-A7", MoveErrorCode::off_board);
    expect_refused(*game, "G1-G2", MoveErrorCode::off_board);
    expect_refused(*game, "F1-G1", MoveErrorCode::off_board);

    const Observed before(*game);
    auto result = game->play(petteia::Move{{9, 0}, {9, 3}, {}});
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, MoveErrorCode::off_board);
    EXPECT_EQ(Observed(*game), before);

    auto big = make_game("petteia-8x8");
    expect_refused(*big, "A1-A9", MoveErrorCode::off_board);
    expect_refused(*big, "I1-I2", MoveErrorCode::off_board);
}

TEST(IllegalInput, EmptyFromSquare) {
    auto game = make_game("petteia-6x6");
    expect_refused(*game, "C3-C4", MoveErrorCode::empty_square);
}

TEST(IllegalInput, OpponentsPiece) {
    auto game = make_game("petteia-6x6");
    expect_refused(*game, "A6-A5", MoveErrorCode::opponent_piece);
    play_ok(*game, "A1-A2");
    expect_refused(*game, "B1-B2", MoveErrorCode::opponent_piece);
}

TEST(IllegalInput, BlockedPath) {
    auto game = make_game("petteia-6x6");
    play_all(*game, {"B1-B3", "B6-B4"});
    expect_refused(*game, "B3-B5", MoveErrorCode::blocked);  // dark B4 is in the way
    play_all(*game, {"A1-A3", "A6-A5"});
    expect_refused(*game, "A3-C3", MoveErrorCode::blocked);  // light's own B3 is in the way
}

TEST(IllegalInput, DestinationTaken) {
    auto game = make_game("petteia-6x6");
    expect_refused(*game, "A1-B1", MoveErrorCode::occupied);
    expect_refused(*game, "A1-A6", MoveErrorCode::occupied);
}

TEST(IllegalInput, DiagonalMove) {
    auto game = make_game("petteia-6x6");
    expect_refused(*game, "A1-B2", MoveErrorCode::not_straight);
    expect_refused(*game, "A1-C4", MoveErrorCode::not_straight);
}

TEST(IllegalInput, NoMoveAtAll) {
    auto game = make_game("petteia-6x6");
    expect_refused(*game, "A1-A1", MoveErrorCode::same_square);
}

TEST(IllegalInput, MoveAfterTheGameEnded) {
    auto game = make_game("petteia-6x6");
    play_all(*game, {"A1-A2", "A6-A5", "A2-A1", "A5-A6", "A1-A2", "A6-A5", "A2-A1", "A5-A6"});
    ASSERT_TRUE(game->is_over());
    expect_refused(*game, "A1-A2", MoveErrorCode::game_over);  // legal, had the game gone on

    auto won = make_game("petteia-6x6", "DD4/LL4/6/6/6/2L3 light");
    play_ok(*won, "C1-C6");
    ASSERT_TRUE(won->is_over());
    expect_refused(*won, "C6-C1", MoveErrorCode::game_over);
}

TEST(IllegalInput, GrecRefusalsChangeNothing) {
    auto game = make_game("grec");
    play_all(*game, {"D1-D2", "B3-A3"});
    expect_refused(*game, "D2-D1", MoveErrorCode::backward);
    expect_refused(*game, "B1-B3", MoveErrorCode::jump_over_own);
    expect_refused(*game, "A2-A3", MoveErrorCode::occupied);
    expect_refused(*game, "A3-A2", MoveErrorCode::opponent_piece);
    expect_refused(*game, "E1-E2", MoveErrorCode::off_board);
    expect_refused(*game, "D3-D4");   // white's piece
    expect_refused(*game, "B1-C3");   // a knight's leap
    expect_refused(*game, "B1-B4");   // three squares
    expect_refused(*game, "D2-D4");   // over white D3, but D4 is taken
    expect_refused(*game, "B2-B4");   // B3 is empty and B4 is taken
    expect_refused(*game, "hello", MoveErrorCode::malformed);
}

TEST(IllegalInput, LegalMovesAreAllAccepted) {
    // The other side of the coin: every move the game lists, it plays.
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec"}) {
        auto game = make_game(variant);
        for (const petteia::Move& move : game->legal_moves()) {
            auto copy = game->clone();
            EXPECT_TRUE(copy->play(move)) << variant << " " << petteia::move_text(move, game->variant());
        }
    }
}

}  // namespace
