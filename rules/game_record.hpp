#pragma once
// Game records: one move per line in canonical notation. Blank lines and lines starting with '#'
// are ignored when reading, except two optional headers written first:
//   # variant: petteia-8x8
//   # position: <position text>      (only when the game did not start from the usual position)
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
