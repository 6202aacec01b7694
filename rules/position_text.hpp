#pragma once
// Position text: one line, like chess FEN.
//
//   <ranks from the top rank down to rank 1, separated by '/'> <side to move> [<quiet plies>]
//
// Within a rank, files go from A rightwards; a letter is a piece (the variant's letters: Petteia
// 'L' light and 'D' dark; Le Grec 'B' black and 'W' white) and a number is that many empty squares.
// The side to move is its name ("light", "dark", "black", "white"). The quiet-ply count (plies since
// the last capture) is written for variants with the 100-ply rule and defaults to 0 when omitted.
// Example, Petteia 6×6 at the start: "DDDDDD/6/6/6/6/LLLLLL light 0".
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/errors.hpp"
#include "rules/expected.hpp"
#include "rules/types.hpp"
#include "rules/variant_info.hpp"

namespace petteia {

class Game;

struct PositionSetup {
    std::vector<std::optional<Piece>> squares;  // index rank * width + file
    Side to_move = Side::first;
    int quiet_plies = 0;

    const std::optional<Piece>& at(Square square, int width) const {
        return squares[square.rank * width + square.file];
    }
};

std::string format_position(const Game& game);
Expected<PositionSetup, TextError> parse_position(std::string_view text, const VariantInfo& variant);

}  // namespace petteia
