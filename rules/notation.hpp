#pragma once
// Square and move notation. Input: "D2-D4", "d2 → d4", "D2->D4" (any case, spaces around the arrow).
// Output: canonical "D2-D4", or "D2 → D4" for display.
#include <optional>
#include <string>
#include <string_view>

#include "rules/errors.hpp"
#include "rules/expected.hpp"
#include "rules/types.hpp"
#include "rules/variant_info.hpp"

namespace petteia {

std::string square_name(Square square);
// Reads "D2" or "d2". Says nothing about whether the square is on a particular board.
std::optional<Square> parse_square(std::string_view text);

// Reads a move and checks that both squares are on the variant's board (not that it is legal).
Expected<Move, MoveError> parse_move(std::string_view text, const VariantInfo& variant);

// "D2-D4"; a promotion is written "E7-E8=Q" with the piece kind's letter.
std::string move_text(const Move& move, const VariantInfo& variant);
// "D2 → D4", for people.
std::string move_display_text(const Move& move, const VariantInfo& variant);

}  // namespace petteia
