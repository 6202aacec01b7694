// Petteia behind the Game interface: its variant descriptions and its own reasons to refuse a move.
#include "rules/petteia_game.hpp"

#include "rules/notation.hpp"
#include "rules/position_game.hpp"

namespace petteia {

namespace {

VariantInfo petteia_variant(int size) {
    const std::string side = std::to_string(size);
    return {"petteia-" + side + "x" + side,
            size,
            size,
            {"light", "dark"},
            {{"pessos", {'L', 'D'}, {"Piece", "Pion", "Πεσσός"}}},
            true,
            true,
            {},
            {"Petteia " + side + "×" + side, "Petteia " + side + "×" + side, "Πεττεία " + side + "×" + side},
            size == 6 ? "C1-C3" : "D1-D4",
            {"placement", "to_move", "quiet_plies"},
            {EndReason::pieces, EndReason::no_moves, EndReason::repetition, EndReason::quiet_moves},
            {},
            {"petteia", {"Petteia", "Petteia", "Πεττεία"}, {side + "×" + side, side + "×" + side, side + "×" + side}}};
}

}  // namespace

const VariantInfo& petteia_variant_info(int size) {
    static const VariantInfo six = petteia_variant(6);
    static const VariantInfo eight = petteia_variant(8);
    return size == 6 ? six : eight;
}

// Called after the shared checks: both squares on the board, an own piece moving to an empty square.
std::optional<MoveError> explain_illegal(const PetteiaPosition& position, const Move& move) {
    if (move.promotion) return MoveError{MoveErrorCode::illegal, "Petteia pieces never change kind"};
    if (move.from.file != move.to.file && move.from.rank != move.to.rank)
        return MoveError{MoveErrorCode::not_straight, "a piece moves along its rank or its file, like a rook"};
    const int file_step = (move.to.file > move.from.file) - (move.to.file < move.from.file);
    const int rank_step = (move.to.rank > move.from.rank) - (move.to.rank < move.from.rank);
    for (Square on = move.from;;) {
        on.file = static_cast<std::uint8_t>(on.file + file_step);
        on.rank = static_cast<std::uint8_t>(on.rank + rank_step);
        if (on == move.to) return std::nullopt;
        if (position.occupied() & PetteiaPosition::bit(PetteiaPosition::square_index(on)))
            return MoveError{MoveErrorCode::blocked, "the way from " + square_name(move.from) + " to " +
                                                         square_name(move.to) + " is blocked at " + square_name(on)};
    }
}

std::unique_ptr<Game> make_petteia_game(int size) {
    return std::make_unique<PositionGame<PetteiaPosition>>(petteia_variant_info(size), PetteiaPosition(size));
}

std::unique_ptr<Game> make_petteia_game(int size, const PositionSetup& setup) {
    const VariantInfo& variant = petteia_variant_info(size);
    bits::Bitboard pieces[2] = {0, 0};
    for (int rank = 0; rank < size; ++rank)
        for (int file = 0; file < size; ++file)
            if (const auto& piece = setup.at({static_cast<std::uint8_t>(file), static_cast<std::uint8_t>(rank)}, size))
                pieces[index_of(piece->side)] |= bits::bit(bits::index_of(file, rank));
    return std::make_unique<PositionGame<PetteiaPosition>>(
        variant, PetteiaPosition(size, pieces[0], pieces[1], setup.to_move, setup.quiet_plies));
}

}  // namespace petteia
