#include "engine/exercises/difficulty.hpp"

#include <algorithm>

namespace petteia::engine::exercises {

int capture_difficulty(const Game& game, const CaptureFacts& facts) {
    const VariantInfo& variant = game.variant();
    int pieces = 0;
    for (int rank = 0; rank < variant.height; ++rank)
        for (int file = 0; file < variant.width; ++file)
            pieces += game.piece_at({static_cast<std::uint8_t>(file), static_cast<std::uint8_t>(rank)}).has_value();
    const int starting_pieces = 2 * variant.width;  // a full rank a side
    const bool crowded = 100 * pieces >= 85 * starting_pieces;
    // A single capture of a single piece is the one idea a first exercise teaches; taking two at once is the next.
    return std::min(3, 1 + (facts.most >= 2 ? 1 : 0) + (facts.other_capturing_moves > 0 ? 1 : 0) + (crowded ? 1 : 0));
}

int defence_difficulty(const DefenceFacts& facts, const Move& solution) {
    const bool retreat = std::find(facts.threatened.begin(), facts.threatened.end(), solution.from) !=
                         facts.threatened.end();
    return 1 + (facts.threatened.size() >= 2 ? 1 : 0) + (retreat ? 0 : 1);
}

int finish_difficulty(Game& game, int solver_moves, const Move& first) {
    bool quiet = true;
    int decoys = 0;
    for (const MoveCapture& entry : captures_by_move(game)) {
        if (entry.move == first)
            quiet = entry.captured == 0;
        else if (entry.captured > 0)
            ++decoys;
    }
    return std::clamp(solver_moves + (quiet || decoys > 0 ? 1 : 0), 1, 3);
}

}  // namespace petteia::engine::exercises
