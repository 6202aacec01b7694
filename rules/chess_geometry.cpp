#include "rules/chess_geometry.hpp"

#include <algorithm>

namespace petteia::chess {

namespace {

bool on_board(int file, int rank) { return file >= 0 && file < board_size && rank >= 0 && rank < board_size; }
std::uint8_t index(int file, int rank) { return static_cast<std::uint8_t>(rank * board_size + file); }

template <std::size_t Capacity>
void add_once(SquareList<Capacity>& list, std::uint8_t square) {
    if (std::find(list.begin(), list.end(), square) == list.end()) list.squares[list.size++] = square;
}

std::array<SquareGeometry, square_count> build() {
    std::array<SquareGeometry, square_count> all{};
    constexpr std::array<std::array<int, 2>, 8> directions{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
    constexpr std::array<std::array<int, 2>, 8> leaps{{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
    for (int square = 0; square < square_count; ++square) {
        SquareGeometry& g = all[static_cast<std::size_t>(square)];
        const int f = file_of(square), r = rank_of(square);
        for (const auto& [df, dr] : directions)
            if (on_board(f + df, r + dr)) add_once(g.king, index(f + df, r + dr));
        for (const auto& [df, dr] : leaps)
            if (on_board(f + df, r + dr)) add_once(g.horse, index(f + df, r + dr));
        for (std::size_t d = 0; d < directions.size(); ++d) {
            const auto [df, dr] = directions[d];
            for (int step = 1; on_board(f + step * df, r + step * dr); ++step)
                g.rays[d].squares[g.rays[d].size++] = index(f + step * df, r + step * dr);
        }
        // From (0,0) the path starting towards (dx,dy) bends either through (2dx,0) to (3dx,dy) or
        // through (0,2dy) to (dx,3dy).
        for (const int dx : {1, -1}) {
            for (const int dy : {1, -1}) {
                const std::array<std::array<int, 4>, 2> turns{{{2 * dx, 0, 3 * dx, dy}, {0, 2 * dy, dx, 3 * dy}}};
                for (const auto& [bf, br, ef, er] : turns) {
                    if (!on_board(f + dx, r + dy) || !on_board(f + bf, r + br) || !on_board(f + ef, r + er)) continue;
                    SnakePath& path = g.snake_paths[g.snake_path_count++];
                    path.bends = {index(f + dx, r + dy), index(f + bf, r + br)};
                    path.end = index(f + ef, r + er);
                    add_once(g.snake_targets, path.bends[0]);
                    add_once(g.snake_targets, path.bends[1]);
                    add_once(g.snake_targets, path.end);
                }
            }
        }
    }
    for (int square = 0; square < square_count; ++square)
        for (const std::uint8_t target : all[static_cast<std::size_t>(square)].snake_targets)
            add_once(all[target].snake_attackers, static_cast<std::uint8_t>(square));
    return all;
}

}  // namespace

const std::array<SquareGeometry, square_count>& geometry() {
    static const std::array<SquareGeometry, square_count> all = build();
    return all;
}

}  // namespace petteia::chess
