// petteia exercises generate [--variant petteia-chess|grec] --seed S --per-group K [--games G] [--threads T]
//                            [--max-plies P] [--add-to FILE]   > exercises.json
// petteia exercises verify FILE
// petteia exercises from-games --db PATH [--variant V] [--limit N] [--add-to FILE]   (from_games_command.cpp)
// generate plays seeded engine games (Petteia 6×6 and 8×8, or the one game --variant names) and prints the exercise file (db/data/exercises.json's format)
// on standard output, with what it found per group on standard error (--threads changes only the
// time it takes); with --add-to, that file's exercises followed by the new ones (an id already
// there is an error). verify rechecks every
// exercise of a file from its position alone and prints one line per failure ("<id>: <reason>");
// the exit status is 1 if any fails.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "engine/exercises/game_exercises.hpp"
#include "engine/exercises/generate.hpp"
#include "engine/exercises/verify.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/exercise_json.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace {

namespace ex = engine::exercises;
using nlohmann::ordered_json;

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int generate(const Arguments& arguments) {
    const Options options(arguments, {"variant", "seed", "per-group", "games", "threads", "max-plies", "add-to"});
    ex::GenerateOptions setup;
    const auto variant = options.get("variant");
    if (variant && *variant != "petteia-chess" && *variant != "grec")
        throw UsageError("--variant is petteia-chess or grec (without it: Petteia 6x6 and 8x8)");
    setup.seed = static_cast<std::uint64_t>(options.integer("seed", 0, std::numeric_limits<long long>::max()));
    setup.per_group = static_cast<int>(options.integer("per-group", 1, 99));
    setup.games = static_cast<int>(options.integer("games", 1, 100'000, 0));
    setup.threads = static_cast<int>(options.integer("threads", 1, 64, 2));
    setup.max_plies = static_cast<int>(options.integer("max-plies", 1, 10'000, variant ? 200 : 400));
    std::string command = "petteia exercises generate " + (variant ? "--variant " + *variant + " " : std::string()) +
                          "--seed " + std::to_string(setup.seed) + " --per-group " + std::to_string(setup.per_group);
    if (options.get("games")) command += " --games " + std::to_string(setup.games);
    if (options.get("max-plies")) command += " --max-plies " + std::to_string(setup.max_plies);

    const auto start = std::chrono::steady_clock::now();
    const ex::Generated generated =
        variant ? ex::generate_game_exercises({*variant, setup.seed, setup.per_group, setup.games, setup.threads, setup.max_plies})
                : ex::generate(setup);
    ordered_json file;
    file["format"] = 1;
    file["generated_by"] = command;
    file["exercises"] = ordered_json::array();
    if (const auto existing = options.get("add-to")) {
        file = read_exercise_file(*existing);
        file["generated_by"] = file.value("generated_by", std::string()) + "; " + command;
        for (const auto& old : file["exercises"])
            for (const ex::Exercise& exercise : generated.exercises)
                if (old.value("id", std::string()) == exercise.id)
                    throw UsageError(*existing + " already has " + exercise.id);
    }
    for (const ex::Exercise& exercise : generated.exercises) file["exercises"].push_back(exercise_json(exercise));
    std::cout << file.dump(2) << '\n';

    std::cerr << generated.games << " games, " << generated.positions << " positions, " << seconds_since(start)
              << " s\n";
    for (const ex::GroupReport& group : generated.groups) {
        std::cerr << group.variant << ' ' << ex::theme_name(group.variant, group.family) << ": found";
        for (int count : group.candidates) std::cerr << ' ' << count;
        std::cerr << ", chosen";
        for (int count : group.chosen) std::cerr << ' ' << count;
        std::cerr << " (difficulty 1 2 3)";
        const int chosen = group.chosen[0] + group.chosen[1] + group.chosen[2];
        if (chosen < setup.per_group) std::cerr << "  SHORT: " << chosen << " of " << setup.per_group;
        std::cerr << '\n';
    }
    for (const auto& [name, tally] : generated.finish_tally)
        std::cerr << name << (name == "petteia-chess" ? " mates" : " forced wins") << " in 1, 2, 3: " << tally.wins[0] << ' ' << tally.wins[1] << ' '
                  << tally.wins[2] << "; with a unique winning move throughout: " << tally.strict[0] << ' '
                  << tally.strict[1] << ' ' << tally.strict[2] << '\n';
    return 0;
}

int verify(const Arguments& arguments) {
    if (arguments.size() != 2) throw UsageError("verify takes one file name");
    std::ifstream input(arguments[1]);
    if (!input) {
        std::cerr << "petteia exercises verify: cannot read " << arguments[1] << '\n';
        return 1;
    }
    nlohmann::json file;
    try {
        file = nlohmann::json::parse(input);
    } catch (const nlohmann::json::exception& error) {
        std::cout << arguments[1] << ": not JSON: " << error.what() << '\n';
        return 1;
    }
    const bool format_1 = file.is_object() && file.contains("format") && file["format"].is_number_integer() &&
                          file["format"].get<int>() == 1;
    if (!format_1 || !file.contains("exercises") || !file["exercises"].is_array()) {
        std::cout << arguments[1] << ": not an exercise file (format 1 with an \"exercises\" array)\n";
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    std::vector<ex::Exercise> exercises;
    std::vector<ex::Failure> failures;
    int index = 0;
    for (const auto& json : file["exercises"]) {
        ++index;
        try {
            exercises.push_back(exercise_from_json(json));
        } catch (const std::exception& error) {
            const bool named = json.is_object() && json.contains("id") && json["id"].is_string();
            failures.push_back({named ? json["id"].get<std::string>() : "#" + std::to_string(index), error.what()});
        }
    }
    for (ex::Failure& failure : ex::verify_all(exercises)) failures.push_back(std::move(failure));
    for (const ex::Failure& failure : failures) std::cout << failure.id << ": " << failure.reason << '\n';
    if (!failures.empty()) {
        std::cout << failures.size() << " of " << index << " exercises failed\n";
        return 1;
    }
    std::cout << index << " exercises verified\n";
    std::cerr << "in " << seconds_since(start) << " s\n";
    return 0;
}

}  // namespace

int exercises_command(const Arguments& arguments) {
    if (arguments.empty()) throw UsageError("say generate, verify or from-games");
    const Arguments rest(arguments.begin() + 1, arguments.end());
    if (arguments[0] == "generate") return generate(rest);
    if (arguments[0] == "verify") return verify(arguments);
    if (arguments[0] == "from-games") return exercises_from_games_command(rest);
    throw UsageError("unknown exercises command \"" + arguments[0] + "\" (generate, verify or from-games)");
}

}  // namespace petteia::cli
