#pragma once
// A plain alpha-beta search through the Game interface alone, for variants without a fast position
// class the engine knows. Slow (it copies the game and allocates move lists) but sound.
#include <atomic>
#include <cstdint>

#include "engine/engine.hpp"

namespace petteia::engine {

SearchResult generic_search(const Game& game, int max_depth, std::uint64_t max_nodes, const std::atomic<bool>& stop);

}  // namespace petteia::engine
