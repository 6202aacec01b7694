#pragma once
// Expert's Le Grec: the move read from the solved table instead of searched. Among the legal moves
// it takes the quickest win, else a draw, else the loss that lasts longest; equally good moves are
// drawn with the seed. The game's own history counts (grec_move_values.hpp): a third occurrence is
// the rules' draw, whatever the table says of the position.
#include <cstdint>
#include <optional>

#include "engine/engine.hpp"
#include "engine/grec_move_values.hpp"
#include "rules/grec_position.hpp"

namespace petteia::engine {

// None when grec_move_values has none: the search decides then.
std::optional<SearchResult> perfect_grec_move(const GrecPosition& position, std::uint64_t seed);

}  // namespace petteia::engine
