// Le Grec behind the Game interface: its variant description and its own reasons to refuse a move.
#include "rules/grec_game.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "rules/notation.hpp"
#include "rules/position_game.hpp"

namespace petteia {

namespace {

// The goal squares as the catalogue lists them, from the goals the position checks: by file, then rank.
std::array<std::vector<Square>, 2> goal_squares(const GrecGoals& goals) {
    std::array<std::vector<Square>, 2> squares;
    for (const Side side : {Side::first, Side::second}) {
        auto& list = squares[index_of(side)];
        for (int index = 0; index < GrecPosition::squares; ++index)
            if (goals.of(side) & GrecPosition::bit(index)) list.push_back(GrecPosition::square_of(index));
        std::sort(list.begin(), list.end());
    }
    return squares;
}

VariantInfo grec_info(std::string name, LocalText title, LocalText choice, const GrecGoals& goals) {
    return {std::move(name),
            4,
            4,
            {"black", "white"},
            {{"pebble", {'B', 'W'}, {"Piece", "Pion", "Πιόνι"}}},
            false,
            false,
            goal_squares(goals),
            std::move(title),
            "A2-A3",
            {"placement", "to_move"},
            {EndReason::arrived, EndReason::no_moves, EndReason::repetition},
            {},
            {"grec", {"Le Grec", "Le Grec", "Le Grec"}, std::move(choice)}};
}

const VariantInfo& info_of(const GrecGoals& goals) {
    return goals == grec_mirror_goals ? grec_mirror_variant_info() : grec_variant_info();
}

}  // namespace

const VariantInfo& grec_variant_info() {
    static const VariantInfo grec = grec_info("grec", {"Le Grec", "Le Grec", "Le Grec"}, {"Either half", "Moitié libre", "Ελεύθερη άφιξη"}, grec_half_goals);
    return grec;
}

const VariantInfo& grec_mirror_variant_info() {
    static const VariantInfo mirror =
        grec_info("grec-mirror", {"Le Grec, mirror arrival", "Le Grec, arrivée en miroir", "Le Grec, κατοπτρική άφιξη"},
                  {"Mirror arrival", "Arrivée en miroir", "Κατοπτρική άφιξη"}, grec_mirror_goals);
    return mirror;
}

std::optional<GrecGoals> grec_goals_of(std::string_view variant) {
    if (variant == grec_variant_info().name) return grec_half_goals;
    if (variant == grec_mirror_variant_info().name) return grec_mirror_goals;
    return std::nullopt;
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

std::unique_ptr<Game> make_grec_game(const GrecGoals& goals) {
    return std::make_unique<PositionGame<GrecPosition>>(info_of(goals), GrecPosition(goals));
}

std::unique_ptr<Game> make_grec_game(const PositionSetup& setup, const GrecGoals& goals) {
    GrecPosition::Bitboard pieces[2] = {0, 0};
    for (int index = 0; index < GrecPosition::squares; ++index)
        if (const auto& piece = setup.squares[index])
            pieces[index_of(piece->side)] |= GrecPosition::bit(index);
    return std::make_unique<PositionGame<GrecPosition>>(info_of(goals),
                                                        GrecPosition(pieces[0], pieces[1], setup.to_move, goals));
}

}  // namespace petteia
