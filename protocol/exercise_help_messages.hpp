#pragma once
// The help an exercise offers (README.md, "HTTP: exercises"): a hint — the piece to move — and the
// solution shown. Both are asked with the solver's moves found so far, each of which must be the
// solution's, so that the answer is about the position the player is looking at.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/errors.hpp"
#include "protocol/exercise_messages.hpp"
#include "protocol/exercise_rating_messages.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

// POST /api/exercises/<id>/hint and …/solution: {"moves":["C1-C4",…]}, the solver's moves found so
// far (none at the start), at most 16.
Expected<std::vector<std::string>, ProtocolError> parse_help(std::string_view body);

struct HintView {
    std::string square;  // the piece to move stands here, in the game's notation
    std::optional<ExerciseRatingChangeView> rating;  // this help ended the player's rated first try
};

struct SolutionView {
    std::vector<ExerciseMoveView> moves;  // from the position asked about: the solver's and the defence's, alternating
    ExerciseStateView state;              // the position once solved
    std::optional<ExerciseRatingChangeView> rating;
};

nlohmann::json hint_json(const HintView& hint);
nlohmann::json solution_json(const SolutionView& solution);

}  // namespace petteia::protocol
