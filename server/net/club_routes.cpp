#include "server/net/club_routes.hpp"

#include <spdlog/spdlog.h>

#include "protocol/account_messages.hpp"
#include "protocol/club_messages.hpp"
#include "protocol/client_messages.hpp"
#include "protocol/tournament_messages.hpp"
#include "protocol/user_names.hpp"
#include "server/accounts/accounts.hpp"
#include "server/common/clock_source.hpp"
#include "server/common/secrets.hpp"
#include "server/limits/shared_limits.hpp"
#include "server/net/percent_decoding.hpp"
#include "server/tournaments/tournament_views.hpp"

namespace petteia::server {

// Inner names of their own: a unity build puts this file beside other routes.
namespace {
namespace clubs {

using protocol::ErrorCode;
using protocol::ProtocolError;
using Response = http::response<http::string_body>;

constexpr std::string_view list_path = "/api/clubs";
constexpr std::string_view prefix = "/api/clubs/";
constexpr std::int64_t day_ms = 86'400'000;
constexpr int made_a_day = 5;       // clubs and classes one account makes in a day (counted in the store)
constexpr int listed_at_most = 100;  // clubs one account is in, as listed
constexpr int members_listed = db::ClubStore::max_club_members;
constexpr int events_listed = 20;
constexpr int games_listed = 30;

struct Target {
    std::string id;
    std::string action;  // "", "join", "leave", "key", "pupils"
    std::string pupil;   // percent-encoded user name, for "pupils/<name>[/reset|/protected]"
    std::string pupil_action;  // "", "reset", "protected"
};

std::optional<Target> target_of(std::string_view path) {
    if (!path.starts_with(prefix)) return std::nullopt;
    path.remove_prefix(prefix.size());
    Target target;
    const auto slash = path.find('/');
    target.id = std::string(path.substr(0, slash));
    if (!protocol::is_valid_game_id(target.id)) return std::nullopt;
    if (slash == std::string_view::npos) return target;
    std::string_view rest = path.substr(slash + 1);
    const auto next = rest.find('/');
    target.action = std::string(rest.substr(0, next));
    if (target.action == "join" || target.action == "leave" || target.action == "key")
        return next == std::string_view::npos ? std::optional(target) : std::nullopt;
    if (target.action != "pupils") return std::nullopt;
    if (next == std::string_view::npos) return target;
    rest.remove_prefix(next + 1);
    const auto last = rest.find('/');
    target.pupil = std::string(rest.substr(0, last));
    if (target.pupil.empty() || target.pupil.size() > 256) return std::nullopt;
    if (last == std::string_view::npos) return target;
    target.pupil_action = std::string(rest.substr(last + 1));
    if (target.pupil_action != "reset" && target.pupil_action != "protected") return std::nullopt;
    return target;
}

ProtocolError no_such_club() { return {ErrorCode::club_not_found, "there is no such club", {}}; }

// The reader's place in it: "organiser", "pupil", "member", or none.
std::optional<std::string> role_of(ServerContext& context, const db::StoredClub& club, std::int64_t me) {
    if (club.organiser_id == me) return "organiser";
    if (!context.clubs.is_member(club.id, me)) return std::nullopt;
    if (const auto pupil = context.clubs.pupil(me); pupil && pupil->class_id == club.id) return "pupil";
    return "member";
}

protocol::ClubView view_of(const db::StoredClub& club, const std::optional<std::string>& role) {
    protocol::ClubView view{club.id, club.kind, club.name, club.organiser_name, club.members, club.created_at_ms, role, std::nullopt};
    if (role == "organiser" && club.kind == "club") view.join_link = "/c/" + club.id + "?key=" + club.join_key;
    return view;
}

std::optional<std::string> query_value(const HttpRequest& request, std::string_view name) {
    const std::string_view target = request.target();
    const auto question = target.find('?');
    if (question == std::string_view::npos) return std::nullopt;
    std::string_view query = target.substr(question + 1);
    while (!query.empty()) {
        const auto amp = query.find('&');
        const std::string_view pair = query.substr(0, amp);
        if (pair.starts_with(name) && pair.size() > name.size() && pair[name.size()] == '=')
            return percent_decoded(pair.substr(name.size() + 1));
        if (amp == std::string_view::npos) break;
        query.remove_prefix(amp + 1);
    }
    return std::nullopt;
}

// A club's link's key, checked in constant time against the stored one.
bool key_opens(const db::StoredClub& club, const std::optional<std::string>& key) {
    return club.kind == "club" && key && !key->empty() && secret_matches(*key, hash_secret(club.join_key));
}

// A club action is counted per account and per address: nothing, or the seconds to wait.
std::optional<std::int64_t> club_action_wait(ServerContext& context, std::int64_t account, const std::string& address) {
    return seconds_to_wait_for_both(context.limits.club_actions_per_account, account,
                                    context.limits.club_actions_per_address, address, now_ms());
}

Response limited(const HttpRequest& request, std::int64_t seconds) {
    return refusal(request, {ErrorCode::rate_limited, "too many requests; try again soon", std::to_string(seconds)});
}

Response list(const HttpRequest& request, const CurrentSession& session, ServerContext& context) {
    nlohmann::json listed = nlohmann::json::array();
    for (const auto& club : context.clubs.of_member(session.account.id, listed_at_most))
        listed.push_back(protocol::club_json(view_of(club, role_of(context, club, session.account.id))));
    return json_message(request, http::status::ok, nlohmann::json{{"clubs", std::move(listed)}}.dump());
}

Response create(const HttpRequest& request, const CurrentSession& session, ServerContext& context, const std::string& address) {
    auto wanted = protocol::parse_create_club(request.body());
    if (!wanted) return refusal(request, wanted.error());
    const std::int64_t now = now_ms();
    const std::int64_t me = session.account.id;
    // A pupil makes no club: its teacher decides whom it meets.
    if (context.clubs.pupil(me)) return refusal(request, {ErrorCode::protected_account, "a pupil's account makes no club", {}});
    const auto over_allowance = [&] {
        return refusal(request, {ErrorCode::rate_limited, "an account may make " + std::to_string(made_a_day) + " clubs a day",
                                 std::to_string(day_ms / 1000)});
    };
    // Asked first so that an account over its allowance spends nothing of its address's; counted
    // again where it is stored, which is what holds when two requests cross.
    if (context.clubs.made_since(me, now - day_ms) >= made_a_day) return over_allowance();
    if (const auto wait = context.limits.clubs_per_address.try_spend(address, now))
        return refusal(request, {ErrorCode::rate_limited, "too many clubs made from your network; try again later",
                                 std::to_string((wait + 999) / 1000)});
    db::StoredClub club{new_game_id(), wanted->kind, wanted->name, me, session.account.username, new_secret(), now, 1};
    switch (context.clubs.create(club, made_a_day, now - day_ms)) {
        case db::ClubStore::Made::made: break;
        case db::ClubStore::Made::too_many_today: return over_allowance();
        case db::ClubStore::Made::too_many:
            return refusal(request, {ErrorCode::rate_limited,
                                     "an account organises at most " + std::to_string(db::ClubStore::max_organised) + " clubs and classes",
                                     std::to_string(day_ms / 1000)});
    }
    spdlog::info("club {}: a {} made by account {}", club.id, club.kind, me);
    return json_message(request, http::status::created, protocol::club_json(view_of(club, "organiser")).dump());
}

nlohmann::json events_of(ServerContext& context, const db::StoredClub& club) {
    nlohmann::json events = nlohmann::json::array();
    for (const auto& t : context.tournaments.of_club(club.id, events_listed)) {
        const auto players = context.tournaments.players(t.id);
        events.push_back(protocol::tournament_json(tournament_view(t, club.organiser_name, players, 0)));
    }
    return events;
}

nlohmann::json games_of(ServerContext& context, const db::StoredClub& club) {
    nlohmann::json games = nlohmann::json::array();
    for (const auto& game : context.clubs.games(club.id, games_listed)) {
        nlohmann::json winner = nullptr;
        if (game.result.winner) winner = *game.result.winner == 0 ? game.first : game.second;
        games.push_back({{"game", game.game_id},
                         {"link", "/g/" + game.game_id},
                         {"variant", game.variant},
                         {"first", game.first},
                         {"second", game.second},
                         {"result", game.result.state},
                         {"winner", std::move(winner)},
                         {"reason", game.result.reason},
                         {"finished_ms", game.finished_at_ms}});
    }
    return games;
}

// A member's page; a visitor with a club's link, its name and organiser only (to join it).
Response show(const HttpRequest& request, const Target& target, const CurrentSession& session, ServerContext& context) {
    const auto club = context.clubs.find(target.id);
    if (!club) return refusal(request, no_such_club());
    const auto role = role_of(context, *club, session.account.id);
    if (!role) {
        if (!key_opens(*club, query_value(request, "key"))) return refusal(request, no_such_club());
        return json_message(request, http::status::ok, nlohmann::json{{"club", protocol::club_json(view_of(*club, role))}}.dump());
    }
    nlohmann::json members = nlohmann::json::array();
    for (const auto& member : context.clubs.members(club->id, members_listed))
        members.push_back(protocol::member_json({member.name, member.account_id == club->organiser_id, member.pupil,
                                                 member.is_protected}));
    nlohmann::json body{{"club", protocol::club_json(view_of(*club, role))},
                        {"members", std::move(members)},
                        {"events", events_of(context, *club)},
                        {"games", games_of(context, *club)}};
    return json_message(request, http::status::ok, body.dump());
}

Response join(const HttpRequest& request, const Target& target, const CurrentSession& session, ServerContext& context) {
    const auto key = protocol::parse_join_key(request.body());
    if (!key) return refusal(request, key.error());
    const auto club = context.clubs.find(target.id);
    // A wrong key, a class, no such club: one answer.
    if (!club || !key_opens(*club, *key)) return refusal(request, no_such_club());
    if (const auto pupil = context.clubs.pupil(session.account.id); pupil && pupil->is_protected)
        return refusal(request, {ErrorCode::protected_account, "a pupil's account joins no club; its teacher decides", {}});
    const auto done = [&](std::string_view what) {
        return json_message(request, http::status::ok, nlohmann::json{{"club", club->id}, {"done", what}}.dump());
    };
    switch (context.clubs.join(club->id, session.account.id, now_ms())) {
        case db::ClubStore::Join::joined: return done("joined");
        case db::ClubStore::Join::already: return done("already");
        case db::ClubStore::Join::full: return refusal(request, {ErrorCode::club_full, "the club has as many members as a club may", {}});
        case db::ClubStore::Join::not_a_club:
        case db::ClubStore::Join::unknown: break;
    }
    return refusal(request, no_such_club());
}

Response leave(const HttpRequest& request, const Target& target, const CurrentSession& session, ServerContext& context) {
    switch (context.clubs.leave(target.id, session.account.id)) {
        case db::ClubStore::Leave::left:
            return json_message(request, http::status::ok, nlohmann::json{{"club", target.id}, {"done", "left"}}.dump());
        case db::ClubStore::Leave::organiser:
            return refusal(request, {ErrorCode::invalid_message, "its organiser cannot leave a club", {}});
        case db::ClubStore::Leave::pupil:
            return refusal(request, {ErrorCode::protected_account, "a pupil leaves a class only by its teacher", {}});
        case db::ClubStore::Leave::not_a_member: break;
    }
    return refusal(request, no_such_club());
}

// The teacher's or organiser's requests: the club must be theirs, and (for pupils) a class. Anyone
// else hears what a stranger hears: no such club.
std::optional<db::StoredClub> organised(ServerContext& context, const Target& target, std::int64_t me) {
    auto club = context.clubs.find(target.id);
    if (!club || club->organiser_id != me) return std::nullopt;
    return club;
}

Response new_key(const HttpRequest& request, const Target& target, const CurrentSession& session, ServerContext& context) {
    auto club = organised(context, target, session.account.id);
    if (!club) {
        const auto found = context.clubs.find(target.id);
        if (found && context.clubs.is_member(found->id, session.account.id))
            return refusal(request, {ErrorCode::not_organiser, "only the club's organiser changes its link", {}});
        return refusal(request, no_such_club());
    }
    if (club->kind != "club") return refusal(request, {ErrorCode::invalid_message, "a class has no link to join it", {}});
    club->join_key = new_secret();
    context.clubs.set_join_key(club->id, club->join_key);
    return json_message(request, http::status::ok, protocol::club_json(view_of(*club, "organiser")).dump());
}

// The pupil named in the path, if it is one of this class's.
std::optional<db::Pupil> pupil_named(ServerContext& context, const db::StoredClub& club, std::string_view encoded) {
    const auto name = percent_decoded(encoded);
    const auto key = name ? protocol::user_name_key(*name) : std::nullopt;
    const auto account = key ? context.people.find(*key) : std::nullopt;
    if (!account) return std::nullopt;
    auto pupil = context.clubs.pupil(account->id);
    if (!pupil || pupil->class_id != club.id) return std::nullopt;
    return pupil;
}

Response pupils(const HttpRequest& request, const Target& target, const CurrentSession& session, ServerContext& context,
                const std::string& address) {
    const bool reading = request.method() == http::verb::get || request.method() == http::verb::head;
    const auto club = organised(context, target, session.account.id);
    if (!club || club->kind != "class") {
        const auto found = context.clubs.find(target.id);
        if (found && context.clubs.is_member(found->id, session.account.id))
            return refusal(request, {ErrorCode::not_organiser, "only the class's teacher sees and acts on its pupils", {}});
        return refusal(request, no_such_club());
    }
    if (target.pupil.empty()) {
        if (reading) {
            nlohmann::json listed = nlohmann::json::array();
            for (const auto& pupil : context.clubs.pupils(club->id)) {
                const db::Account account{pupil.account_id, pupil.name, "", 0};
                listed.push_back({{"name", pupil.name}, {"protected", pupil.is_protected},
                                  {"solved", context.accounts.solved(account).size()}});
            }
            return json_message(request, http::status::ok, nlohmann::json{{"pupils", std::move(listed)}}.dump());
        }
        if (request.method() != http::verb::post) return refusal(request, {ErrorCode::bad_request, "list with GET, make with POST", {}});
        const auto names = protocol::parse_pupil_names(request.body());
        if (!names) return refusal(request, names.error());
        if (const auto wait = club_action_wait(context, session.account.id, address)) return limited(request, *wait);
        auto made = context.accounts.make_pupils(context.clubs, club->id, *names, now_ms());
        return json_message(request, http::status::created, protocol::pupil_card_json(made.card, made.refused).dump());
    }
    const auto pupil = pupil_named(context, *club, target.pupil);
    if (!pupil) return refusal(request, {ErrorCode::not_found, "there is no such pupil in this class", {}});
    if (target.pupil_action.empty()) {
        if (!reading) return refusal(request, {ErrorCode::bad_request, "read with GET", {}});
        const auto account = context.accounts.find(pupil->account_id);
        if (!account) return refusal(request, {ErrorCode::not_found, "there is no such pupil in this class", {}});
        auto body = protocol::account_json(context.accounts.view(*account));
        body["protected"] = pupil->is_protected;
        return json_message(request, http::status::ok, body.dump());
    }
    if (request.method() != http::verb::post) return refusal(request, {ErrorCode::bad_request, "act with POST", {}});
    if (const auto wait = club_action_wait(context, session.account.id, address)) return limited(request, *wait);
    if (target.pupil_action == "reset") {
        const std::string password = context.accounts.reset_pupil_password(pupil->account_id);
        spdlog::info("class {}: the teacher reset the password of pupil {}", club->id, pupil->name);
        return json_message(request, http::status::ok, nlohmann::json{{"username", pupil->name}, {"password", password}}.dump());
    }
    const auto wanted = protocol::parse_protected_change(request.body());
    if (!wanted) return refusal(request, wanted.error());
    context.clubs.set_protected(pupil->account_id, *wanted);
    spdlog::info("class {}: pupil {} {} by the teacher", club->id, pupil->name, *wanted ? "protected" : "unprotected");
    return json_message(request, http::status::ok, nlohmann::json{{"username", pupil->name}, {"protected", *wanted}}.dump());
}

}  // namespace clubs
}  // namespace

bool is_club_route(std::string_view path) { return path == clubs::list_path || clubs::target_of(path).has_value(); }

bool makes_passwords(const HttpRequest& request, std::string_view path) {
    if (request.method() != http::verb::post) return false;
    const auto target = clubs::target_of(path);
    return target && target->action == "pupils" && (target->pupil.empty() || target->pupil_action == "reset");
}

http::response<http::string_body> answer_club_route(const HttpRequest& request, std::string_view path, ServerContext& context,
                                                    const std::string& address) {
    using namespace clubs;
    const bool reading = request.method() == http::verb::get || request.method() == http::verb::head;
    try {
        const auto session = current_session(request, context);
        if (!session) return refusal(request, {ErrorCode::not_signed_in, "sign in to see or make clubs", {}});
        if (path == list_path) {
            if (reading) return list(request, *session, context);
            if (request.method() != http::verb::post) return refusal(request, {ErrorCode::bad_request, "list with GET, make with POST", {}});
            return create(request, *session, context, address);
        }
        const auto target = *target_of(path);
        if (target.action.empty()) {
            if (!reading) return refusal(request, {ErrorCode::bad_request, "read with GET", {}});
            return show(request, target, *session, context);
        }
        if (target.action == "pupils") return pupils(request, target, *session, context, address);
        if (request.method() != http::verb::post) return refusal(request, {ErrorCode::bad_request, "act with POST", {}});
        if (const auto wait = club_action_wait(context, session->account.id, address)) return limited(request, *wait);
        if (target.action == "join") return join(request, target, *session, context);
        if (target.action == "leave") return leave(request, target, *session, context);
        return new_key(request, target, *session, context);
    } catch (const db::DatabaseError& fault) {
        spdlog::error("clubs: {}", fault.what());
        return refusal(request, {ErrorCode::storage_unavailable, "clubs cannot be read or changed now; nothing changed, try again", {}});
    }
}

}  // namespace petteia::server
