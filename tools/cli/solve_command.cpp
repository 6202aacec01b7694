// petteia solve --variant grec|grec-mirror
// Solves the game and prints the figures as JSON: the reachable positions and their values for the
// side to move, the start's value and every first move's, and what the solve took. Only Le Grec's
// games are small enough here.
#include <chrono>
#include <iostream>

#include <nlohmann/json.hpp>

#include "engine/grec_solver.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/options.hpp"
#include "tools/cli/solved_json.hpp"

namespace petteia::cli {

int solve_command(const Arguments& arguments) {
    const Options options(arguments, {"variant"});
    const SolvableGame game = solvable_game(options.required("variant"));

    const auto start = std::chrono::steady_clock::now();
    const engine::GrecSolution solution = engine::GrecSolution::solve(game.start.goals());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    nlohmann::ordered_json json;
    json["variant"] = game.variant->name;
    json.update(solved_json(game.start, solution, *game.variant));
    json["table_bytes"] = solution.table_bytes();
    json["seconds"] = seconds;
    std::cout << json.dump() << '\n';
    return 0;
}

}  // namespace petteia::cli
