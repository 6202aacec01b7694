#include "protocol/lobby_messages.hpp"

#include <algorithm>

#include "protocol/message_reader.hpp"

namespace petteia::protocol {

namespace {

using nlohmann::json;

constexpr std::size_t browser_token_length = 43;

bool is_base64url_text(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    });
}

Expected<bool, ProtocolError> read_rated(const json& object) {
    const auto rated = object.find("rated");
    if (rated == object.end()) return false;
    if (!rated->is_boolean()) return unexpected(invalid_message("\"rated\" must be true or false"));
    return rated->get<bool>();
}

// The game a challenge or a seek is for: "variant", "time" and "rated".
struct Wanted {
    std::string variant;
    std::optional<TimeControl> time;
    bool rated = false;
};

Expected<Wanted, ProtocolError> read_wanted(const json& object) {
    const auto variant = object.find("variant");
    if (variant == object.end()) return unexpected(invalid_message("missing field \"variant\""));
    auto name = parse_variant_name(*variant);
    if (!name) return unexpected(name.error());
    const auto time = object.find("time");
    if (time == object.end()) return unexpected(invalid_message("missing field \"time\" (null for no clock)"));
    auto clock = parse_time_control(*time);
    if (!clock) return unexpected(clock.error());
    auto rated = read_rated(object);
    if (!rated) return unexpected(rated.error());
    if (*rated && !*clock) return unexpected(invalid_message("a rated game has a clock"));
    return Wanted{std::move(*name), *clock, *rated};
}

Expected<std::string, ProtocolError> read_id(const MessageReader& reader) {
    auto id = reader.text("id", 64);
    if (!id) return unexpected(id.error());
    if (!is_valid_challenge_id(*id)) return unexpected(invalid_message("\"id\" is not a challenge id"));
    return *id;
}

Expected<LobbyMessage, ProtocolError> read(const std::string& type, const json& object) {
    const MessageReader reader(object);
    if (type == "lobby_join") {
        if (auto error = reader.only({"protocol", "browser"})) return unexpected(*error);
        const auto protocol = object.find("protocol");
        if (protocol == object.end()) return unexpected(invalid_message("missing field \"protocol\""));
        if (!protocol->is_number_integer() || protocol->get<std::int64_t>() != protocol_version)
            return unexpected(ProtocolError{ErrorCode::unsupported_protocol,
                                            "this server speaks protocol " + std::to_string(protocol_version), {}});
        auto browser = reader.text("browser", 64);
        if (!browser) return unexpected(browser.error());
        if (!is_valid_browser_token(*browser))
            return unexpected(invalid_message("\"browser\" must be 43 base64url characters (32 random bytes)"));
        return LobbyMessage{LobbyJoin{std::move(*browser)}};
    }
    if (type == "post_challenge") {
        if (auto error = reader.only({"variant", "time", "rated", "color"})) return unexpected(*error);
        auto wanted = read_wanted(object);
        if (!wanted) return unexpected(wanted.error());
        PostChallenge post{std::move(wanted->variant), wanted->time, wanted->rated, ColorChoice::random};
        if (const auto color = object.find("color"); color != object.end()) {
            if (*color == "first") post.color = ColorChoice::first;
            else if (*color == "second") post.color = ColorChoice::second;
            else if (*color != "random") return unexpected(invalid_message("\"color\" must be \"first\", \"second\" or \"random\""));
        }
        return LobbyMessage{std::move(post)};
    }
    if (type == "seek") {
        if (auto error = reader.only({"variant", "time", "rated"})) return unexpected(*error);
        auto wanted = read_wanted(object);
        if (!wanted) return unexpected(wanted.error());
        return LobbyMessage{Seek{std::move(wanted->variant), wanted->time, wanted->rated}};
    }
    if (type == "cancel_challenge" || type == "accept_challenge") {
        if (auto error = reader.only({"id"})) return unexpected(*error);
        auto id = read_id(reader);
        if (!id) return unexpected(id.error());
        if (type == "cancel_challenge") return LobbyMessage{CancelChallenge{std::move(*id)}};
        return LobbyMessage{AcceptChallenge{std::move(*id)}};
    }
    if (type == "cancel_seek") {
        if (auto error = reader.only({})) return unexpected(*error);
        return LobbyMessage{CancelSeek{}};
    }
    return unexpected(ProtocolError{ErrorCode::unknown_type, "unknown lobby message type \"" + type.substr(0, 64) + "\"", {}});
}

std::string_view color_name(ColorChoice color) {
    switch (color) {
        case ColorChoice::first: return "first";
        case ColorChoice::second: return "second";
        case ColorChoice::random: break;
    }
    return "random";
}

json rating_json(const RatingShown& rating) { return json{{"rating", rating.rating}, {"provisional", rating.provisional}}; }

