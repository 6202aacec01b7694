// Cross-checks the library against the naive reference implementations, move by move, over many
// seeded pseudo-random games: legal moves, captures, outcome, counters, threats, hashes, perft.
#include <gtest/gtest.h>

#include <array>
#include <iostream>
#include <map>
#include <random>
#include <sstream>

#include "tests/rules/reference_grec.hpp"
#include "tests/rules/reference_petteia.hpp"
#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;
using reference::RefMove;
using reference::Sq;

petteia::Square to_square(Sq square) {
    return {static_cast<std::uint8_t>(square.file), static_cast<std::uint8_t>(square.rank)};
}

std::vector<petteia::Square> to_squares(const std::vector<Sq>& squares) {
    std::vector<petteia::Square> result;
    for (const Sq& square : squares) result.push_back(to_square(square));
    return result;
}

petteia::Move to_move(const RefMove& move) { return {to_square(move.from), to_square(move.to), {}}; }

int ref_side(petteia::Side side) { return side == petteia::Side::first ? reference::first : reference::second; }

std::vector<std::string> ref_move_texts(const std::vector<RefMove>& moves) {
    std::vector<std::string> texts;
    for (const RefMove& move : moves) texts.push_back(reference::move_text(move));
    std::sort(texts.begin(), texts.end());
    return texts;
}

// Everything a player can see of the position, compared with the reference.
template <class Reference>
void expect_same_position(const petteia::Game& game, const Reference& ref) {
    EXPECT_EQ(petteia::format_position(game), ref.text());
    EXPECT_EQ(ref_side(game.side_to_move()), ref.to_move());
    const int width = game.variant().width;
    const int height = game.variant().height;
    for (int rank = 0; rank < height; ++rank) {
        for (int file = 0; file < width; ++file) {
            auto piece = game.piece_at(to_square({file, rank}));
            int cell = ref.cell({file, rank});
            EXPECT_EQ(piece ? ref_side(piece->side) : reference::empty, cell)
                << reference::square_text({file, rank});
        }
    }
    EXPECT_EQ(game.status(), ref.status());
    EXPECT_EQ(game.occurrences(), ref.occurrences());
    EXPECT_EQ(game.quiet_plies(), ref.quiet_plies());

    const std::vector<petteia::Move> moves = game.legal_moves();
    EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
    EXPECT_EQ(legal_move_texts(game), ref_move_texts(ref.legal_moves()));

    for (petteia::Side side : {petteia::Side::first, petteia::Side::second}) {
        EXPECT_EQ(game.threatened(side), to_squares(ref.threatened(ref_side(side))))
            << "threatened pieces of side " << petteia::index_of(side);
    }
}

// How a random game picks its moves: often undoing its own last move (to bring about repetitions),
// often capturing when it can (to bring about wins on pieces), otherwise anything.
template <class Reference>
RefMove choose_move(std::mt19937& random, const Reference& ref, const std::vector<RefMove>& played) {
    const std::vector<RefMove> moves = ref.legal_moves();
    const unsigned roll = random() % 100;
    if (roll < 30 && played.size() >= 2) {
        const RefMove& own_last = played[played.size() - 2];
        for (const RefMove& move : moves) {
            if (move.from == own_last.to && move.to == own_last.from) return move;
        }
    }
    if (roll < 60) {
        if constexpr (requires { ref.captures_of(moves.front()); }) {
            std::vector<RefMove> capturing;
            for (const RefMove& move : moves) {
                if (!ref.captures_of(move).empty()) capturing.push_back(move);
            }
            if (!capturing.empty()) return capturing[random() % capturing.size()];
        }
    }
    return moves[random() % moves.size()];
}

struct Tally {
    std::map<petteia::EndReason, int> endings;
    int plies = 0;
    int captures = 0;
    int perft_checks = 0;
};

