#include "protocol/exercise_messages.hpp"

#include "protocol/json_body.hpp"

namespace petteia::protocol {

namespace {

nlohmann::json optional_move_json(const std::optional<ExerciseMoveView>& move) {
    return move ? exercise_move_json(*move) : nlohmann::json(nullptr);
}

}  // namespace

nlohmann::json exercise_move_json(const ExerciseMoveView& move) {
    return {{"move", move.move}, {"side", move.side}, {"captured", move.captured}};
}

Expected<std::vector<std::string>, ProtocolError> parse_attempt(std::string_view body) {
    auto object = read_json_object(body, {"moves"});
    if (!object) return unexpected(object.error());
    auto moves = string_list_field(*object, "moves", max_exercise_moves);
    if (!moves) return moves;
    if (moves->empty())
        return unexpected(ProtocolError{ErrorCode::invalid_message, "\"moves\" must hold at least the new move", {}});
    return moves;
}

nlohmann::json exercise_item_json(const ExerciseItemView& item) {
    return {{"id", item.id},
            {"variant", item.variant},
            {"family", item.family},
            {"difficulty", item.difficulty},
            {"goal", {{"en", item.goal_en}, {"fr", item.goal_fr}, {"el", item.goal_el}}},
            {"solver", item.solver},
            {"solver_moves", item.solver_moves},
            {"solved", item.solved},
            {"rating", item.rating}};
}

nlohmann::json exercise_state_json(const ExerciseStateView& state) {
    nlohmann::json played = nlohmann::json::array();
    for (const auto& move : state.played) played.push_back(exercise_move_json(move));
    return {{"position", state.position},
            {"to_move", state.to_move},
            {"legal", state.legal},
            {"threatened", {{state.side_names[0], state.threatened[0]}, {state.side_names[1], state.threatened[1]}}},
            {"played", std::move(played)},
            {"status", state.solved ? "solved" : "solving"}};
}

nlohmann::json attempt_json(const AttemptView& attempt) {
    nlohmann::json answer{{"state", exercise_state_json(attempt.state)},
                          {"rating", attempt.rating ? exercise_rating_change_json(*attempt.rating) : nlohmann::json(nullptr)}};
    switch (attempt.result) {
        case AttemptView::Result::correct:
            answer["result"] = "correct";
            answer["reply"] = optional_move_json(attempt.reply);
            break;
        case AttemptView::Result::solved:
            answer["result"] = "solved";
            answer["reply"] = nullptr;
            answer["recorded"] = attempt.recorded;
            break;
        case AttemptView::Result::wrong: {
            answer["result"] = "wrong";
            const ExplanationView& why = *attempt.explanation;
            answer["explanation"] = {{"move", exercise_move_json(why.move)},
                                     {"reply", optional_move_json(why.reply)},
                                     {"goal", why.goal},
                                     {"captures_needed", why.captures_needed ? nlohmann::json(*why.captures_needed)
                                                                             : nlohmann::json(nullptr)}};
            break;
        }
    }
    return answer;
}

}  // namespace petteia::protocol
