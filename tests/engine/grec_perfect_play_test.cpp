// Expert plays Le Grec from the solved table: on thousands of positions its move keeps the value
// of the position (the quickest win, a draw, the longest loss); a third occurrence is the rules'
// draw whatever the table says; the lower levels still search, and still err.
#include <atomic>
#include <optional>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "engine/engine.hpp"
#include "engine/grec_eval.hpp"
#include "engine/grec_solver.hpp"
#include "rules/grec_game.hpp"
#include "rules/grec_position.hpp"
#include "rules/position_text.hpp"
#include "tests/engine/engine_test_support.hpp"
#include "tests/engine/grec_test_support.hpp"

namespace {

using petteia::Game;
using petteia::GrecPosition;
using petteia::Move;
using petteia::Side;
using petteia::engine::GrecPlacement;
using petteia::engine::GrecPositionIndex;
using petteia::engine::GrecSolution;
using petteia::engine::Level;
using petteia::engine::Outcome;
using petteia::engine::SolvedValue;

using engine_test::think;

// The table of the game's own goals (Le Grec's or the mirror's).
const GrecSolution& table_of(const Game& game) {
    return GrecSolution::shared(petteia::grec_goals_of(game.variant().name).value());
}

// The table's value of the game's position (its placement and side to move, history aside).
std::optional<SolvedValue> table_value(const Game& game) {
    const auto index = GrecPositionIndex::index_of(grec_test::placement_of(game));
    return index ? table_of(game).value(*index) : std::nullopt;
}

// What playing `move` is worth to its mover, by the table and the rules' end of game.
SolvedValue value_of_move(const Game& game, const Move& move) {
    auto after = game.clone();
    if (!after->play(move)) throw std::runtime_error("illegal move");
    const auto status = after->status();
    if (status.state == petteia::GameState::draw) return {Outcome::draw, 0};
    if (status.state == petteia::GameState::win)
        return {status.winner == game.side_to_move() ? Outcome::win : Outcome::loss, 1};
    const SolvedValue value = table_value(*after).value();
    if (value.outcome == Outcome::draw) return value;
    return {value.outcome == Outcome::win ? Outcome::loss : Outcome::win, value.plies + 1};
}

// The table's positions at every `stride`-th index that are not finished, as games of `variant`.
template <class Check>
int for_sampled_positions(std::uint32_t stride, Check check, const std::string& variant = "grec") {
    const GrecSolution& solution = GrecSolution::shared(petteia::grec_goals_of(variant).value());
    int sampled = 0;
    for (std::uint32_t index = 0; index < GrecPositionIndex::size; index += stride) {
        const auto value = solution.value(index);
        if (!value || (value->outcome == Outcome::loss && value->plies == 0)) continue;
        const auto game = grec_test::grec_game(grec_test::position_text(GrecPositionIndex::placement_of(index)), variant);
        check(*game, *value, index);
        ++sampled;
    }
    return sampled;
}

TEST(GrecPerfectPlay, ExpertKeepsTheValueOfEveryPositionAndHurriesOrHoldsOut) {
    int wins = 0, draws = 0, losses = 0;
    const int sampled = for_sampled_positions(199, [&](const Game& game, SolvedValue value, std::uint32_t index) {
        const auto result = think(game, Level::expert, index);
        const SolvedValue played = value_of_move(game, result.move);
        // The move's value is the position's: a win in n by a move to a loss in n - 1 (the
        // quickest), a draw by a drawing move, a loss in n by a move to a win in n - 1 (the longest).
        ASSERT_EQ(played, value) << grec_test::position_text(GrecPositionIndex::placement_of(index)) << " "
                                 << game.move_text(result.move);
        (value.outcome == Outcome::win ? wins : value.outcome == Outcome::draw ? draws : losses) += 1;
    });
    // Every 199th index: 4,025 positions, 566 won, 487 lost, 2,972 drawn.
    EXPECT_GT(sampled, 4'000);
    EXPECT_GT(wins, 400);
    EXPECT_GT(losses, 400);
    EXPECT_GT(draws, 2'000);
}

// The mirror variant has a table of its own, and Expert plays from it, not from Le Grec's.
TEST(GrecPerfectPlay, ExpertPlaysTheMirrorFromItsOwnTable) {
    int wins = 0, draws = 0, losses = 0, differ = 0;
    const int sampled = for_sampled_positions(
        211,
        [&](const Game& game, SolvedValue value, std::uint32_t index) {
            const auto result = think(game, Level::expert, index);
            ASSERT_EQ(value_of_move(game, result.move), value)
                << grec_test::position_text(GrecPositionIndex::placement_of(index)) << " " << game.move_text(result.move);
            (value.outcome == Outcome::win ? wins : value.outcome == Outcome::draw ? draws : losses) += 1;
            differ += GrecSolution::shared().value(index) != value;
        },
        "grec-mirror");
    EXPECT_GT(sampled, 3'500);
    EXPECT_GT(wins, 300);
    EXPECT_GT(losses, 300);
    EXPECT_GT(draws, 2'000);
    EXPECT_GT(differ, 20) << "the mirror's values are Le Grec's";
}

// Black's D2-D3 fills ranks 3-4 but for A4, with a piece on A3: Le Grec's win, not the mirror's.
TEST(GrecPerfectPlay, ExpertKnowsTheMirrorsArrivalIsExact) {
    const std::string text = "WBBB/BBB1/WW1B/WWWW black";
    const auto grec = grec_test::grec_game(text, "grec");
    EXPECT_EQ(grec->move_text(think(*grec, Level::expert, 1).move), "D2-D3");
    EXPECT_EQ(table_value(*grec), (SolvedValue{Outcome::win, 1}));
    const auto mirror = grec_test::grec_game(text, "grec-mirror");
    const auto value = table_value(*mirror);
    ASSERT_TRUE(value);
    EXPECT_NE(*value, (SolvedValue{Outcome::win, 1}));
    EXPECT_EQ(value_of_move(*mirror, think(*mirror, Level::expert, 1).move), *value);
    // Where the mirror's seventh square is one step away, Expert takes it.
    const auto exact = grec_test::grec_game("BBBB/WBB1/WW1B/WWWW black", "grec-mirror");
    EXPECT_EQ(exact->move_text(think(*exact, Level::expert, 1).move), "D2-D3");
}

// The lower levels search with an evaluation that counts the moves still to make to the goal
// squares: in the mirror a piece on A3 is not home for Black (one move from A4), in Le Grec it is.
TEST(GrecPerfectPlay, TheLowerLevelsEvaluateTheMirrorsOwnSquares) {
    using petteia::GrecPosition;
    const auto bits = [](std::initializer_list<int> squares) {
        GrecPosition::Bitboard set = 0;
        for (const int square : squares) set |= GrecPosition::bit(square);
        return set;
    };
    // Black on A3 B3 C3 D3 B4 C4 D4, White on A1 B1 C1 D1 A2 B2 A4, White to move.
    const auto black = bits({8, 9, 10, 11, 13, 14, 15}), white = bits({0, 1, 2, 3, 4, 5, 12});
    const GrecPosition halves(black, white, Side::second, petteia::grec_half_goals);
    const GrecPosition mirror(black, white, Side::second, petteia::grec_mirror_goals);
    EXPECT_EQ(petteia::engine::evaluate(mirror) - petteia::engine::evaluate(halves),
              petteia::engine::default_grec_weights.distance);
    // At the start each side is as far from the mirror's squares as from the far half.
    EXPECT_EQ(petteia::engine::evaluate(GrecPosition(petteia::grec_mirror_goals)), petteia::engine::evaluate(GrecPosition()));
}

TEST(GrecPerfectPlay, TheLowerLevelsStillSearchAndSometimesLetAWinGo) {
    int won = 0, let_go = 0;
    for_sampled_positions(1999, [&](const Game& game, SolvedValue value, std::uint32_t index) {
        if (value.outcome != Outcome::win || value.plies < 5) return;
        ++won;
        if (value_of_move(game, think(game, Level::beginner, index).move).outcome != Outcome::win) ++let_go;
    });
    EXPECT_GT(won, 20);
    EXPECT_GT(let_go, 0) << "the beginner never erred in " << won << " won positions";
}

TEST(GrecPerfectPlay, ExpertSearchesWhereTheTableDoesNotReach) {
    // Six pieces a side: no game reaches it, so no table covers it; the search still answers.
    const auto game = grec_test::grec_game("1WWW/WWW1/BBB1/BBB1 black");
    const auto result = think(*game, Level::expert, 1);
    EXPECT_TRUE(game->clone()->play(result.move));
    EXPECT_GT(result.nodes, game->legal_moves().size());
}

// A game in which the position Black's move `back` leads to has occurred twice: from a position
// White wins by the table, the sideways moves `white` and `black`, each taken back, then `white`,
// `black` and `white` taken back again. Black's `back` then makes the third occurrence: a draw.
struct Shuffle {
    std::unique_ptr<Game> game;
    Move back;
};

bool sideways(const Move& move) { return move.from.rank == move.to.rank; }

// The first such game where the table gives White `start_value` at the start and Black
// `black_value` before its `back`, and `wanted` holds.
template <class Wanted>
std::optional<Shuffle> shuffle(Outcome start_value, Outcome black_value, Wanted wanted) {
    for (std::uint32_t index = 1; index < GrecPositionIndex::size; index += 2) {  // White to move
        const auto value = GrecSolution::shared().value(index);
        if (!value || value->outcome != start_value) continue;
        const std::string text = grec_test::position_text(GrecPositionIndex::placement_of(index));
        const auto start = grec_test::grec_game(text);
        for (const Move& white : start->legal_moves()) {
            if (!sideways(white)) continue;
            auto game = start->clone();
            game->play(white);
            for (const Move& black : game->legal_moves()) {
                if (!sideways(black)) continue;
                auto line = grec_test::grec_game(text);
                const Move white_back{white.to, white.from, {}}, black_back{black.to, black.from, {}};
                const bool legal = line->play(white) && line->play(black) && line->play(white_back) &&
                                   line->play(black_back) && line->play(white) && line->play(black) &&
                                   line->play(white_back);
                if (!legal || line->is_over()) continue;
                const auto now = table_value(*line);
                if (!now || now->outcome != black_value || !wanted(*line, black_back)) continue;
                return Shuffle{std::move(line), black_back};
            }
        }
    }
    return std::nullopt;
}

TEST(GrecPerfectPlay, ExpertTakesADrawByRepetitionInALostPosition) {
    const auto lost = shuffle(Outcome::win, Outcome::loss, [](const Game&, const Move&) { return true; });
    ASSERT_TRUE(lost);
    const auto result = think(*lost->game, Level::expert, 1);
    EXPECT_EQ(result.move, lost->back) << petteia::format_position(*lost->game);
    EXPECT_EQ(result.score, 0);
    auto after = lost->game->clone();
    after->play(result.move);
    EXPECT_EQ(after->status().reason, petteia::EndReason::repetition);
}

TEST(GrecPerfectPlay, ExpertDoesNotRepeatAWonPositionIntoADraw) {
    // `back` is a winning move by the table (it leads to White's loss) but the third occurrence
    // makes it a draw; another move still wins.
    const auto won = shuffle(Outcome::loss, Outcome::win, [](const Game& game, const Move& back) {
        for (const Move& move : game.legal_moves())
            if (move != back && value_of_move(game, move).outcome == Outcome::win) return true;
        return false;
    });
    ASSERT_TRUE(won);
    EXPECT_EQ(value_of_move(*won->game, won->back).outcome, Outcome::draw);
    const auto result = think(*won->game, Level::expert, 1);
    EXPECT_NE(result.move, won->back) << petteia::format_position(*won->game);
    EXPECT_EQ(value_of_move(*won->game, result.move).outcome, Outcome::win);
    EXPECT_EQ(value_of_move(*won->game, result.move).plies, table_value(*won->game)->plies);
}

// Two plies deep: White to move has shuffled (`white`, `black`, each taken back, then `white`,
// `black` again), and White's quickest win by the table, taking `white` back, lets Black take
// `black` back into a third occurrence. Expert must find another way to win, and does, to the end.
TEST(GrecPerfectPlay, ExpertWinsDespiteATrapTwoPliesDeepInTheHistory) {
    for (std::uint32_t index = 1; index < GrecPositionIndex::size; index += 2) {  // White to move
        const auto value = GrecSolution::shared().value(index);
        if (!value || value->outcome != Outcome::win) continue;
        const std::string text = grec_test::position_text(GrecPositionIndex::placement_of(index));
        const auto start = grec_test::grec_game(text);
        for (const Move& white : start->legal_moves()) {
            if (!sideways(white)) continue;
            auto after_white = start->clone();
            after_white->play(white);
            for (const Move& black : after_white->legal_moves()) {
                if (!sideways(black)) continue;
                auto game = grec_test::grec_game(text);
                const Move white_back{white.to, white.from, {}}, black_back{black.to, black.from, {}};
                if (!(game->play(white) && game->play(black) && game->play(white_back) && game->play(black_back) &&
                      game->play(white) && game->play(black)) ||
                    game->is_over())
                    continue;
                const auto now = table_value(*game);
                if (!now || now->outcome != Outcome::win || value_of_move(*game, white_back) != *now) continue;
                // The trap: after `white back`, Black's `black back` is a third occurrence.
                auto trap = game->clone();
                if (!trap->play(white_back) || !trap->play(black_back) ||
                    trap->status().reason != petteia::EndReason::repetition)
                    continue;
                int other_wins = 0;
                for (const Move& move : game->legal_moves())
                    other_wins += move != white_back && value_of_move(*game, move).outcome == Outcome::win;
                if (other_wins == 0) continue;

                const auto chosen = think(*game, Level::expert, 1);
                EXPECT_NE(chosen.move, white_back) << petteia::format_position(*game);
                EXPECT_GT(chosen.score, 0);
                for (int ply = 0; ply < 200 && !game->is_over(); ++ply)
                    ASSERT_TRUE(game->play(think(*game, Level::expert, ply).move));
                EXPECT_EQ(game->status().winner, Side::second) << text;
                return;
            }
        }
    }
    FAIL() << "no position with such a trap";
}

// The server's engine threads may all ask for Le Grec's first Expert move at once: the table is
// built once, the others wait for it, and every thread gets the same answer.
TEST(GrecPerfectPlay, ThreadsShareOneTableBuiltOnFirstUse) {
    const auto game = grec_test::grec_game("BBBW/BBB1/WW1B/WWWW white");
    std::vector<petteia::engine::SearchResult> results(4);
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < results.size(); ++i)
        threads.emplace_back([&, i] {
            petteia::engine::Engine engine(1 << 16);
            const std::atomic<bool> stop{false};
            results[i] = engine.choose_move(*game, Level::expert, 7, stop);
        });
    for (std::thread& thread : threads) thread.join();
    for (const auto& result : results) {
        EXPECT_EQ(result.move, results.front().move);
        EXPECT_EQ(result.score, -(petteia::engine::win_score - 2));  // lost in 2 plies
    }
}

}  // namespace
