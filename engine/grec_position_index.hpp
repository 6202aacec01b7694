#pragma once
// A dense numbering of the Le Grec positions a game can reach: nothing is ever captured, so every
// one has seven pieces a side and two empty squares. Numbering the black squares among 16, the
// white ones among the 9 left, and the side to move gives 11,440 × 36 × 2 = 823,680 numbers with
// no gaps, so that a solved table is a plain array indexed by this number.
#include <cstdint>
#include <optional>

#include "rules/grec_position.hpp"

namespace petteia::engine {

struct GrecPlacement {
    GrecPosition::Bitboard black = 0;
    GrecPosition::Bitboard white = 0;
    Side to_move = Side::first;
};

class GrecPositionIndex {
public:
    static constexpr int pieces_per_side = 7;
    static constexpr std::uint32_t black_set_count = 11'440;  // 16 choose 7
    static constexpr std::uint32_t white_set_count = 36;      // 9 choose 7
    static constexpr std::uint32_t size = black_set_count * white_set_count * 2;

    // None when the placement is not seven pieces a side on distinct squares.
    static std::optional<std::uint32_t> index_of(const GrecPlacement& placement);
    static std::optional<std::uint32_t> index_of(const GrecPosition& position) {
        return index_of(GrecPlacement{position.pieces(Side::first), position.pieces(Side::second), position.side_to_move()});
    }
    // Precondition: index < size.
    static GrecPlacement placement_of(std::uint32_t index);
};

}  // namespace petteia::engine
