#pragma once
// Shared vocabulary of the reference implementations used to cross-check the rules library.
// Deliberately plain: squares are (file, rank) pairs of ints, a board is a 2D array of cells.
#include <string>
#include <tuple>
#include <vector>

namespace reference {

enum Cell : int { empty = 0, first = 1, second = 2 };

inline int other(int side) { return side == first ? second : first; }

struct Sq {
    int file = 0;
    int rank = 0;
    friend bool operator==(const Sq&, const Sq&) = default;
    // File first, then rank: the order the library promises for captured and threatened squares.
    friend bool operator<(const Sq& a, const Sq& b) {
        return std::tie(a.file, a.rank) < std::tie(b.file, b.rank);
    }
};

struct RefMove {
    Sq from;
    Sq to;
};

inline std::string square_text(Sq square) {
    return std::string(1, static_cast<char>('A' + square.file)) + std::to_string(square.rank + 1);
}

inline std::string move_text(const RefMove& move) {
    return square_text(move.from) + "-" + square_text(move.to);
}

// Position text written by hand-rolled loops, independent of the library's formatter.
template <class Board>
std::string board_text(const Board& board, int width, int height, char first_letter, char second_letter) {
    std::string text;
    for (int rank = height - 1; rank >= 0; --rank) {
        int run = 0;
        for (int file = 0; file < width; ++file) {
            int cell = board[rank][file];
            if (cell == empty) {
                ++run;
                continue;
            }
            if (run > 0) text += std::to_string(run);
            run = 0;
            text += cell == first ? first_letter : second_letter;
        }
        if (run > 0) text += std::to_string(run);
        if (rank > 0) text += '/';
    }
    return text;
}

}  // namespace reference
