// Square and move notation: what players type is read leniently, what they see is always the same.
#include <gtest/gtest.h>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;
using petteia::MoveErrorCode;

TEST(Notation, SquareNames) {
    EXPECT_EQ(petteia::square_name({0, 0}), "A1");
    EXPECT_EQ(petteia::square_name({3, 1}), "D2");
    EXPECT_EQ(petteia::square_name({5, 5}), "F6");
    EXPECT_EQ(petteia::square_name({7, 7}), "H8");
}

TEST(Notation, ReadsSquaresInEitherCase) {
    EXPECT_EQ(petteia::parse_square("D2"), sq("D2"));
    EXPECT_EQ(petteia::parse_square("d2"), sq("D2"));
    EXPECT_EQ(petteia::parse_square("a1"), sq("A1"));
    EXPECT_EQ(petteia::parse_square("H8"), sq("H8"));
    EXPECT_EQ(petteia::parse_square("D10"), (petteia::Square{3, 9}));
}

TEST(Notation, RefusesWhatIsNotASquare) {
    for (const char* text : {"", "D", "2", "2D", "D-2", "?2", "D2x", "DD"}) {
        EXPECT_FALSE(petteia::parse_square(text)) << '"' << text << '"';
    }
}

TEST(Notation, EverySpellingOfAMoveMeansTheSameMove) {
    auto game = make_game("petteia-8x8");
    const petteia::Move expected = mv("D2", "D4");
    for (const char* text : {"D2-D4", "d2-d4", "d2-D4", "D2 → D4", "d2 → d4", "D2→D4", "D2->D4", "d2->d4",
                             "D2 -> D4", "D2 - D4"}) {
        auto parsed = petteia::parse_move(text, game->variant());
        ASSERT_TRUE(parsed) << '"' << text << "\": " << parsed.error().reason;
        EXPECT_EQ(*parsed, expected) << '"' << text << '"';
    }
}

TEST(Notation, CanonicalAndDisplayText) {
    auto game = make_game("petteia-8x8");
    EXPECT_EQ(petteia::move_text(mv("D2", "D4"), game->variant()), "D2-D4");
    EXPECT_EQ(petteia::move_display_text(mv("D2", "D4"), game->variant()), "D2 → D4");
    EXPECT_EQ(petteia::move_text(mv("H8", "A8"), game->variant()), "H8-A8");
    auto grec = make_game("grec");
    EXPECT_EQ(petteia::move_text(mv("D4", "B2"), grec->variant()), "D4-B2");
    EXPECT_EQ(petteia::move_display_text(mv("B2", "A3"), grec->variant()), "B2 → A3");
}

TEST(Notation, RefusesWhatIsNotAMove) {
    auto game = make_game("petteia-6x6");
    for (const char* text : {"", "D2", "D2-", "D2 D4 D6", "D2=D4", "hello", "→ D4", "D2 →"}) {
        auto parsed = petteia::parse_move(text, game->variant());
        ASSERT_FALSE(parsed) << '"' << text << '"';
        EXPECT_EQ(parsed.error().code, MoveErrorCode::malformed) << '"' << text << '"';
    }
}

TEST(Notation, SquaresMustBeOnTheBoard) {
    auto small = make_game("petteia-6x6");
    auto big = make_game("petteia-8x8");
    auto grec = make_game("grec");
    auto parsed = petteia::parse_move("G7-G8", small->variant());
    ASSERT_FALSE(parsed);
    EXPECT_EQ(parsed.error().code, MoveErrorCode::off_board);
    EXPECT_TRUE(petteia::parse_move("G7-G8", big->variant()));
    parsed = petteia::parse_move("A4-A5", grec->variant());
    ASSERT_FALSE(parsed);
    EXPECT_EQ(parsed.error().code, MoveErrorCode::off_board);
    parsed = petteia::parse_move("E1-D1", grec->variant());
    ASSERT_FALSE(parsed);
    EXPECT_EQ(parsed.error().code, MoveErrorCode::off_board);
}

TEST(Notation, EveryLegalMoveRoundTrips) {
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec"}) {
        auto game = make_game(variant);
        for (const petteia::Move& move : game->legal_moves()) {
            const std::string text = petteia::move_text(move, game->variant());
            auto parsed = petteia::parse_move(text, game->variant());
            ASSERT_TRUE(parsed) << text;
            EXPECT_EQ(*parsed, move) << text;
            const std::string display = petteia::move_display_text(move, game->variant());
            EXPECT_EQ(display, text.substr(0, text.find('-')) + " → " + text.substr(text.find('-') + 1));
            auto reparsed = petteia::parse_move(display, game->variant());
            ASSERT_TRUE(reparsed) << display;
            EXPECT_EQ(*reparsed, move) << display;
        }
    }
}

TEST(Notation, GamesAcceptEverySpelling) {
    auto game = make_game("petteia-6x6");
    play_ok(*game, "a1 → a3");
    play_ok(*game, "F6->F4");
    play_ok(*game, "b1-B2");
    ASSERT_EQ(game->history().size(), 3u);
    EXPECT_EQ(game->history()[0].move, mv("A1", "A3"));
    EXPECT_EQ(game->history()[1].move, mv("F6", "F4"));
    EXPECT_EQ(game->history()[2].move, mv("B1", "B2"));
}

}  // namespace
