#pragma once
// A game's state as the CLI prints it.
#include <nlohmann/json.hpp>

#include "rules/game.hpp"

namespace petteia::cli {

// status, winner, reason, to_move, position, legal (sorted, canonical) and threatened (per side).
nlohmann::ordered_json game_state_json(const Game& game);

// A game created from --variant and the optional --position; usage error when either is bad.
class Options;
std::unique_ptr<Game> game_from_options(const Options& options);

}  // namespace petteia::cli
