// The catalogue of variants and what each one tells the outside world about itself.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;

TEST(Variants, Catalogue) {
    const auto& names = petteia::variant_names();
    EXPECT_EQ(names.size(), 5u);
    for (const char* name : {"petteia-6x6", "petteia-8x8", "grec", "grec-mirror", "petteia-chess"}) {
        EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
        auto game = make_game(name);
        EXPECT_EQ(game->variant().name, name);
    }
}

TEST(Variants, Petteia) {
    for (int size : {6, 8}) {
        auto game = make_game("petteia-" + std::to_string(size) + "x" + std::to_string(size));
        const petteia::VariantInfo& info = game->variant();
        EXPECT_EQ(info.width, size);
        EXPECT_EQ(info.height, size);
        EXPECT_EQ(info.side_name(light), "light");
        EXPECT_EQ(info.side_name(dark), "dark");
        ASSERT_EQ(info.piece_kinds.size(), 1u);
        EXPECT_EQ(info.piece_kinds[0].letters, (std::array<char, 2>{'L', 'D'}));
        EXPECT_TRUE(info.has_captures);
        EXPECT_TRUE(info.has_quiet_move_rule);
        EXPECT_EQ(count_pieces(*game, light), size);
        EXPECT_EQ(count_pieces(*game, dark), size);
        for (int file = 0; file < size; ++file) {
            const auto f = static_cast<std::uint8_t>(file);
            EXPECT_EQ(game->piece_at({f, 0}), (petteia::Piece{light, 0}));
            EXPECT_EQ(game->piece_at({f, static_cast<std::uint8_t>(size - 1)}), (petteia::Piece{dark, 0}));
        }
    }
}

TEST(Variants, Grec) {
    auto game = make_game("grec");
    const petteia::VariantInfo& info = game->variant();
    EXPECT_EQ(info.width, 4);
    EXPECT_EQ(info.height, 4);
    EXPECT_EQ(info.side_name(black), "black");
    EXPECT_EQ(info.side_name(white), "white");
    ASSERT_EQ(info.piece_kinds.size(), 1u);
    EXPECT_EQ(info.piece_kinds[0].letters, (std::array<char, 2>{'B', 'W'}));
    EXPECT_FALSE(info.has_captures);
    EXPECT_FALSE(info.has_quiet_move_rule);
    EXPECT_TRUE(info.on_board(sq("D4")));
    EXPECT_FALSE(info.on_board(sq("E1")));
    EXPECT_FALSE(info.on_board(sq("A5")));
}

TEST(Variants, PetteiaChess) {
    auto game = make_game("petteia-chess");
    const petteia::VariantInfo& info = game->variant();
    EXPECT_EQ(info.width, 10);
    EXPECT_EQ(info.height, 10);
    EXPECT_EQ(info.side_name(petteia::Side::first), "white");
    EXPECT_EQ(info.side_name(petteia::Side::second), "black");
    std::string letters;
    for (const petteia::PieceKindInfo& kind : info.piece_kinds) letters += kind.letters[0];
    EXPECT_EQ(letters, "KMESCHP");
    EXPECT_TRUE(info.has_captures);
    EXPECT_TRUE(info.has_quiet_move_rule);
    EXPECT_EQ(game->position_text(), "ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/EHCSMKSCHE white Ss - 0");
    EXPECT_EQ(game->legal_moves().size(), 33u) << "perft 1";
}

TEST(Variants, LegalMovesAreInSquareOrder) {
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec", "petteia-chess"}) {
        auto game = make_game(variant);
        auto moves = game->legal_moves();
        EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end())) << variant;
        EXPECT_EQ(std::adjacent_find(moves.begin(), moves.end()), moves.end()) << variant;
    }
}

}  // namespace
