// petteia answers --variant grec|grec-mirror
// The answers to the four questions of Le Grec's original text, from the solved table, as JSON.
// The site's answers page shows exactly this output (web-client/src/data/answers/, checked by
// tests/engine/grec_answers_cli_test.cpp), so it holds no timing and nothing that varies by run.
#include <iostream>

#include <nlohmann/json.hpp>

#include "engine/grec_answers.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/options.hpp"
#include "tools/cli/solved_json.hpp"

namespace petteia::cli {

namespace {

nlohmann::ordered_json outside_json(const engine::GrecAnswers::Outside& outside) {
    return {{"finishes", outside.finishes}, {"most", outside.most}, {"by_count", outside.by_count}};
}

// The arrivals' figures at the top level, the blockades' under "blockades".
nlohmann::ordered_json finishes_json(const engine::GrecAnswers::Finishes& finishes) {
    nlohmann::ordered_json json = outside_json(finishes.arrivals);
    json["blockades"] = outside_json(finishes.blockades);
    return json;
}

nlohmann::ordered_json jumps_json(const engine::GrecAnswers::Jumps& jumps, const VariantInfo& variant) {
    nlohmann::ordered_json always_jumping;
    for (const Side side : {Side::first, Side::second})
        always_jumping[variant.side_name(side)] = solved_value_json(jumps.always_jumping[index_of(side)]);
    return {{"positions", jumps.positions},
            {"with_jump", jumps.with_jump},
            {"best_includes_jump", jumps.best_includes_jump},
            {"best_only_jumps", jumps.best_only_jumps},
            {"jump_loses_value", jumps.jump_loses_value},
            {"always_jumping", std::move(always_jumping)}};
}

}  // namespace

int answers_command(const Arguments& arguments) {
    const Options options(arguments, {"variant"});
    const SolvableGame game = solvable_game(options.required("variant"));
    const engine::GrecSolution solution = engine::GrecSolution::solve(game.start.goals());
    const engine::GrecSolution black_jumps = engine::GrecSolution::solve(game.start.goals(), Side::first);
    const engine::GrecSolution white_jumps = engine::GrecSolution::solve(game.start.goals(), Side::second);
    const engine::GrecAnswers answers = engine::answer_questions(game.start, solution, {&black_jumps, &white_jumps});

    const auto& loser = answers.loser_outside;
    const auto& perfect = answers.perfect_game;
    const engine::Outcome start_outcome = solution.value(game.start)->outcome;
    const bool perfect_draw = perfect.end.state == GameState::draw;
    nlohmann::ordered_json json;
    json["variant"] = game.variant->name;
    json["command"] = "petteia answers --variant " + game.variant->name;
    json["solved"] = solved_json(game.start, solution, *game.variant);
    json["jumps"] = jumps_json(answers.jumps, *game.variant);
    json["loser_outside"] = finishes_json(loser.all);
    json["loser_outside"]["after_one_mistake"] = finishes_json(loser.after_one_mistake);
    json["draws"] = {{"drawn_positions", solution.counts().draws},
                     {"start", engine::outcome_name(start_outcome)},
                     {"expert_vs_expert", perfect_draw ? "draw" : game.variant->side_name(*perfect.end.winner)},
                     {"expert_vs_expert_reason", to_string(perfect.end.reason)},
                     {"expert_vs_expert_plies", perfect.plies}};
    std::cout << json.dump() << '\n';
    return 0;
}

}  // namespace petteia::cli
