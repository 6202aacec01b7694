// engine::material_of and material_after: each side's material in the engine's units, read through
// the Game interface, which analysis compares between the best line and the move played.
#include <gtest/gtest.h>

#include "engine/material.hpp"
#include "tests/engine/engine_test_support.hpp"

namespace {

using namespace engine_test;
using petteia::engine::Material;
using petteia::engine::material_after;
using petteia::engine::material_of;

std::vector<petteia::Move> moves_of(const petteia::Game& game, const std::vector<std::string>& texts) {
    std::vector<petteia::Move> moves;
    auto replay = game.clone();
    for (const auto& move_text : texts) {
        auto move = replay->parse_move(move_text);
        EXPECT_TRUE(move) << move_text;
        moves.push_back(*move);
        replay->play(*move);
    }
    return moves;
}

TEST(EngineMaterial, APiecesWorthIsTheEvaluationsInEachGame) {
    EXPECT_EQ(material_of(*make_game("petteia-6x6")), (Material{600, 600}));
    EXPECT_EQ(material_of(*make_game("petteia-8x8")), (Material{800, 800}));
    const auto chess = material_of(*make_game("petteia-chess"));
    ASSERT_TRUE(chess);
    EXPECT_EQ(chess->first, chess->second);
    // A Minister alone against a pawn: 950 and 100 (the Kings count nothing, they are never taken).
    EXPECT_EQ(material_of(*make_game("petteia-chess", "k9/10/10/10/3p6/4M5/10/10/10/K9 black Ss - 0")), (Material{950, 100}));
}

TEST(EngineMaterial, LeGrecTakesNothingAndHasNone) {
    EXPECT_FALSE(material_of(*make_game("grec")));
    EXPECT_FALSE(material_after(*make_game("grec-mirror"), {}));
}

TEST(EngineMaterial, AtTheEndOfALineTheCapturedPiecesAreGone) {
    // C1-C3 takes two Dark pieces at once; the game itself is not changed.
    auto game = make_game("petteia-6x6", "D5/2L2L/2D2D/LD4/6/2L2L light 0");
    const Material now = *material_of(*game);
    EXPECT_EQ(material_after(*game, moves_of(*game, {"C1-C3"})), (Material{now.first, now.second - 200}));
    EXPECT_EQ(material_of(*game), now);
    auto chess = make_game("petteia-chess", "k9/10/10/10/3p6/4M5/10/10/10/K9 black Ss - 0");
    EXPECT_EQ(material_after(*chess, moves_of(*chess, {"Pd5xe4"})), (Material{0, 100}));
}

}  // namespace
