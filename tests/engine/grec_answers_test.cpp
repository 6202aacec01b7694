// The answers to Le Grec's four questions (engine/grec_answers.hpp), for both Le Grec games:
// the figures hang together, and they are counted again here another way, through the rules'
// Game interface and the catalogue's goal squares (what the server and the browser use), each
// move played on a copy of the game.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "engine/grec_answers.hpp"
#include "engine/solved_moves.hpp"
#include "rules/position_game.hpp"
#include "rules/variants.hpp"
#include "tests/engine/grec_test_support.hpp"

namespace {

using petteia::GameState;
using petteia::GrecPosition;
using petteia::Side;
using petteia::engine::GrecAnswers;
using petteia::engine::GrecPositionIndex;
using petteia::engine::GrecSolution;
using petteia::engine::Outcome;
using petteia::engine::SolvedValue;

struct Solved {
    GrecPosition start;
    GrecSolution solution;
    GrecSolution black_jumps;
    GrecSolution white_jumps;
    GrecAnswers answers;
};

GrecPosition start_of(const std::string& variant) {
    const auto game = petteia::new_game(variant);
    return dynamic_cast<const petteia::PositionGame<GrecPosition>&>(**game).position();
}

// Solving and answering take a few seconds under the sanitizers: once per variant.
const Solved& solved(const std::string& variant) {
    static std::map<std::string, Solved> all;
    if (const auto found = all.find(variant); found != all.end()) return found->second;
    const GrecPosition start = start_of(variant);
    Solved& entry = all.emplace(variant, Solved{start, GrecSolution::solve(start.goals()),
                                                GrecSolution::solve(start.goals(), Side::first),
                                                GrecSolution::solve(start.goals(), Side::second), {}})
                        .first->second;
    entry.answers = petteia::engine::answer_questions(entry.start, entry.solution, {&entry.black_jumps, &entry.white_jumps});
    return entry;
}

// From the mover's side: a quicker win, then a draw, then a longer loss.
bool no_better(const SolvedValue& a, const SolvedValue& b) {
    if (a.outcome != b.outcome) return a.outcome < b.outcome;
    if (a.outcome == Outcome::win) return a.plies >= b.plies;
    if (a.outcome == Outcome::loss) return a.plies <= b.plies;
    return true;
}

class GrecAnswersTest : public testing::TestWithParam<std::string> {};

TEST_P(GrecAnswersTest, FiguresHangTogether) {
    const Solved& s = solved(GetParam());
    const auto& jumps = s.answers.jumps;
    const auto& counts = s.solution.counts();
    EXPECT_EQ(jumps.positions, counts.positions - counts.finished);
    EXPECT_LE(jumps.with_jump, jumps.positions);
    EXPECT_LE(jumps.best_only_jumps, jumps.best_includes_jump);
    EXPECT_LE(jumps.best_includes_jump, jumps.with_jump);
    EXPECT_LE(jumps.jump_loses_value, jumps.with_jump - jumps.best_includes_jump);
    EXPECT_GT(jumps.with_jump, 0u);

    const auto& loser = s.answers.loser_outside;
    for (const GrecAnswers::Finishes* finishes : {&loser.all, &loser.after_one_mistake})
        for (const GrecAnswers::Outside* outside : {&finishes->arrivals, &finishes->blockades}) {
            EXPECT_EQ(std::accumulate(outside->by_count.begin(), outside->by_count.end(), std::uint64_t{0}), outside->finishes);
            if (outside->finishes == 0) continue;
            EXPECT_GT(outside->by_count[outside->most], 0u);
            for (int k = outside->most + 1; k < 8; ++k) EXPECT_EQ(outside->by_count[k], 0u) << k;
        }
    // An arrival ends the game at once, so the loser has not arrived before it: one piece out at least.
    EXPECT_EQ(loser.all.arrivals.by_count[0], 0u);
    for (const auto member : {&GrecAnswers::Finishes::arrivals, &GrecAnswers::Finishes::blockades}) {
        const auto& all = loser.all.*member;
        const auto& after = loser.after_one_mistake.*member;
        EXPECT_LE(after.finishes, all.finishes);
        EXPECT_LE(after.most, all.most);
        for (int k = 0; k < 8; ++k) EXPECT_LE(after.by_count[k], all.by_count[k]) << k;
    }
    EXPECT_GT(loser.after_one_mistake.arrivals.finishes + loser.after_one_mistake.blockades.finishes, 0u);
    // Every finished position is an arrival or a side without a move (repetition needs a history).
    EXPECT_EQ(loser.all.arrivals.finishes + loser.all.blockades.finishes, counts.finished);
}

TEST_P(GrecAnswersTest, BeingBoundToJumpNeverHelps) {
    const Solved& s = solved(GetParam());
    const SolvedValue free = *s.solution.value(s.start);  // for Black, to move at the start
    const SolvedValue white_free = free.outcome == Outcome::draw
                                       ? free
                                       : SolvedValue{free.outcome == Outcome::win ? Outcome::loss : Outcome::win, free.plies};
    EXPECT_TRUE(no_better(s.answers.jumps.always_jumping[0], free)) << int(s.answers.jumps.always_jumping[0].outcome);
    EXPECT_TRUE(no_better(s.answers.jumps.always_jumping[1], white_free)) << int(s.answers.jumps.always_jumping[1].outcome);
}

TEST_P(GrecAnswersTest, ThePerfectGameEndsAsTheStartsValueSays) {
    const Solved& s = solved(GetParam());
    const SolvedValue start = *s.solution.value(s.start);
    const auto& game = s.answers.perfect_game;
    ASSERT_NE(game.end.state, GameState::ongoing);
    if (start.outcome == Outcome::draw) {
        EXPECT_EQ(game.end.state, GameState::draw);
        EXPECT_EQ(game.end.reason, petteia::EndReason::repetition);
    } else {
        EXPECT_EQ(game.end.state, GameState::win);
        EXPECT_EQ(game.end.winner, start.outcome == Outcome::win ? Side::first : Side::second);
        EXPECT_EQ(game.plies, start.plies);
    }
}

// Every reachable position again, as a game set up from its text: its legal moves, its status,
// the catalogue's goal squares and the history-aware values of its moves.
TEST_P(GrecAnswersTest, CountedAgainThroughTheGameInterface) {
    const Solved& s = solved(GetParam());
    GrecAnswers again;
    for (std::uint32_t index = 0; index < GrecPositionIndex::size; ++index) {
        if (!s.solution.value(index)) continue;
        const auto game = petteia::new_game(GetParam(), grec_test::position_text(GrecPositionIndex::placement_of(index)));
        ASSERT_TRUE(game) << index;
        const petteia::Game& g = **game;
        const auto status = g.status();
        if (status.state != GameState::ongoing) {
            ASSERT_EQ(status.state, GameState::win) << index;
            const Side loser = g.side_to_move();
            const auto& goals = g.variant().goal_squares[petteia::index_of(loser)];
            int outside = 0;
            for (int square_index = 0; square_index < GrecPosition::squares; ++square_index) {
                const petteia::Square square = GrecPosition::square_of(square_index);
                const auto piece = g.piece_at(square);
                if (piece && piece->side == loser && std::find(goals.begin(), goals.end(), square) == goals.end()) ++outside;
            }
            auto& counted = status.reason == petteia::EndReason::arrived ? again.loser_outside.all.arrivals
                                                                          : again.loser_outside.all.blockades;
            ++counted.finishes;
            ++counted.by_count[outside];
            counted.most = std::max(counted.most, outside);
            continue;
        }
        ++again.jumps.positions;
        // Each legal move played on a copy of the game, its value looked up for the side to move after it.
        std::vector<petteia::engine::SolvedMove> moves;
        for (const petteia::Move& move : g.legal_moves()) {
            const auto after = g.clone();
            ASSERT_TRUE(after->play(move)) << index;
            const auto value = s.solution.value(*GrecPositionIndex::index_of(grec_test::placement_of(*after)));
            ASSERT_TRUE(value) << index;
            moves.push_back({move, value->outcome == Outcome::draw ? SolvedValue{Outcome::draw, 0}
                                   : SolvedValue{value->outcome == Outcome::win ? Outcome::loss : Outcome::win, value->plies + 1}});
        }
        const SolvedValue best = petteia::engine::best_value(moves);
        bool any_jump = false, best_jump = false, best_step = false, jump_keeps = false;
        for (const auto& move : moves) {
            const bool jump = std::abs(move.move.from.file - move.move.to.file) == 2 ||
                              std::abs(move.move.from.rank - move.move.to.rank) == 2;
            any_jump = any_jump || jump;
            best_jump = best_jump || (jump && move.value == best);
            best_step = best_step || (!jump && move.value == best);
            jump_keeps = jump_keeps || (jump && move.value.outcome == best.outcome);
        }
        if (!any_jump) continue;
        ++again.jumps.with_jump;
        again.jumps.best_includes_jump += best_jump;
        again.jumps.best_only_jumps += best_jump && !best_step;
        again.jumps.jump_loses_value += !jump_keeps;
    }
    const auto& jumps = s.answers.jumps;
    EXPECT_EQ(again.jumps.positions, jumps.positions);
    EXPECT_EQ(again.jumps.with_jump, jumps.with_jump);
    EXPECT_EQ(again.jumps.best_includes_jump, jumps.best_includes_jump);
    EXPECT_EQ(again.jumps.best_only_jumps, jumps.best_only_jumps);
    EXPECT_EQ(again.jumps.jump_loses_value, jumps.jump_loses_value);
    const auto& loser = s.answers.loser_outside;
    for (const auto member : {&GrecAnswers::Finishes::arrivals, &GrecAnswers::Finishes::blockades}) {
        EXPECT_EQ((again.loser_outside.all.*member).finishes, (loser.all.*member).finishes);
        EXPECT_EQ((again.loser_outside.all.*member).most, (loser.all.*member).most);
        EXPECT_EQ((again.loser_outside.all.*member).by_count, (loser.all.*member).by_count);
    }
}

INSTANTIATE_TEST_SUITE_P(BothGames, GrecAnswersTest, testing::Values("grec", "grec-mirror"),
                         [](const auto& info) { return info.param == "grec" ? std::string("Grec") : std::string("Mirror"); });

}  // namespace
