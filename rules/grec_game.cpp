// Le Grec behind the Game interface: its variant description and its own reasons to refuse a move.
#include "rules/grec_game.hpp"

#include <algorithm>
#include <cstdlib>

#include "rules/notation.hpp"
#include "rules/position_game.hpp"

namespace petteia {

const VariantInfo& grec_variant_info() {
    // The goal ranks are GrecPosition::target_half's (checked by tests/rules/grec_test.cpp).
    static const VariantInfo grec{"grec",
                                  4,
                                  4,
                                  {"black", "white"},
                                  {{"pebble", {'B', 'W'}, {"Piece", "Pion"}}},
                                  false,
                                  false,
                                  {{{2, 3}, {0, 1}}},
                                  {"Le Grec", "Le Grec"},
                                  "A2-A3",
                                  {"placement", "to_move"},
                                  {EndReason::arrived, EndReason::no_moves, EndReason::repetition},
                                  {}};
    return grec;
}

// Called after the shared checks: both squares on the board, an own piece moving to an empty square.
std::optional<MoveError> explain_illegal(const GrecPosition& position, const Move& move) {
    if (move.promotion) return MoveError{MoveErrorCode::illegal, "Le Grec pieces never change kind"};
    const int forward = position.side_to_move() == Side::first ? 1 : -1;
    const int ahead = (move.to.rank - move.from.rank) * forward;
    const int across = move.to.file - move.from.file;
    if (ahead < 0) return MoveError{MoveErrorCode::backward, "pieces never move backwards"};
    const int distance = std::max(ahead, std::abs(across));
    if ((ahead != 0 && ahead != distance) || (across != 0 && std::abs(across) != distance))
        return MoveError{MoveErrorCode::not_straight,
                         "a piece moves forward, diagonally forward or sideways, in a straight line"};
    if (distance > 2) return MoveError{MoveErrorCode::too_far, "a piece steps one square or jumps over one piece"};
    if (distance == 1) return std::nullopt;
    const Square over{static_cast<std::uint8_t>(move.from.file + across / 2),
                      static_cast<std::uint8_t>(move.from.rank + (move.to.rank - move.from.rank) / 2)};
    const auto bit = GrecPosition::bit(GrecPosition::square_index(over));
    if (position.pieces(position.side_to_move()) & bit)
        return MoveError{MoveErrorCode::jump_over_own,
                         "a piece may jump only over an opponent's piece, not over its own on " + square_name(over)};
    if (!(position.occupied() & bit))
        return MoveError{MoveErrorCode::jump_over_nothing,
                         "a two-square move must jump over an opponent's piece, and " + square_name(over) + " is empty"};
    return std::nullopt;
}

std::unique_ptr<Game> make_grec_game() {
    return std::make_unique<PositionGame<GrecPosition>>(grec_variant_info(), GrecPosition());
}

std::unique_ptr<Game> make_grec_game(const PositionSetup& setup) {
    GrecPosition::Bitboard pieces[2] = {0, 0};
    for (int index = 0; index < GrecPosition::squares; ++index)
        if (const auto& piece = setup.squares[index])
            pieces[index_of(piece->side)] |= GrecPosition::bit(index);
    return std::make_unique<PositionGame<GrecPosition>>(grec_variant_info(),
                                                        GrecPosition(pieces[0], pieces[1], setup.to_move));
}

}  // namespace petteia
