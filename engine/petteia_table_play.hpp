#pragma once
// Expert's Petteia in an endgame table's position: the move read from the tables instead of
// searched. Among the legal moves it takes the quickest win (to the next capture that keeps it),
// else a draw, else the loss that lasts longest; equally good moves are drawn with the seed, as
// for Le Grec, except that among drawing moves those that leave no piece to take, then those that
// leave the opponent the most losing replies, come first. The quiet-ply count and the repetition
// history count (petteia_table_probe.hpp).
#include <cstdint>
#include <optional>

#include "engine/engine.hpp"
#include "engine/petteia_table_set.hpp"
#include "rules/petteia_position.hpp"

namespace petteia::engine {

// None when the position is not in an available table: the search decides then.
std::optional<SearchResult> perfect_table_move(const PetteiaPosition& position, std::uint64_t seed);
std::optional<SearchResult> perfect_table_move(const PetteiaPosition& position, std::uint64_t seed,
                                               const TableLookup& tables);

}  // namespace petteia::engine
