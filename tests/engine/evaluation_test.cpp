// The engine's own reading of Petteia threats agrees with the rules library's on random positions.
#include <random>

#include <gtest/gtest.h>

#include "engine/petteia_eval.hpp"
#include "rules/position_game.hpp"
#include "tests/engine/engine_test_support.hpp"

namespace {

using namespace engine_test;
using petteia::PetteiaPosition;

TEST(EngineEvaluation, ThreatsAndCapturesAgreeWithTheRules) {
    std::mt19937 random(11);
    for (const char* variant : {"petteia-6x6", "petteia-8x8"}) {
        for (int game_number = 0; game_number < 30; ++game_number) {
            auto game = make_game(variant);
            for (int ply = 0; ply < 80 && !game->is_over(); ++ply) {
                const auto& position =
                    dynamic_cast<const petteia::PositionGame<PetteiaPosition>&>(*game).position();
                for (petteia::Side side : {petteia::Side::first, petteia::Side::second})
                    ASSERT_EQ(petteia::engine::threatened_pieces(position.pieces(petteia::opponent(side)),
                                                                 position.pieces(side), position.empty()),
                              position.threatened(side));
                petteia::MoveList all, captures;
                position.generate(all);
                petteia::engine::generate_captures(position, captures);
                std::size_t capturing = 0;
                for (const auto move : all) capturing += petteia::engine::captures_of(position, move) > 0;
                ASSERT_EQ(captures.size(), capturing);
                for (const auto move : captures) ASSERT_GT(petteia::engine::captures_of(position, move), 0);
                const auto legal = game->legal_moves();
                game->play(legal[random() % legal.size()]);
            }
        }
    }
}

TEST(EngineEvaluation, MaterialCountsMost) {
    auto up = make_game("petteia-8x8", "DDDDDD2/8/8/8/8/8/8/LLLLLLLL light 0");
    const auto& position = dynamic_cast<const petteia::PositionGame<PetteiaPosition>&>(*up).position();
    EXPECT_GT(petteia::engine::evaluate(position), 150);
}

}  // namespace
