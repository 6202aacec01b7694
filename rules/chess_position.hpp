#pragma once
// A Petteia chess position (../shared/rules/petteia-chess.md): a mailbox of 100 squares, each
// side's King square, the Sacrifice flags, the en-passant square and the quiet-ply count, with an
// undo stack. Moves are generated square by square and kept when they leave the mover's King safe,
// which is checked on a copy of the board (100 bytes), so generation stays const.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "rules/chess_geometry.hpp"
#include "rules/repetition.hpp"
#include "rules/types.hpp"

namespace petteia::chess {

// The piece kinds, in the order of the variant's piece_kinds (VariantInfo).
enum Kind : std::uint8_t { king, minister, elephant, snake, camel, horse, pawn };
inline constexpr int kind_count = 7;

// A square's content: 0 empty, else 1 + kind, plus 8 for Black.
using Code = std::uint8_t;
inline constexpr Code empty = 0;
constexpr Code code_of(Side side, Kind kind) { return static_cast<Code>(1 + kind + (side == Side::second ? 8 : 0)); }
constexpr Kind kind_of(Code code) { return static_cast<Kind>((code & 7) - 1); }
constexpr Side side_of(Code code) { return code & 8 ? Side::second : Side::first; }

struct ChessMove {
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    std::uint8_t promotion = 0;  // 1 + the kind a pawn becomes; 0 for no promotion
    friend bool operator==(const ChessMove&, const ChessMove&) = default;
};

class ChessMoveList {
public:
    // Enough for any position: 20 line pieces and promotions included (checked in push by the tests).
    static constexpr std::size_t capacity = 640;
    void push(ChessMove move) { moves_[size_++] = move; }
    std::size_t size() const { return size_; }
    const ChessMove* begin() const { return moves_.data(); }
    const ChessMove* end() const { return moves_.data() + size_; }

private:
    std::array<ChessMove, capacity> moves_;
    std::size_t size_ = 0;
};

// Everything a position holds besides the pieces, as position text writes it.
struct ChessState {
    Side to_move = Side::first;
    std::array<bool, 2> sacrifice{true, true};  // each side's Sacrifice still available
    std::optional<int> en_passant;              // the square a pawn just skipped, when an enemy pawn could take it
    int quiet_plies = 0;                         // since the last capture, pawn move or Sacrifice
};

class ChessPosition {
public:
    using Board = std::array<Code, square_count>;

    // Needs exactly one King a side; `state.en_passant` is kept only when a capture there is possible.
    ChessPosition(const Board& board, const ChessState& state);
    static ChessPosition start();

    const Board& board() const { return board_; }
    const ChessState& state() const { return state_; }
    Side side_to_move() const { return state_.to_move; }
    int quiet_plies() const { return state_.quiet_plies; }
    std::uint64_t hash() const { return repetitions_.current(); }
    int occurrences() const { return repetitions_.occurrences(); }
    int king_square(Side side) const { return kings_[index_of(side)]; }
    bool in_check(Side side) const { return attacked(board_, kings_[index_of(side)], opponent(side)); }

    // The legal moves of the side to move (promotions once per piece kind).
    void generate(ChessMoveList& moves) const;
    // The moves that follow the pieces' paths, before the King's safety is checked.
    void generate_pseudo(ChessMoveList& moves) const;
    std::size_t count_moves() const;
    bool is_legal(const ChessMove& move) const;
    // What a legal move does: a capture (en passant included) or a Sacrifice.
    bool is_capture(const ChessMove& move) const;
    bool is_sacrifice(const ChessMove& move) const;

    void make(const ChessMove& move);
    void unmake();
    // The square emptied by the last move's capture or Sacrifice, if any.
    std::optional<int> last_captured() const;

    GameStatus status() const;
    // Over for a reason other than having no move (repetition, the 100-ply rule): for perft.
    bool ended_before_moves() const;
    // Pieces of `side` that the other side could take with a legal move if it were its turn.
    std::vector<int> threatened(Side side) const;

    // Whether `by` attacks `square` on `board` (any piece that could capture there, pins ignored).
    static bool attacked(const Board& board, int square, Side by);

private:
    struct Undo {
        ChessMove move;
        Code moved = empty;
        Code captured = empty;
        int captured_square = -1;
        ChessState state;
    };

    // The board after `move`, for the safety check.
    Board board_after(const ChessMove& move) const;
    std::uint64_t compute_hash() const;
    // The en-passant square after a two-step to `to` (passing `skipped`), if an enemy pawn could take.
    std::optional<int> en_passant_after(int skipped, int to, Side mover) const;

    Board board_{};
    ChessState state_;
    std::array<int, 2> kings_{};
    std::vector<Undo> undo_;
    RepetitionHistory repetitions_;
};

}  // namespace petteia::chess
