#pragma once
// Makes exercises from positions of engine games: plays seeded games between mixed levels on both
// board sizes, looks at every position for a candidate of each family, keeps those the verifier's
// rules accept, and picks a balanced set: per (board size, family), the difficulties in turn, one
// position per game where it can, no position twice. The same options give the same exercises.
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "engine/exercises/exercise.hpp"

namespace petteia::engine::exercises {

struct GenerateOptions {
    std::uint64_t seed = 1;
    int per_group = 12;  // exercises per (board size, family)
    int games = 0;       // games per board size; 0: default_games(per_group)
    int threads = 2;     // games played at once; the result does not depend on it
    int max_plies = 400; // a game longer than this is stopped there (short games make quick tests)
};

struct GroupReport {
    std::string variant;
    Family family = Family::capture;
    std::array<int, 3> candidates{};  // found, by difficulty 1..3
    std::array<int, 3> chosen{};
};

struct Generated {
    std::vector<Exercise> exercises;  // by board size, family, difficulty; numbered within each group
    std::vector<GroupReport> groups;
    int games = 0;                    // games played in all
    int positions = 0;                // positions looked at (distinct within each game)
    struct FinishCounts {
        std::array<int, 3> wins{};    // forced wins found, by moves to win 1..3
        std::array<int, 3> strict{};  // of those, with a unique winning move throughout
    };
    std::map<std::string, FinishCounts> finish_tally;  // by variant
};

Generated generate(const GenerateOptions& options);

// The number of games per board size used when GenerateOptions::games is 0.
int default_games(int per_group);

}  // namespace petteia::engine::exercises
