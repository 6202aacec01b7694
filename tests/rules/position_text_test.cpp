// Position text: written the same way it is read, and bad text is refused with a reason.
#include <gtest/gtest.h>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;

TEST(PositionText, StartingPositions) {
    EXPECT_EQ(petteia::format_position(*make_game("petteia-6x6")), "DDDDDD/6/6/6/6/LLLLLL light 0");
    EXPECT_EQ(petteia::format_position(*make_game("petteia-8x8")), "DDDDDDDD/8/8/8/8/8/8/LLLLLLLL light 0");
    EXPECT_EQ(petteia::format_position(*make_game("grec")), "WWWW/1WWW/BBB1/BBBB black");
}

TEST(PositionText, FollowsThePlay) {
    auto game = make_game("petteia-6x6");
    play_ok(*game, "A1-A3");
    EXPECT_EQ(petteia::format_position(*game), "DDDDDD/6/6/L5/6/1LLLLL dark 1");
    play_ok(*game, "F6-F2");
    EXPECT_EQ(petteia::format_position(*game), "DDDDD1/6/6/L5/5D/1LLLLL light 2");

    auto grec = make_game("grec");
    play_ok(*grec, "C2-D2");
    EXPECT_EQ(petteia::format_position(*grec), "WWWW/1WWW/BB1B/BBBB white");
}

TEST(PositionText, ReadThenWrittenIsUnchanged) {
    const std::pair<const char*, const char*> cases[] = {
        {"petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light 0"},
        {"petteia-6x6", "D4D/1L4/2D3/2L3/6/5D light 0"},
        {"petteia-6x6", "5D/L3L1/2D3/1D1D2/5D/2L3 dark 37"},
        {"petteia-6x6", "DD4/LL4/6/6/6/2L3 light 99"},
        {"petteia-6x6", "6/6/2LD2/2DL2/6/6 dark 5"},
        {"petteia-8x8", "D6D/8/8/1DL5/8/8/8/L6D light 12"},
        {"petteia-8x8", "DDDDDDDD/8/8/8/8/8/8/LLLLLLLL light 0"},
        {"petteia-8x8", "8/3D4/8/2L2L2/8/1D6/8/7L dark 0"},
        {"grec", "WWWW/1WWW/BBB1/BBBB black"},
        {"grec", "BBBB/BB1W/WWB1/WWWW black"},
        {"grec", "1B1B/WWBW/WWWW/BBBB white"},
        {"grec", "W1WW/WBWB/BWB1/BBBW white"},
    };
    for (const auto& [variant, text] : cases) {
        auto game = make_game(variant, text);
        EXPECT_EQ(petteia::format_position(*game), text) << variant;
    }
}

TEST(PositionText, SetupHasThePiecesTheSideAndTheCount) {
    auto game = make_game("petteia-6x6");
    auto setup = petteia::parse_position("D4D/1L4/2D3/2L3/6/5D dark 17", game->variant());
    ASSERT_TRUE(setup) << setup.error().reason;
    EXPECT_EQ(setup->squares.size(), 36u);
    EXPECT_EQ(setup->to_move, dark);
    EXPECT_EQ(setup->quiet_plies, 17);
    const petteia::Piece light_piece{light, 0};
    const petteia::Piece dark_piece{dark, 0};
    EXPECT_EQ(setup->at(sq("A6"), 6), dark_piece);
    EXPECT_EQ(setup->at(sq("F6"), 6), dark_piece);
    EXPECT_EQ(setup->at(sq("B5"), 6), light_piece);
    EXPECT_EQ(setup->at(sq("C4"), 6), dark_piece);
    EXPECT_EQ(setup->at(sq("C3"), 6), light_piece);
    EXPECT_EQ(setup->at(sq("F1"), 6), dark_piece);
    int occupied = 0;
    for (const auto& square : setup->squares) occupied += square.has_value();
    EXPECT_EQ(occupied, 6);
}

TEST(PositionText, GameFromTextHasThatPosition) {
    auto game = make_game("petteia-6x6", "D4D/1L4/2D3/2L3/6/5D dark 17");
    EXPECT_EQ(game->side_to_move(), dark);
    EXPECT_EQ(game->quiet_plies(), 17);
    EXPECT_EQ(game->occurrences(), 1);
    EXPECT_TRUE(game->history().empty());
    EXPECT_TRUE(is_side(*game, "B5", light));
    EXPECT_TRUE(is_side(*game, "F1", dark));
    EXPECT_TRUE(is_empty(*game, "A1"));

    auto grec = make_game("grec", "BBBB/BB1W/WWB1/WWWW black");
    EXPECT_TRUE(is_side(*grec, "C2", black));
    EXPECT_TRUE(is_side(*grec, "D3", white));
    EXPECT_EQ(grec->side_to_move(), black);
}