json pools_json(const std::vector<PoolView>& pools) {
    json list = json::array();
    for (const auto& pool : pools)
        list.push_back({{"variant", pool.variant}, {"time", time_control_json(pool.time)}, {"rated", pool.rated},
                        {"seeking", pool.seeking}});
    return list;
}

json seek_json(const SeekView& seek) {
    return json{{"id", seek.id}, {"variant", seek.variant}, {"time", time_control_json(seek.time)}, {"rated", seek.rated},
                {"since_ms", seek.since_ms}};
}

}  // namespace

bool is_valid_browser_token(std::string_view token) {
    return token.size() == browser_token_length && is_base64url_text(token);
}

bool is_valid_challenge_id(std::string_view id) { return is_valid_game_id(id); }

Expected<LobbyRequest, ClientParseError> parse_lobby_message(std::string_view text) {
    auto envelope = read_envelope(text);
    if (!envelope) return unexpected(envelope.error());
    auto message = read(envelope->type, envelope->object);
    if (!message) return unexpected(ClientParseError{message.error(), envelope->ref});
    return LobbyRequest{std::move(*message), std::move(envelope->ref)};
}

json challenge_json(const ChallengeView& challenge, bool mine) {
    json by = nullptr;
    if (challenge.by) {
        by = json{{"name", challenge.by->name}, {"rating", nullptr}, {"provisional", false}};
        if (challenge.by->rating) {
            by["rating"] = challenge.by->rating->rating;
            by["provisional"] = challenge.by->rating->provisional;
        }
    }
    return json{{"id", challenge.id},
                {"variant", challenge.variant},
                {"time", time_control_json(challenge.time)},
                {"rated", challenge.rated},
                {"color", color_name(challenge.color)},
                {"category", challenge.category ? json(*challenge.category) : json(nullptr)},
                {"by", std::move(by)},
                {"mine", mine},
                {"posted_at_ms", challenge.posted_at_ms}};
}

std::string lobby_message(const std::optional<std::string>& name,
                          const std::vector<std::pair<std::string, RatingShown>>& ratings,
                          const std::vector<std::pair<const ChallengeView*, bool>>& challenges,
                          const std::optional<SeekView>& seek, std::size_t players, std::size_t listed_in_all,
                          const std::vector<PoolView>& pools) {
    json you_ratings = json::object();
    for (const auto& [category, rating] : ratings) you_ratings[category] = rating_json(rating);
    json list = json::array();
    for (const auto& [challenge, mine] : challenges) list.push_back(challenge_json(*challenge, mine));
    return json{{"type", "lobby"},
                {"you", {{"name", name ? json(*name) : json(nullptr)}, {"ratings", std::move(you_ratings)}}},
                {"challenges", std::move(list)},
                {"seek", seek ? seek_json(*seek) : json(nullptr)},
                {"players", players},
                {"total", std::max(listed_in_all, challenges.size())},
                {"pools", pools_json(pools)}}
        .dump();
}

std::string challenge_posted_message(const ChallengeView& challenge, std::string_view secret) {
    return json{{"type", "challenge_posted"}, {"challenge", challenge_json(challenge, true)}, {"secret", secret}}.dump();
}

std::string challenge_added_message(const ChallengeView& challenge, bool mine) {
    return json{{"type", "challenge_added"}, {"challenge", challenge_json(challenge, mine)}}.dump();
}

std::string challenge_removed_message(std::string_view id) {
    return json{{"type", "challenge_removed"}, {"id", id}}.dump();
}

std::string seeking_message(const SeekView& seek, std::string_view secret) {
    return json{{"type", "seeking"}, {"seek", seek_json(seek)}, {"secret", secret}}.dump();
}

std::string seek_ended_message() { return json{{"type", "seek_ended"}}.dump(); }

std::string_view casual_reason_name(CasualReason reason) {
    switch (reason) {
        case CasualReason::same_network: return "same_network";
        case CasualReason::same_browser: return "same_browser";
    }
    return "same_network";
}

std::string paired_message(std::string_view game, const std::optional<std::string>& secret, std::string_view side,
                           std::string_view challenge, bool rated, std::optional<CasualReason> casual_reason) {
    return json{{"type", "paired"},
                {"game", game},
                {"secret", secret ? json(*secret) : json(nullptr)},
                {"side", side},
                {"challenge", challenge},
                {"rated", rated},
                {"casual_reason", casual_reason ? json(casual_reason_name(*casual_reason)) : json(nullptr)}}
        .dump();
}

std::string lobby_players_message(std::size_t players) {
    return json{{"type", "lobby_players"}, {"players", players}}.dump();
}

std::string lobby_pools_message(const std::vector<PoolView>& pools) {
    return json{{"type", "lobby_pools"}, {"pools", pools_json(pools)}}.dump();
}

}  // namespace petteia::protocol
