#pragma once
// Game records: the moves in the variant's canonical notation, one a line when written. Reading is
// looser, as recorded games are written by people and other programs:
//   - blank lines and lines starting with '#' are skipped, except two optional headers written first:
//       # variant: petteia-8x8
//       # position: <position text>      (only when the game did not start from the usual position)
//   - PGN-style tag lines `[Tag "value"]` are skipped, and `[Variant "…"]`, `[FEN "…"]` read like
//     the two headers;
//   - comments in braces `{…}` (across lines too), move numbers (`1.`, `12...`) and the check marks
//     `+` and `#` after a move are ignored;
//   - a result token (`1-0`, `0-1`, `1/2-1/2`, `*`) ends the record;
//   - several moves may share a line, separated by spaces; "D2 → D4" is one move (an arrow joins).
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "rules/errors.hpp"
#include "rules/expected.hpp"
#include "rules/game.hpp"

namespace petteia {

struct ReplayError {
    int index = 0;           // counts moves from 0
    std::string move_text;   // as given
    MoveError error;
};

struct ReplayResult {
    int applied = 0;
    std::optional<ReplayError> error;
};

// Plays the moves of `lines` (one a line) on `game`, stopping at the first one refused.
ReplayResult replay(Game& game, std::string_view lines);

std::string write_record(const Game& game);

// Reads a whole record. The variant comes from the header, or from `variant` when the record has
// none; when both are given they must agree. Any refused move makes the record unreadable.
Expected<std::unique_ptr<Game>, TextError> read_record(std::string_view text, std::string_view variant = {});

}  // namespace petteia
