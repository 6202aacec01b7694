#include "rules/game.hpp"

#include "rules/notation.hpp"

namespace petteia {

Expected<PlayedMove, MoveError> Game::play(std::string_view text) {
    auto move = parse_move(text, variant());
    if (!move) return unexpected(move.error());
    return play(*move);
}

}  // namespace petteia
