#pragma once
// A Petteia position on bitboards (6×6 or 8×8 in one 64-bit layout) with make/unmake, incremental
// Zobrist hashing, the repetition history and the quiet-ply count. Fast and unchecked: callers pass
// moves from generate(); PetteiaGame checks moves coming from outside.
#include <cstdint>
#include <vector>

#include "rules/bitboard.hpp"
#include "rules/move_list.hpp"
#include "rules/repetition.hpp"
#include "rules/types.hpp"

namespace petteia {

class PetteiaPosition {
public:
    using Bitboard = bits::Bitboard;

    // The starting position: Light on rank 1, Dark on the last rank, Light to move.
    explicit PetteiaPosition(int size);
    // Any placement; the history starts here.
    PetteiaPosition(int size, Bitboard light, Bitboard dark, Side to_move, int quiet_plies);

    static int square_index(Square square) { return bits::index_of(square.file, square.rank); }
    static Square square_of(int index) {
        return {static_cast<std::uint8_t>(bits::file_of(index)), static_cast<std::uint8_t>(bits::rank_of(index))};
    }
    static Bitboard bit(int index) { return bits::bit(index); }

    int size() const { return size_; }
    Bitboard board() const { return board_; }
    Bitboard pieces(Side side) const { return pieces_[index_of(side)]; }
    Bitboard occupied() const { return pieces_[0] | pieces_[1]; }
    Bitboard empty() const { return board_ & ~occupied(); }
    Side side_to_move() const { return to_move_; }
    std::uint64_t hash() const { return hash_; }
    int quiet_plies() const { return quiet_plies_; }
    int occurrences() const { return repetition_.occurrences(); }
    int plies_played() const { return static_cast<int>(undo_.size()); }

    void generate(MoveList& moves) const;
    int count_moves() const { return bits::count_slides(pieces(to_move_), empty()); }
    bool has_moves(Side side) const;

    // The enemy pieces a piece of `mover` arriving on `to` sandwiches against `movers_pieces`
    // (the mover's pieces after the move, the arriving one included).
    static Bitboard captures_by_arrival(Bitboard to, Bitboard movers_pieces, Bitboard enemy_pieces);

    void make(BoardMove move);
    void unmake();
    // The captures of the last move made.
    Bitboard last_captured() const { return undo_.back().captured; }

    // Over by the rules, checked in the rules' order for the side to move.
    GameStatus status() const;
    // Over for a reason other than having no move (perft's shortcut: no moves already count 0).
    bool ended_before_moves() const {
        return bits::count(pieces(to_move_)) <= 1 || occurrences() >= 3 || quiet_plies_ >= 100;
    }

    // Pieces of `side` that the opponent could capture with one move.
    Bitboard threatened(Side side) const;

private:
    struct Undo {
        BoardMove move;
        Bitboard captured;
        int quiet_plies_before;
    };

    void reset_hash();

    int size_;
    Bitboard board_;
    Bitboard pieces_[2];
    Side to_move_;
    int quiet_plies_;
    std::uint64_t hash_ = 0;
    std::vector<Undo> undo_;
    RepetitionHistory repetition_;
};

}  // namespace petteia
