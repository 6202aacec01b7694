#include "engine/exercises/choose.hpp"

#include <algorithm>

namespace petteia::engine::exercises {

// Per difficulty in turn, the next candidate (longest solution first) from a game not used yet in the group (any game when
// there is none), never a position used anywhere before.
std::vector<Exercise> choose_balanced(const std::vector<Candidate>& found, int count, std::set<std::string>& used_positions,
                                      GroupReport& report) {
    std::array<std::vector<const Candidate*>, 3> by_difficulty;
    for (const Candidate& candidate : found) {
        by_difficulty[candidate.exercise.difficulty - 1].push_back(&candidate);
        ++report.candidates[candidate.exercise.difficulty - 1];
    }
    // Longer solutions first (finish: a win in three before a win in two of the same difficulty).
    for (auto& bucket : by_difficulty)
        std::stable_sort(bucket.begin(), bucket.end(), [](const Candidate* a, const Candidate* b) {
            return a->exercise.solution.size() > b->exercise.solution.size();
        });
    std::vector<const Candidate*> chosen;
    std::set<int> used_games;
    const auto take = [&](int difficulty) {
        const Candidate* pick = nullptr;
        for (const Candidate* candidate : by_difficulty[difficulty]) {
            if (used_positions.contains(candidate->exercise.position)) continue;
            if (!used_games.contains(candidate->game)) {
                pick = candidate;
                break;
            }
            if (!pick) pick = candidate;
        }
        if (!pick) return false;
        used_positions.insert(pick->exercise.position);
        used_games.insert(pick->game);
        chosen.push_back(pick);
        ++report.chosen[difficulty];
        return true;
    };
    for (bool progress = true; progress && static_cast<int>(chosen.size()) < count;) {
        progress = false;
        for (int difficulty = 0; difficulty < 3 && static_cast<int>(chosen.size()) < count; ++difficulty)
            progress = take(difficulty) || progress;
    }
    std::stable_sort(chosen.begin(), chosen.end(), [](const Candidate* a, const Candidate* b) {
        return a->exercise.difficulty < b->exercise.difficulty;
    });
    std::vector<Exercise> exercises;
    for (const Candidate* candidate : chosen) exercises.push_back(candidate->exercise);
    return exercises;
}

}  // namespace petteia::engine::exercises
