#include "engine/grec_solver.hpp"

#include <algorithm>
#include <stdexcept>

#include "rules/move_list.hpp"

namespace petteia::engine {

std::string_view outcome_name(Outcome outcome) {
    switch (outcome) {
        case Outcome::loss: return "loss";
        case Outcome::draw: return "draw";
        case Outcome::win: return "win";
    }
    return "draw";
}

SolvedValue for_mover(const SolvedValue& after) {
    switch (after.outcome) {
        case Outcome::loss: return {Outcome::win, after.plies + 1};
        case Outcome::win: return {Outcome::loss, after.plies + 1};
        case Outcome::draw: return {Outcome::draw, 0};
    }
    return {};
}

bool better(const SolvedValue& a, const SolvedValue& b) {
    if (a.outcome != b.outcome) return a.outcome > b.outcome;
    if (a.outcome == Outcome::win) return a.plies < b.plies;
    if (a.outcome == Outcome::loss) return a.plies > b.plies;
    return false;
}

namespace {

// Positions are known by their GrecPositionIndex throughout (nearly all of the 823,680 are
// reachable, so a dense numbering of the reachable ones would save nothing).
constexpr std::uint32_t position_count = GrecPositionIndex::size;

enum class Reached : std::uint8_t { no, ongoing, lost, won, drawn };  // finished: for the side to move

// The positions reachable from the start in the order a depth-first walk finds them, and the
// positions each one's legal moves lead to (moves_from[n] .. moves_from[n + 1] in `leads_to` for
// the n-th found). Every move comes from the rules' own generation and make: the engine knows no
// move rule.
struct Graph {
    std::vector<Reached> reached;          // by index
    std::vector<std::uint32_t> found;      // indices, in the order found
    std::vector<std::uint32_t> moves_from;
    std::vector<std::uint32_t> leads_to;   // indices
};

std::uint32_t index_of(const GrecPosition& position) {
    const auto index = GrecPositionIndex::index_of(position);
    // Nothing is captured: every reachable position keeps seven pieces a side.
    if (!index) throw std::logic_error("a Le Grec move changed the number of pieces");
    return *index;
}

Reached finished_for_side_to_move(const GameStatus& status, Side to_move) {
    if (status.state == GameState::draw) return Reached::drawn;
    return status.winner == to_move ? Reached::won : Reached::lost;
}

// One board walks the whole graph by make and unmake (a board per position would cost two
// allocations each). The walk never enters a position twice, so the board's history holds no
// repetition and its status is the position's own: an arrival, a lack of moves, or none.
Graph explore_from_start(const GrecSolution& rules) {
    Graph graph;
    graph.reached.assign(position_count, Reached::no);
    graph.found.reserve(position_count);
    graph.moves_from.reserve(position_count + 1);
    graph.leads_to.reserve(std::size_t{position_count} * 9 / 2);

    struct Frame {
        std::uint32_t found;  // the position's number in `found`
        MoveList moves;
        std::size_t next = 0;
    };
    std::vector<Frame> path;
    GrecPosition board(rules.goals());
    // Records the board's position, new, with the positions its moves lead to; a frame to walk
    // them when the game goes on there.
    const auto enter = [&] {
        const std::uint32_t index = index_of(board);
        const auto number = static_cast<std::uint32_t>(graph.found.size());
        graph.found.push_back(index);
        graph.moves_from.push_back(static_cast<std::uint32_t>(graph.leads_to.size()));
        const GameStatus status = board.status();
        if (status.state != GameState::ongoing) {
            graph.reached[index] = finished_for_side_to_move(status, board.side_to_move());
            return false;
        }
        graph.reached[index] = Reached::ongoing;
        path.push_back({number, {}, 0});
        rules.generate(board, path.back().moves);
        for (const BoardMove move : path.back().moves) {
            board.make(move);
            graph.leads_to.push_back(index_of(board));
            board.unmake();
        }
        return true;
    };
    enter();
    while (!path.empty()) {
        Frame& frame = path.back();
        if (frame.next == frame.moves.size()) {
            path.pop_back();
            if (!path.empty()) board.unmake();
            continue;
        }
        const std::size_t move = frame.next++;
        if (graph.reached[graph.leads_to[graph.moves_from[frame.found] + move]] != Reached::no) continue;
        board.make(frame.moves[move]);
        if (!enter()) board.unmake();
    }
    graph.moves_from.push_back(static_cast<std::uint32_t>(graph.leads_to.size()));
    return graph;
}

// For each position, the positions with a move to it: first[i] .. first[i + 1] in `from`.
struct Predecessors {
    std::vector<std::uint32_t> first;
    std::vector<std::uint32_t> from;
};

Predecessors reverse(const Graph& graph) {
    Predecessors reversed;
    // Counted into first[i + 1], summed into where each position's list ends, then filled from
    // the end down, which leaves first[i] where it begins.
    reversed.first.assign(std::size_t{position_count} + 1, 0);
    for (const std::uint32_t to : graph.leads_to) ++reversed.first[to + 1];
    for (std::size_t i = 0; i < position_count; ++i) reversed.first[i + 1] += reversed.first[i];
    for (std::size_t i = 0; i < position_count; ++i) reversed.first[i] = reversed.first[i + 1];
    reversed.from.resize(graph.leads_to.size());
    for (std::size_t n = 0; n < graph.found.size(); ++n)
        for (std::uint32_t edge = graph.moves_from[n]; edge < graph.moves_from[n + 1]; ++edge)
            reversed.from[--reversed.first[graph.leads_to[edge]]] = graph.found[n];
    return reversed;
}

}  // namespace

void keep_jumps_if_any(MoveList& moves) {
    MoveList jumps;
    for (const BoardMove move : moves)
        if (GrecPosition::is_jump(move)) jumps.push(move);
    if (!jumps.empty()) moves = jumps;
}

void GrecSolution::generate(const GrecPosition& position, MoveList& moves) const {
    position.generate(moves);
    if (always_jumps_ == position.side_to_move()) keep_jumps_if_any(moves);
}

GrecSolution GrecSolution::solve(const GrecGoals& goals, std::optional<Side> always_jumps) {
    GrecSolution solution;
    solution.goals_ = goals;
    solution.always_jumps_ = always_jumps;
    Graph graph = explore_from_start(solution);
    const Predecessors predecessors = reverse(graph);
    std::vector<std::uint8_t> moves_left(position_count, 0);
    for (std::size_t n = 0; n < graph.found.size(); ++n)
        moves_left[graph.found[n]] = static_cast<std::uint8_t>(graph.moves_from[n + 1] - graph.moves_from[n]);
    Counts& counts = solution.counts_;
    counts.positions = graph.found.size();
    counts.moves = graph.leads_to.size();
    std::vector<std::uint32_t>().swap(graph.leads_to);
    std::vector<std::uint32_t>().swap(graph.moves_from);

    // Backwards from the finished positions, in order of distance (a first-in first-out queue
    // hands them out by nondecreasing plies): a position with a move to a loss is a win, at the
    // first such loss found (the nearest: the winner hurries); a position whose every move leads
    // to a win is a loss, at the last one found (the farthest: the loser holds out). What is never
    // reached this way is a draw.
    std::vector<std::uint8_t> decided(position_count, 0);
    std::vector<Outcome> outcome(position_count, Outcome::draw);
    std::vector<std::uint16_t> plies(position_count, 0);
    std::vector<std::uint32_t>& queue = graph.found;  // its order is no longer needed
    std::size_t decided_count = 0;
    for (std::uint32_t index = 0; index < position_count; ++index) {
        const Reached reached = graph.reached[index];
        if (reached == Reached::lost || reached == Reached::won) {
            ++counts.finished;
            decided[index] = 1;
            outcome[index] = reached == Reached::lost ? Outcome::loss : Outcome::win;
            queue[decided_count++] = index;
        } else if (reached == Reached::drawn) {
            ++counts.finished;
        }
    }
    queue.resize(decided_count);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::uint32_t settled = queue[head];
        for (std::uint32_t edge = predecessors.first[settled]; edge < predecessors.first[settled + 1]; ++edge) {
            const std::uint32_t before = predecessors.from[edge];
            if (decided[before]) continue;
            if (outcome[settled] == Outcome::loss) {
                outcome[before] = Outcome::win;
            } else if (--moves_left[before] == 0) {
                outcome[before] = Outcome::loss;
            } else {
                continue;
            }
            decided[before] = 1;
            plies[before] = static_cast<std::uint16_t>(plies[settled] + 1);
            queue.push_back(before);
        }
    }

