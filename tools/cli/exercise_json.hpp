#pragma once
// An exercise as the exercise file (db/data/exercises.json) writes it, both ways: for
// `petteia exercises` and `petteia tables exercises`.
#include <nlohmann/json.hpp>

#include "engine/exercises/exercise.hpp"

namespace petteia::cli {

nlohmann::ordered_json exercise_json(const engine::exercises::Exercise& exercise);
// Reads one exercise; a missing or mistyped field throws std::runtime_error with the reason.
engine::exercises::Exercise exercise_from_json(const nlohmann::json& json);

}  // namespace petteia::cli
