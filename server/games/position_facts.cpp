#include "server/games/position_facts.hpp"

namespace petteia::server {

std::vector<std::string> square_names(const Game& game, const std::vector<Square>& squares) {
    std::vector<std::string> names;
    names.reserve(squares.size());
    for (Square square : squares) names.push_back(game.square_text(square));
    return names;
}

namespace {

// `names` becomes the squares' names, in the memory it has.
void name_squares(std::vector<std::string>& names, const Game& game, const std::vector<Square>& squares) {
    names.clear();
    for (Square square : squares) names.push_back(game.square_text(square));
}

}  // namespace

const PositionFacts::Facts& PositionFacts::of(const Game& game) const {
    if (known_) return facts_;
    const std::vector<Move> legal = game.legal_moves();
    facts_.legal.clear();
    facts_.legal.reserve(legal.size());
    for (const Move& move : legal) facts_.legal.push_back(game.move_text(move));
    name_squares(facts_.in_check, game, game.checked_kings());
    for (Side side : {Side::first, Side::second}) {
        name_squares(facts_.threatened[index_of(side)], game, game.threatened(side));
        facts_.special_moves[index_of(side)] = game.special_moves_left(side);
    }
    known_ = true;
    return facts_;
}

}  // namespace petteia::server
