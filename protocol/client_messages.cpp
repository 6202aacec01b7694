#include "protocol/client_messages.hpp"

#include "protocol/lobby_messages.hpp"
#include "protocol/message_reader.hpp"
#include "protocol/plain_move.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>

namespace petteia::protocol {

namespace {

using nlohmann::json;

constexpr std::array<std::pair<std::string_view, Action>, 14> actions{{
    {"resign", Action::resign},
    {"offer_draw", Action::offer_draw},
    {"accept_draw", Action::accept_draw},
    {"decline_draw", Action::decline_draw},
    {"request_takeback", Action::request_takeback},
    {"accept_takeback", Action::accept_takeback},
    {"decline_takeback", Action::decline_takeback},
    {"offer_rematch", Action::offer_rematch},
    {"accept_rematch", Action::accept_rematch},
    {"decline_rematch", Action::decline_rematch},
    {"abort", Action::abort},
    {"claim_win", Action::claim_win},
    {"snapshot", Action::snapshot},
    {"berserk", Action::berserk},
}};

// More time than any clock can hold (a time control is at most 180 minutes plus increments).
constexpr std::int64_t max_clock_ms = 24LL * 3'600'000;

bool is_base64url(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    });
}

Expected<ClientMessage, ProtocolError> read_join(const MessageReader& reader, const json& object) {
    if (auto error = reader.only({"protocol", "game", "secret"})) return unexpected(*error);
    const auto protocol = object.find("protocol");
    if (protocol == object.end()) return unexpected(reader.invalid("missing field \"protocol\""));
    if (!protocol->is_number_integer() || protocol->get<std::int64_t>() != protocol_version)
        return unexpected(ProtocolError{ErrorCode::unsupported_protocol,
                                        "this server speaks protocol " + std::to_string(protocol_version), {}});
    auto game = reader.text("game", 64);
    if (!game) return unexpected(game.error());
    if (!is_valid_game_id(*game)) return unexpected(reader.invalid("\"game\" is not a game id"));
    auto secret = reader.text("secret", 64, false);
    if (!secret) return unexpected(secret.error());
    Join join{*game, std::nullopt};
    if (!secret->empty()) {
        if (!is_valid_secret(*secret)) return unexpected(reader.invalid("\"secret\" is not a seat secret"));
        join.secret = *secret;
    }
    return ClientMessage{std::move(join)};
}

Expected<ClientMessage, ProtocolError> read_move(const MessageReader& reader) {
    if (auto error = reader.only({"move", "ply"})) return unexpected(*error);
    auto move = reader.text("move", max_move_length);
    if (!move) return unexpected(move.error());
    auto ply = reader.whole_number("ply", 0, max_ply);
    if (!ply) return unexpected(ply.error());
    return ClientMessage{PlayMove{*move, *ply}};
}

// A time on a clock: absent, or a whole number of milliseconds from 0 to max_clock_ms.
Expected<std::optional<std::int64_t>, ProtocolError> clock_reading(const json& object, const char* key) {
    const auto found = object.find(key);
    if (found == object.end()) return std::optional<std::int64_t>();
    if (!found->is_number_integer() || found->get<std::int64_t>() < 0 || found->get<std::int64_t>() > max_clock_ms)
        return unexpected(invalid_message(std::string("\"") + key + "\" must be a whole number of milliseconds from 0 to " +
                                          std::to_string(max_clock_ms)));
    return std::optional<std::int64_t>(found->get<std::int64_t>());
}

constexpr std::array<std::pair<std::string_view, QuickSay>, 5> quick_says{{
    {"hello", QuickSay::hello},
    {"good_luck", QuickSay::good_luck},
    {"good_game", QuickSay::good_game},
    {"thank_you", QuickSay::thank_you},
    {"well_played", QuickSay::well_played},
}};

constexpr std::array<std::pair<std::string_view, ReportReason>, 5> report_reasons{{
    {"insult", ReportReason::insult},
    {"cheating", ReportReason::cheating},
    {"stalling", ReportReason::stalling},
    {"name", ReportReason::name},
    {"other", ReportReason::other},
}};

// One of `names`, or the error listing them.
template <class Value, std::size_t N>
Expected<Value, ProtocolError> one_of(const MessageReader& reader, const char* key,
                                      const std::array<std::pair<std::string_view, Value>, N>& names) {
    auto text = reader.text(key, 32);
    if (!text) return unexpected(text.error());
    for (const auto& [name, value] : names)
        if (name == *text) return value;
    std::string known;
    for (const auto& [name, value] : names) known += (known.empty() ? "" : ", ") + std::string(name);
    return unexpected(reader.invalid(std::string("\"") + key + "\" must be one of " + known));
}

Expected<ClientMessage, ProtocolError> read_quick(const MessageReader& reader) {
    if (auto error = reader.only({"say"})) return unexpected(*error);
    auto say = one_of(reader, "say", quick_says);
    if (!say) return unexpected(say.error());
    return ClientMessage{Quick{*say}};
}

Expected<ClientMessage, ProtocolError> read_report(const MessageReader& reader) {
    if (auto error = reader.only({"against", "reason", "browser"})) return unexpected(*error);
    auto against = reader.text("against", 32);
    if (!against) return unexpected(against.error());
    auto reason = one_of(reader, "reason", report_reasons);
    if (!reason) return unexpected(reason.error());
    auto browser = reader.text("browser", 64, false);
    if (!browser) return unexpected(browser.error());
    if (!browser->empty() && !is_valid_browser_token(*browser))
        return unexpected(reader.invalid("\"browser\" must be 43 base64url characters (32 random bytes)"));
    Report report{std::move(*against), *reason, std::nullopt};
    if (!browser->empty()) report.browser = std::move(*browser);
    return ClientMessage{std::move(report)};
}

