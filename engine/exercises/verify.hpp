#pragma once
// Rechecks an exercise from its position alone: the position is a fresh, ongoing one with the solver
// to move; the solution is legal, reaches the goal and is the only one (at every solver step, along
// every defence, for finish); a finish has no shorter win; the capture count, the goal sentences and
// the difficulty are the ones the position implies. The reason names the offending move.
#include <string>
#include <vector>

#include "engine/exercises/exercise.hpp"
#include "rules/expected.hpp"

namespace petteia::engine::exercises {

struct Verified {
    int solver_moves = 0;  // moves the solver makes in the solution
};

Expected<Verified, std::string> verify(const Exercise& exercise);

struct Failure {
    std::string id;
    std::string reason;
};

// Every exercise of a set, plus the set's own rule: ids are unique. In the set's order.
std::vector<Failure> verify_all(const std::vector<Exercise>& exercises);

}  // namespace petteia::engine::exercises
