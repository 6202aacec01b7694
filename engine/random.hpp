#pragma once
// Seeded pseudo-random numbers (splitmix64): the engine's only source of chance, so that a seed
// decides every choice and a game can be replayed.
#include <cstdint>

#include "rules/zobrist.hpp"

namespace petteia::engine {

// The same generator as the rules' Zobrist keys, one definition for both.
inline std::uint64_t next_random(std::uint64_t& state) { return zobrist::splitmix64(state); }

// Uniform enough in [0, bound) for bounds far below 2^32.
inline std::uint64_t random_below(std::uint64_t& state, std::uint64_t bound) { return next_random(state) % bound; }

}  // namespace petteia::engine
