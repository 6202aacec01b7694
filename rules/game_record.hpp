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
#include <utility>
#include <vector>

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

// A PGN-style record for people and other programs: `tags` (`[Name "value"]`; a [Variant] or [FEN]
// among them is left out), then [Variant] and, for a game set up from a position, [FEN], the moves numbered ("1. Pe1-e3 Pe8-e6 2. …") in lines
// of at most 80 characters, then `result` ("1-0", "0-1", "1/2-1/2" or "*"). read_record reads it.
using RecordTags = std::vector<std::pair<std::string, std::string>>;
std::string write_tagged_record(const Game& game, const RecordTags& tags, std::string_view result);

// A record read as far as its moves are legal, for a viewer that shows where a game went wrong.
struct RecordReading {
    std::unique_ptr<Game> game;        // the record's start with every move up to the first refused one played
    std::optional<ReplayError> error;  // the first refused move
    RecordTags tags;                   // its `[Name "value"]` tags, in order
    std::string result;                // its result token, empty when it has none
    bool guessed = false;              // the record named no game: it is the one whose rules accept the most of its moves
};

// Fails only when the game cannot be set up (an unknown variant, a wrong position text), or when the
// record names no game (neither its [Variant] nor `variant`) and no single game's rules accept more
// of its moves than every other's. A position text alone (no tags, no moves) reads as a record that
// starts there and has no move, of `variant` or of the one game whose rules read it.
Expected<RecordReading, TextError> read_record_until_refused(std::string_view text, std::string_view variant = {});

// Reads a whole record. The variant comes from the header, or from `variant` when the record has
// none; when both are given they must agree. Any refused move makes the record unreadable.
Expected<std::unique_ptr<Game>, TextError> read_record(std::string_view text, std::string_view variant = {});

}  // namespace petteia