TEST(PositionText, QuietCountDefaultsToZero) {
    auto game = make_game("petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light");
    EXPECT_EQ(game->quiet_plies(), 0);
    EXPECT_EQ(petteia::format_position(*game), "DDDDDD/6/6/6/6/LLLLLL light 0");
    EXPECT_EQ(game->hash(), make_game("petteia-6x6")->hash());
}

TEST(PositionText, SamePositionSameHash) {
    auto played = make_game("petteia-6x6");
    play_all(*played, {"A1-A3", "F6-F2"});
    auto typed = make_game("petteia-6x6", "DDDDD1/6/6/L5/5D/1LLLLL light 2");
    EXPECT_EQ(played->hash(), typed->hash());
    auto other_side = make_game("petteia-6x6", "DDDDD1/6/6/L5/5D/1LLLLL dark 2");
    EXPECT_NE(typed->hash(), other_side->hash());
}

TEST(PositionText, MalformedTextIsRefused) {
    const std::pair<const char*, const char*> cases[] = {
        {"petteia-6x6", ""},
        {"petteia-6x6", "DDDDDD/6/6/6/LLLLLL light 0"},          // five ranks
        {"petteia-6x6", "DDDDDD/6/6/6/6/6/LLLLLL light 0"},      // seven ranks
        {"petteia-6x6", "DDDDD/6/6/6/6/LLLLLL light 0"},         // a rank one square short
        {"petteia-6x6", "DDDDDDD/6/6/6/6/LLLLLL light 0"},       // a rank one square long
        {"petteia-6x6", "DDDDDD/5/6/6/6/LLLLLL light 0"},        // empty run too short
        {"petteia-6x6", "DDDDDD/7/6/6/6/LLLLLL light 0"},        // empty run too long
        {"petteia-6x6", "DDDDDD/33/6/6/6/LLLLL light 0"},         // counts add up, last rank short
        {"petteia-6x6", "DDDXDD/6/6/6/6/LLLLLL light 0"},        // unknown letter
        {"petteia-6x6", "WWWWWW/6/6/6/6/BBBBBB black"},          // Le Grec's letters
        {"petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL blue 0"},         // unknown side
        {"petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL white 0"},        // Le Grec's side name
        {"petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL"},                // no side
        {"petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light x"},        // count is not a number
        {"petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light -1"},       // negative count
        {"petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL light 0 extra"},  // trailing words
        {"petteia-8x8", "DDDDDD/6/6/6/6/LLLLLL light 0"},        // 6x6 text for the 8x8 board
        {"grec", "WWWW/1WWW/BBB1/BBBB"},                         // no side
        {"grec", "WWWW/1WWW/BBB1/BBBB light"},                   // Petteia's side name
        {"grec", "DDDD/4/4/LLLL black"},                         // Petteia's letters
        {"grec", "WWWW/1WWW/BBB1 black"},                        // three ranks
        {"grec", "WWWWW/WWW/BBB1/BBBB black"},                   // ranks of five and three
    };
    for (const auto& [variant, text] : cases) {
        auto game = make_game(variant);
        auto parsed = petteia::parse_position(text, game->variant());
        EXPECT_FALSE(parsed) << variant << " \"" << text << "\" was read";
        if (!parsed) {
            EXPECT_FALSE(parsed.error().reason.empty()) << text;
        }
        auto made = petteia::new_game(variant, text);
        EXPECT_FALSE(made) << variant << " \"" << text << "\" made a game";
    }
}

// A run of digits read into an int overflowed: 4294967302 is 2^32 + 6, which wrapped around to a
// rank of six empty squares (and is undefined behaviour, which UBSan reports).
TEST(PositionText, LongDigitRunsAreTooLongNotOverflowed) {
    const auto game = make_game("petteia-6x6");
    for (const std::string& run : std::vector<std::string>{"4294967302", "99999999999999999999999999", std::string(5000, '9'), "06"}) {
        const std::string text = "DDDDDD/" + run + "/6/6/6/LLLLLL light 0";
        const auto parsed = petteia::parse_position(text, game->variant());
        if (run == "06") {
            EXPECT_TRUE(parsed) << "a leading zero is still six";
            continue;
        }
        ASSERT_FALSE(parsed) << run << " was read";
        EXPECT_NE(parsed.error().reason.find("too long"), std::string::npos) << parsed.error().reason;
    }
}

TEST(PositionText, UnknownVariantIsRefused) {
    auto game = petteia::new_game("chess");
    ASSERT_FALSE(game);
    EXPECT_FALSE(game.error().reason.empty());
    EXPECT_FALSE(petteia::new_game("chess", "8/8/8/8/8/8/8/8 white"));
}

}  // namespace
