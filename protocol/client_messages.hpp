#pragma once
// Messages from a browser over WebSocket, validated field by field. See protocol/README.md.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <nlohmann/json.hpp>

#include "protocol/errors.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

inline constexpr int protocol_version = 1;

// {"type":"join","protocol":1,"game":"<id>","secret":"<seat secret>"}: attach this connection to a
// game. With a seat's secret it resumes that seat; without one it takes a free seat (the reply then
// carries the new secret) or, when both are taken, watches.
struct Join {
    std::string game;
    std::optional<std::string> secret;
};

// {"type":"move","move":"D2-D4","ply":12}. `ply`, optional, is the number of moves played in the
// position the player moved from: a move that crossed a takeback is then refused instead of being
// played in a position its player never saw.
struct PlayMove {
    std::string move;
    std::optional<int> ply;
};

// Messages with no field but their type.
enum class Action : std::uint8_t {
    resign,
    offer_draw,
    accept_draw,
    decline_draw,
    request_takeback,
    accept_takeback,
    decline_takeback,
    offer_rematch,
    accept_rematch,
    decline_rematch,
    abort,
    claim_win,
    snapshot,  // send me the full state again (after a gap in event versions)
};

std::string_view to_string(Action action);

using ClientMessage = std::variant<Join, PlayMove, Action>;

struct ClientRequest {
    ClientMessage message;
    // The client's optional "ref" (a string or an integer), echoed in an error about this request.
    std::optional<nlohmann::json> ref;
};

// What parsing a frame gives: the request, or the error to send back (with the ref when one could
// be read).
struct ClientParseError {
    ProtocolError error;
    std::optional<nlohmann::json> ref;
};

Expected<ClientRequest, ClientParseError> parse_client_message(std::string_view text);

// Game ids and seat secrets are base64url text of a fixed alphabet; the limits keep junk out early.
bool is_valid_game_id(std::string_view id);
bool is_valid_secret(std::string_view secret);

}  // namespace petteia::protocol
