#pragma once
// The four questions Le Grec's original text leaves open, answered from the solved table
// (grec_solver.hpp): should you jump as much as possible, does one player have a winning strategy,
// how many pieces can the loser have left outside the target, are draws possible. The site's
// answers page shows these figures and `petteia answers` prints them (engine/README.md, "Le Grec
// solved", says what each one counts).
#include <array>
#include <cstdint>

#include "engine/grec_solver.hpp"
#include "rules/grec_position.hpp"

namespace petteia::engine {

struct GrecAnswers {
    // Should you jump as much as possible? Over the unfinished positions reachable from the start.
    struct Jumps {
        std::uint64_t positions = 0;           // unfinished reachable positions
        std::uint64_t with_jump = 0;           // of those, where a jump is legal
        std::uint64_t best_includes_jump = 0;  // where at least one best move is a jump
        std::uint64_t best_only_jumps = 0;     // where every best move is a jump
        std::uint64_t jump_loses_value = 0;    // where every jump is worse than the best move
        // The start's value for a side that must jump whenever it can (choosing its best jump)
        // against a perfect opponent, for Side::first and Side::second, from that side's view.
        std::array<SolvedValue, 2> always_jumping{};
    };

    // How many of the loser's pieces stand outside its own target when the game is won: by the
    // winner's arrival, or by the loser's having no move left (a blockade).
    struct Outside {
        std::uint64_t finishes = 0;              // distinct finished positions counted
        int most = 0;                            // the most pieces outside at one of them
        std::array<std::uint64_t, 8> by_count{};  // finishes with k pieces outside
    };
    struct Finishes {
        Outside arrivals;
        Outside blockades;
    };
    struct LoserOutside {
        Finishes all;  // every reachable finished position
        // Perfect play from the start until one side's first move that loses, then best play
        // (the winner quickest, the loser longest); when the start is itself decided, the finishes
        // of best play from it are counted too.
        Finishes after_one_mistake;
    };

    // Are draws possible? A game between two perfect players, each choosing the first of its best
    // moves in the rules' order with the history counted (Expert's play).
    struct PerfectGame {
        GameStatus end;
        int plies = 0;
    };

    Jumps jumps;
    LoserOutside loser_outside;
    PerfectGame perfect_game;
};

// `solution` is the unrestricted table of the game `start` belongs to; `always_jumping` the tables
// solved with Side::first, then Side::second, bound to jump whenever it can.
GrecAnswers answer_questions(const GrecPosition& start, const GrecSolution& solution,
                             const std::array<const GrecSolution*, 2>& always_jumping);

}  // namespace petteia::engine
