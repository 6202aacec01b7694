#pragma once
// POST /api/games: create a game and get the invitation link and the creator's seat secret.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/engine.hpp"
#include "protocol/errors.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

enum class ColorChoice : std::uint8_t { first, second, random };

struct TimeControl {
    std::int64_t initial_ms = 0;
    std::int64_t increment_ms = 0;
};

// {"variant":"petteia-8x8","time":{"minutes":5,"increment":3},"color":"random"}; "time" null or
// absent for no clock; "color" (the creator's) defaults to "random". Against the computer, add
// "opponent":"computer","level":"beginner"|"intermediate"|"advanced"|"expert"; "opponent" defaults
// to "friend" (who takes the other seat by opening the link), which takes no level. "position": a
// position text of the variant to start from (analysis's "play on from here"), which the rules read
// and which must not be over already; absent: the usual start.
struct CreateGameRequest {
    std::string variant;
    std::optional<TimeControl> time;
    ColorChoice color = ColorChoice::random;
    std::optional<engine::Level> computer;  // absent: a game between friends
    std::optional<std::string> position;     // the start, as the rules write it back; absent: the usual one
};

Expected<CreateGameRequest, ProtocolError> parse_create_game(std::string_view body);

// The parts other requests share (the lobby's challenges): a clock, {"minutes":5,"increment":3} or
// null for none (minutes above 0 and at most 180, increment 0 to 60 whole seconds); a variant's name.
Expected<std::optional<TimeControl>, ProtocolError> parse_time_control(const nlohmann::json& time);
Expected<std::string, ProtocolError> parse_variant_name(const nlohmann::json& variant);
// A clock as the server writes it back: {"initial_ms":300000,"increment_ms":3000}, or null.
nlohmann::json time_control_json(const std::optional<TimeControl>& time);

// {"game":"<id>","link":"/g/<id>","side":"light","secret":"<seat secret>"}
nlohmann::json created_game_json(std::string_view game, std::string_view side, std::string_view secret);

}  // namespace petteia::protocol
