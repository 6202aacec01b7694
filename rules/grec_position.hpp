#pragma once
// A Le Grec position: a 4×4 board, bit (rank * 4 + file), Black (Side::first) moving towards
// rank 4 and White towards rank 1. Make/unmake with Zobrist hashing and the repetition history.
#include <cstdint>
#include <vector>

#include "rules/move_list.hpp"
#include "rules/repetition.hpp"
#include "rules/types.hpp"

namespace petteia {

// Where each side wins: a side has arrived when all its pieces stand within its goal squares (bit
// rank * 4 + file), for Side::first (Black) and Side::second (White). With seven goal squares, as
// in the mirror variant, that means exactly on them. The one place these sets are written down.
struct GrecGoals {
    std::uint32_t goal[2] = {0, 0};
    constexpr std::uint32_t of(Side side) const { return goal[petteia::index_of(side)]; }
    friend constexpr bool operator==(const GrecGoals&, const GrecGoals&) = default;
};

// Le Grec: the opponent's home half (Black ranks 3–4, White ranks 1–2).
inline constexpr GrecGoals grec_half_goals{{0xFF00u, 0x00FFu}};
// Le Grec, mirror arrival: exactly the squares where the other side started (Black A4, B3, B4, C3,
// C4, D3, D4; White A1, A2, B1, B2, C1, C2, D1).
inline constexpr GrecGoals grec_mirror_goals{{0xFE00u, 0x007Fu}};

class GrecPosition {
public:
    using Bitboard = std::uint32_t;
    static constexpr int width = 4;
    static constexpr int squares = 16;

    GrecPosition() : GrecPosition(grec_half_goals) {}
    explicit GrecPosition(GrecGoals goals);  // the starting position, Black to move
    GrecPosition(Bitboard black, Bitboard white, Side to_move, GrecGoals goals = grec_half_goals);

    static constexpr int index_of(int file, int rank) { return rank * width + file; }
    static constexpr Bitboard bit(int index) { return Bitboard{1} << index; }
    static int square_index(Square square) { return index_of(square.file, square.rank); }
    static Square square_of(int index) {
        return {static_cast<std::uint8_t>(index % width), static_cast<std::uint8_t>(index / width)};
    }
    // A move of two squares: a jump over an opponent's piece (a step moves one).
    static constexpr bool is_jump(BoardMove move) {
        const int files = move.from % width - move.to % width, ranks = move.from / width - move.to / width;
        return files == 2 || files == -2 || ranks == 2 || ranks == -2;
    }
    // The starting squares (bits 0–6 for Black, 9–15 for White).
    static constexpr Bitboard start_squares(Side side) { return side == Side::first ? 0x007Fu : 0xFE00u; }

    Bitboard pieces(Side side) const { return pieces_[petteia::index_of(side)]; }
    Bitboard occupied() const { return pieces_[0] | pieces_[1]; }
    Side side_to_move() const { return to_move_; }
    const GrecGoals& goals() const { return goals_; }
    // All of the side's pieces within its goal squares: the win.
    bool has_arrived(Side side) const { return pieces(side) != 0 && (pieces(side) & ~goals_.of(side)) == 0; }
    std::uint64_t hash() const { return hash_; }
    int occurrences() const { return repetition_.occurrences(); }
    // Nothing is ever captured in Le Grec.
    int quiet_plies() const { return 0; }
    Bitboard last_captured() const { return 0; }
    Bitboard threatened(Side) const { return 0; }

    void generate(MoveList& moves) const { generate_for(to_move_, moves); }
    int count_moves() const;
    void make(BoardMove move);
    void unmake();

    GameStatus status() const;
    // Over for a reason other than having no move (perft's shortcut).
    bool ended_before_moves() const { return has_arrived(opponent(to_move_)) || occurrences() >= 3; }

private:
    void generate_for(Side side, MoveList& moves) const;

    Bitboard pieces_[2];
    GrecGoals goals_;
    Side to_move_;
    std::uint64_t hash_ = 0;
    std::vector<BoardMove> undo_;
    RepetitionHistory repetition_;
};

}  // namespace petteia
