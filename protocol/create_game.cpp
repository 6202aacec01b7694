#include "protocol/create_game.hpp"

#include <cmath>

#include "rules/variants.hpp"

namespace petteia::protocol {

namespace {

constexpr double max_minutes = 180;
constexpr std::int64_t max_increment_seconds = 60;
// Far above any board's text (a 10×10 board with its flags is under 120 characters).
constexpr std::size_t longest_position = 300;

}  // namespace

TimeControl days_per_move(std::int64_t days) { return TimeControl{days * day_ms, 0, days}; }

namespace {

Expected<std::optional<TimeControl>, ProtocolError> parse_days(const nlohmann::json& time) {
    if (time.contains("minutes") || time.contains("increment"))
        return unexpected(invalid_message("\"time\" is either {\"days\":..} or {\"minutes\":..,\"increment\":..}, not both"));
    const auto& days = time.at("days");
    if (days.is_number_integer())
        for (const std::int64_t allowed : correspondence_days)
            if (days.get<std::int64_t>() == allowed) return std::optional<TimeControl>{days_per_move(allowed)};
    return unexpected(invalid_message("\"time.days\" must be 1, 2, 3, 5, 7 or 14 (days per move)"));
}

}  // namespace

Expected<std::optional<TimeControl>, ProtocolError> parse_time_control(const nlohmann::json& time) {
    if (time.is_null()) return std::optional<TimeControl>{};
    if (!time.is_object())
        return unexpected(invalid_message("\"time\" must be null, {\"minutes\":..,\"increment\":..} or {\"days\":..}"));
    for (const auto& [key, value] : time.items())
        if (key != "minutes" && key != "increment" && key != "days")
            return unexpected(invalid_message("unknown field \"time." + key + "\""));
    if (time.contains("days")) return parse_days(time);
    const auto minutes = time.find("minutes");
    // Above 0 once rounded to the clock's milliseconds too: 1e-9 minutes is no clock at all.
    if (minutes == time.end() || !minutes->is_number() || !std::isfinite(minutes->get<double>()) ||
        minutes->get<double>() <= 0 || minutes->get<double>() > max_minutes ||
        std::llround(minutes->get<double>() * 60'000) < 1)
        return unexpected(invalid_message("\"time.minutes\" must be a number above 0 and at most 180"));
    std::int64_t increment = 0;
    if (const auto found = time.find("increment"); found != time.end()) {
        if (!found->is_number_integer() || found->get<std::int64_t>() < 0 ||
            found->get<std::int64_t>() > max_increment_seconds)
            return unexpected(invalid_message("\"time.increment\" must be a whole number of seconds from 0 to 60"));
        increment = found->get<std::int64_t>();
    }
    return std::optional<TimeControl>{
        TimeControl{static_cast<std::int64_t>(std::llround(minutes->get<double>() * 60'000)), increment * 1000}};
}

nlohmann::json time_control_json(const std::optional<TimeControl>& time) {
    if (!time) return nullptr;
    nlohmann::json shown{{"initial_ms", time->initial_ms}, {"increment_ms", time->increment_ms}};
    if (time->days_per_move) shown["days"] = *time->days_per_move;
    return shown;
}

Expected<std::string, ProtocolError> parse_variant_name(const nlohmann::json& variant) {
    if (!variant.is_string()) return unexpected(invalid_message("\"variant\" must be a string"));
    const auto& names = variant_names();
    if (std::find(names.begin(), names.end(), variant.get<std::string>()) == names.end()) {
        std::string known;
        for (const auto& name : names) known += (known.empty() ? "" : ", ") + name;
        return unexpected(invalid_message("unknown variant; choose one of " + known));
    }
    return variant.get<std::string>();
}

Expected<CreateGameRequest, ProtocolError> parse_create_game(std::string_view body) {
    const auto object = nlohmann::json::parse(body, nullptr, false);
    if (object.is_discarded()) return unexpected(ProtocolError{ErrorCode::malformed_json, "the body is not valid JSON", {}});
    if (!object.is_object()) return unexpected(invalid_message("the body must be a JSON object"));
    for (const auto& [key, value] : object.items())
        if (key != "variant" && key != "time" && key != "color" && key != "opponent" && key != "level" && key != "position")
            return unexpected(invalid_message("unknown field \"" + key + "\""));

    CreateGameRequest request;
    const auto variant = object.find("variant");
    if (variant == object.end()) return unexpected(invalid_message("\"variant\" must be a string"));
    auto variant_name = parse_variant_name(*variant);
    if (!variant_name) return unexpected(variant_name.error());
    request.variant = std::move(*variant_name);

    if (const auto time = object.find("time"); time != object.end()) {
        auto read = parse_time_control(*time);
        if (!read) return unexpected(read.error());
        request.time = *read;
    }
    if (const auto color = object.find("color"); color != object.end()) {
        if (*color == "first") request.color = ColorChoice::first;
        else if (*color == "second") request.color = ColorChoice::second;
        else if (*color == "random") request.color = ColorChoice::random;
        else return unexpected(invalid_message("\"color\" must be \"first\", \"second\" or \"random\""));
    }
    const auto opponent = object.find("opponent");
    const bool computer = opponent != object.end() && *opponent == "computer";
    if (opponent != object.end() && !computer && *opponent != "friend")
        return unexpected(invalid_message("\"opponent\" must be \"friend\" or \"computer\""));
    const auto level = object.find("level");
    if (computer) {
        if (level == object.end()) return unexpected(invalid_message("\"level\" is needed to play the computer"));
        if (!level->is_string() || !engine::parse_level(level->get<std::string>()))
            return unexpected(invalid_message("\"level\" must be \"beginner\", \"intermediate\", \"advanced\" or \"expert\""));
        request.computer = engine::parse_level(level->get<std::string>());
        // The computer answers in seconds, and a game played on offline has a game clock's readings.
        if (request.time && request.time->days_per_move)
            return unexpected(invalid_message("days per move are for a game between two people, not against the computer"));
    } else if (level != object.end()) {
        return unexpected(invalid_message("\"level\" is only for a game against the computer"));
    }
    if (const auto position = object.find("position"); position != object.end()) {
        if (!position->is_string() || position->get_ref<const std::string&>().size() > longest_position)
            return unexpected(invalid_message("\"position\" must be a position text of at most 300 characters"));
        auto start = new_game(request.variant, position->get_ref<const std::string&>());
        if (!start) return unexpected(invalid_message("\"position\" cannot be read: " + start.error().reason));
        if ((*start)->is_over()) return unexpected(invalid_message("\"position\" is a finished game: there is nothing to play"));
        // Kept as the rules write it: what is stored and shown is their own text, never the client's.
        request.position = (*start)->position_text();
    }
    return request;
}

nlohmann::json created_game_json(std::string_view game, std::string_view side, std::string_view secret) {
    return {{"game", game}, {"link", "/g/" + std::string(game)}, {"side", side}, {"secret", secret}};
}

}  // namespace petteia::protocol
