#pragma once
// The exercise tests' view of the verified set (db/data/exercises.json) and their requests.
#include <fstream>
#include <stdexcept>
#include <string>

#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

#ifndef PETTEIA_EXERCISE_SET
#error "PETTEIA_EXERCISE_SET must name db/data/exercises.json"
#endif

namespace petteia_server_test {

inline const json& exercise_set() {
    static const json set = [] {
        std::ifstream file(PETTEIA_EXERCISE_SET);
        return json::parse(file);
    }();
    return set["exercises"];
}

// The first exercise of the family (with at least `solver_moves` moves of the solver's).
inline const json& first_of(const std::string& family, std::size_t solver_moves = 1) {
    for (const json& exercise : exercise_set())
        if (exercise["family"] == family && exercise["solution"].size() >= 2 * solver_moves - 1) return exercise;
    throw std::runtime_error("the set has no " + family + " exercise of " + std::to_string(solver_moves) + " moves");
}

inline std::string id_of(const json& exercise) { return exercise["id"]; }

inline HttpReply attempt(std::uint16_t port, const json& exercise, const json& moves, const std::string& cookie = "") {
    return account_request(port, "POST", "/api/exercises/" + id_of(exercise) + "/attempt", {{"moves", moves}}, cookie);
}

}  // namespace petteia_server_test
