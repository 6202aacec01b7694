#include "protocol/record_replay.hpp"

#include <nlohmann/json.hpp>

#include "protocol/json_body.hpp"
#include "rules/errors.hpp"
#include "rules/position_text.hpp"

namespace petteia::protocol {

namespace {

using nlohmann::json;

json square_names(const Game& game, const std::vector<Square>& squares) {
    json names = json::array();
    for (const Square square : squares) names.push_back(game.square_text(square));
    return names;
}

// {"value":"win","plies":5}; plies null for a draw.
json solved_value_json(const engine::SolvedValue& value) {
    return {{"value", engine::outcome_name(value.outcome)},
            {"plies", value.outcome == engine::Outcome::draw ? json(nullptr) : json(value.plies)}};
}

json side_or_null(const Game& game, std::optional<Side> side) {
    return side ? json(game.variant().side_name(*side)) : json(nullptr);
}

}  // namespace

Expected<RecordReplayRequest, ProtocolError> parse_record_replay(std::string_view body) {
    auto object = read_json_object(body, {"record", "variant"});
    if (!object) return unexpected(object.error());
    auto record = string_field(*object, "record");
    if (!record) return unexpected(record.error());
    RecordReplayRequest request{std::move(*record), std::nullopt};
    if (object->contains("variant")) {
        auto variant = string_field(*object, "variant");
        if (!variant) return unexpected(variant.error());
        request.variant = std::move(*variant);
    }
    return request;
}

std::string record_replay_body(const RecordReading& reading, const std::optional<std::vector<engine::JudgedMove>>& judged) {
    const Game& game = *reading.game;
    // Walk the accepted moves again from the start, writing each in the position it was played in.
    auto walk = game.clone();
    while (walk->undo()) {
    }
    json positions = json::array({format_position(*walk)});
    json moves = json::array();
    json solution = judged ? json::array() : json(nullptr);
    for (const PlayedMove& played : game.history()) {
        if (judged && solution.size() < judged->size()) {
            const engine::JudgedMove& judgement = (*judged)[solution.size()];
            json best_moves = json::array();
            for (const Move& move : judgement.best_moves) best_moves.push_back(walk->move_text(move));
            solution.push_back({{"best", solved_value_json(judgement.best)},
                                {"played", solved_value_json(judgement.played)},
                                {"best_moves", std::move(best_moves)}});
        }
        const Side side = walk->side_to_move();
        const std::string text = walk->move_text(played.move);
        walk->play(played.move);
        moves.push_back({{"move", text},
                         {"side", game.variant().side_name(side)},
                         {"captured", square_names(*walk, played.captured)},
                         {"in_check", square_names(*walk, walk->checked_kings())}});
        positions.push_back(format_position(*walk));
    }
    json tags = json::array();
    for (const auto& [name, value] : reading.tags) tags.push_back({{"name", name}, {"value", value}});
    const GameStatus status = game.status();
    const json body{{"variant", game.variant().name},
            // The record named no game: `variant` is the one whose rules accept the most of its moves.
            {"guessed", reading.guessed},
            {"tags", std::move(tags)},
            {"positions", std::move(positions)},
            {"moves", std::move(moves)},
            {"error", reading.error ? json{{"index", reading.error->index},
                                           {"move", reading.error->move_text},
                                           {"code", to_string(reading.error->error.code)},
                                           {"reason", reading.error->error.reason}}
                                    : json(nullptr)},
            {"result", {{"state", to_string(status.state)},
                        {"winner", side_or_null(game, status.winner)},
                        {"reason", status.reason == EndReason::none ? json(nullptr) : json(to_string(status.reason))}}},
            {"recorded_result", reading.result.empty() ? json(nullptr) : json(reading.result)},
            {"solution", std::move(solution)}};
    return body.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace petteia::protocol
