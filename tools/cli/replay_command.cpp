// petteia replay --variant V [--position TEXT] < moves
// Plays the moves read from standard input and prints the outcome as one JSON object.
#include <iostream>
#include <iterator>

#include "rules/game_record.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/game_json.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

int replay_command(const Arguments& arguments) {
    const Options options(arguments, {"variant", "position"});
    auto game = game_from_options(options);
    const std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    const ReplayResult replayed = replay(*game, input);

    nlohmann::ordered_json json;
    json["variant"] = game->variant().name;
    json["applied"] = replayed.applied;
    if (replayed.error)
        json["error"] = {{"index", replayed.error->index},
                         {"move", replayed.error->move_text},
                         {"reason", replayed.error->error.reason}};
    else
        json["error"] = nullptr;
    json.update(game_state_json(*game));
    std::cout << json.dump() << '\n';
    return replayed.error ? 1 : 0;
}

}  // namespace petteia::cli
