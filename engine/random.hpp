#pragma once
// Seeded pseudo-random numbers (splitmix64): the engine's only source of chance, so that a seed
// decides every choice and a game can be replayed.
#include <cstdint>

namespace petteia::engine {

inline std::uint64_t next_random(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Uniform enough in [0, bound) for bounds far below 2^32.
inline std::uint64_t random_below(std::uint64_t& state, std::uint64_t bound) { return next_random(state) % bound; }

}  // namespace petteia::engine
