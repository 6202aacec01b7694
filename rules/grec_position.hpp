#pragma once
// A Le Grec position: a 4×4 board, bit (rank * 4 + file), Black (Side::first) moving towards
// rank 4 and White towards rank 1. Make/unmake with Zobrist hashing and the repetition history.
#include <cstdint>
#include <vector>

#include "rules/move_list.hpp"
#include "rules/repetition.hpp"
#include "rules/types.hpp"

namespace petteia {

class GrecPosition {
public:
    using Bitboard = std::uint32_t;
    static constexpr int width = 4;
    static constexpr int squares = 16;

    GrecPosition();  // the starting position, Black to move
    GrecPosition(Bitboard black, Bitboard white, Side to_move);

    static constexpr int index_of(int file, int rank) { return rank * width + file; }
    static constexpr Bitboard bit(int index) { return Bitboard{1} << index; }
    static int square_index(Square square) { return index_of(square.file, square.rank); }
    static Square square_of(int index) {
        return {static_cast<std::uint8_t>(index % width), static_cast<std::uint8_t>(index / width)};
    }
    // The half a side must fill to win: ranks 3–4 for Black, ranks 1–2 for White.
    static constexpr Bitboard target_half(Side side) { return side == Side::first ? 0xFF00u : 0x00FFu; }

    Bitboard pieces(Side side) const { return pieces_[petteia::index_of(side)]; }
    Bitboard occupied() const { return pieces_[0] | pieces_[1]; }
    Side side_to_move() const { return to_move_; }
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
    bool has_arrived(Side side) const {
        return pieces(side) != 0 && (pieces(side) & ~target_half(side)) == 0;
    }

    Bitboard pieces_[2];
    Side to_move_;
    std::uint64_t hash_ = 0;
    std::vector<BoardMove> undo_;
    RepetitionHistory repetition_;
};

}  // namespace petteia
