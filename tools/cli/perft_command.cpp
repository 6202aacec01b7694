// petteia perft --variant V --depth D [--position TEXT]
// Prints the leaf count of every depth from 1 to D and the leaves counted per second.
#include <chrono>
#include <iostream>

#include <nlohmann/json.hpp>

#include "tools/cli/commands.hpp"
#include "tools/cli/game_json.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

int perft_command(const Arguments& arguments) {
    const Options options(arguments, {"variant", "depth", "position"});
    const auto game = game_from_options(options);
    const int depth = static_cast<int>(options.integer("depth", 1, 30));

    auto counts = nlohmann::ordered_json::array();
    std::uint64_t leaves = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int d = 1; d <= depth; ++d) {
        const std::uint64_t count = game->perft(d);
        counts.push_back(count);
        leaves += count;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    nlohmann::ordered_json json;
    json["variant"] = game->variant().name;
    json["depth"] = depth;
    json["counts"] = std::move(counts);
    json["leaves"] = leaves;
    json["seconds"] = seconds;
    json["nodes_per_second"] = seconds > 0 ? static_cast<std::uint64_t>(static_cast<double>(leaves) / seconds) : 0;
    std::cout << json.dump() << '\n';
    return 0;
}

}  // namespace petteia::cli
