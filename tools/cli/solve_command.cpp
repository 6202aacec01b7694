// petteia solve --variant grec
// Solves the game and prints the figures as JSON: the reachable positions and their values for the
// side to move, the start's value and every first move's. Only Le Grec is small enough here.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "engine/grec_move_values.hpp"
#include "engine/grec_solver.hpp"
#include "rules/grec_game.hpp"
#include "rules/notation.hpp"
#include "rules/variants.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace {

nlohmann::ordered_json value_json(const engine::SolvedValue& value) {
    nlohmann::ordered_json json;
    json["value"] = engine::outcome_name(value.outcome);
    json["plies"] = value.outcome == engine::Outcome::draw ? nlohmann::ordered_json() : nlohmann::ordered_json(value.plies);
    return json;
}

}  // namespace

int solve_command(const Arguments& arguments) {
    const Options options(arguments, {"variant"});
    const std::string variant = options.required("variant");
    if (variant != grec_variant_info().name) {
        const auto& known = variant_names();
        if (std::find(known.begin(), known.end(), variant) == known.end())
            throw UsageError("unknown variant \"" + variant + "\"");
        throw UsageError("\"" + variant + "\" cannot be solved here: only grec is small enough for a complete table");
    }

    const auto start = std::chrono::steady_clock::now();
    const engine::GrecSolution solution = engine::GrecSolution::solve();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    const GrecPosition start_position;
    const auto& counts = solution.counts();
    nlohmann::ordered_json json;
    json["variant"] = variant;
    json["positions"] = counts.positions;
    json["finished"] = counts.finished;
    json["wins"] = counts.wins;
    json["losses"] = counts.losses;
    json["draws"] = counts.draws;
    json["moves"] = counts.moves;
    json["longest_plies"] = counts.longest;
    json["start"] = value_json(*solution.value(start_position));
    auto first_moves = nlohmann::ordered_json::array();
    const auto move_values = engine::grec_move_values(start_position, solution);
    if (!move_values) throw std::logic_error("the start's moves lead out of the table");
    for (const engine::GrecMoveValue& move : *move_values) {
        nlohmann::ordered_json entry;
        entry["move"] = move_text({GrecPosition::square_of(move.move.from), GrecPosition::square_of(move.move.to), {}},
                                  grec_variant_info());
        entry.update(value_json(move.value));
        first_moves.push_back(std::move(entry));
    }
    json["first_moves"] = std::move(first_moves);
    json["table_bytes"] = solution.table_bytes();
    json["seconds"] = seconds;
    std::cout << json.dump() << '\n';
    return 0;
}

}  // namespace petteia::cli
