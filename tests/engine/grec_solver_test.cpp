// The Le Grec solver: its numbering of positions, hand-checked values, the figures of the whole
// game, and every value checked against the values of the moves the rules allow from it.
#include <gtest/gtest.h>

#include "engine/grec_solver.hpp"
#include "rules/grec_position.hpp"
#include "tests/engine/grec_test_support.hpp"

namespace {

using petteia::GrecPosition;
using petteia::Side;
using petteia::engine::GrecPlacement;
using petteia::engine::GrecPositionIndex;
using petteia::engine::GrecSolution;
using petteia::engine::Outcome;
using petteia::engine::SolvedValue;

GrecPosition position_of(const std::string& text) {
    const auto game = grec_test::grec_game(text);
    GrecPosition::Bitboard pieces[2] = {0, 0};
    for (int index = 0; index < GrecPosition::squares; ++index)
        if (const auto piece = game->piece_at(GrecPosition::square_of(index)))
            pieces[petteia::index_of(piece->side)] |= GrecPosition::bit(index);
    return GrecPosition(pieces[0], pieces[1], game->side_to_move());
}

TEST(GrecPositionIndex, NumbersEverySevenAgainstSevenPlacementOnceWithoutGaps) {
    for (std::uint32_t index = 0; index < GrecPositionIndex::size; ++index) {
        const GrecPlacement placement = GrecPositionIndex::placement_of(index);
        ASSERT_EQ(GrecPositionIndex::index_of(placement), index) << grec_test::position_text(placement);
    }
    EXPECT_EQ(GrecPositionIndex::index_of(GrecPosition()), GrecPositionIndex::index_of(position_of("WWWW/1WWW/BBB1/BBBB black")));
    // Six pieces a side, or two on one square, are no Le Grec position a game reaches.
    EXPECT_FALSE(GrecPositionIndex::index_of(GrecPlacement{0x003F, 0xFC00, Side::first}));
    EXPECT_FALSE(GrecPositionIndex::index_of(GrecPlacement{0x007F, 0x00FE, Side::first}));
}

TEST(GrecSolver, HandCheckedPositions) {
    const GrecSolution& solution = GrecSolution::shared();
    // Black's D2-D3 brings its seventh piece into ranks 3-4.
    EXPECT_EQ(solution.value(position_of("BBBW/BBB1/WW1B/WWWW black")), (SolvedValue{Outcome::win, 1}));
    // The same with White to move: D4-D3 lets D2 jump it to D4, B2-C2 leaves D3 free; White
    // loses on Black's next move whatever it does.
    EXPECT_EQ(solution.value(position_of("BBBW/BBB1/WW1B/WWWW white")), (SolvedValue{Outcome::loss, 2}));
    // Black to move has no legal move (every step blocked, every jump lands on a piece): lost now.
    EXPECT_EQ(solution.value(position_of("BBBB/BBWW/WW1W/BWW1 black")), (SolvedValue{Outcome::loss, 0}));
    // White has just brought its seventh piece into ranks 1-2: Black to move has lost.
    EXPECT_EQ(solution.value(position_of("BBBB/BB2/WWWB/WWWW black")), (SolvedValue{Outcome::loss, 0}));
}

TEST(GrecSolver, FiguresOfTheWholeGame) {
    const GrecSolution& solution = GrecSolution::shared();
    const auto& counts = solution.counts();
    // `petteia solve --variant grec` prints the same; engine/README.md explains them.
    EXPECT_EQ(counts.positions, 811'912u);
    EXPECT_EQ(counts.finished, 10'912u);
    EXPECT_EQ(counts.wins, 112'364u);
    EXPECT_EQ(counts.losses, 108'008u);
    EXPECT_EQ(counts.draws, 591'540u);
    EXPECT_EQ(counts.longest, 30);
    EXPECT_EQ(counts.wins + counts.losses + counts.draws, counts.positions);
    EXPECT_EQ(solution.value(GrecPosition()), (SolvedValue{Outcome::draw, 0}));
    EXPECT_LE(solution.table_bytes(), std::size_t{2} << 20);
}

// Every value is what the values of its moves make it: a win in n has a move to a loss in n - 1
// and none to a quicker loss; a loss in n has only moves to wins, the longest in n - 1; a draw has
// no move to a loss and one to a draw; a finished position (no move, or the opponent arrived) is
// lost at 0. Over all the positions this is the whole proof of the table (by induction on n);
// every 7th keeps the test quick under the sanitizers.
TEST(GrecSolver, EveryValueFollowsFromTheMovesTheRulesAllow) {
    const GrecSolution& solution = GrecSolution::shared();
    std::uint64_t checked = 0;
    for (std::uint32_t index = 0; index < GrecPositionIndex::size; index += 7) {
        const auto value = solution.value(index);
        if (!value) continue;
        const GrecPlacement placement = GrecPositionIndex::placement_of(index);
        GrecPosition position(placement.black, placement.white, placement.to_move);
        const std::string text = grec_test::position_text(placement);
        ++checked;
        if (position.status().state != petteia::GameState::ongoing) {
            EXPECT_EQ(*value, (SolvedValue{Outcome::loss, 0})) << text;
            continue;
        }
        petteia::MoveList moves;
        position.generate(moves);
        int quickest_loss = 1 << 30, longest_win = -1;
        bool any_draw = false, all_wins = true;
        for (const petteia::BoardMove move : moves) {
            position.make(move);
            const auto after = solution.value(position);
            position.unmake();
            ASSERT_TRUE(after) << "a move from a reachable position leaves the table: " << text;
            if (after->outcome == Outcome::loss) quickest_loss = std::min(quickest_loss, after->plies);
            if (after->outcome == Outcome::win) longest_win = std::max(longest_win, after->plies);
            any_draw |= after->outcome == Outcome::draw;
            all_wins &= after->outcome == Outcome::win;
        }
        switch (value->outcome) {
            case Outcome::win: EXPECT_EQ(value->plies, quickest_loss + 1) << text; break;
            case Outcome::loss:
                EXPECT_TRUE(all_wins) << text;
                EXPECT_EQ(value->plies, longest_win + 1) << text;
                break;
            case Outcome::draw:
                EXPECT_EQ(quickest_loss, 1 << 30) << text;
                EXPECT_TRUE(any_draw) << text;
                break;
        }
    }
    EXPECT_GT(checked, 100'000u);
}

}  // namespace