Expected<ClientMessage, ProtocolError> read_set_listing(const MessageReader& reader, const json& object) {
    if (auto error = reader.only({"listed"})) return unexpected(*error);
    const auto listed = object.find("listed");
    if (listed == object.end() || !listed->is_boolean()) return unexpected(reader.invalid("\"listed\" must be true or false"));
    return ClientMessage{SetListing{listed->get<bool>()}};
}

Expected<ClientMessage, ProtocolError> read_offline_moves(const MessageReader& reader, const json& object) {
    if (auto error = reader.only({"from_ply", "moves", "to_move_ms", "resigned"})) return unexpected(*error);
    auto from_ply = reader.whole_number("from_ply", 0, max_ply);
    if (!from_ply) return unexpected(from_ply.error());
    if (!*from_ply) return unexpected(reader.invalid("missing field \"from_ply\""));
    OfflineMoves offline;
    offline.from_ply = **from_ply;
    const auto moves = object.find("moves");
    if (moves == object.end() || !moves->is_array() || moves->size() > max_offline_moves_per_message)
        return unexpected(reader.invalid("\"moves\" must be an array of at most " +
                                         std::to_string(max_offline_moves_per_message) + " moves"));
    for (const json& entry : *moves) {
        if (!entry.is_object()) return unexpected(reader.invalid("each offline move is an object"));
        const MessageReader fields(entry);
        if (auto error = fields.only({"move", "clock_ms"})) return unexpected(*error);
        auto move = fields.text("move", 32);
        if (!move) return unexpected(move.error());
        auto clock_ms = clock_reading(entry, "clock_ms");
        if (!clock_ms) return unexpected(clock_ms.error());
        offline.moves.push_back({std::move(*move), *clock_ms});
    }
    auto to_move_ms = clock_reading(object, "to_move_ms");
    if (!to_move_ms) return unexpected(to_move_ms.error());
    offline.to_move_ms = *to_move_ms;
    if (const auto resigned = object.find("resigned"); resigned != object.end()) {
        if (!resigned->is_boolean()) return unexpected(reader.invalid("\"resigned\" must be true or false"));
        offline.resigned = resigned->get<bool>();
    }
    if (offline.moves.empty() && !offline.resigned) return unexpected(reader.invalid("no moves and no resignation: nothing to play"));
    return ClientMessage{std::move(offline)};
}

}  // namespace

std::string_view to_string(Action action) {
    for (const auto& [name, value] : actions)
        if (value == action) return name;
    return "?";
}

std::string_view to_string(QuickSay say) {
    for (const auto& [name, value] : quick_says)
        if (value == say) return name;
    return "?";
}

std::string_view to_string(ReportReason reason) {
    for (const auto& [name, value] : report_reasons)
        if (value == reason) return name;
    return "?";
}

bool is_valid_game_id(std::string_view id) { return id.size() >= 8 && id.size() <= 32 && is_base64url(id); }
bool is_valid_secret(std::string_view secret) { return secret.size() >= 22 && secret.size() <= 64 && is_base64url(secret); }

Expected<Envelope, ClientParseError> read_envelope(std::string_view text) {
    json object = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (object.is_discarded())
        return unexpected(ClientParseError{{ErrorCode::malformed_json, "the message is not valid JSON", {}}, {}});
    if (!object.is_object())
        return unexpected(ClientParseError{{ErrorCode::invalid_message, "a message is a JSON object", {}}, {}});

    std::optional<json> ref;
    if (const auto found = object.find("ref"); found != object.end()) {
        const bool short_string = found->is_string() && found->get_ref<const std::string&>().size() <= 64;
        if (!short_string && !found->is_number_integer())
            return unexpected(ClientParseError{
                {ErrorCode::invalid_message, "\"ref\" must be an integer or a string of at most 64 characters", {}},
                {}});
        ref = *found;
    }
    const auto type = object.find("type");
    if (type == object.end()) return unexpected(ClientParseError{invalid_message("missing field \"type\""), ref});
    if (!type->is_string()) return unexpected(ClientParseError{invalid_message("\"type\" must be a string"), ref});
    std::string name = type->get<std::string>();
    return Envelope{std::move(object), std::move(name), std::move(ref)};
}

Expected<ClientRequest, ClientParseError> parse_client_message(std::string_view text) {
    if (auto move = read_plain_move(text)) return ClientRequest{ClientMessage{std::move(*move)}, std::nullopt};
    auto envelope = read_envelope(text);
    if (!envelope) return unexpected(envelope.error());
    const json& object = envelope->object;
    const std::string& name = envelope->type;
    std::optional<json>& ref = envelope->ref;
    const auto fail = [&](ProtocolError error) { return unexpected(ClientParseError{std::move(error), ref}); };
    const MessageReader reader(object);

    Expected<ClientMessage, ProtocolError> message = unexpected(ProtocolError{});
    if (name == "join") {
        message = read_join(reader, object);
    } else if (name == "move") {
        message = read_move(reader);
    } else if (name == "offline_moves") {
        message = read_offline_moves(reader, object);
    } else if (name == "quick") {
        message = read_quick(reader);
    } else if (name == "report") {
        message = read_report(reader);
    } else if (name == "set_listing") {
        message = read_set_listing(reader, object);
    } else {
        const auto action = std::find_if(actions.begin(), actions.end(), [&](const auto& a) { return a.first == name; });
        if (action == actions.end())
            return fail({ErrorCode::unknown_type, "unknown message type \"" + name.substr(0, 64) + "\"", {}});
        if (auto error = reader.only({})) return fail(*error);
        message = ClientMessage{action->second};
    }
    if (!message) return fail(message.error());
    return ClientRequest{std::move(*message), std::move(ref)};
}

}  // namespace petteia::protocol
