#pragma once
// What the search needs from each variant's position, beyond make/unmake and generate: the game's
// end as a score, captures, evaluation and the key of the transposition table. One overload set
// per position class keeps the search itself a single template.
#include <optional>

#include "engine/engine.hpp"
#include "engine/grec_eval.hpp"
#include "engine/petteia_eval.hpp"
#include "rules/grec_position.hpp"
#include "rules/petteia_position.hpp"

namespace petteia::engine {

// A loss for the side to move `ply` plies from the root (nearer losses are worse).
constexpr int loss_in(int ply) { return -(win_score - ply); }

// The score of a finished game for the side to move, in the rules' order. `ply` > 0: a position
// seen before within the reversible stretch counts as a draw already (whoever can repeat once can
// repeat again), so the search neither walks into a repetition when better nor misses one when worse.
inline std::optional<int> game_end_score(const PetteiaPosition& position, int ply) {
    const Side us = position.side_to_move();
    if (bits::count(position.pieces(us)) <= 1) return loss_in(ply);
    if (!position.has_moves(us)) return loss_in(ply);
    const int occurrences = position.occurrences();
    if (occurrences >= 3 || (ply > 0 && occurrences >= 2)) return 0;
    if (position.quiet_plies() >= 100) return 0;
    return std::nullopt;
}

inline std::optional<int> game_end_score(const GrecPosition& position, int ply) {
    if (has_arrived(position, opponent(position.side_to_move()))) return loss_in(ply);
    if (position.count_moves() == 0) return loss_in(ply);
    const int occurrences = position.occurrences();
    if (occurrences >= 3 || (ply > 0 && occurrences >= 2)) return 0;
    return std::nullopt;
}

// Captures after a last check that the game has not ended: only pieces and moves can end it then
// (a capture is irreversible and resets the quiet-ply count).
inline std::optional<int> end_after_capture_score(const PetteiaPosition& position, int ply) {
    const Side us = position.side_to_move();
    if (bits::count(position.pieces(us)) <= 1 || !position.has_moves(us)) return loss_in(ply);
    return std::nullopt;
}
inline std::optional<int> end_after_capture_score(const GrecPosition&, int) { return std::nullopt; }

inline void generate_captures(const GrecPosition&, MoveList&) {}
inline int captures_of(const GrecPosition&, BoardMove) { return 0; }

// The hash, told apart by the quiet-ply count once it starts to matter to the evaluation.
inline std::uint64_t table_key(const PetteiaPosition& position, const PetteiaWeights& weights) {
    const int quiet = position.quiet_plies();
    if (quiet <= weights.quiet_fade_start) return position.hash();
    return position.hash() ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(quiet));
}
inline std::uint64_t table_key(const GrecPosition& position, const GrecWeights&) { return position.hash(); }

template <class Position>
struct WeightsOf;
template <>
struct WeightsOf<PetteiaPosition> {
    using type = PetteiaWeights;
    static constexpr const PetteiaWeights& defaults = default_petteia_weights;
};
template <>
struct WeightsOf<GrecPosition> {
    using type = GrecWeights;
    static constexpr const GrecWeights& defaults = default_grec_weights;
};

}  // namespace petteia::engine
