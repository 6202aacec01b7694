#pragma once
// An exercise as the exercise file (db/data/exercises.json) writes it, both ways: for
// `petteia exercises` and `petteia tables exercises`.
#include <string>

#include <nlohmann/json.hpp>

#include "engine/exercises/exercise.hpp"

namespace petteia::cli {

nlohmann::ordered_json exercise_json(const engine::exercises::Exercise& exercise);
// Reads one exercise; a missing or mistyped field throws std::runtime_error with the reason.
engine::exercises::Exercise exercise_from_json(const nlohmann::json& json);
// The exercise file at `path` (an object with an "exercises" array), for --add-to: a UsageError when
// it cannot be read or is not one.
nlohmann::ordered_json read_exercise_file(const std::string& path);

}  // namespace petteia::cli
