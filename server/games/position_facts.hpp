#pragma once
// What the rules derive from a game's position and the players are shown with it: the legal moves,
// the threatened pieces, the Kings in check and the special moves each side may still play.
// Computed when first asked for after a change of the position, and never carried by a copy: the
// room takes a copy of its match before each change, to go back to should the change not be stored
// (server/games/undoable_match.hpp), and that copy is rarely used, so it should cost little to take.
#include <array>
#include <string>
#include <vector>

#include "rules/game.hpp"

namespace petteia::server {

// Square names in the game's own notation ("A1"; "a0").
std::vector<std::string> square_names(const Game& game, const std::vector<Square>& squares);

class PositionFacts {
public:
    struct Facts {
        std::vector<std::string> legal;  // in the game's notation
        std::array<std::vector<std::string>, 2> threatened;
        std::vector<std::string> in_check;                     // squares of Kings in check
        std::array<std::vector<std::string>, 2> special_moves;  // once-per-game moves each side may still play
    };

    PositionFacts() = default;
    // A copy knows nothing yet: it computes the facts again if it is ever asked.
    PositionFacts(const PositionFacts&) {}
    PositionFacts& operator=(const PositionFacts&) {
        known_ = false;
        return *this;
    }
    PositionFacts(PositionFacts&&) = default;
    PositionFacts& operator=(PositionFacts&&) = default;

    // The facts of `game`'s position: always the same game, whose changes are followed by forget().
    const Facts& of(const Game& game) const;
    // The position changed. The lists keep their memory for the next position's facts: asked for
    // after every move, they would otherwise be allocated again each time (issue 41).
    void forget() { known_ = false; }

private:
    // Filled by the first question after a change: a cache, hence mutable (a match lives on one strand).
    mutable Facts facts_;
    mutable bool known_ = false;
};

}  // namespace petteia::server
