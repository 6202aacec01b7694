#pragma once
// The balanced choice among a group's candidates, shared by the generators: per difficulty in turn,
// the next candidate (longest solution first) from a game not used yet in the group (any game when
// there is none), never a position used anywhere before; the chosen ones in difficulty order.
#include <set>
#include <string>
#include <vector>

#include "engine/exercises/exercise.hpp"
#include "engine/exercises/generate.hpp"

namespace petteia::engine::exercises {

struct Candidate {
    Exercise exercise;
    int game = 0;  // the index of the game it came from
};

std::vector<Exercise> choose_balanced(const std::vector<Candidate>& found, int count, std::set<std::string>& used_positions,
                                      GroupReport& report);

}  // namespace petteia::engine::exercises