// Plays one game on both implementations side by side. Stops at the first disagreement, naming the
// moves that led there.
template <class Reference>
void play_side_by_side(petteia::Game& game, Reference ref, std::uint32_t seed, int perft_every, Tally& tally) {
    std::mt19937 random(seed);
    std::vector<RefMove> played;
    std::string line;
    std::map<std::string, std::uint64_t> hash_of;
    const std::string start = ref.text();

    auto report = [&](const char* what) {
        ADD_FAILURE() << what << " in " << game.variant().name << " from \"" << start << "\" (seed " << seed
                      << ") after the moves:" << line;
    };

    for (int ply = 0;; ++ply) {
        expect_same_position(game, ref);
        auto [known, inserted] = hash_of.emplace(ref.key(), game.hash());
        if (!inserted) {
            EXPECT_EQ(known->second, game.hash()) << "one position, two hashes";
        }
        if (perft_every > 0 && ply % perft_every == perft_every - 1) {
            EXPECT_EQ(game.perft(2), ref.perft(2)) << "perft(2)";
            ++tally.perft_checks;
        }
        if (::testing::Test::HasFailure()) return report("disagreement");
        if (ref.over()) {
            ++tally.endings[ref.status().reason];
            return;
        }
        ASSERT_LT(ply, 5000) << "a game that never ends";

        const RefMove move = choose_move(random, ref, played);
        if (random() % 8 == 0) {
            // Play, take back, and check that nothing changed.
            const std::string position = petteia::format_position(game);
            const std::uint64_t hash = game.hash();
            const petteia::GameStatus status = game.status();
            const int occurrences = game.occurrences();
            ASSERT_TRUE(game.play(to_move(move)));
            ASSERT_TRUE(game.undo());
            EXPECT_EQ(petteia::format_position(game), position);
            EXPECT_EQ(game.hash(), hash);
            EXPECT_EQ(game.status(), status);
            EXPECT_EQ(game.occurrences(), occurrences);
            EXPECT_EQ(game.history().size(), played.size());
        }

        auto result = game.play(to_move(move));
        line += " " + reference::move_text(move);
        if (!result) {
            ADD_FAILURE() << "refused " << reference::move_text(move) << ": " << result.error().reason;
            return report("refused move");
        }
        const std::vector<Sq> captured = ref.play(move);
        played.push_back(move);
        EXPECT_EQ(result->move, to_move(move));
        EXPECT_EQ(result->captured, to_squares(captured)) << "captured by " << reference::move_text(move);
        ++tally.plies;
        tally.captures += static_cast<int>(captured.size());
    }
}

void print(const char* name, const Tally& tally) {
    std::ostringstream out;
    out << name << ": " << tally.plies << " plies, " << tally.captures << " captures, " << tally.perft_checks
        << " perft checks; endings:";
    for (const auto& [reason, count] : tally.endings) out << " " << static_cast<int>(reason) << "x" << count;
    std::cout << out.str() << "\n";
}

TEST(Reference, RandomPetteia6x6Games) {
    Tally tally;
    for (std::uint32_t seed = 1; seed <= 300 && !HasFailure(); ++seed) {
        auto game = make_game("petteia-6x6");
        play_side_by_side(*game, reference::Petteia(6), seed, seed % 10 == 0 ? 7 : 0, tally);
    }
    print("petteia-6x6", tally);
    // The games are deterministic; these make sure the cross-check reaches the endings it is meant to.
    EXPECT_GT(tally.endings[petteia::EndReason::pieces], 0);
    EXPECT_GT(tally.endings[petteia::EndReason::repetition], 0);
    EXPECT_GT(tally.endings[petteia::EndReason::quiet_moves], 0);
}

TEST(Reference, RandomPetteia8x8Games) {
    Tally tally;
    for (std::uint32_t seed = 1001; seed <= 1100 && !HasFailure(); ++seed) {
        auto game = make_game("petteia-8x8");
        play_side_by_side(*game, reference::Petteia(8), seed, seed % 15 == 0 ? 11 : 0, tally);
    }
    print("petteia-8x8", tally);
    EXPECT_GT(tally.endings[petteia::EndReason::pieces], 0);
}

TEST(Reference, RandomGrecGames) {
    Tally tally;
    for (std::uint32_t seed = 2001; seed <= 2300 && !HasFailure(); ++seed) {
        auto game = make_game("grec");
        play_side_by_side(*game, reference::Grec(), seed, seed % 5 == 0 ? 3 : 0, tally);
    }
    print("grec", tally);
    EXPECT_GT(tally.endings[petteia::EndReason::arrived], 0);
    EXPECT_GT(tally.endings[petteia::EndReason::no_moves], 0);
    EXPECT_GT(tally.endings[petteia::EndReason::repetition], 0);
}

