// The Le Grec solver: its numbering of positions, hand-checked values, the figures of the whole
// game, and every value checked against the values of the moves the rules allow from it.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "engine/grec_move_values.hpp"
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
// every `stride`-th keeps the tests quick under the sanitizers. The moves are those the solved game
// allows (solution.generate: the rules', less the steps of a side bound to jump when it can).
// Returns how many positions were checked.
std::uint64_t expect_values_follow_from_moves(const GrecSolution& solution, std::uint32_t stride) {
    std::uint64_t checked = 0;
    for (std::uint32_t index = 0; index < GrecSolution::index_count; index += stride) {
        const auto value = solution.value(index);
        if (!value) continue;
        GrecPosition position = solution.position_at(index);
        const std::string text = grec_test::position_text(GrecPositionIndex::placement_of(index));
        ++checked;
        if (position.status().state != petteia::GameState::ongoing) {
            EXPECT_EQ(*value, (SolvedValue{Outcome::loss, 0})) << text;
            continue;
        }
        petteia::MoveList moves;
        solution.generate(position, moves);
        int quickest_loss = 1 << 30, longest_win = -1;
        bool any_draw = false, all_wins = true;
        for (const petteia::BoardMove move : moves) {
            position.make(move);
            const auto after = solution.value(position);
            position.unmake();
            if (!after) ADD_FAILURE() << "a move from a reachable position leaves the table: " << text;
            if (!after) return checked;
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
    return checked;
}

TEST(GrecSolver, EveryValueFollowsFromTheMovesTheRulesAllow) {
    EXPECT_GT(expect_values_follow_from_moves(GrecSolution::shared(), 7), 100'000u);
}

// --- Le Grec, mirror arrival: the same solver over the mirror's goals ---

GrecPosition mirror_position(const std::string& text) {
    const GrecPosition grec = position_of(text);
    return GrecPosition(grec.pieces(Side::first), grec.pieces(Side::second), grec.side_to_move(), petteia::grec_mirror_goals);
}

TEST(GrecMirrorSolver, FiguresOfTheWholeGame) {
    const GrecSolution& solution = GrecSolution::shared(petteia::grec_mirror_goals);
    EXPECT_EQ(solution.goals(), petteia::grec_mirror_goals);
    const auto& counts = solution.counts();
    // `petteia solve --variant grec-mirror` prints the same; engine/README.md explains them.
    EXPECT_EQ(counts.positions, 812'416u);
    EXPECT_EQ(counts.finished, 10'926u);
    EXPECT_EQ(counts.wins, 108'266u);
    EXPECT_EQ(counts.losses, 106'248u);
    EXPECT_EQ(counts.draws, 597'902u);
    EXPECT_EQ(counts.longest, 30);
    EXPECT_EQ(counts.wins + counts.losses + counts.draws, counts.positions);
    EXPECT_LE(counts.finished, counts.losses);
    std::uint64_t reachable = 0;
    for (std::uint32_t index = 0; index < GrecSolution::index_count; ++index) reachable += solution.value(index).has_value();
    EXPECT_EQ(reachable, counts.positions);
    EXPECT_EQ(solution.value(GrecPosition(petteia::grec_mirror_goals)), (SolvedValue{Outcome::draw, 0}));
    // The shared solution is built once: the same object every time.
    EXPECT_EQ(&GrecSolution::shared(petteia::grec_mirror_goals), &solution);
    EXPECT_NE(&GrecSolution::shared(), &solution);
}

TEST(GrecMirrorSolver, HandCheckedPositions) {
    const GrecSolution& mirror = GrecSolution::shared(petteia::grec_mirror_goals);
    // D2-D3 puts Black on A4 B3 B4 C3 C4 D3 D4, exactly where White started.
    EXPECT_EQ(mirror.value(mirror_position("BBBB/WBB1/WW1B/WWWW black")), (SolvedValue{Outcome::win, 1}));
    // D2-D3 fills ranks 3-4 but leaves a piece on A3: Le Grec's win in one, not the mirror's.
    EXPECT_EQ(GrecSolution::shared().value(position_of("WBBB/BBB1/WW1B/WWWW black")), (SolvedValue{Outcome::win, 1}));
    const auto value = mirror.value(mirror_position("WBBB/BBB1/WW1B/WWWW black"));
    ASSERT_TRUE(value);
    EXPECT_NE(*value, (SolvedValue{Outcome::win, 1}));
    // A look-up by position goes to the table of the position's goals, and no other table answers it.
    EXPECT_EQ(petteia::engine::solved_value(mirror_position("WBBB/BBB1/WW1B/WWWW black")), value);
    EXPECT_EQ(petteia::engine::solved_value(position_of("WBBB/BBB1/WW1B/WWWW black")), (SolvedValue{Outcome::win, 1}));
    EXPECT_FALSE(mirror.value(position_of("WBBB/BBB1/WW1B/WWWW black")));
    EXPECT_FALSE(GrecSolution::shared().value(mirror_position("WBBB/BBB1/WW1B/WWWW black")));
    EXPECT_EQ(mirror.position_at(*GrecPositionIndex::index_of(mirror_position("WBBB/BBB1/WW1B/WWWW black"))).goals(),
              petteia::grec_mirror_goals);
}

TEST(GrecMirrorSolver, EveryValueFollowsFromTheMovesTheRulesAllow) {
    EXPECT_GT(expect_values_follow_from_moves(GrecSolution::shared(petteia::grec_mirror_goals), 13), 55'000u);
}

TEST(GrecMirrorSolver, OtherGoalsHaveNoSharedSolution) {
    EXPECT_THROW(GrecSolution::shared(petteia::GrecGoals{{0xF000u, 0x000Fu}}), std::invalid_argument);
}

// --- A side bound to jump whenever it can (the answers page's "always jump" player) ---

// Solving without the restriction is the shared solution, value for value.
TEST(GrecAlwaysJumps, UnrestrictedSolveIsTheSharedSolution) {
    for (const petteia::GrecGoals& goals : {petteia::grec_half_goals, petteia::grec_mirror_goals}) {
        const GrecSolution solved = GrecSolution::solve(goals, std::nullopt);
        const GrecSolution& shared = GrecSolution::shared(goals);
        EXPECT_FALSE(solved.always_jumps());
        EXPECT_EQ(solved.counts().positions, shared.counts().positions);
        EXPECT_EQ(solved.counts().wins, shared.counts().wins);
        std::uint32_t differ = 0;
        for (std::uint32_t index = 0; index < GrecSolution::index_count; ++index) differ += solved.value(index) != shared.value(index);
        EXPECT_EQ(differ, 0u);
    }
}

// Within the restricted game's reachable positions, the bound side never has a step to choose when
// it has a jump, the free side keeps every move, and every value follows from those moves.
TEST(GrecAlwaysJumps, TheBoundSidePlaysOnlyJumpsWhenItHasOne) {
    for (const Side bound : {Side::first, Side::second}) {
        const GrecSolution solution = GrecSolution::solve(petteia::grec_half_goals, bound);
        EXPECT_EQ(solution.always_jumps(), bound);
        const GrecSolution& free = GrecSolution::shared();
        EXPECT_LT(solution.counts().positions, free.counts().positions);
        EXPECT_EQ(solution.counts().wins + solution.counts().losses + solution.counts().draws, solution.counts().positions);
        std::uint64_t restricted = 0, free_side = 0;
        for (std::uint32_t index = 0; index < GrecSolution::index_count; index += 5) {
            if (!solution.value(index)) continue;
            const GrecPosition position = solution.position_at(index);
            if (position.status().state != petteia::GameState::ongoing) continue;
            petteia::MoveList legal, allowed;
            position.generate(legal);
            solution.generate(position, allowed);
            const bool has_jump = std::any_of(legal.begin(), legal.end(), GrecPosition::is_jump);
            const bool has_step = !std::all_of(legal.begin(), legal.end(), GrecPosition::is_jump);
            if (position.side_to_move() == bound && has_jump) {
                restricted += has_step;
                EXPECT_TRUE(std::all_of(allowed.begin(), allowed.end(), GrecPosition::is_jump));
                EXPECT_EQ(static_cast<std::size_t>(std::count_if(legal.begin(), legal.end(), GrecPosition::is_jump)),
                          allowed.size());
            } else {
                free_side += position.side_to_move() != bound;
                EXPECT_EQ(allowed.size(), legal.size());
            }
        }
        EXPECT_GT(restricted, 1'000u) << "no position where the bound side gave up a step";
        EXPECT_GT(free_side, 10'000u);
        EXPECT_GT(expect_values_follow_from_moves(solution, 11), 10'000u);
        // The moves valued for the bound side are only its jumps, when it has one.
        for (std::uint32_t index = 0; index < GrecSolution::index_count; index += 997) {
            if (!solution.value(index)) continue;
            const GrecPosition position = solution.position_at(index);
            if (position.status().state != petteia::GameState::ongoing) continue;
            const auto values = petteia::engine::grec_move_values(position, solution);
            ASSERT_TRUE(values);
            petteia::MoveList allowed;
            solution.generate(position, allowed);
            ASSERT_EQ(values->size(), allowed.size());
        }
    }
}

}  // namespace
