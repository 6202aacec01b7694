#include "protocol/tournament_messages.hpp"

#include <algorithm>

#include "protocol/client_messages.hpp"
#include "protocol/display_names.hpp"
#include "protocol/json_body.hpp"
#include "rules/variants.hpp"

namespace petteia::protocol {

std::string_view to_string(TournamentKind kind) {
    switch (kind) {
        case TournamentKind::arena: return "arena";
        case TournamentKind::round_robin: return "round_robin";
        case TournamentKind::swiss: return "swiss";
    }
    return "arena";
}

std::optional<TournamentKind> tournament_kind(std::string_view word) {
    for (const auto kind : {TournamentKind::arena, TournamentKind::round_robin, TournamentKind::swiss})
        if (to_string(kind) == word) return kind;
    return std::nullopt;
}

namespace {

Expected<std::int64_t, ProtocolError> bounded_integer(const nlohmann::json& object, std::string_view field, std::int64_t low,
                                                   std::int64_t high) {
    const auto found = object.find(std::string(field));
    if (found == object.end() || !found->is_number_integer() || found->get<std::int64_t>() < low ||
        found->get<std::int64_t>() > high)
        return unexpected(invalid_message("\"" + std::string(field) + "\" must be a whole number from " + std::to_string(low) +
                                          " to " + std::to_string(high)));
    return found->get<std::int64_t>();
}

Expected<bool, ProtocolError> flag(const nlohmann::json& object, std::string_view field, bool otherwise) {
    const auto found = object.find(std::string(field));
    if (found == object.end()) return otherwise;
    if (!found->is_boolean()) return unexpected(invalid_message("\"" + std::string(field) + "\" must be true or false"));
    return found->get<bool>();
}

}  // namespace

Expected<CreateTournamentRequest, ProtocolError> parse_create_tournament(std::string_view body, int most_round_robin) {
    auto object = read_json_object(body, {"kind", "name", "variant", "time", "rated", "listed", "starts_in_minutes", "minutes",
                                          "rounds", "max_players", "club", "round_every_minutes"});
    if (!object) return unexpected(object.error());
    CreateTournamentRequest request;
    const auto kind_word = string_field(*object, "kind");
    const auto kind = kind_word ? tournament_kind(*kind_word) : std::nullopt;
    if (!kind) return unexpected(invalid_message("\"kind\" must be \"arena\", \"round_robin\" or \"swiss\""));
    request.kind = *kind;
    auto name = string_field(*object, "name");
    if (!name) return unexpected(name.error());
    if (const auto problem = display_name_problem(*name, longest_tournament_name)) return unexpected(invalid_message("\"name\" must be " + *problem));
    request.name = std::move(*name);
    if (!object->contains("variant")) return unexpected(invalid_message("\"variant\" is missing"));
    auto variant = parse_variant_name(object->at("variant"));
    if (!variant) return unexpected(variant.error());
    request.variant = std::move(*variant);
    if (!object->contains("time")) return unexpected(invalid_message("\"time\" is missing: a tournament's games have a clock"));
    const auto time = parse_time_control(object->at("time"));
    if (!time) return unexpected(time.error());
    if (!*time) return unexpected(invalid_message("\"time\" must not be null: a tournament's games have a clock"));
    if (request.kind == TournamentKind::arena && (*time)->days_per_move)
        return unexpected(invalid_message("an arena's games are played now: \"time\" is minutes and an increment, not days"));
    request.time = **time;
    for (const auto& [field, target] : {std::pair{"rated", &request.rated}, std::pair{"listed", &request.listed}}) {
        const auto value = flag(*object, field, true);
        if (!value) return unexpected(value.error());
        *target = *value;
    }
    const auto starts = bounded_integer(*object, "starts_in_minutes", 0, latest_start_minutes);
    if (!starts) return unexpected(starts.error());
    request.starts_in_minutes = *starts;

    const bool arena = request.kind == TournamentKind::arena;
    const bool swiss = request.kind == TournamentKind::swiss;
    if (object->contains("minutes") != arena)
        return unexpected(invalid_message(arena ? "\"minutes\" (the arena's length) is missing" : "\"minutes\" is an arena's only"));
    if (arena) {
        const auto& minutes = object->at("minutes");
        if (!minutes.is_number_integer() ||
            std::ranges::find(arena_minutes, minutes.get<std::int64_t>()) == arena_minutes.end())
            return unexpected(invalid_message("\"minutes\" must be 20, 30, 45, 60, 90, 120 or 180"));
        request.minutes = minutes.get<std::int64_t>();
    }
    if (object->contains("rounds") != swiss)
        return unexpected(invalid_message(swiss ? "\"rounds\" is missing" : "\"rounds\" is a Swiss's only"));
    if (swiss) {
        const auto rounds = bounded_integer(*object, "rounds", fewest_swiss_rounds, most_swiss_rounds);
        if (!rounds) return unexpected(rounds.error());
        request.rounds = static_cast<int>(*rounds);
    }
    const int most = arena ? most_arena_players : swiss ? most_swiss_players : most_round_robin;
    const auto players = bounded_integer(*object, "max_players", 2, most);
    if (!players) return unexpected(players.error());
    request.max_players = static_cast<int>(*players);
    if (object->contains("club")) {
        auto club = string_field(*object, "club");
        if (!club || !is_valid_game_id(*club)) return unexpected(invalid_message("\"club\" must be the id of a club"));
        request.club = std::move(*club);
        request.listed = false;
    }
    if (object->contains("round_every_minutes")) {
        if (arena) return unexpected(invalid_message("\"round_every_minutes\" is a round-robin's or a Swiss's only"));
        const auto every = bounded_integer(*object, "round_every_minutes", fewest_minutes_between_rounds, most_minutes_between_rounds);
        if (!every) return unexpected(every.error());
        request.round_every_minutes = *every;
    }
    return request;
}

nlohmann::json tournament_json(const TournamentView& t) {
    const auto optional = [](const auto& value) -> nlohmann::json {
        if (!value) return nullptr;
        return *value;
    };
    return {{"id", t.id},
            {"link", "/t/" + t.id},
            {"kind", to_string(t.kind)},
            {"name", t.name},
            {"variant", t.variant},
            {"time", time_control_json(t.time)},
            {"rated", t.rated},
            {"listed", t.listed},
            {"organiser", optional(t.organiser)},
            {"site", optional(t.site)},
            {"starts_at_ms", t.starts_at_ms},
            {"ends_at_ms", optional(t.ends_at_ms)},
            {"rounds", optional(t.rounds)},
            {"round", t.round},
            {"max_players", t.max_players},
            {"players", t.players},
            {"state", t.state},
            {"finished_at_ms", optional(t.finished_at_ms)},
            {"by_organiser", t.by_organiser},
            {"club", optional(t.club)},
            {"round_every_minutes", optional(t.round_every_minutes)},
            {"next_round_at_ms", optional(t.next_round_at_ms)}};
}

nlohmann::json standing_json(const StandingView& row) {
    nlohmann::json tie_break = nullptr;
    if (row.tie_break) tie_break = *row.tie_break;
    nlohmann::json json{{"rank", row.rank},   {"name", row.name},   {"score", row.score},   {"tie_break", tie_break},
            {"fire", row.on_fire}, {"games", row.games}, {"state", row.state},   {"rating", static_cast<int>(row.rating + 0.5)},
            {"sheet", row.sheet}};
    if (row.game) json["game"] = *row.game;
    return json;
}

nlohmann::json tournament_game_json(const TournamentGameView& game) {
    return {{"game", game.game}, {"round", game.round}, {"first", game.first}, {"second", game.second}};
}

nlohmann::json tournament_page_json(const TournamentView& tournament, const std::vector<StandingView>& page, std::size_t total,
                                    std::size_t page_number, const std::vector<TournamentGameView>& playing,
                                    std::size_t playing_total, const std::optional<StandingView>& you) {
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& row : page) rows.push_back(standing_json(row));
    nlohmann::json games = nlohmann::json::array();
    for (const auto& game : playing) games.push_back(tournament_game_json(game));
    return {{"tournament", tournament_json(tournament)},
            {"standings", std::move(rows)},
            {"total", total},
            {"page", page_number},
            {"playing", std::move(games)},
            {"playing_total", playing_total},
            {"you", you ? standing_json(*you) : nlohmann::json(nullptr)}};
}

std::string tournament_message(const nlohmann::json& page) {
    nlohmann::json message = page;
    message["type"] = "tournament";
    return message.dump();
}

std::string tournament_you_message(const StandingView& row) {
    return nlohmann::json{{"type", "tournament_you"}, {"you", standing_json(row)}}.dump();
}

std::string tournament_game_message(std::string_view tournament, std::string_view game, std::string_view side,
                                    std::string_view opponent) {
    return nlohmann::json{{"type", "tournament_game"},
                          {"tournament", tournament},
                          {"game", game},
                          {"link", "/g/" + std::string(game)},
                          {"side", side},
                          {"opponent", opponent}}
        .dump();
}

}  // namespace petteia::protocol
