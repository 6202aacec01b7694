#pragma once
// The exercise API's bodies (see README.md, "HTTP: exercises"): the attempt the browser sends,
// checked, and the ITEM, STATE and ATTEMPT objects the server answers with.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/errors.hpp"
#include "protocol/exercise_rating_messages.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

// The most solver moves a request about an exercise may carry: the longest exercise has 3; a few
// more leave room for sets to come.
inline constexpr std::size_t max_exercise_moves = 16;

// POST /api/exercises/<id>/attempt: {"moves":["C1-C4",…]}, the solver's moves so far, at most 16.
Expected<std::vector<std::string>, ProtocolError> parse_attempt(std::string_view body);

struct ExerciseItemView {
    std::string id;
    std::string variant;
    std::string family;
    int difficulty = 1;
    std::string goal_en;
    std::string goal_fr;
    std::string goal_el;
    std::string solver;  // the solver's side name
    int solver_moves = 1;
    bool solved = false;
    int rating = 1500;  // the exercise's rating (ratings/exercise_rating.hpp), whole points
};

struct ExerciseMoveView {
    std::string move;  // canonical, "C1-C4"
    std::string side;  // side name
    std::vector<std::string> captured;
};

struct ExerciseStateView {
    std::string position;
    std::string to_move;
    std::vector<std::string> legal;
    std::array<std::string, 2> side_names;
    std::array<std::vector<std::string>, 2> threatened;  // by side index
    std::vector<ExerciseMoveView> played;
    bool solved = false;
};

// What the opponent would do after a move that misses the goal.
struct ExplanationView {
    ExerciseMoveView move;
    std::optional<ExerciseMoveView> reply;
    std::string goal;  // the family whose goal was missed
    std::optional<int> captures_needed;
};

struct AttemptView {
    enum class Result { correct, solved, wrong } result = Result::correct;
    std::optional<ExerciseMoveView> reply;      // correct: the defence played
    std::optional<ExplanationView> explanation;  // wrong
    ExerciseStateView state;
    bool recorded = false;                       // solved: stored in the signed-in account
    // This answer ended the signed-in player's rated first try at the exercise (solved, or a wrong move).
    std::optional<ExerciseRatingChangeView> rating;
};

nlohmann::json exercise_move_json(const ExerciseMoveView& move);
nlohmann::json exercise_item_json(const ExerciseItemView& item);
nlohmann::json exercise_state_json(const ExerciseStateView& state);
nlohmann::json attempt_json(const AttemptView& attempt);

}  // namespace petteia::protocol
