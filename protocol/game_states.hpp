#pragma once
// GET /api/games?ids=<id>,<id>,…: the public state of a few games in one request, for a browser's
// home page to tell which of the games it keeps seats in are finished (and who is to move) without
// opening each. Only what anyone holding a game's link may see: finished or not, the side to move,
// the result. See protocol/README.md.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/game_view.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

// The most games one request may ask about (a home page lists at most 8 in play).
inline constexpr std::size_t max_game_states = 20;

// The ids of the query string's `ids` (comma-separated, each a game id, duplicates counted once);
// an error text when there is none, one is not a game id, or there are more than max_game_states.
Expected<std::vector<std::string>, std::string> parse_game_state_ids(std::string_view query);

struct GameStateView {
    std::string game;
    bool found = false;
    std::string to_move;  // a side name, when found
    ResultState state = ResultState::ongoing;
    std::optional<std::string> winner;  // a side name
    std::string reason;                 // empty while ongoing
    // Days per move (correspondence): when the side to move's time runs out, while the game goes on.
    std::optional<std::int64_t> deadline_ms;
};

// {"games":[{"game":"…","found":true,"over":true,"to_move":"light","result":{"state":"win","winner":"dark","reason":"time"}},
//           {"game":"…","found":true,"over":false,"to_move":"dark","result":{…},"deadline_ms":1765000000000},
//           {"game":"…","found":false}]}, in the order asked; `deadline_ms` only in a game of days per move.
std::string game_states_body(const std::vector<GameStateView>& states);

}  // namespace petteia::protocol
