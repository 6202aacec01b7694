#include "server/net/challenge_routes.hpp"

#include <spdlog/spdlog.h>

#include "db/people_store.hpp"
#include "protocol/challenge_messages.hpp"
#include "protocol/player_events.hpp"
#include "protocol/user_names.hpp"
#include "rules/variants.hpp"
#include "server/common/clock_source.hpp"
#include "server/games/game_room.hpp"
#include "server/limits/shared_limits.hpp"
#include "server/net/api_routes.hpp"
#include "server/net/percent_decoding.hpp"

namespace petteia::server {

// Inner names of their own: a unity build puts this file beside people_routes.cpp.
namespace {
namespace direct {

using protocol::ErrorCode;
using protocol::ProtocolError;
using Response = http::response<http::string_body>;

constexpr std::string_view players_prefix = "/api/players/";
constexpr std::string_view challenge_suffix = "/challenge";
constexpr std::string_view games_prefix = "/api/games/";
constexpr std::string_view waiting_path = "/api/account/challenges";
// Challenges one account may have waiting for an answer at once, and the most listed.
constexpr int max_waiting_from = 10;
constexpr int listed_at_most = 50;

// "/api/players/<name>/challenge" → the name's text; "/api/games/<id>/challenge" → the id.
std::optional<std::string_view> between(std::string_view path, std::string_view prefix) {
    // Longer than both: "/api/players/challenge" is the profile of a player named "challenge".
    if (path.size() <= prefix.size() + challenge_suffix.size()) return std::nullopt;
    if (!path.starts_with(prefix) || !path.ends_with(challenge_suffix)) return std::nullopt;
    const std::string_view inner = path.substr(prefix.size(), path.size() - prefix.size() - challenge_suffix.size());
    if (inner.empty() || inner.find('/') != std::string_view::npos) return std::nullopt;
    return inner;
}

const ProtocolError& refused() {
    static const ProtocolError error{ErrorCode::challenge_refused, "this player does not accept your challenges", {}};
    return error;
}

// How long a challenge waits for its answer: as an invitation does (--invitation-hours).
std::int64_t waits_ms(const ServerContext& context) { return context.registry.expiry_limits().invitation_ms; }

std::string side_name(const std::string& variant, int seat) {
    const auto game = new_game(variant);
    return game ? (*game)->variant().side_name(static_cast<Side>(seat)) : std::string();
}

void tell_challenged(ServerContext& context, std::int64_t account, const std::string& from,
                     const protocol::CreateGameRequest& wanted, const CreatedGame& made) {
    protocol::PlayerEvent event;
    event.kind = protocol::PlayerEventKind::challenge;
    event.game = made.id;
    event.variant = wanted.variant;
    if (wanted.time && wanted.time->days_per_move) event.days = wanted.time->days_per_move;
    event.opponent = from;
    event.time = wanted.time;
    const auto game = new_game(wanted.variant);
    if (game) {
        const auto& info = (*game)->variant();
        event.side = made.side == info.side_name(Side::first) ? info.side_name(Side::second) : info.side_name(Side::first);
    }
    context.registry.tell_player(account, protocol::player_event_message(event));
}

void challenge(const HttpRequest& request, std::string_view name_text, const CurrentSession& session, ServerContext& context,
               const std::string& address, const Reply& reply) {
    if (request.method() != http::verb::post) return reply(refusal(request, {ErrorCode::bad_request, "challenge with POST", {}}));
    auto wanted = protocol::parse_direct_challenge(request.body());
    if (!wanted) return reply(refusal(request, wanted.error()));
    const std::int64_t me = session.account.id;
    if (const auto wait = seconds_to_wait_for_both(context.limits.challenges_per_account, me,
                                                   context.limits.challenges_per_address, address, now_ms()))
        return reply(refusal(request, {ErrorCode::rate_limited, "too many challenges; try again soon", std::to_string(*wait)}));
    const auto name = percent_decoded(name_text);
    const auto key = name ? protocol::user_name_key(*name) : std::nullopt;
    const auto other = key ? context.people.find(*key) : std::nullopt;
    // Unknown, oneself, or blocking: one answer. A challenger who blocks the player hears that first,
    // whether the player blocks them too or not.
    if (other && other->id != me && context.people.blocks(me, other->id))
        return reply(refusal(request, {ErrorCode::challenge_refused, "you block this player; unblock them to challenge them", "you_block"}));
    // A protected pupil and someone outside its class (issue 39): the same answer as a block.
    if (!other || other->id == me || context.people.blocks(other->id, me) || context.clubs.kept_apart(me, other->id))
        return reply(refusal(request, refused()));
    if (context.people.challenges_waiting_from(me, now_ms() - waits_ms(context)) >= max_waiting_from)
        return reply(refusal(request, {ErrorCode::too_many_challenges,
                                       "you have " + std::to_string(max_waiting_from) + " challenges waiting; withdraw one first", {}}));

    // Answered once the game is stored (on the store's writer thread), never before: the link handed
    // out names a stored game, and the player challenged hears of it only then.
    context.registry.challenge(
        {*wanted, SeatAccount{me, session.account.username, {}, {}, {}}, SeatAccount{other->id, other->name, {}, {}, {}}},
        address,
        [head = HttpRequest(request.base()), &context, reply, wanted = *wanted, me, other = *other,
         from = session.account.username](Answer<CreatedGame> made) {
            if (!made) return reply(refusal(head, made.error()));
            spdlog::info("game {}: a challenge from account {} to account {}", made->id, me, other.id);
            tell_challenged(context, other.id, from, wanted, *made);
            reply(json_message(head, http::status::created,
                               protocol::challenge_made_json(made->id, made->side, made->secret, other.name).dump()));
        });
}

Response waiting(const HttpRequest& request, const CurrentSession& session, ServerContext& context) {
    if (request.method() != http::verb::get && request.method() != http::verb::head)
        return refusal(request, {ErrorCode::bad_request, "read with GET", {}});
    const std::int64_t waits = waits_ms(context);
    std::vector<protocol::WaitingChallengeView> shown;
    for (const auto& found : context.people.challenges(session.account.id, now_ms() - waits, listed_at_most)) {
        std::optional<protocol::TimeControl> time;
        if (found.days_per_move) time = protocol::days_per_move(*found.days_per_move);
        else if (found.initial_ms && found.increment_ms) time = protocol::TimeControl{*found.initial_ms, *found.increment_ms};
        shown.push_back({found.game, found.variant, time, side_name(found.variant, found.side), found.incoming,
                         found.other_name, found.created_at_ms, found.created_at_ms + waits});
    }
    return json_message(request, http::status::ok, protocol::challenges_json(shown).dump());
}

void answer(const HttpRequest& request, std::string_view id_text, const CurrentSession& session, ServerContext& context,
            const std::string& address, const Reply& reply) {
    if (request.method() != http::verb::delete_)
        return reply(refusal(request, {ErrorCode::bad_request, "decline or withdraw with DELETE", {}}));
    // Counted as a change to one's lists: a flood of answers (each may read the store) is refused.
    const auto wait = try_spend_both(context.limits.people_changes_per_account, std::to_string(session.account.id),
                                     context.limits.people_changes_per_address, address, now_ms());
    if (wait)
        return reply(refusal(request, {ErrorCode::rate_limited, "too many answers; try again soon", std::to_string((wait + 999) / 1000)}));
    // The game's room, from memory or the store (taken on this node, where nginx sends its id), then
    // the answer on its strand; the reply once the game's end is stored, from there.
    const std::int64_t account = session.account.id;
    context.registry.find(std::string(id_text), [head = HttpRequest(request.base()), reply, account](GameRegistry::Lookup found) {
        if (found.failed)
            return reply(refusal(head, {ErrorCode::storage_unavailable, "the game cannot be read now; try again soon", {}}));
        if (found.elsewhere)
            return reply(refusal(head, {ErrorCode::server_busy, "the game is on another server; try again", {}}));
        if (!found.room) return reply(refusal(head, {ErrorCode::challenge_not_found, "there is no such challenge", {}}));
        const std::string id = found.room->id();
        found.room->decline_challenge(account, [head, reply, id](std::optional<ProtocolError> error) {
            if (error) return reply(refusal(head, *error));
            reply(json_message(head, http::status::ok, nlohmann::json{{"game", id}, {"answered", true}}.dump()));
        });
    });
}

}  // namespace direct
}  // namespace

bool is_challenge_route(std::string_view path) {
    return path == direct::waiting_path || direct::between(path, direct::players_prefix) ||
           direct::between(path, direct::games_prefix);
}

void answer_challenge_route(const HttpRequest& request, std::string_view path, ServerContext& context, const std::string& address,
                            Reply reply) {
    const auto session = current_session(request, context);
    if (!session) return reply(refusal(request, {protocol::ErrorCode::not_signed_in, "sign in first", {}}));
    if (path == direct::waiting_path) return reply(direct::waiting(request, *session, context));
    if (const auto name = direct::between(path, direct::players_prefix))
        return direct::challenge(request, *name, *session, context, address, reply);
    direct::answer(request, *direct::between(path, direct::games_prefix), *session, context, address, reply);
}

}  // namespace petteia::server
