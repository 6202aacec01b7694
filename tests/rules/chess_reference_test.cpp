// Petteia chess cross-checked against the naive reference (reference_chess.hpp), move by move over
// seeded pseudo-random games from the start and from sparse random positions (where promotions, en
// passant, Sacrifices and mates come often): legal moves in notation, the end and its reason, the
// position text read back, and perft.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "rules/game.hpp"
#include "rules/variants.hpp"
#include "tests/rules/reference_chess.hpp"

namespace {

namespace ref = reference::chess;

std::unique_ptr<petteia::Game> chess_game(const std::string& text = {}) {
    auto game = text.empty() ? petteia::new_game("petteia-chess") : petteia::new_game("petteia-chess", text);
    if (!game) throw std::runtime_error(game.error().reason + " — " + text);
    return std::move(*game);
}

std::vector<std::string> library_moves(const petteia::Game& game) {
    std::vector<std::string> texts;
    for (const petteia::Move& move : game.legal_moves()) texts.push_back(game.move_text(move));
    std::sort(texts.begin(), texts.end());
    return texts;
}

std::vector<std::string> reference_moves(const ref::Position& position) {
    std::vector<std::string> texts;
    for (const ref::Move& move : ref::legal_moves(position)) texts.push_back(ref::move_text(position, move));
    std::sort(texts.begin(), texts.end());
    return texts;
}

std::string library_reason(const petteia::Game& game) {
    const auto reason = game.status().reason;
    return reason == petteia::EndReason::none ? "" : std::string(petteia::to_string(reason));
}

// The reference position as position text, written here by hand.
std::string text_of(const ref::Position& p) {
    std::string text;
    for (int rank = 9; rank >= 0; --rank) {
        int run = 0;
        for (int file = 0; file < 10; ++file) {
            const char c = p.board[static_cast<std::size_t>(rank * 10 + file)];
            if (c == '.') {
                ++run;
                continue;
            }
            if (run) text += std::to_string(run);
            run = 0;
            text += c;
        }
        if (run) text += std::to_string(run);
        if (rank) text += '/';
    }
    std::string flags = std::string(p.sacrifice[0] ? "S" : "") + (p.sacrifice[1] ? "s" : "");
    return text + (p.white_to_move ? " white " : " black ") + (flags.empty() ? "-" : flags) + " - " + std::to_string(p.quiet);
}

// Plays up to `plies` random moves in both, comparing at every step; returns how many were played.
int play_both(petteia::Game& game, ref::Position& position, std::mt19937& random, int plies, std::string label) {
    for (int ply = 0; ply < plies; ++ply) {
        // A finished game has no legal moves.
        const auto expected = ref::end_reason(position).empty() ? reference_moves(position) : std::vector<std::string>{};
        const auto found = library_moves(game);
        EXPECT_EQ(found, expected) << label << " ply " << ply << " position " << game.position_text();
        EXPECT_EQ(library_reason(game), ref::end_reason(position)) << label << " ply " << ply << " " << game.position_text();
        EXPECT_EQ(chess_game(game.position_text())->position_text(), game.position_text()) << "read back";
        if (found != expected || game.is_over() || expected.empty()) return ply;
        const std::string chosen = expected[std::uniform_int_distribution<std::size_t>(0, expected.size() - 1)(random)];
        const auto played = game.play(chosen);
        label += " " + chosen;
        EXPECT_TRUE(played) << label << ": " << chosen << " refused: " << (played ? "" : played.error().reason);
        for (const ref::Move& move : ref::legal_moves(position))
            if (ref::move_text(position, move) == chosen) {
                ref::play(position, move);
                break;
            }
        if (testing::Test::HasFailure()) return ply;
    }
    return plies;
}

TEST(ChessReference, RandomGamesFromTheStart) {
    int plies = 0;
    for (unsigned seed = 1; seed <= 12; ++seed) {
        std::mt19937 random(seed);
        auto game = chess_game();
        ref::Position position = ref::start();
        plies += play_both(*game, position, random, 400, "game " + std::to_string(seed));
        if (HasFailure()) return;
    }
    EXPECT_GT(plies, 1500);
}

// A random legal position with few pieces: kings, a handful of pieces, pawns near promotion.
ref::Position sparse_position(std::mt19937& random) {
    for (;;) {
        ref::Position p;
        p.board.fill('.');
        std::uniform_int_distribution<int> square(0, 99);
        const auto place = [&](char piece, int min_rank, int max_rank) {
            for (;;) {
                const int s = square(random);
                if (s / 10 < min_rank || s / 10 > max_rank || p.board[static_cast<std::size_t>(s)] != '.') continue;
                p.board[static_cast<std::size_t>(s)] = piece;
                return;
            }
        };
        place('K', 0, 9);
        place('k', 0, 9);
        const std::string kinds = "MESSCHPPPP";
        for (int i = std::uniform_int_distribution<int>(1, 6)(random); i > 0; --i) {
            for (const bool white : {true, false}) {
                const char piece = kinds[static_cast<std::size_t>(std::uniform_int_distribution<int>(0, 9)(random))];
                const char letter = white ? piece : static_cast<char>(std::tolower(piece));
                if (piece == 'P') place(letter, white ? 5 : 1, white ? 8 : 4);
                else place(letter, 0, 9);
            }
        }
        p.white_to_move = random() % 2 == 0;
        p.sacrifice = {random() % 2 == 0, random() % 2 == 0};
        p.quiet = static_cast<int>(random() % 20);
        if (ref::in_check(p.board, !p.white_to_move)) continue;  // the side not to move may not be in check
        ++p.seen[ref::key(p)];
        return p;
    }
}

TEST(ChessReference, RandomGamesFromSparsePositions) {
    int plies = 0;
    std::map<std::string, int> ends;
    for (unsigned seed = 1; seed <= 300; ++seed) {
        std::mt19937 random(seed);
        ref::Position position = sparse_position(random);
        auto game = chess_game(text_of(position));
        plies += play_both(*game, position, random, 150, "sparse " + std::to_string(seed) + " from " + text_of(position));
        ++ends[library_reason(*game)];
        if (HasFailure()) return;
    }
    EXPECT_GT(plies, 10000);
    // The comparison reached every way a game ends (the random play is seeded: these are fixed).
    for (const char* reason : {"checkmate", "stalemate", "repetition", "quiet-moves"}) EXPECT_GT(ends[reason], 0) << reason;
}

TEST(ChessReference, PerftAgreesFromTheStartAndFromSparsePositions) {
    EXPECT_EQ(chess_game()->perft(3), ref::perft(ref::start(), 3));
    for (unsigned seed = 1; seed <= 20; ++seed) {
        std::mt19937 random(seed * 7919);
        const ref::Position position = sparse_position(random);
        EXPECT_EQ(chess_game(text_of(position))->perft(3), ref::perft(position, 3)) << text_of(position);
    }
}

}  // namespace
