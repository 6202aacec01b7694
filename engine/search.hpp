#pragma once
// The search over one variant's position class: negamax alpha-beta with iterative deepening,
// principal-variation search and late-move reductions, a transposition table, move ordering
// (table move, captures by size, killers, history) and a quiescence search over captures.
// One Search object serves one call of Engine::choose_move.
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/engine.hpp"
#include "engine/level_config.hpp"
#include "engine/transposition_table.hpp"
#include "engine/variant_hooks.hpp"

namespace petteia::engine {

struct SearchLimits {
    const LevelConfig& level;
    std::chrono::steady_clock::time_point deadline;
    const std::atomic<bool>& stop;
    std::uint64_t seed;                // drives the level's choices and blind spots
    std::optional<Square> focus;       // where the last move landed: what the player looks at
    // Root moves left out (analysis's second and third lines): the best of the others is searched.
    std::vector<Move> excluded = {};
};

template <class Position>
class Search {
public:
    using Weights = typename WeightsOf<Position>::type;
    using Moves = MovesOf<Position>;
    using PositionMove = typename Moves::Move;
    using List = typename Moves::List;

    Search(const Position& root, const SearchLimits& limits, TranspositionTable& table,
           const Weights& weights = WeightsOf<Position>::defaults);

    SearchResult run();

private:
    static constexpr int max_ply = 128;
    static constexpr int infinity = win_score + 1;

    struct RootMove {
        PositionMove move;
        int score;       // of the last iteration that searched it fully
        bool exact;      // whether that score is exact (not just a bound)
    };

    // The moves of one node with their ordering keys, handed out best first.
    struct ScoredMoves {
        std::array<PositionMove, List::capacity> moves;
        std::array<int, List::capacity> keys;
        std::array<bool, List::capacity> blind;   // overlooked at this level
        std::array<bool, List::capacity> capture;
        std::size_t size = 0;
        // Brings the best remaining move to position i.
        void pick(std::size_t i);
    };

    int search(int depth, int alpha, int beta, int ply, bool pv_node);
    int quiesce(int alpha, int beta, int ply, int qdepth);
    void score_moves(const List& moves, PositionMove table_move, int ply, ScoredMoves& scored) const;
    bool blind_to(PositionMove move) const;
    void check_limits();
    PositionMove choose(const std::vector<RootMove>& moves, int best) const;
    // The line the search expects after `first`: the table's best moves, followed while they are legal.
    std::vector<Move> line_after(PositionMove first);

    Position position_;
    const SearchLimits& limits_;
    TranspositionTable& table_;
    const Weights& weights_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    std::array<std::array<PositionMove, 2>, max_ply> killers_{};
    std::array<std::array<std::array<int, Moves::squares>, Moves::squares>, 2> history_{};
    std::array<bool, Moves::squares> far_from_focus_{};
};

}  // namespace petteia::engine
