#pragma once
// Petteia endgame tables by retrograde analysis (the metric: petteia_table_set.hpp).
//
// The tables of a v b and b v a (side to move first) are solved together, since a quiet move leads
// from one to the other; a capture leads into a smaller table (or ends the game), which must be in
// `smaller` already. So 2v2 first, then 3v2 with 2v3, then 3v3, and so on.
//
// 1. Each position's moves are generated forwards once: a capture is an exit whose value the
//    smaller table gives (read at quiet-ply count 0: a value beyond 100 plies is a draw there); the
//    quiet moves are counted. A winning capture is a win in 1; no move at all a loss in 0; only
//    losing captures a loss in 1; a drawing capture means the position is never lost.
// 2. Then backwards, ply by ply: from each position decided at n plies, its quiet predecessors
//    (the piece that just moved slid back, where it could have arrived without capturing): after a
//    loss, a win in n + 1; after a win, one quiet move fewer to refute, and a loss in n + 1 when
//    none is left. Level by level, so the winner's plies are the fewest and the loser's the most.
// 3. What is left undecided after max_table_plies is a draw.
//
// Deterministic: the same shapes and smaller tables give the same bytes.
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/petteia_table_set.hpp"

namespace petteia::engine {

// The tables movers v others and, unless they are the same, others v movers.
std::vector<std::unique_ptr<EndgameTable>> solve_tables(int size, int movers, int others, const TableLookup& smaller);

struct TableFigures {
    std::uint64_t positions = 0;
    std::uint64_t wins = 0;     // for the side to move, within 100 quiet plies
    std::uint64_t losses = 0;   // for the side to move, within 100 quiet plies (no move at all included)
    std::uint64_t draws = 0;    // everything else, the values below included
    std::uint64_t beyond_rule = 0;  // won or lost only with more than 100 quiet plies: draws by the rule
    int longest = 0;            // the most plies of a win or loss within 100
};

TableFigures table_figures(const EndgameTable& table);

}  // namespace petteia::engine
