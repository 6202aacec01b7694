#include "tools/cli/exercise_json.hpp"

#include <fstream>
#include <stdexcept>
#include <string>

#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace ex = engine::exercises;
using nlohmann::ordered_json;

ordered_json exercise_json(const ex::Exercise& exercise) {
    ordered_json json;
    json["id"] = exercise.id;
    json["variant"] = exercise.variant;
    json["family"] = ex::family_name(exercise.family);
    json["difficulty"] = exercise.difficulty;
    json["position"] = exercise.position;
    json["goal"] = {{"en", exercise.goal.en}, {"fr", exercise.goal.fr}, {"el", exercise.goal.el}};
    json["solution"] = exercise.solution;
    json["captures_needed"] = exercise.captures_needed ? ordered_json(*exercise.captures_needed) : ordered_json(nullptr);
    return json;
}

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
    if (!goal.is_object() || !goal.contains("en") || !goal.contains("fr") || !goal.contains("el"))
        throw std::runtime_error("\"goal\" must have \"en\", \"fr\" and \"el\"");
    exercise.goal = {text(goal["en"], "goal.en"), text(goal["fr"], "goal.fr"), text(goal["el"], "goal.el")};
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

ordered_json read_exercise_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw UsageError("cannot read " + path);
    ordered_json file;
    try {
        file = ordered_json::parse(in);
    } catch (const nlohmann::json::exception& error) {
        throw UsageError(path + " is not JSON: " + error.what());
    }
    if (!file.is_object() || !file.contains("exercises") || !file["exercises"].is_array())
        throw UsageError(path + " is not an exercise file");
    return file;
}

}  // namespace petteia::cli
