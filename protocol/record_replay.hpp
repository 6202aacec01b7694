#pragma once
// POST /api/records/replay: a recorded game (pasted or opened in the viewer) checked move by move by
// the rules, answered with every position up to the first illegal move. Shapes in protocol/README.md.
#include <optional>
#include <string>
#include <string_view>

#include <vector>

#include "engine/solved_moves.hpp"
#include "protocol/errors.hpp"
#include "rules/expected.hpp"
#include "rules/game_record.hpp"

namespace petteia::protocol {

// {"record":"<text>","variant":"petteia-chess"}; "variant" may be left out when the record names it.
struct RecordReplayRequest {
    std::string record;
    std::optional<std::string> variant;
};

Expected<RecordReplayRequest, ProtocolError> parse_record_replay(std::string_view body);

// The answer: the variant, tags, start and every position after each accepted move, the moves as
// the notation writes them (with what each captured and the Kings it left in check), the first
// refused move, the rules' verdict at the last position and the record's own result token. Text the
// record gave (tags, the refused move) is quoted as given, with bytes that are not UTF-8 as U+FFFD.
// `judged`: each accepted move judged by the variant's solution (engine/solved_moves.hpp), written
// as "solution"; null when the variant has none.
std::string record_replay_body(const RecordReading& reading,
                               const std::optional<std::vector<engine::JudgedMove>>& judged = std::nullopt);

}  // namespace petteia::protocol
