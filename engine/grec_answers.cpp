#include "engine/grec_answers.hpp"

#include <bit>
#include <stdexcept>
#include <vector>

#include "engine/grec_move_values.hpp"
#include "rules/move_list.hpp"

namespace petteia::engine {

namespace {

constexpr int most_plies_of_a_perfect_game = 10'000;  // far beyond any repetition's reach

SolvedValue seen_by(Side side, const SolvedValue& for_first) {
    if (side == Side::first || for_first.outcome == Outcome::draw) return for_first;
    return {for_first.outcome == Outcome::win ? Outcome::loss : Outcome::win, for_first.plies};
}

// A reachable position and each of its legal moves with its value for the mover, by the table
// alone (no history: every position here is looked at as if it had just been set up).
struct Judged {
    GrecPosition position;
    GameStatus status;
    std::vector<GrecMoveValue> moves;
    SolvedValue best;
};

class Table {
public:
    explicit Table(const GrecSolution& solution) : solution_(solution) {}

    Judged judge(std::uint32_t index) const {
        Judged judged{solution_.position_at(index), {}, {}, {}};
        judged.status = judged.position.status();
        if (judged.status.state != GameState::ongoing) return judged;
        MoveList moves;
        judged.position.generate(moves);
        bool first = true;
        for (const BoardMove move : moves) {
            judged.position.make(move);
            const auto after = solution_.value(judged.position);
            judged.position.unmake();
            if (!after) throw std::logic_error("a move from a reachable Le Grec position left the table");
            const SolvedValue value = for_mover(*after);
            judged.moves.push_back({move, value});
            if (first || better(value, judged.best)) judged.best = value;
            first = false;
        }
        return judged;
    }

    std::uint32_t index_after(GrecPosition& position, BoardMove move) const {
        position.make(move);
        const auto index = GrecPositionIndex::index_of(position);
        position.unmake();
        return *index;
    }

    bool reachable(std::uint32_t index) const { return solution_.value(index).has_value(); }

private:
    const GrecSolution& solution_;
};

// A won game's loser is the side to move: the other side has arrived, or it has no move.
void count_finish(GrecAnswers::Finishes& finishes, const GrecPosition& finished, const GameStatus& status) {
    if (status.state != GameState::win) return;
    GrecAnswers::Outside& outside = status.reason == EndReason::arrived ? finishes.arrivals : finishes.blockades;
    const Side loser = finished.side_to_move();
    const int count = std::popcount(finished.pieces(loser) & ~finished.goals().of(loser));
    ++outside.finishes;
    ++outside.by_count[count];
    outside.most = std::max(outside.most, count);
}

void answer_jumps_and_finishes(const Table& table, GrecAnswers& answers) {
    for (std::uint32_t index = 0; index < GrecPositionIndex::size; ++index) {
        if (!table.reachable(index)) continue;
        const Judged judged = table.judge(index);
        if (judged.status.state != GameState::ongoing) {
            count_finish(answers.loser_outside.all, judged.position, judged.status);
            continue;
        }
        GrecAnswers::Jumps& jumps = answers.jumps;
        ++jumps.positions;
        bool any_jump = false, best_jump = false, best_step = false, jump_keeps_outcome = false;
        for (const GrecMoveValue& move : judged.moves) {
            const bool jump = GrecPosition::is_jump(move.move);
            const bool best = move.value == judged.best;
            any_jump = any_jump || jump;
            best_jump = best_jump || (best && jump);
            best_step = best_step || (best && !jump);
            jump_keeps_outcome = jump_keeps_outcome || (jump && move.value.outcome == judged.best.outcome);
        }
        if (!any_jump) continue;
        ++jumps.with_jump;
        if (best_jump) ++jumps.best_includes_jump;
        if (best_jump && !best_step) ++jumps.best_only_jumps;
        if (!jump_keeps_outcome) ++jumps.jump_loses_value;
    }
}

// Walks perfect play from the start (stage 0: every best move), the first losing move of either
// side from there (into stage 1), and best play after it, counting the finishes it reaches.
void answer_after_one_mistake(const Table& table, const GrecPosition& start, GrecAnswers::Finishes& finishes) {
    std::vector<std::uint8_t> seen(GrecPositionIndex::size, 0);  // bit 0: stage 0, bit 1: stage 1, bit 2: counted
    std::vector<std::pair<std::uint32_t, int>> queue;
    const auto visit = [&](std::uint32_t index, int stage) {
        const auto bit = static_cast<std::uint8_t>(1 << stage);
        if (seen[index] & bit) return;
        seen[index] |= bit;
        queue.emplace_back(index, stage);
    };
    visit(*GrecPositionIndex::index_of(start), 0);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const auto [index, stage] = queue[head];
        Judged judged = table.judge(index);
        if (judged.status.state != GameState::ongoing) {
            if (!(seen[index] & 4)) {
                seen[index] |= 4;
                count_finish(finishes, judged.position, judged.status);
            }
            continue;
        }
        for (const GrecMoveValue& move : judged.moves) {
            if (move.value == judged.best) visit(table.index_after(judged.position, move.move), stage);
            else if (stage == 0 && move.value.outcome == Outcome::loss)
                visit(table.index_after(judged.position, move.move), 1);
        }
    }
}

GrecAnswers::PerfectGame play_perfect_game(const GrecPosition& start, const GrecSolution& solution) {
    GrecPosition board = start;
    for (int plies = 0; plies < most_plies_of_a_perfect_game; ++plies) {
        const GameStatus status = board.status();
        if (status.state != GameState::ongoing) return {status, plies};
        const auto moves = grec_move_values(board, solution);
        if (!moves || moves->empty()) throw std::logic_error("a perfect Le Grec game left the table");
        const GrecMoveValue* chosen = &moves->front();
        for (const GrecMoveValue& move : *moves)
            if (better(move.value, chosen->value)) chosen = &move;
        board.make(chosen->move);
    }
    throw std::logic_error("a perfect Le Grec game did not end");
}

}  // namespace

GrecAnswers answer_questions(const GrecPosition& start, const GrecSolution& solution,
                             const std::array<const GrecSolution*, 2>& always_jumping) {
    GrecAnswers answers;
    const Table table(solution);
    answer_jumps_and_finishes(table, answers);
    answer_after_one_mistake(table, start, answers.loser_outside.after_one_mistake);
    for (const Side side : {Side::first, Side::second}) {
        const auto value = always_jumping[index_of(side)]->value(start);
        if (!value) throw std::logic_error("the start is missing from a Le Grec table");
        answers.jumps.always_jumping[index_of(side)] = seen_by(side, *value);
    }
    answers.perfect_game = play_perfect_game(start, solution);
    return answers;
}

}  // namespace petteia::engine
