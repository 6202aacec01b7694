#pragma once
// The finish family's proof search: can the side to move force a win within N of its own moves,
// whatever the opponent does? An AND-OR search through the Game interface (the rules decide every
// move and every end), captures tried first, the first refutation ending a node, answers memoised.
//
// The memo is keyed by the position's hash: from a position with no history, a line of five plies
// or fewer cannot bring a position back a third time, so no answer depends on the history.
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "rules/game.hpp"

namespace petteia::engine::exercises {

inline constexpr int max_finish_moves = 3;

class ForcedWin {
public:
    // Whether the side to move in `game` wins within `moves` of its own moves against any defence.
    bool wins_within(Game& game, int moves);
    // The side to move's moves that force a win within `moves`, in legal-move order.
    std::vector<Move> winning_moves(Game& game, int moves);
    // The fewest moves (1..limit) in which the side to move forces a win, if any.
    std::optional<int> fastest_win(Game& game, int limit);
    // Opponent to move, the solver having `moves` left: whether every defence loses within them.
    bool every_defence_loses(Game& game, int moves);

    // The first solver step, along any defence, where the solver has no winning move within the
    // moves left or more than one; nullopt when the winning move is unique everywhere. Along
    // `declared` (a claimed solution line), the reason pairs its move with the other winner.
    std::optional<std::string> first_ambiguity(Game& game, int moves, const std::vector<Move>& declared = {});

    // The main line [s1, d1, ..., sN]: the unique winning moves, each defence the one that holds
    // out longest (then the one that takes most, then the first in legal-move order).
    std::vector<Move> main_line(Game& game, int moves);

    // Positions looked at so far (each play counts one).
    std::uint64_t nodes() const { return nodes_; }

private:
    std::optional<std::string> ambiguity_below(Game& game, int moves, std::vector<Move>& path,
                                               const std::vector<Move>& declared);

    std::unordered_map<std::uint64_t, bool> memo_;
    std::optional<Move> refutation_[max_finish_moves + 1];  // the last defence that held, per moves left
    std::uint64_t nodes_ = 0;
};

}  // namespace petteia::engine::exercises
