#pragma once
// Messages from the server, serialised once and sent to every recipient. See protocol/README.md.
#include <cstdint>
#include <vector>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "protocol/errors.hpp"
#include "protocol/game_view.hpp"

namespace petteia::protocol {

// The whole state of a game, as in a "snapshot" or "joined" message.
nlohmann::json snapshot_json(const GameView& view);

// {"type":"hello","protocol":1,"server_time_ms":..}, sent when a WebSocket opens.
// GET /api/games/<id>/positions: {"game":…,"positions":[ply 0, ply 1, …]} (position texts).
std::string positions_body(std::string_view game, const std::vector<std::string>& positions);

std::string hello_message(std::int64_t server_time_ms);

// {"type":"joined","game":..,"role":"light"|"dark"|"spectator","secret":..,"snapshot":{..}}.
// `role` is a side name or "spectator"; the secret is sent only to the player who just took a seat.
std::string joined_message(const GameView& view, std::string_view role, const std::optional<std::string>& secret);

// {"type":"snapshot","snapshot":{..}}: the answer to a client's {"type":"snapshot"}. Sent unasked,
// with a `reason`, when the server itself put the game back to another state than the one it had
// told: "store_resync", the game reloaded from the store, which had lost a change already told.
std::string snapshot_message(const GameView& view, std::optional<std::string_view> reason = std::nullopt);
inline constexpr std::string_view store_resync_reason = "store_resync";

// {"type":"event","game":..,"version":..,"kind":..,"state":{<fields>},"move":{..}}: the fields of
// the snapshot that changed, each replaced whole; a "move" event also carries the move to append.
std::string event_message(const GameView& view, EventKind kind, const std::vector<Field>& fields,
                          const MoveView* appended = nullptr);

std::string error_message(const ProtocolError& error, const std::optional<nlohmann::json>& ref = std::nullopt);
// A player's quick message, to every follower: {"type":"quick","game":…,"side":…,"say":…,"server_time_ms":…}.
std::string quick_message(std::string_view game, std::string_view side, std::string_view say, std::int64_t server_time_ms);
// The answer to a stored report: {"type":"reported","against":"dark"}; `already`: this reporter's
// report of that seat was stored before, and stands ({…,"already":true}).
std::string reported_message(std::string_view against, bool already = false);

}  // namespace petteia::protocol
