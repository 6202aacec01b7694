#pragma once
// GET /api/games/<id>/record: a game of the site as a recorded game (rules/game_record.hpp), to keep
// or to open in the viewer or another program. The tags and the result token are decided here.
#include <cstdint>
#include <string>
#include <string_view>

#include "protocol/game_view.hpp"
#include "rules/game.hpp"

namespace petteia::protocol {

// "1-0" when the first side won, "0-1" when the second did, "1/2-1/2" for a draw, "*" otherwise
// (a game still in play, or aborted).
std::string_view result_token(const ResultView& result);

// [Event], [Site] (the game's link), [Date] (its creation, UTC), [Result], [Termination] (the reason
// the game ended, as the protocol names it), then the rules' record of the moves.
std::string game_record_text(const Game& game, std::string_view id, const ResultView& result, std::int64_t created_at_ms);

// The file name offered for it: "petteia-<id>.txt".
std::string game_record_file_name(std::string_view id);

}  // namespace petteia::protocol
