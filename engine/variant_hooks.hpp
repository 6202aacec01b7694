#pragma once
// What the search needs from each variant's position, beyond make/unmake and generate: its move
// and move-list types, the game's end as a score, checks, captures, evaluation, the level budgets
// and the key of the transposition table. One overload set per position class keeps the search
// itself a single template.
#include <cstdint>
#include <optional>

#include "engine/chess_eval.hpp"
#include "engine/engine.hpp"
#include "engine/grec_eval.hpp"
#include "engine/grec_perfect_play.hpp"
#include "engine/level_config.hpp"
#include "engine/petteia_eval.hpp"
#include "engine/petteia_table_play.hpp"
#include "rules/chess_position.hpp"
#include "rules/grec_position.hpp"
#include "rules/move_list.hpp"
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
    if (position.has_arrived(opponent(position.side_to_move()))) return loss_in(ply);
    if (position.count_moves() == 0) return loss_in(ply);
    const int occurrences = position.occurrences();
    if (occurrences >= 3 || (ply > 0 && occurrences >= 2)) return 0;
    return std::nullopt;
}

// Petteia chess: checkmate and stalemate need the legal moves, which the search generates anyway:
// no_moves_score scores them there, and the quiescence search looks for evasions when in check.
// Here: repetition, and the 100-ply rule unless the move that reached it mated.
inline std::optional<int> game_end_score(const chess::ChessPosition& position, int ply) {
    const int occurrences = position.occurrences();
    if (occurrences >= 3 || (ply > 0 && occurrences >= 2)) return 0;
    if (position.quiet_plies() >= 100) {
        if (position.count_moves() == 0 && position.in_check(position.side_to_move())) return loss_in(ply);
        return 0;
    }
    return std::nullopt;
}

// The score when the side to move has no legal move (game_end_score has ruled it out for Petteia
// and Le Grec, where it loses).
template <class Position>
int no_moves_score(const Position&, int ply) { return loss_in(ply); }
inline int no_moves_score(const chess::ChessPosition& position, int ply) {
    return position.in_check(position.side_to_move()) ? loss_in(ply) : 0;
}

// Whether the side to move must answer a check: the search then extends, and the quiescence search
// tries every evasion instead of standing pat.
template <class Position>
bool in_check(const Position&) { return false; }
inline bool in_check(const chess::ChessPosition& position) { return position.in_check(position.side_to_move()); }

// Captures after a last check that the game has not ended: only pieces and moves can end it then
// (a capture is irreversible and resets the quiet-ply count).
inline std::optional<int> end_after_capture_score(const PetteiaPosition& position, int ply) {
    const Side us = position.side_to_move();
    if (bits::count(position.pieces(us)) <= 1 || !position.has_moves(us)) return loss_in(ply);
    return std::nullopt;
}
inline std::optional<int> end_after_capture_score(const GrecPosition&, int) { return std::nullopt; }
// Petteia chess: a mate is found by the quiescence search's evasions; a stalemate after a capture is
// left to the full-width search.
inline std::optional<int> end_after_capture_score(const chess::ChessPosition&, int) { return std::nullopt; }

inline void generate_captures(const GrecPosition&, MoveList&) {}
inline int captures_of(const GrecPosition&, BoardMove) { return 0; }

// The hash, told apart by the quiet-ply count once it starts to matter to the evaluation.
template <class Position, class Weights>
    requires requires(const Weights& weights) { weights.quiet_fade_start; }
std::uint64_t table_key(const Position& position, const Weights& weights) {
    const int quiet = position.quiet_plies();
    if (quiet <= weights.quiet_fade_start) return position.hash();
    return position.hash() ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(quiet));
}
inline std::uint64_t table_key(const GrecPosition& position, const GrecWeights&) { return position.hash(); }

// The position class's own moves and move list, how many squares its moves index, how a move is
// packed into the table's 16 bits (0: no move) and how it is handed back to the Game interface.
template <class Position>
struct MovesOf {
    using Move = BoardMove;
    using List = MoveList;
    static constexpr int squares = 64;
    static Square square_of(int index) { return Position::square_of(index); }
    static std::uint16_t pack(BoardMove move) { return static_cast<std::uint16_t>(move.from | move.to << 8); }
    static BoardMove unpack(std::uint16_t code) {
        return {static_cast<std::uint8_t>(code & 0xFF), static_cast<std::uint8_t>(code >> 8)};
    }
    static petteia::Move to_game_move(BoardMove move) {
        return {Position::square_of(move.from), Position::square_of(move.to), {}};
    }
};
template <>
struct MovesOf<chess::ChessPosition> {
    using Move = chess::ChessMove;
    using List = chess::ChessMoveList;
    static constexpr int squares = chess::square_count;
    // 100 × 100 squares × 6 (no promotion, or one of the five kinds a pawn becomes: codes 2–6) < 65,536.
    static std::uint16_t pack(chess::ChessMove move) {
        const int promotion = move.promotion ? move.promotion - 1 : 0;
        return static_cast<std::uint16_t>((promotion * squares + move.from) * squares + move.to);
    }
    static chess::ChessMove unpack(std::uint16_t code) {
        const int promotion = code / (squares * squares);
        return {static_cast<std::uint8_t>(code / squares % squares), static_cast<std::uint8_t>(code % squares),
                static_cast<std::uint8_t>(promotion ? promotion + 1 : 0)};
    }
    static Square square_of(int index) {
        return {static_cast<std::uint8_t>(chess::file_of(index)), static_cast<std::uint8_t>(chess::rank_of(index))};
    }
    static petteia::Move to_game_move(chess::ChessMove move) {
        petteia::Move result{square_of(move.from), square_of(move.to), std::nullopt};
        if (move.promotion) result.promotion = static_cast<PieceKind>(move.promotion - 1);
        return result;
    }
};

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
template <>
struct WeightsOf<chess::ChessPosition> {
    using type = ChessWeights;
    static constexpr const ChessWeights& defaults = default_chess_weights;
};

// A move read from a solved game's table instead of searched: for a variant that is solved, at the
// level that plays perfectly (Le Grec's solved game, Petteia's endgame tables). None: the search
// decides (every other variant and level, and a position the table does not cover).
template <class Position>
std::optional<SearchResult> solved_move(const Position&, Level, std::uint64_t) { return std::nullopt; }
inline std::optional<SearchResult> solved_move(const GrecPosition& position, Level level, std::uint64_t seed) {
    if (level != Level::expert) return std::nullopt;
    return perfect_grec_move(position, seed);
}
// Petteia at Expert in an endgame table's position (two or three pieces a side on 6×6, two on 8×8,
// when the table files are there): the table's best move.
inline std::optional<SearchResult> solved_move(const PetteiaPosition& position, Level level, std::uint64_t seed) {
    if (level != Level::expert) return std::nullopt;
    return perfect_table_move(position, seed);
}

// Each level's budget for a position class: a Petteia chess node costs several Petteia ones.
template <class Position>
const LevelConfig& level_config_for(Level level) { return level_config(level); }
template <>
inline const LevelConfig& level_config_for<chess::ChessPosition>(Level level) { return chess_level_config(level); }

}  // namespace petteia::engine
