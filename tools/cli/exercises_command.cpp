// petteia exercises generate --seed S --per-group K [--games G] [--threads T] [--max-plies P]   > exercises.json
// petteia exercises verify FILE
// generate plays seeded engine games and prints the exercise file (db/data/exercises.json's format)
// on standard output, with what it found per group on standard error (--threads changes only the
// time it takes). verify rechecks every
// exercise of a file from its position alone and prints one line per failure ("<id>: <reason>");
// the exit status is 1 if any fails.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "engine/exercises/generate.hpp"
#include "engine/exercises/verify.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace {

namespace ex = engine::exercises;
using nlohmann::ordered_json;

ordered_json exercise_json(const ex::Exercise& exercise) {
    ordered_json json;
    json["id"] = exercise.id;
    json["variant"] = exercise.variant;
    json["family"] = ex::family_name(exercise.family);
    json["difficulty"] = exercise.difficulty;
    json["position"] = exercise.position;
    json["goal"] = {{"en", exercise.goal.en}, {"fr", exercise.goal.fr}};
    json["solution"] = exercise.solution;
    json["captures_needed"] = exercise.captures_needed ? ordered_json(*exercise.captures_needed) : ordered_json(nullptr);
    return json;
}

// Reads one exercise; a missing or mistyped field is the failure's reason.
ex::Exercise exercise_from_json(const nlohmann::json& json) {
    if (!json.is_object()) throw std::runtime_error("an exercise is a JSON object");
    const auto field = [&](const char* name) -> const nlohmann::json& {
        if (!json.contains(name)) throw std::runtime_error(std::string("missing \"") + name + "\"");
        return json.at(name);
    };
    const auto text = [&](const nlohmann::json& value, const std::string& name) {
        if (!value.is_string()) throw std::runtime_error("\"" + name + "\" must be a string");
        return value.get<std::string>();
    };
    ex::Exercise exercise;
    exercise.id = text(field("id"), "id");
    exercise.variant = text(field("variant"), "variant");
    const std::string family = text(field("family"), "family");
    const auto parsed = ex::parse_family(family);
    if (!parsed) throw std::runtime_error("unknown family \"" + family + "\" (capture, defence or finish)");
    exercise.family = *parsed;
    if (!field("difficulty").is_number_integer()) throw std::runtime_error("\"difficulty\" must be an integer");
    exercise.difficulty = field("difficulty").get<int>();
    exercise.position = text(field("position"), "position");
    const auto& goal = field("goal");
    if (!goal.is_object() || !goal.contains("en") || !goal.contains("fr"))
        throw std::runtime_error("\"goal\" must have \"en\" and \"fr\"");
    exercise.goal = {text(goal["en"], "goal.en"), text(goal["fr"], "goal.fr")};
    const auto& solution = field("solution");
    if (!solution.is_array()) throw std::runtime_error("\"solution\" must be an array of moves");
    for (const auto& move : solution) exercise.solution.push_back(text(move, "solution"));
    const auto& captures = field("captures_needed");
    if (captures.is_number_integer())
        exercise.captures_needed = captures.get<int>();
    else if (!captures.is_null())
        throw std::runtime_error("\"captures_needed\" must be an integer or null");
    return exercise;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int generate(const Arguments& arguments) {
    const Options options(arguments, {"seed", "per-group", "games", "threads", "max-plies"});
    ex::GenerateOptions setup;
    setup.seed = static_cast<std::uint64_t>(options.integer("seed", 0, std::numeric_limits<long long>::max()));
    setup.per_group = static_cast<int>(options.integer("per-group", 1, 99));
    setup.games = static_cast<int>(options.integer("games", 1, 100'000, 0));
    setup.threads = static_cast<int>(options.integer("threads", 1, 64, 2));
    setup.max_plies = static_cast<int>(options.integer("max-plies", 1, 10'000, 400));
    std::string command = "petteia exercises generate --seed " + std::to_string(setup.seed) + " --per-group " +
                          std::to_string(setup.per_group);
    if (options.get("games")) command += " --games " + std::to_string(setup.games);
    if (options.get("max-plies")) command += " --max-plies " + std::to_string(setup.max_plies);

    const auto start = std::chrono::steady_clock::now();
    const ex::Generated generated = ex::generate(setup);
    ordered_json file;
    file["format"] = 1;
    file["generated_by"] = command;
    file["exercises"] = ordered_json::array();
    for (const ex::Exercise& exercise : generated.exercises) file["exercises"].push_back(exercise_json(exercise));
    std::cout << file.dump(2) << '\n';

    std::cerr << generated.games << " games, " << generated.positions << " positions, " << seconds_since(start)
              << " s\n";
    for (const ex::GroupReport& group : generated.groups) {
        std::cerr << group.variant << ' ' << ex::family_name(group.family) << ": found";
        for (int count : group.candidates) std::cerr << ' ' << count;
        std::cerr << ", chosen";
        for (int count : group.chosen) std::cerr << ' ' << count;
        std::cerr << " (difficulty 1 2 3)";
        const int chosen = group.chosen[0] + group.chosen[1] + group.chosen[2];
        if (chosen < setup.per_group) std::cerr << "  SHORT: " << chosen << " of " << setup.per_group;
        std::cerr << '\n';
    }
    for (const auto& [variant, tally] : generated.finish_tally)
        std::cerr << variant << " forced wins in 1, 2, 3: " << tally.wins[0] << ' ' << tally.wins[1] << ' '
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
    if (arguments.empty()) throw UsageError("say generate or verify");
    const Arguments rest(arguments.begin() + 1, arguments.end());
    if (arguments[0] == "generate") return generate(rest);
    if (arguments[0] == "verify") return verify(arguments);
    throw UsageError("unknown exercises command \"" + arguments[0] + "\" (generate or verify)");
}

}  // namespace petteia::cli