    solution.entries_.assign(position_count, 0);
    for (std::uint32_t index = 0; index < position_count; ++index) {
        if (graph.reached[index] == Reached::no) continue;
        switch (outcome[index]) {
            case Outcome::win: ++counts.wins; break;
            case Outcome::loss: ++counts.losses; break;
            case Outcome::draw: ++counts.draws; break;
        }
        if (plies[index] >= (1 << plies_bits)) throw std::logic_error("a Le Grec distance does not fit the table");
        counts.longest = std::max<int>(counts.longest, plies[index]);
        solution.entries_[index] =
            static_cast<std::uint16_t>((static_cast<int>(outcome[index]) + 1) << plies_bits | plies[index]);
    }
    return solution;
}

const GrecSolution& GrecSolution::shared(const GrecGoals& goals) {
    // A function-local static is initialised once, and other threads wait for it (C++11 and later).
    if (goals == grec_half_goals) {
        static const GrecSolution halves = solve(grec_half_goals);
        return halves;
    }
    if (goals == grec_mirror_goals) {
        static const GrecSolution mirror = solve(grec_mirror_goals);
        return mirror;
    }
    throw std::invalid_argument("no shared Le Grec solution for these goals");
}

std::optional<SolvedValue> solved_value(const GrecPosition& position) {
    return GrecSolution::shared(position.goals()).value(position);
}

GrecPosition GrecSolution::position_at(std::uint32_t index) const {
    const GrecPlacement placement = GrecPositionIndex::placement_of(index);
    return GrecPosition(placement.black, placement.white, placement.to_move, goals_);
}

std::optional<SolvedValue> GrecSolution::value(std::uint32_t index) const {
    if (index >= entries_.size() || entries_[index] == 0) return std::nullopt;
    const std::uint16_t entry = entries_[index];
    return SolvedValue{static_cast<Outcome>((entry >> plies_bits) - 1), entry & ((1 << plies_bits) - 1)};
}

std::optional<SolvedValue> GrecSolution::value(const GrecPosition& position) const {
    if (position.goals() != goals_) return std::nullopt;
    const auto index = GrecPositionIndex::index_of(position);
    if (!index) return std::nullopt;
    return value(*index);
}

}  // namespace petteia::engine
