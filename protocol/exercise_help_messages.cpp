#include "protocol/exercise_help_messages.hpp"

#include "protocol/json_body.hpp"

namespace petteia::protocol {

namespace {

nlohmann::json rating_or_null(const std::optional<ExerciseRatingChangeView>& rating) {
    return rating ? exercise_rating_change_json(*rating) : nlohmann::json(nullptr);
}

}  // namespace

Expected<std::vector<std::string>, ProtocolError> parse_help(std::string_view body) {
    auto object = read_json_object(body, {"moves"});
    if (!object) return unexpected(object.error());
    return string_list_field(*object, "moves", max_exercise_moves);
}

nlohmann::json hint_json(const HintView& hint) {
    return {{"square", hint.square}, {"rating", rating_or_null(hint.rating)}};
}

nlohmann::json solution_json(const SolutionView& solution) {
    nlohmann::json moves = nlohmann::json::array();
    for (const auto& move : solution.moves) moves.push_back(exercise_move_json(move));
    return {{"moves", std::move(moves)},
            {"state", exercise_state_json(solution.state)},
            {"rating", rating_or_null(solution.rating)}};
}

}  // namespace petteia::protocol
