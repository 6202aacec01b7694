#pragma once
// Direct challenges (issue 38, deliverable 4): a challenge to a player by name, the challenges an
// account has waiting, and their answers. The wire is protocol/README.md, "HTTP: direct challenges".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/create_game.hpp"

namespace petteia::protocol {

// POST /api/players/<name>/challenge: {"variant":…,"time":…,"color":…}, as POST /api/games reads
// them (parse_create_game; "position" too), but never against the computer.
Expected<CreateGameRequest, ProtocolError> parse_direct_challenge(std::string_view body);

// A challenge waiting for its answer, as its two players see it.
struct WaitingChallengeView {
    std::string game;
    std::string variant;
    std::optional<TimeControl> time;
    std::string side;      // the side of the account that asks
    bool incoming = false;  // to it (it answers); otherwise from it (it waits)
    std::string name;       // the other player's
    std::int64_t created_at_ms = 0;
    std::int64_t expires_at_ms = 0;
};

// {"challenges":[{"game":…,"link":"/g/<id>","variant":…,"time":…,"side":…,"incoming":…,"name":…,
//  "created_at_ms":…,"expires_at_ms":…}, …]}
nlohmann::json challenges_json(const std::vector<WaitingChallengeView>& challenges);

// The challenger's answer: created_game_json and the name challenged, "to".
nlohmann::json challenge_made_json(std::string_view game, std::string_view side, std::string_view secret,
                                   std::string_view to);

}  // namespace petteia::protocol
