#pragma once
// Messages from a browser over WebSocket, validated field by field. See protocol/README.md.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

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
// A move's text is at most this long, and its ply at most this (more plies than any game can
// have: the 100-move rule ends every game long before).
inline constexpr std::size_t max_move_length = 32;
inline constexpr int max_ply = 1'000'000;

struct PlayMove {
    std::string move;
    std::optional<int> ply;
};

// A game against the computer played on in the browser while the network was down (the browser's
// module answered for the computer), sent when it comes back: {"type":"offline_moves","from_ply":12,
// "moves":[{"move":"Pe1-e3","clock_ms":281000},…],"to_move_ms":270000,"resigned":true}. `from_ply`
// is the number of moves the server had confirmed when the browser went on alone; `clock_ms` is the
// mover's time after each move (increment included) and `to_move_ms` the time left now to the side
// to move, both when the game is timed; `resigned`, the player gave up offline. A long game comes
// in several messages, each going on from where the last one ended (at most 100 moves each).
struct OfflineMove {
    std::string move;
    std::optional<std::int64_t> clock_ms;
};
struct OfflineMoves {
    int from_ply = 0;
    std::vector<OfflineMove> moves;
    std::optional<std::int64_t> to_move_ms;
    bool resigned = false;
};
inline constexpr std::size_t max_offline_moves_per_message = 100;

// The fixed quick messages a player may send during a game (issue 27): no free text between strangers.
enum class QuickSay : std::uint8_t { hello, good_luck, good_game, thank_you, well_played };
std::string_view to_string(QuickSay say);
// {"type":"quick","say":"good_luck"}
struct Quick {
    QuickSay say = QuickSay::hello;
};

// Why a player is reported to the operator.
enum class ReportReason : std::uint8_t { insult, cheating, stalling, name, other };
std::string_view to_string(ReportReason reason);
// {"type":"report","against":"dark","reason":"insult","browser":"<43 base64url>"}: `against` is a side
// name, read by the room; `browser`, the lobby's browser token (lobby_messages.hpp), names a reporter
// who is not signed in, so that a browser reports a seat once however often it reconnects.
struct Report {
    std::string against;
    ReportReason reason = ReportReason::other;
    std::optional<std::string> browser = std::nullopt;
};

// {"type":"set_listing","listed":false}: the player's say on listing the game among the live games.
struct SetListing {
    bool listed = false;
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
    berserk,   // a tournament's player halves their own clock before their first move (issue 39)
};

std::string_view to_string(Action action);

using ClientMessage = std::variant<Join, PlayMove, OfflineMoves, Action, Quick, Report, SetListing>;

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

// What every client message has, whichever socket it came on (a game's or the lobby's): a JSON
// object with a string "type" and maybe a "ref". The object is the message's.
struct Envelope {
    nlohmann::json object;
    std::string type;
    std::optional<nlohmann::json> ref;
};
Expected<Envelope, ClientParseError> read_envelope(std::string_view text);

// Game ids and seat secrets are base64url text of a fixed alphabet; the limits keep junk out early.
bool is_valid_game_id(std::string_view id);
bool is_valid_secret(std::string_view secret);

}  // namespace petteia::protocol
