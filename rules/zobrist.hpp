#pragma once
// Zobrist keys: fixed pseudo-random numbers, so a position's hash is the same in every process
// (the server may store it) and on every run (benchmarks and tests are repeatable).
#include <array>
#include <cstdint>

namespace petteia::zobrist {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Keys for (side, square index) on boards of up to 128 squares, and for the second side to move.
struct Keys {
    std::array<std::array<std::uint64_t, 128>, 2> piece{};
    std::uint64_t second_to_move = 0;
};

constexpr Keys make_keys(std::uint64_t seed) {
    Keys keys;
    for (auto& side : keys.piece)
        for (auto& key : side) key = splitmix64(seed);
    keys.second_to_move = splitmix64(seed);
    return keys;
}

inline constexpr Keys keys = make_keys(0x7065747465696131ULL);

}  // namespace petteia::zobrist
