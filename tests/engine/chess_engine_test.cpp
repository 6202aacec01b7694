// The computer opponent in Petteia chess: it mates when it can, takes what hangs, uses the King's
// Sacrifice when nothing else saves it, promotes, answers at every level, and never plays an
// illegal move.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/random.hpp"
#include "engine/variant_hooks.hpp"
#include "rules/chess_text.hpp"
#include "tests/engine/engine_test_support.hpp"

namespace {

using namespace engine_test;
using petteia::engine::win_score;

constexpr const char* variant = "petteia-chess";

// The game's own notation (`Pe8-e9=M`, `Ka0*a1`).
std::string text(const petteia::Game& game, const petteia::Move& move) { return game.move_text(move); }
std::string best_move_text(const petteia::Game& game, Level level, std::uint64_t seed = 1) {
    return text(game, think(game, level, seed).move);
}

bool is_legal(const petteia::Game& game, const petteia::Move& move) {
    const auto legal = game.legal_moves();
    return std::find(legal.begin(), legal.end(), move) != legal.end();
}

TEST(ChessEngine, EveryLevelAnswersFromTheStart) {
    auto game = make_game(variant);
    // No wall-clock cap: a busy machine must not cut the search short here.
    petteia::engine::Engine engine;
    engine.set_max_milliseconds(0);
    const std::atomic<bool> stop{false};
    for (Level level : petteia::engine::all_levels) {
        const auto result = engine.choose_move(*game, level, 1, stop);
        EXPECT_TRUE(is_legal(*game, result.move)) << level_name(level) << " played " << text(*game, result.move);
        EXPECT_GE(result.depth, 2) << level_name(level);
        EXPECT_FALSE(result.interrupted) << level_name(level);
        EXPECT_LT(std::abs(result.score), 300) << level_name(level) << ": the start is about even";
    }
}

TEST(ChessEngine, MatesInOneAtEveryLevel) {
    // Black's King is shut in by its own pawns and has no Sacrifice left: Ej0-j9 mates.
    auto game = make_game(variant, "k9/pp8/10/10/10/10/10/10/10/5K3E white - - 0");
    for (Level level : petteia::engine::all_levels)
        for (std::uint64_t seed : {1, 2, 3}) {
            const auto result = think(*game, level, seed);
            EXPECT_EQ(text(*game, result.move), "Ej0-j9") << level_name(level);
            EXPECT_EQ(result.score, win_score - 1) << level_name(level);
        }
}

TEST(ChessEngine, MatesInTwo) {
    // The two Elephants' ladder: one takes rank 8 from the King, the other mates on rank 9.
    auto game = make_game(variant, "k9/10/10/10/10/10/10/8E1/9E/5K4 white - - 0");
    for (Level level : {Level::advanced, Level::expert}) {
        auto played = game->clone();
        const auto first = think(*played, level);
        EXPECT_EQ(first.score, win_score - 3) << level_name(level) << " played " << text(*played, first.move);
        ASSERT_TRUE(played->play(first.move));
        ASSERT_FALSE(played->is_over());
        for (const auto& defence : played->legal_moves()) {
            auto after = played->clone();
            ASSERT_TRUE(after->play(defence));
            const auto second = think(*after, level);
            ASSERT_TRUE(after->play(second.move));
            const auto status = after->status();
            EXPECT_EQ(status.state, petteia::GameState::win) << level_name(level) << " after " << text(*played, defence);
            EXPECT_EQ(status.reason, petteia::EndReason::checkmate);
        }
    }
}

TEST(ChessEngine, TakesAHangingMinister) {
    // Black's Minister on e5 is defended by nothing; the Horse on d3 takes it.
    auto game = make_game(variant, "5k4/pppppppppp/10/10/4m5/10/3H6/10/PPPPPPPPPP/5K4 white Ss - 0");
    for (Level level : petteia::engine::all_levels)
        for (std::uint64_t seed : {1, 2, 3}) EXPECT_EQ(best_move_text(*game, level, seed), "Hd3xe5") << level_name(level);
}

TEST(ChessEngine, SacrificesToEscapeAMateWhenNothingElseDoes) {
    // The Elephant on j0 checks along rank 0; a1 and b1 hold White's own pawns, b0 is covered: only
    // the Sacrifice of a pawn (the King steps onto its square) saves White.
    auto game = make_game(variant, "9k/10/10/10/10/10/10/10/PP8/K8e white S - 0");
    ASSERT_FALSE(game->is_over());
    for (const auto& move : game->legal_moves()) ASSERT_NE(text(*game, move).find('*'), std::string::npos) << text(*game, move);
    for (Level level : petteia::engine::all_levels) {
        const auto move = think(*game, level).move;
        const std::string written = text(*game, move);
        EXPECT_TRUE(written == "Ka0*a1" || written == "Ka0*b1") << level_name(level) << " played " << written;
        auto after = game->clone();
        ASSERT_TRUE(after->play(move));
        EXPECT_FALSE(after->is_over());
        EXPECT_TRUE(after->special_moves_left(petteia::Side::first).empty());
    }
    // Without the Sacrifice the same position is mate.
    EXPECT_EQ(make_game(variant, "9k/10/10/10/10/10/10/10/PP8/K8e white - - 0")->status().reason,
              petteia::EndReason::checkmate);
}

TEST(ChessEngine, PromotesToAMinister) {
    // Black's King on c7 would reach d8 and take the pawn, or a Minister made a move later.
    auto game = make_game(variant, "9K/4P5/2k7/10/10/10/10/10/10/10 white - - 0");
    for (Level level : petteia::engine::all_levels) {
        const auto move = think(*game, level).move;
        EXPECT_EQ(text(*game, move), "Pe8-e9=M") << level_name(level);
    }
}

TEST(ChessEngine, TheTablePacksEveryMoveLosslessly) {
    using Moves = petteia::engine::MovesOf<petteia::chess::ChessPosition>;
    const auto position = petteia::chess::read_position("9K/4P5/10/10/10/10/10/k9/10/10 white - - 0");
    ASSERT_TRUE(position);
    petteia::chess::ChessMoveList moves;
    position->generate(moves);
    for (const auto& move : moves) {
        EXPECT_NE(Moves::pack(move), 0);
        EXPECT_EQ(Moves::unpack(Moves::pack(move)), move);
    }
    EXPECT_EQ(Moves::unpack(Moves::pack({99, 98, 5})), (petteia::chess::ChessMove{99, 98, 5}));
}

// The same position with the colours swapped: ranks mirrored, Black for White, the other side to move.
petteia::chess::ChessPosition mirrored(const petteia::chess::ChessPosition& position) {
    using namespace petteia::chess;
    ChessPosition::Board board{};
    for (int square = 0; square < square_count; ++square) {
        const Code code = position.board()[static_cast<std::size_t>(square)];
        const int mirror = (board_size - 1 - rank_of(square)) * board_size + file_of(square);
        board[static_cast<std::size_t>(mirror)] = code == empty ? empty : code_of(opponent(side_of(code)), kind_of(code));
    }
    ChessState state = position.state();
    state.to_move = opponent(state.to_move);
    std::swap(state.sacrifice[0], state.sacrifice[1]);
    if (state.en_passant) state.en_passant = (board_size - 1 - rank_of(*state.en_passant)) * board_size + file_of(*state.en_passant);
    return ChessPosition(board, state);
}

TEST(ChessEngine, TheEvaluationIsTheSameForBothColours) {
    std::uint64_t random = 99;
    for (int game_index = 0; game_index < 20; ++game_index) {
        auto position = petteia::chess::ChessPosition::start();
        for (int ply = 0; ply < 120; ++ply) {
            petteia::chess::ChessMoveList moves;
            position.generate(moves);
            if (moves.size() == 0) break;
            EXPECT_EQ(petteia::engine::evaluate(position), petteia::engine::evaluate(mirrored(position)))
                << petteia::chess::position_text(position);
            position.make(*(moves.begin() + petteia::engine::random_below(random, moves.size())));
        }
    }
}

TEST(ChessEngine, TheSacrificeInHandIsWorthSomething) {
    const auto with = petteia::chess::read_position("5k4/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/5K4 white Ss - 0");
    const auto spent = petteia::chess::read_position("5k4/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/5K4 white s - 0");
    ASSERT_TRUE(with && spent);
    EXPECT_EQ(petteia::engine::evaluate(*with), petteia::engine::default_chess_weights.tempo);
    EXPECT_LT(petteia::engine::evaluate(*spent), petteia::engine::evaluate(*with));
}

TEST(ChessEngine, NeverPlaysAnIllegalMoveInRandomPositions) {
    // Random games from the start, with the engine asked at every level along the way; short time
    // caps cut many searches short, which must not matter either.
    petteia::engine::Engine engine;
    engine.set_max_milliseconds(15);
    const std::atomic<bool> stop{false};
    int asked = 0, in_check = 0;
    std::uint64_t random = 12345;
    for (int game_index = 0; game_index < 24; ++game_index) {
        auto game = make_game(variant);
        const int length = 20 + static_cast<int>(petteia::engine::random_below(random, 160));
        for (int ply = 0; ply < length && !game->is_over(); ++ply) {
            if (ply % 7 == 3) {
                const Level level = petteia::engine::all_levels[petteia::engine::random_below(random, 4)];
                const auto result = engine.choose_move(*game, level, random, stop);
                ASSERT_TRUE(is_legal(*game, result.move))
                    << level_name(level) << " played " << game->move_text(result.move) << " in "
                    << game->position_text();
                ++asked;
                in_check += !game->checked_kings().empty();
            }
            const auto moves = game->legal_moves();
            ASSERT_TRUE(game->play(moves[petteia::engine::random_below(random, moves.size())]));
        }
    }
    EXPECT_GT(asked, 300);
    EXPECT_GT(in_check, 0) << "no position in check was tried";
}

}  // namespace
