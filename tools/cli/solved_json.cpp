#include "tools/cli/solved_json.hpp"

#include <stdexcept>

#include "engine/grec_move_values.hpp"
#include "rules/notation.hpp"
#include "rules/position_game.hpp"
#include "rules/variants.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

SolvableGame solvable_game(const std::string& variant) {
    auto game = new_game(variant);
    if (!game) throw UsageError(game.error().reason);
    const auto* grec = dynamic_cast<const PositionGame<GrecPosition>*>(game->get());
    if (!grec)
        throw UsageError("\"" + variant + "\" cannot be solved here: only Le Grec's games are small enough for a complete table");
    SolvableGame solvable{std::move(*game), nullptr, grec->position()};
    solvable.variant = &solvable.game->variant();
    return solvable;
}

nlohmann::ordered_json solved_value_json(const engine::SolvedValue& value) {
    nlohmann::ordered_json json;
    json["value"] = engine::outcome_name(value.outcome);
    json["plies"] = value.outcome == engine::Outcome::draw ? nlohmann::ordered_json() : nlohmann::ordered_json(value.plies);
    return json;
}

nlohmann::ordered_json solved_json(const GrecPosition& start, const engine::GrecSolution& solution,
                                   const VariantInfo& variant) {
    const auto& counts = solution.counts();
    nlohmann::ordered_json json;
    json["positions"] = counts.positions;
    json["finished"] = counts.finished;
    json["wins"] = counts.wins;
    json["losses"] = counts.losses;
    json["draws"] = counts.draws;
    json["moves"] = counts.moves;
    json["longest_plies"] = counts.longest;
    json["start"] = solved_value_json(*solution.value(start));
    auto first_moves = nlohmann::ordered_json::array();
    const auto move_values = engine::grec_move_values(start, solution);
    if (!move_values) throw std::logic_error("the start's moves lead out of the table");
    for (const engine::GrecMoveValue& move : *move_values) {
        nlohmann::ordered_json entry;
        entry["move"] = move_text({GrecPosition::square_of(move.move.from), GrecPosition::square_of(move.move.to), {}}, variant);
        entry.update(solved_value_json(move.value));
        first_moves.push_back(std::move(entry));
    }
    json["first_moves"] = std::move(first_moves);
    return json;
}

}  // namespace petteia::cli
