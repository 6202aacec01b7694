#include "server/games/position_facts.hpp"

namespace petteia::server {

std::vector<std::string> square_names(const Game& game, const std::vector<Square>& squares) {
    std::vector<std::string> names;
    names.reserve(squares.size());
    for (Square square : squares) names.push_back(game.square_text(square));
    return names;
}

const PositionFacts::Facts& PositionFacts::of(const Game& game) const {
    if (facts_) return *facts_;
    Facts facts;
    for (const Move& move : game.legal_moves()) facts.legal.push_back(game.move_text(move));
    facts.in_check = square_names(game, game.checked_kings());
    for (Side side : {Side::first, Side::second}) {
        facts.threatened[index_of(side)] = square_names(game, game.threatened(side));
        facts.special_moves[index_of(side)] = game.special_moves_left(side);
    }
    return facts_.emplace(std::move(facts));
}

}  // namespace petteia::server
