#pragma once
// POST /api/games: create a game and get the invitation link and the creator's seat secret.
#include <array>
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
    // A game at one's own pace (issue 38): each move within this many days (1, 2, 3, 5, 7 or 14),
    // the allowance full again after every move; initial_ms is then the days in milliseconds and
    // increment_ms 0. Absent: a game clock.
    std::optional<std::int64_t> days_per_move{};
};

// The days per move one may choose, in order.
inline constexpr std::array<std::int64_t, 6> correspondence_days{1, 2, 3, 5, 7, 14};
inline constexpr std::int64_t day_ms = 86'400'000;
// A correspondence clock of `days` a move (one of correspondence_days).
TimeControl days_per_move(std::int64_t days);

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

// The parts other requests share (the lobby's challenges): a clock, {"minutes":5,"increment":3}
// (minutes above 0 and at most 180, increment 0 to 60 whole seconds), or {"days":3} for a game at
// one's own pace (1, 2, 3, 5, 7 or 14 days per move; never with minutes or increment), or null for
// none; a variant's name.
Expected<std::optional<TimeControl>, ProtocolError> parse_time_control(const nlohmann::json& time);
Expected<std::string, ProtocolError> parse_variant_name(const nlohmann::json& variant);
// A clock as the server writes it back: {"initial_ms":300000,"increment_ms":3000}, with "days":3
// added (and initial_ms 259200000, increment_ms 0) for a correspondence clock; or null.
nlohmann::json time_control_json(const std::optional<TimeControl>& time);

// {"game":"<id>","link":"/g/<id>","side":"light","secret":"<seat secret>"}
nlohmann::json created_game_json(std::string_view game, std::string_view side, std::string_view secret);

}  // namespace petteia::protocol
