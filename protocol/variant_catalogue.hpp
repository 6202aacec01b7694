#pragma once
// GET /api/variants: what a browser needs to draw each game without knowing its name (board size,
// side names, and the ranks a side wins by filling, if any).
#include <nlohmann/json.hpp>

namespace petteia::protocol {

// [{"name":"grec","width":4,"height":4,"sides":["black","white"],
//   "goal_ranks":{"black":[3,4],"white":[1,2]}}, …] — ranks numbered from 1 as in move text.
nlohmann::json variant_catalogue_json();

}  // namespace petteia::protocol
