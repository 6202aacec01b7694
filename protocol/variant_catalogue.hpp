#pragma once
// GET /api/variants: what a browser needs to play each game without knowing its name (board size,
// sides, square names, piece kinds and their letters and names, the rules' ends, once-per-game
// moves, the ranks a side wins by filling). Its shape is in protocol/README.md.
#include <nlohmann/json.hpp>

namespace petteia::protocol {

nlohmann::json variant_catalogue_json();

}  // namespace petteia::protocol