// Random placements: every piece anywhere, either side to move, any quiet count. Positions where the
// game could not go on (a side with fewer than two pieces, or nothing to move) are skipped. A "boxed"
// position walls two pieces of one side into corners, so that games there end with no legal move.
reference::Petteia random_petteia_position(std::mt19937& random, int size, bool boxed) {
    for (;;) {
        reference::Petteia::Board board{};
        for (auto& row : board) row.fill(reference::empty);
        auto place_randomly = [&](int side, int pieces) {
            for (int placed = 0; placed < pieces;) {
                const int file = static_cast<int>(random() % size);
                const int rank = static_cast<int>(random() % size);
                if (board[rank][file] != reference::empty) continue;
                board[rank][file] = side;
                ++placed;
            }
        };
        int to_move = random() % 2 == 0 ? reference::first : reference::second;
        if (boxed) {
            const int boxed_side = reference::other(to_move);
            const int last = size - 1;
            const std::array<Sq, 4> corners{{{0, 0}, {last, 0}, {0, last}, {last, last}}};
            const unsigned skip = random() % 4;
            const unsigned skip_too = (skip + 1 + random() % 3) % 4;
            for (unsigned corner = 0; corner < 4; ++corner) {
                if (corner == skip || corner == skip_too) continue;
                const Sq square = corners[corner];
                board[square.rank][square.file] = boxed_side;
                board[square.rank][square.file == 0 ? 1 : last - 1] = to_move;
                board[square.rank == 0 ? 1 : last - 1][square.file] = to_move;
            }
            place_randomly(to_move, static_cast<int>(random() % (size - 3)));
        } else {
            place_randomly(reference::first, 2 + static_cast<int>(random() % (size - 1)));
            place_randomly(reference::second, 2 + static_cast<int>(random() % (size - 1)));
        }
        const int quiet = random() % 4 == 0 ? 90 + static_cast<int>(random() % 10) : static_cast<int>(random() % 90);
        reference::Petteia position(size, board, to_move, quiet);
        if (!position.moves_for(to_move).empty()) return position;
    }
}

reference::Grec random_grec_position(std::mt19937& random) {
    for (;;) {
        reference::Grec::Board board{};
        for (auto& row : board) row.fill(reference::empty);
        for (int side : {reference::first, reference::second}) {
            for (int placed = 0; placed < 7;) {
                const int file = static_cast<int>(random() % 4);
                const int rank = static_cast<int>(random() % 4);
                if (board[rank][file] != reference::empty) continue;
                board[rank][file] = side;
                ++placed;
            }
        }
        const int to_move = random() % 2 == 0 ? reference::first : reference::second;
        reference::Grec position(board, to_move);
        if (!position.arrived(reference::first) && !position.arrived(reference::second) &&
            !position.moves_for(to_move).empty()) {
            return position;
        }
    }
}

TEST(Reference, GamesFromRandomPetteiaPositions) {
    std::mt19937 random(31337);
    Tally tally;
    for (int round = 0; round < 150 && !HasFailure(); ++round) {
        const int size = round % 3 == 0 ? 8 : 6;
        reference::Petteia ref = random_petteia_position(random, size, round % 5 == 4);
        auto game = make_game(size == 6 ? "petteia-6x6" : "petteia-8x8", ref.text());
        play_side_by_side(*game, ref, 5000 + round, round % 10 == 0 ? 5 : 0, tally);
    }
    print("petteia from random positions", tally);
    EXPECT_GT(tally.endings[petteia::EndReason::no_moves], 0);
}

TEST(Reference, GamesFromRandomGrecPositions) {
    std::mt19937 random(4242);
    Tally tally;
    for (int round = 0; round < 200 && !HasFailure(); ++round) {
        reference::Grec ref = random_grec_position(random);
        auto game = make_game("grec", ref.text());
        play_side_by_side(*game, ref, 7000 + round, round % 5 == 0 ? 3 : 0, tally);
    }
    print("grec from random positions", tally);
}

TEST(Reference, DeeperPerft) {
    reference::Petteia small(6);
    EXPECT_EQ(make_game("petteia-6x6")->perft(4), small.perft(4));
    reference::Petteia big(8);
    EXPECT_EQ(make_game("petteia-8x8")->perft(3), big.perft(3));
    reference::Grec grec;
    EXPECT_EQ(make_game("grec")->perft(7), grec.perft(7));
}

TEST(Reference, PerftFromMidGamePositions) {
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        std::mt19937 random(seed);
        auto game = make_game("petteia-6x6");
        reference::Petteia ref(6);
        std::vector<RefMove> played;
        for (int ply = 0; ply < 12 && !ref.over(); ++ply) {
            const RefMove move = choose_move(random, ref, played);
            ASSERT_TRUE(game->play(to_move(move)));
            ref.play(move);
            played.push_back(move);
        }
        EXPECT_EQ(game->perft(3), ref.perft(3)) << petteia::format_position(*game);
    }
}

}  // namespace
