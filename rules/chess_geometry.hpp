#pragma once
// Where Petteia chess pieces can go from each square of the 10×10 board, computed once: the King's
// and the Horse's targets, the eight rays of the line pieces, and the Snake's winding paths. Square
// index = rank * 10 + file, rank 0 being White's back rank.
#include <array>
#include <cstdint>

#include "rules/types.hpp"

namespace petteia::chess {

inline constexpr int board_size = 10;
inline constexpr int square_count = board_size * board_size;

constexpr int file_of(int square) { return square % board_size; }
constexpr int rank_of(int square) { return square / board_size; }
// One rank towards the far side, as a square offset: White moves up the board, Black down.
constexpr int forward(Side side) { return side == Side::first ? board_size : -board_size; }

// A fixed-capacity list of square indices.
template <std::size_t Capacity>
struct SquareList {
    std::array<std::uint8_t, Capacity> squares{};
    std::uint8_t size = 0;
    const std::uint8_t* begin() const { return squares.data(); }
    const std::uint8_t* end() const { return squares.data() + size; }
};

// One of the Snake's winding paths: a diagonal step, a diagonal step at right angles to it, and a
// third step parallel to the first. It passes over `bends` (where it may stop only to capture) and
// ends on `end`. A path exists only when all three squares are on the board.
struct SnakePath {
    std::array<std::uint8_t, 2> bends{};
    std::uint8_t end = 0;
};

struct SquareGeometry {
    SquareList<8> king;    // the eight neighbours
    SquareList<8> horse;   // the (1,2) leaps
    // The rays, nearest square first: 0–3 along ranks and files, 4–7 along diagonals.
    std::array<SquareList<9>, 8> rays;
    std::array<SnakePath, 8> snake_paths;
    std::uint8_t snake_path_count = 0;
    // Every square a Snake here attacks (bends and ends of its paths, each once).
    SquareList<16> snake_targets;
    // The squares from which a Snake attacks this one (the converse of snake_targets).
    SquareList<16> snake_attackers;
};

// The geometry of every square, built on first use.
const std::array<SquareGeometry, square_count>& geometry();

}  // namespace petteia::chess
