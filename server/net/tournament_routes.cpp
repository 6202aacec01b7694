#include "server/net/tournament_routes.hpp"

#include <charconv>

#include <spdlog/spdlog.h>

#include "db/club_store.hpp"
#include "db/rating_store.hpp"
#include "protocol/tournament_messages.hpp"
#include "ratings/categories.hpp"
#include "server/common/clock_source.hpp"
#include "server/common/secrets.hpp"
#include "server/limits/shared_limits.hpp"
#include "server/net/response_headers.hpp"
#include "server/tournaments/standings.hpp"
#include "server/tournaments/tournament_views.hpp"
#include "tournaments/round_robin.hpp"

namespace petteia::server {

// Inner names of their own: a unity build puts this file beside other routes.
namespace {
namespace events {

using protocol::ErrorCode;
using protocol::ProtocolError;
using Response = http::response<http::string_body>;

constexpr std::string_view list_path = "/api/tournaments";
constexpr std::string_view prefix = "/api/tournaments/";
constexpr std::int64_t day_ms = 86'400'000;
// Tournaments one account may make in a day, on every node alike (counted in the store).
constexpr int made_a_day = 5;
constexpr int listed_at_most = 50;

struct Target {
    std::string id;
    std::string action;  // "", "join", "pause", "withdraw", "start", "results.csv", "games.csv"
};

std::optional<Target> target_of(std::string_view path) {
    if (!path.starts_with(prefix)) return std::nullopt;
    path.remove_prefix(prefix.size());
    const auto slash = path.find('/');
    Target target{std::string(path.substr(0, slash)), slash == std::string_view::npos ? "" : std::string(path.substr(slash + 1))};
    if (!protocol::is_valid_game_id(target.id)) return std::nullopt;
    static constexpr std::string_view actions[] = {"", "join", "pause", "withdraw", "start", "results.csv", "games.csv"};
    for (const auto action : actions)
        if (target.action == action) return target;
    return std::nullopt;
}

ProtocolError no_such_tournament() { return {ErrorCode::tournament_not_found, "there is no such tournament", {}}; }

// ?page=N (from 1); 1 when absent or unreadable.
std::size_t page_of(const HttpRequest& request) {
    const std::string_view target = request.target();
    const auto query = target.find("?page=");
    if (query == std::string_view::npos) return 1;
    const std::string_view digits = target.substr(query + 6);
    std::size_t page = 1;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), page);
    if (error != std::errc{} || page == 0 || page > 1'000) return 1;
    return page;
}

Response list(const HttpRequest& request, ServerContext& context) {
    nlohmann::json listed = nlohmann::json::array();
    for (const auto& t : context.tournaments.coming(listed_at_most)) {
        const auto players = context.tournaments.players(t.id);
        listed.push_back(protocol::tournament_json(
            tournament_view(t, context.tournaments.organiser_name(t.id), players, rounds_in_all(t, players.size()))));
    }
    return json_message(request, http::status::ok, nlohmann::json{{"tournaments", std::move(listed)}}.dump());
}

Response create(const HttpRequest& request, const CurrentSession& session, ServerContext& context, const std::string& address) {
    auto wanted = protocol::parse_create_tournament(request.body(), tournaments::most_round_robin_players);
    if (!wanted) return refusal(request, wanted.error());
    const std::int64_t now = now_ms();
    const std::int64_t me = session.account.id;
    const auto over_allowance = [&] {
        return refusal(request, {ErrorCode::rate_limited,
                                 "an account may make " + std::to_string(made_a_day) + " tournaments a day; try again tomorrow",
                                 std::to_string(day_ms / 1000)});
    };
    // Asked first so that an account over its allowance spends nothing of its address's; counted
    // again where it is stored (create_within), which is what holds when two requests cross.
    if (context.tournaments.made_since(me, now - day_ms) >= made_a_day) return over_allowance();
    if (const auto wait = context.limits.tournaments_per_address.try_spend(address, now))
        return refusal(request, {ErrorCode::rate_limited, "too many tournaments made from your network; try again later",
                                 std::to_string((wait + 999) / 1000)});
    // A protected pupil puts no event of its own before strangers (its teacher makes the class's).
    if (const auto pupil = context.clubs.pupil(me); pupil && pupil->is_protected)
        return refusal(request, {ErrorCode::protected_account, "a pupil's account makes no tournament; its teacher makes the class's", {}});
    // A club's event: its organiser's to make (the teacher, for a class).
    if (wanted->club) {
        const auto club = context.clubs.find(*wanted->club);
        if (!club || !context.clubs.is_member(club->id, me)) return refusal(request, {ErrorCode::club_not_found, "there is no such club", {}});
        if (club->organiser_id != me)
            return refusal(request, {ErrorCode::not_organiser, "only the club's organiser makes its events", {}});
    }
    db::StoredTournament t;
    t.id = new_game_id();
    t.kind = std::string(protocol::to_string(wanted->kind));
    t.name = wanted->name;
    t.variant = wanted->variant;
    t.time = db::TimeControl{wanted->time.initial_ms, wanted->time.increment_ms, wanted->time.days_per_move};
    t.rated = wanted->rated;
    t.listed = wanted->listed;
    t.organiser_id = me;
    // An arena begins at its hour (in a minute at the soonest); a round-robin or a Swiss asked for
    // "now" waits for its players, and its organiser starts it (start_now), or it starts by itself
    // two weeks later.
    const bool arena = wanted->kind == protocol::TournamentKind::arena;
    const std::int64_t minutes = wanted->starts_in_minutes > 0 ? wanted->starts_in_minutes
                                 : arena                        ? 1
                                                                : protocol::latest_start_minutes;
    t.starts_at_ms = now + minutes * 60'000;
    t.by_organiser = !arena && wanted->starts_in_minutes == 0;
    t.club_id = wanted->club;
    if (wanted->round_every_minutes) t.round_every_ms = *wanted->round_every_minutes * 60'000;
    if (wanted->minutes) t.duration_ms = *wanted->minutes * 60'000;
    t.rounds = wanted->rounds;
    t.max_players = wanted->max_players;
    t.created_at_ms = now;
    if (!context.tournaments.create_within(t, made_a_day, now - day_ms)) return over_allowance();
    spdlog::info("tournament {}: a {} made by account {}", t.id, t.kind, me);
    return json_message(request, http::status::created,
                        protocol::tournament_json(tournament_view(t, session.account.username, {}, rounds_in_all(t, 0))).dump());
}

Response show(const HttpRequest& request, const Target& target, const std::optional<CurrentSession>& session,
              ServerContext& context) {
    const auto t = context.tournaments.find(target.id);
    if (!t) return refusal(request, no_such_tournament());
    const auto players = context.tournaments.players(t->id);
    const auto games = context.tournaments.games(t->id);
    const auto rows = standings(*t, players, games, context.tournaments.byes(t->id));
    std::optional<protocol::StandingView> you;
    if (session)
        for (const auto& row : rows)
            if (row.account_id == session->account.id) you = standing_view(row);
    if (you)
        for (const auto& game : games)
            if (!game.result_state && (game.first_account == session->account.id || game.second_account == session->account.id))
                you->game = game.game_id;
    std::unordered_map<std::int64_t, std::string> names;
    for (const auto& player : players) names[player.account_id] = player.name;
    std::vector<protocol::TournamentGameView> playing;
    for (const auto& game : games)
        if (!game.result_state) playing.push_back({game.game_id, game.round, names[game.first_account], names[game.second_account]});
    const std::size_t page = page_of(request);
    const auto view = tournament_view(*t, context.tournaments.organiser_name(t->id), players, rounds_in_all(*t, players.size()));
    const auto shown = standing_page(rows, page);
    auto body = protocol::tournament_page_json(view, shown, rows.size(), page, games_shown(playing, shown), playing.size(), you);
    // The page's buttons: whether the one asking plays in it, and whether they organise it.
    body["organising"] = session && t->organiser_id == session->account.id;
    return json_message(request, http::status::ok, body.dump());
}

Response act(const HttpRequest& request, const Target& target, const CurrentSession& session, ServerContext& context,
             const std::string& address) {
    if (request.method() != http::verb::post) return refusal(request, {ErrorCode::bad_request, "act with POST", {}});
    const std::int64_t now = now_ms();
    const std::int64_t me = session.account.id;
    if (const auto wait = try_spend_both(context.limits.tournament_moves_per_account, std::to_string(me),
                                         context.limits.tournament_moves_per_address, address, now))
        return refusal(request, {ErrorCode::rate_limited, "too many requests; try again soon", std::to_string((wait + 999) / 1000)});
    const auto t = context.tournaments.find(target.id);
    if (!t) return refusal(request, no_such_tournament());
    const auto answered = [&](std::string_view what) {
        return json_message(request, http::status::ok, nlohmann::json{{"tournament", t->id}, {"done", what}}.dump());
    };
    if (target.action == "join") {
        // A club's event is its members'; a protected pupil plays only its own class's events.
        if (t->club_id && !context.clubs.is_member(*t->club_id, me))
            return refusal(request, {ErrorCode::not_a_member, "this tournament is for the members of its club", {}});
        if (const auto pupil = context.clubs.pupil(me); pupil && pupil->is_protected && (!t->club_id || t->club_id != pupil->class_id))
            return refusal(request, {ErrorCode::protected_account, "a pupil's account plays in its class's tournaments only", {}});
        const auto category =
            ratings::category(t->variant, ratings::speed_of(t->time.initial_ms, t->time.increment_ms, t->time.days_per_move));
        const auto rating = context.ratings.rating_of(me, category);
        switch (context.tournaments.join(t->id, me, rating ? rating->rating : 1500.0, now)) {
            case db::TournamentStore::Join::joined: return answered("joined");
            case db::TournamentStore::Join::back: return answered("back");
            case db::TournamentStore::Join::already: return answered("already");
            case db::TournamentStore::Join::full:
                return refusal(request, {ErrorCode::tournament_closed, "the tournament is full", "full"});
            case db::TournamentStore::Join::closed:
                return refusal(request, {ErrorCode::tournament_closed, "the tournament is over, or under way and closed to newcomers",
                                         "closed"});
            case db::TournamentStore::Join::unknown: return refusal(request, no_such_tournament());
        }
    }
    if (target.action == "pause" || target.action == "withdraw") {
        const std::string state = target.action == "pause" ? "paused" : "withdrawn";
        if (!context.tournaments.set_player_state(t->id, me, state))
            return refusal(request, {ErrorCode::tournament_closed, "you do not play in it now", "not_playing"});
        return answered(state);
    }
    // "start": its organiser's alone. Before it runs, it starts now; while it runs with rounds at set
    // times, its next round starts as soon as the round in play is over.
    if (t->organiser_id != me)
        return refusal(request, {ErrorCode::not_organiser, "only the tournament's organiser may start it", {}});
    if (t->state == "running") {
        if (!context.tournaments.next_round_now(t->id, me, now))
            return refusal(request, {ErrorCode::tournament_closed, "its next round starts as soon as this one is over already",
                                     "started"});
        return answered("next_round");
    }
    if (!context.tournaments.start_now(t->id, me, now))
        return refusal(request, {ErrorCode::tournament_closed, "it has started already, or is over", "started"});
    return answered("starting");
}

// A spreadsheet's cell: quoted, and a formula's first character made text (CSV injection).
std::string cell(std::string_view text) {
    std::string out = "\"";
    if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos) out += '\'';
    for (const char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

std::string number(double value) {
    char buffer[32];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return error == std::errc{} ? std::string(buffer, end) : std::string("0");
}

Response csv_file(const HttpRequest& request, const std::string& file_name, std::string body) {
    Response response{http::status::ok, request.version()};
    set_common_headers(response.base());
    response.set(http::field::content_type, "text/csv; charset=utf-8");
    response.set(http::field::content_disposition, "attachment; filename=\"" + file_name + "\"");
    response.set(http::field::cache_control, "no-store");
    response.keep_alive(request.keep_alive());
    response.body() = std::move(body);
    response.prepare_payload();
    return response;
}

Response download(const HttpRequest& request, const Target& target, ServerContext& context) {
    const auto t = context.tournaments.find(target.id);
    if (!t) return refusal(request, no_such_tournament());
    const auto players = context.tournaments.players(t->id);
    const auto games = context.tournaments.games(t->id);
    std::string body;
    if (target.action == "results.csv") {
        body = "rank,name,score,tie_break,games,rating,state,sheet\r\n";
        for (const auto& row : standings(*t, players, games, context.tournaments.byes(t->id))) {
            const auto view = standing_view(row);
            std::string sheet;
            for (const auto& mark : view.sheet) sheet += (sheet.empty() ? "" : " ") + mark;
            body += std::to_string(row.rank) + "," + cell(row.name) + "," + number(row.score) + "," +
                    (row.tie_break ? number(*row.tie_break) : std::string()) + "," + std::to_string(row.games) + "," +
                    std::to_string(static_cast<int>(row.rating + 0.5)) + "," + row.state + "," + cell(sheet) + "\r\n";
        }
        return csv_file(request, "tournament-" + t->id + "-results.csv", std::move(body));
    }
    std::unordered_map<std::int64_t, std::string> names;
    for (const auto& player : players) names[player.account_id] = player.name;
    body = "round,first,second,result,winner,moves,paired_at,game,record\r\n";
    for (const auto& game : games) {
        const std::string winner = game.winner ? (*game.winner == 0 ? names[game.first_account] : names[game.second_account]) : "";
        body += std::to_string(game.round) + "," + cell(names[game.first_account]) + "," + cell(names[game.second_account]) + "," +
                game.result_state.value_or("playing") + "," + cell(winner) + "," + std::to_string(game.plies) + "," +
                std::to_string(game.paired_at_ms) + ",/g/" + game.game_id + ",/api/games/" + game.game_id + "/record\r\n";
    }
    return csv_file(request, "tournament-" + t->id + "-games.csv", std::move(body));
}

}  // namespace events
}  // namespace

bool is_tournament_route(std::string_view path) { return path == events::list_path || events::target_of(path).has_value(); }

http::response<http::string_body> answer_tournament_route(const HttpRequest& request, std::string_view path,
                                                          ServerContext& context, const std::string& address) {
    using namespace events;
    const bool reading = request.method() == http::verb::get || request.method() == http::verb::head;
    try {
        const auto session = current_session(request, context);
        if (path == list_path) {
            if (reading) return list(request, context);
            if (request.method() != http::verb::post) return refusal(request, {ErrorCode::bad_request, "list with GET, make with POST", {}});
            if (!session) return refusal(request, {ErrorCode::not_signed_in, "sign in to make a tournament", {}});
            return create(request, *session, context, address);
        }
        const auto target = *target_of(path);
        if (target.action.empty() || target.action.ends_with(".csv")) {
            if (!reading) return refusal(request, {ErrorCode::bad_request, "read with GET", {}});
            return target.action.empty() ? show(request, target, session, context) : download(request, target, context);
        }
        if (!session) return refusal(request, {ErrorCode::not_signed_in, "sign in to play in a tournament", {}});
        return act(request, target, *session, context, address);
    } catch (const db::DatabaseError& fault) {
        spdlog::error("tournaments: {}", fault.what());
        return refusal(request, {ErrorCode::storage_unavailable, "tournaments cannot be read or changed now; nothing changed, try again", {}});
    }
}

}  // namespace petteia::server
