#pragma once
// What `petteia solve` and `petteia answers` share: which variants have a solved table (those
// whose games are Le Grec positions, learnt from the catalogue's game, never from a name) and the
// table's figures as JSON.
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/grec_solver.hpp"
#include "rules/game.hpp"
#include "rules/grec_position.hpp"

namespace petteia::cli {

struct SolvableGame {
    std::unique_ptr<Game> game;  // the variant's game at its start
    const VariantInfo* variant = nullptr;
    GrecPosition start;
};

// Throws UsageError for an unknown variant or one too large for a complete table.
SolvableGame solvable_game(const std::string& variant);

// {"value": "win"|"loss"|"draw", "plies": n or null for a draw}, for the side to move.
nlohmann::ordered_json solved_value_json(const engine::SolvedValue& value);

// The table's counts, the start's value and every first move's (nothing that varies by run).
nlohmann::ordered_json solved_json(const GrecPosition& start, const engine::GrecSolution& solution,
                                   const VariantInfo& variant);

}  // namespace petteia::cli
