#include "rules/game.hpp"

#include "rules/notation.hpp"

namespace petteia {

std::string Game::move_text(const Move& move) const { return petteia::move_text(move, variant()); }

Expected<Move, MoveError> Game::parse_move(std::string_view text) const { return petteia::parse_move(text, variant()); }

std::string Game::square_text(Square square) const { return square_name(square); }

Expected<PlayedMove, MoveError> Game::play(std::string_view text) {
    auto move = parse_move(text);
    if (!move) return unexpected(move.error());
    return play(*move);
}

}  // namespace petteia
