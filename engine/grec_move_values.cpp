#include "engine/grec_move_values.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace petteia::engine {

namespace {

bool sideways(BoardMove move) { return move.from / GrecPosition::width == move.to / GrecPosition::width; }

// A position of the stretch (reachable from the game's position by sideways moves alone) and its
// moves. A move leads to another position of the stretch (`next`), or has a value fixed whatever
// happens in the stretch (`fixed`, for the side to move after it): a forward move (the table's
// value, the history no longer counting), a finished game, a third occurrence (a draw).
struct Edge {
    BoardMove move;
    int next = -1;
    SolvedValue fixed;
};
struct Node {
    std::uint32_t index = 0;  // GrecPositionIndex
    bool third_time = false;  // entering it again makes a third occurrence
    std::optional<SolvedValue> table;
    std::uint32_t first_edge = 0, edge_count = 0;  // in Stretch::edges_
    std::optional<SolvedValue> value;
};

// At most 7 pieces × 5 directions.
constexpr std::size_t most_moves = 35;

class Stretch {
public:
    Stretch(const GrecPosition& position, const GrecSolution& solution) : board_(position), solution_(solution) {
        const auto index = GrecPositionIndex::index_of(board_);
        if (!index) {
            complete_ = false;
            return;
        }
        // The game's position has occurred occurrences() times; coming back makes one more.
        nodes_.reserve(160);
        nodes_.push_back({*index, board_.occurrences() + 1 >= 3, solution_.value(*index), 0, 0, {}});
        expand(0);
    }

    bool complete() const { return complete_; }
    bool any_third_time() const {
        return std::any_of(nodes_.begin(), nodes_.end(), [](const Node& node) { return node.third_time; });
    }
    std::span<const Edge> edges_of(const Node& node) const { return {edges_.data() + node.first_edge, node.edge_count}; }
    std::span<const Edge> root_edges() const { return edges_of(nodes_.front()); }
    SolvedValue value_after(const Edge& edge) const {
        if (edge.next < 0) return edge.fixed;
        return nodes_[edge.next].value.value_or(SolvedValue{Outcome::draw, 0});
    }

    // Without a position the game has seen twice, the table is exact for every position.
    void take_the_table() {
        for (Node& node : nodes_) node.value = node.table;
    }

    // Backwards from the fixed values, by rounds of distance: in round d a position is won if a
    // move leads to a position lost in d - 1 plies at most, lost if every move leads to a position
    // won in d - 1 at most; what no round decides is a draw. The rounds go past the longest fixed
    // distance plus two plies for each position of the stretch, beyond which nothing can change.
    void solve() {
        int last_round = 1;
        for (const Node& node : nodes_)
            for (const Edge& edge : edges_of(node))
                if (edge.next < 0) last_round = std::max(last_round, edge.fixed.plies + 1);
        last_round += 2 * static_cast<int>(nodes_.size()) + 1;
        for (int round = 1; round <= last_round; ++round) {
            for (Node& node : nodes_) {
                if (node.value || node.edge_count == 0) continue;
                int quickest_loss = -1, longest_win = -1;
                bool all_won = true;
                for (const Edge& edge : edges_of(node)) {
                    const std::optional<SolvedValue> after =
                        edge.next < 0 ? std::optional<SolvedValue>(edge.fixed) : nodes_[edge.next].value;
                    const bool known = after && after->plies <= round - 1;
                    if (known && after->outcome == Outcome::loss && (quickest_loss < 0 || after->plies < quickest_loss))
                        quickest_loss = after->plies;
                    if (known && after->outcome == Outcome::win) longest_win = std::max(longest_win, after->plies);
                    all_won &= known && after->outcome == Outcome::win;
                }
                if (quickest_loss >= 0)
                    node.value = SolvedValue{Outcome::win, quickest_loss + 1};
                else if (all_won)
                    node.value = SolvedValue{Outcome::loss, longest_win + 1};
            }
        }
    }

private:
    // Depth first, so that the moves made on the board from the game's position to this one are a
    // path without repeats: the board's occurrence count of a position first reached is then its
    // count in the game's history plus this arrival.
    void expand(int id) {
        MoveList moves;
        solution_.generate(board_, moves);
        // Gathered here, then stored together: the positions explored meanwhile store theirs first.
        std::array<Edge, most_moves> edges;
        std::size_t count = 0;
        for (const BoardMove move : moves) {
            board_.make(move);
            const auto edge = edge_to_board(move);
            board_.unmake();
            if (!edge) complete_ = false;
            if (!complete_) return;
            edges[count++] = *edge;
        }
        nodes_[id].first_edge = static_cast<std::uint32_t>(edges_.size());
        nodes_[id].edge_count = static_cast<std::uint32_t>(count);
        edges_.insert(edges_.end(), edges.begin(), edges.begin() + static_cast<std::ptrdiff_t>(count));
    }

    // The move just made on the board; none when the table lacks the position it leads to.
    std::optional<Edge> edge_to_board(BoardMove move) {
        Edge edge{move, -1, {}};
        const GameStatus status = board_.status();
        const auto index = GrecPositionIndex::index_of(board_);
        const auto table = index ? solution_.value(*index) : std::nullopt;
        if (status.state == GameState::win) {
            edge.fixed = {status.winner == board_.side_to_move() ? Outcome::win : Outcome::loss, 0};
        } else if (!table) {
            return std::nullopt;
        } else if (!sideways(move)) {
            edge.fixed = *table;
        } else {
            const auto known = std::find_if(nodes_.begin(), nodes_.end(), [&](const Node& node) { return node.index == *index; });
            if (known != nodes_.end()) {
                edge.next = static_cast<int>(known - nodes_.begin());
                if (known->third_time) edge = {move, -1, {Outcome::draw, 0}};
            } else if (board_.occurrences() >= 3) {
                nodes_.push_back({*index, true, table, 0, 0, {}});
                edge.fixed = {Outcome::draw, 0};
            } else {
                nodes_.push_back({*index, false, table, 0, 0, {}});
                edge.next = static_cast<int>(nodes_.size()) - 1;
                expand(edge.next);
            }
        }
        return edge;
    }

    GrecPosition board_;  // with the game's history: repetitions count
    const GrecSolution& solution_;
    std::vector<Node> nodes_;
    std::vector<Edge> edges_;
    bool complete_ = true;
};

}  // namespace

std::optional<std::vector<GrecMoveValue>> grec_move_values(const GrecPosition& position) {
    return grec_move_values(position, GrecSolution::shared(position.goals()));
}

std::optional<std::vector<GrecMoveValue>> grec_move_values(const GrecPosition& position, const GrecSolution& solution) {
    if (position.goals() != solution.goals()) return std::nullopt;
    Stretch stretch(position, solution);
    if (!stretch.complete()) return std::nullopt;
    if (stretch.any_third_time())
        stretch.solve();
    else
        stretch.take_the_table();
    std::vector<GrecMoveValue> values;
    for (const Edge& edge : stretch.root_edges()) values.push_back({edge.move, for_mover(stretch.value_after(edge))});
    return values;
}

}  // namespace petteia::engine
