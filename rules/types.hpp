#pragma once
// The vocabulary shared by every variant and by everything outside rules/: squares, sides, pieces,
// moves and outcomes. Nothing here assumes a board size or a single kind of piece.
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace petteia {

// A square by file (0 = A) and rank (0 = rank 1). Boards are at most 26 files wide and 99 ranks high.
struct Square {
    std::uint8_t file = 0;
    std::uint8_t rank = 0;
    friend auto operator<=>(const Square&, const Square&) = default;
};

// The side that moves first is always Side::first (Light in Petteia, Black in Le Grec); each
// variant names its sides.
enum class Side : std::uint8_t { first = 0, second = 1 };

constexpr Side opponent(Side side) { return side == Side::first ? Side::second : Side::first; }
constexpr int index_of(Side side) { return static_cast<int>(side); }

// Index into the variant's list of piece kinds (Petteia and Le Grec have one; chess has several).
using PieceKind = std::uint8_t;

struct Piece {
    Side side = Side::first;
    PieceKind kind = 0;
    friend bool operator==(const Piece&, const Piece&) = default;
};

struct Move {
    Square from;
    Square to;
    // For variants with promotion: the kind the piece becomes. Absent for the others.
    std::optional<PieceKind> promotion;
    friend bool operator==(const Move&, const Move&) = default;
    // Written out because the libc++ of Debian's emscripten (the WebAssembly build) has no <=> for
    // std::optional or std::tuple: by squares, then no promotion before any promotion, then by kind.
    friend std::strong_ordering operator<=>(const Move& a, const Move& b) {
        if (const auto order = a.from <=> b.from; order != 0) return order;
        if (const auto order = a.to <=> b.to; order != 0) return order;
        if (a.promotion.has_value() != b.promotion.has_value()) return a.promotion.has_value() <=> b.promotion.has_value();
        return a.promotion ? *a.promotion <=> *b.promotion : std::strong_ordering::equal;
    }
};

// A move as it was played, with what it did to the board.
struct PlayedMove {
    Move move;
    std::vector<Square> captured;  // in file-then-rank order
    friend bool operator==(const PlayedMove&, const PlayedMove&) = default;
};

enum class GameState : std::uint8_t { ongoing, win, draw };

// Why a game ended by the rules. Resignation, time and agreement belong to the server, not here.
enum class EndReason : std::uint8_t {
    none,
    pieces,       // the loser has one piece or none
    no_moves,     // the loser, to move, has no legal move
    arrived,      // Le Grec: all the winner's pieces stand on its goal squares (the far half; in the mirror, the other side's start)
    repetition,   // third occurrence of the same position with the same side to move
    quiet_moves,  // 100 plies without a capture (in Petteia chess, nor a pawn move)
    checkmate,    // Petteia chess: the side to move is in check and has no legal move
    stalemate,    // Petteia chess: the side to move is not in check and has no legal move (a draw)
};

struct GameStatus {
    GameState state = GameState::ongoing;
    std::optional<Side> winner;
    EndReason reason = EndReason::none;
    friend bool operator==(const GameStatus&, const GameStatus&) = default;
};

std::string_view to_string(GameState state);
std::string_view to_string(EndReason reason);

}  // namespace petteia
