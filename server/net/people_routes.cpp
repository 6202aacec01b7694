#include "server/net/people_routes.hpp"

#include "db/people_store.hpp"
#include "protocol/people_messages.hpp"
#include "protocol/user_names.hpp"
#include "server/common/clock_source.hpp"
#include "server/events/event_sockets.hpp"
#include "server/limits/shared_limits.hpp"
#include "server/net/api_routes.hpp"
#include "server/net/percent_decoding.hpp"

namespace petteia::server {

namespace {

using protocol::ErrorCode;
using Response = http::response<http::string_body>;

constexpr std::string_view relation_prefix = "/api/players/";
constexpr std::string_view following_path = "/api/account/following";
constexpr std::string_view blocked_path = "/api/account/blocked";
constexpr int listed_at_most = db::PeopleStore::max_follows;
// The followed players' games in play listed, in all.
constexpr int games_listed_at_most = 100;

enum class Relation { follow, block };

// "/api/players/<name>/follow" → the name's text and the relation; nothing for any other path.
std::optional<std::pair<std::string_view, Relation>> relation_path(std::string_view path) {
    if (!path.starts_with(relation_prefix)) return std::nullopt;
    path.remove_prefix(relation_prefix.size());
    const auto slash = path.find('/');
    if (slash == std::string_view::npos || slash == 0) return std::nullopt;
    const std::string_view rest = path.substr(slash + 1);
    if (rest == "follow") return std::pair{path.substr(0, slash), Relation::follow};
    if (rest == "block") return std::pair{path.substr(0, slash), Relation::block};
    return std::nullopt;
}

// The caps of follows and blocks changed, each an hour's worth: per account 30 at once, then one
// every 10 s; per address 60, then one every 5 s. Refused: the wait, in seconds.
Response change_relation(const HttpRequest& request, std::string_view name_text, Relation relation,
                         const CurrentSession& session, ServerContext& context, const std::string& address) {
    const bool adding = request.method() == http::verb::post;
    if (!adding && request.method() != http::verb::delete_)
        return refusal(request, {ErrorCode::bad_request, "POST to add, DELETE to remove", {}});
    const auto name = percent_decoded(name_text);
    const auto key = name ? protocol::user_name_key(*name) : std::nullopt;
    const auto other = key ? context.people.find(*key) : std::nullopt;
    if (!other) return refusal(request, {ErrorCode::not_found, "there is no such player", {}});
    if (other->id == session.account.id)
        return refusal(request, {ErrorCode::invalid_message, "you cannot follow or block yourself", {}});
    if (const auto wait = seconds_to_wait_for_both(context.limits.people_changes_per_account, session.account.id,
                                                   context.limits.people_changes_per_address, address, now_ms()))
        return refusal(request, {ErrorCode::rate_limited, "too many changes to your lists; try again soon", std::to_string(*wait)});
    const std::int64_t me = session.account.id;
    const char* word = relation == Relation::follow ? "following" : "blocked";
    if (!adding) {
        if (relation == Relation::follow) context.people.unfollow(me, other->id);
        else context.people.unblock(me, other->id);
        return json_message(request, http::status::ok, protocol::relation_json(other->name, word, false).dump());
    }
    const auto change = relation == Relation::follow ? context.people.follow(me, other->id, now_ms())
                                                     : context.people.block(me, other->id, now_ms());
    if (change == db::PeopleStore::Change::full)
        return refusal(request, {ErrorCode::invalid_message, "your list is full (" + std::to_string(listed_at_most) + " players)", {}});
    return json_message(request, http::status::ok, protocol::relation_json(other->name, word, true).dump());
}

Response list(const HttpRequest& request, std::string_view path, const CurrentSession& session, ServerContext& context) {
    if (request.method() != http::verb::get && request.method() != http::verb::head)
        return refusal(request, {ErrorCode::bad_request, "read with GET", {}});
    std::vector<protocol::KnownPlayerView> shown;
    if (path == following_path) {
        const auto games = context.people.games_of_followed(session.account.id, games_listed_at_most);
        for (const auto& known : context.people.following(session.account.id, listed_at_most)) {
            // Online or not, and what they play, only from an account that shows it to this follower.
            protocol::KnownPlayerView view{known.name, known.since_ms, known.shows_presence && context.events.has_open(known.id)};
            for (const auto& game : games)
                if (game.player == known.id) view.playing.push_back({game.game, game.variant, game.opponent});
            shown.push_back(std::move(view));
        }
        return json_message(request, http::status::ok, protocol::following_json(shown).dump());
    }
    for (const auto& known : context.people.blocked(session.account.id, listed_at_most)) shown.push_back({known.name, known.since_ms, false});
    return json_message(request, http::status::ok, protocol::blocked_json(shown).dump());
}

}  // namespace

bool is_people_route(std::string_view path) {
    return path == following_path || path == blocked_path || relation_path(path).has_value();
}

Response answer_people_route(const HttpRequest& request, std::string_view path, ServerContext& context,
                             const std::string& address) {
    const auto session = current_session(request, context);
    if (!session) return refusal(request, {ErrorCode::not_signed_in, "sign in first", {}});
    if (const auto relation = relation_path(path))
        return change_relation(request, relation->first, relation->second, *session, context, address);
    return list(request, path, *session, context);
}

}  // namespace petteia::server
