#pragma once
// Le Grec solved: every position reachable from the start, with its value for the side to move
// (win, loss or draw) and the plies to the end when both sides play best (the winner hurries, the
// loser holds out). A retrograde analysis over the positions the rules' own move generation reaches;
// positions whose result neither side can force are draws (see engine/README.md, "Le Grec solved",
// for why that is the third-occurrence rule under best play).
//
// Each set of goals (rules/grec_position.hpp: Le Grec's halves, the mirror's starting squares) is a
// game of its own with a table of its own. A position carries its goals, and is looked up in theirs.
//
// Use: GrecSolution::shared(goals) solves once per process and goal set, on first use, and is safe
// to call from any number of threads at once; the table is constant afterwards.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/grec_position_index.hpp"
#include "rules/grec_position.hpp"
#include "rules/move_list.hpp"

namespace petteia::engine {

enum class Outcome : std::uint8_t { loss, draw, win };  // for the side to move

// "loss", "draw", "win".
std::string_view outcome_name(Outcome outcome);

struct SolvedValue {
    Outcome outcome = Outcome::draw;
    int plies = 0;  // a win or loss: plies to the end with best play (0: the game is over); a draw: 0
    friend bool operator==(const SolvedValue&, const SolvedValue&) = default;
};

// The value of a move for its mover, from the value of the position it leads to.
SolvedValue for_mover(const SolvedValue& after);
// Better for the mover: a win beats a draw beats a loss; a quicker win, a longer loss.
bool better(const SolvedValue& a, const SolvedValue& b);

class GrecSolution {
public:
    struct Counts {
        std::uint64_t positions = 0;  // reachable from the start; expansion stops at finished positions
        std::uint64_t finished = 0;   // of those, positions where the game is over
        std::uint64_t wins = 0;       // for the side to move
        std::uint64_t losses = 0;     // for the side to move, the finished ones included
        std::uint64_t draws = 0;
        std::uint64_t moves = 0;      // legal moves from the unfinished positions (edges of the graph)
        int longest = 0;              // the most plies to the end of any won or lost position
    };

    // The solution for these goals, computed on the first call (under a second) and shared by every
    // later one. Le Grec's (grec_half_goals) and the mirror's (grec_mirror_goals); other goals throw
    // std::invalid_argument.
    static const GrecSolution& shared(const GrecGoals& goals = grec_half_goals);
    // Solves from scratch (the benchmark and `petteia solve` time this). `always_jumps`: that side,
    // whenever it has a jump among its legal moves, may play only jumps (still the best of them);
    // the other side is free. The reachable positions and the values are those of that game.
    static GrecSolution solve(const GrecGoals& goals = grec_half_goals, std::optional<Side> always_jumps = std::nullopt);

    // The value of the position's placement and side to move as if it had no history (repetitions
    // are the caller's to count); none for a position not reachable from the start, or with other
    // goals than the solution's.
    std::optional<SolvedValue> value(const GrecPosition& position) const;
    // By GrecPositionIndex, 0 ≤ index < index_count; none for a position not reachable.
    std::optional<SolvedValue> value(std::uint32_t index) const;
    static constexpr std::uint32_t index_count = GrecPositionIndex::size;
    // The position numbered `index` (GrecPositionIndex), with the solution's goals and no history.
    GrecPosition position_at(std::uint32_t index) const;

    const GrecGoals& goals() const { return goals_; }
    std::optional<Side> always_jumps() const { return always_jumps_; }
    // The moves the solved game allows in `position` (the rules', less the steps of a side bound to jump).
    void generate(const GrecPosition& position, MoveList& moves) const;

    const Counts& counts() const { return counts_; }
    // What the kept table weighs (the solve itself needs more while it runs: see engine/README.md).
    std::size_t table_bytes() const { return entries_.size() * sizeof(entries_[0]); }

private:
    GrecSolution() = default;

    // By GrecPositionIndex: 0 for a position not reachable; else (outcome + 1) << plies_bits | plies.
    static constexpr int plies_bits = 14;
    std::vector<std::uint16_t> entries_;
    Counts counts_;
    GrecGoals goals_ = grec_half_goals;
    std::optional<Side> always_jumps_;
};

// The value of a position in the shared solution of its own goals (see value above).
std::optional<SolvedValue> solved_value(const GrecPosition& position);

// Keeps only the jumps of `moves`, when there are any.
void keep_jumps_if_any(MoveList& moves);

}  // namespace petteia::engine
