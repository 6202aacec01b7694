// petteia bestmove --variant V --level L [--seed S] [--position TEXT]   < moves played so far
// Prints the computer's move in canonical notation; the search's figures go to standard error.
#include <atomic>
#include <iostream>
#include <iterator>

#include "engine/engine.hpp"
#include "rules/game_record.hpp"
#include "rules/notation.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/game_json.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

engine::Level level_from_options(const Options& options, const std::string& name) {
    const std::string text = options.required(name);
    const auto level = engine::parse_level(text);
    if (!level)
        throw UsageError("unknown level \"" + text + "\" for --" + name +
                         " (known: beginner, intermediate, advanced, expert)");
    return *level;
}

int bestmove_command(const Arguments& arguments) {
    const Options options(arguments, {"variant", "level", "seed", "position"});
    auto game = game_from_options(options);
    const engine::Level level = level_from_options(options, "level");
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 0, std::numeric_limits<long long>::max(), 1));

    const std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    const ReplayResult replayed = replay(*game, input);
    if (replayed.error)
        throw UsageError("move " + std::to_string(replayed.error->index + 1) + " (\"" + replayed.error->move_text +
                         "\") is refused: " + replayed.error->error.reason);
    if (game->is_over()) throw UsageError("the game is over: there is no move to choose");

    engine::Engine engine;
    const std::atomic<bool> stop{false};
    const engine::SearchResult result = engine.choose_move(*game, level, seed, stop);
    std::cout << game->move_text(result.move) << '\n';
    std::cerr << "level " << engine::level_name(level) << " score " << result.score << " depth " << result.depth
              << " nodes " << result.nodes << " time " << result.elapsed_ms << " ms\n";
    return 0;
}

}  // namespace petteia::cli
