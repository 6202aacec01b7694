#include "server/net/game_routes.hpp"

#include <algorithm>
#include <mutex>

#include <nlohmann/json.hpp>

#include "protocol/create_game.hpp"
#include "protocol/game_download.hpp"
#include "protocol/game_states.hpp"
#include "protocol/server_messages.hpp"
#include "server/common/clock_source.hpp"
#include "server/limits/limit.hpp"
#include "server/net/response_headers.hpp"

namespace petteia::server {

namespace {

constexpr std::string_view games_path = "/api/games";
constexpr std::string_view game_prefix = "/api/games/";
constexpr std::string_view positions_suffix = "/positions";
constexpr std::string_view record_suffix = "/record";

// What GET /api/games/<id>[/positions|/record] asks for.
enum class GameDetail { exists, positions, record };

std::string_view path_of(const HttpRequest& request) {
    const std::string_view target = request.target();
    return target.substr(0, target.find('?'));
}

http::status game_status_for(protocol::ErrorCode code) {
    switch (code) {
        case protocol::ErrorCode::too_many_games: return http::status::too_many_requests;
        case protocol::ErrorCode::storage_unavailable: return http::status::service_unavailable;
        default: return http::status::bad_request;
    }
}

void create(const HttpRequest& request, ServerContext& context, const std::string& address,
            std::function<void(http::message_generator)> reply) {
    if (request.method() != http::verb::post)
        return reply(error_response(request, http::status::method_not_allowed, protocol::ErrorCode::bad_request,
                                    "create a game with POST"));
    if (auto refused = refuse_foreign(request, context.config))
        return reply(error_message(request, http::status::bad_request, *refused));
    auto wanted = protocol::parse_create_game(request.body());
    if (!wanted) return reply(error_response(request, http::status::bad_request, wanted.error().code, wanted.error().message));
    context.registry.create(*wanted, address, [head = HttpRequest(request.base()), reply = std::move(reply)](
                                                  Answer<CreatedGame> created) {
        if (!created)
            return reply(error_response(head, game_status_for(created.error().code), created.error().code, created.error().message));
        reply(json_response(head, http::status::created,
                            protocol::created_game_json(created->id, created->side, created->secret).dump()));
    });
}

http::message_generator no_such_game(const HttpRequest& head, const std::string& id) {
    return error_response(head, http::status::not_found, protocol::ErrorCode::game_not_found,
                          "there is no game " + id.substr(0, 40));
}

// The game as a text file to keep: offered for download, never shown as a page of this site.
http::message_generator record_file(const HttpRequest& head, const Match& match) {
    http::response<http::string_body> response{http::status::ok, head.version()};
    set_common_headers(response.base());
    response.set(http::field::content_type, "text/plain; charset=utf-8");
    response.set(http::field::content_disposition,
                 "attachment; filename=\"" + protocol::game_record_file_name(match.id()) + "\"");
    response.set(http::field::cache_control, "no-store");
    response.keep_alive(head.keep_alive());
    response.body() = protocol::game_record_text(match.game(), match.id(), match.result(), match.created_at_ms());
    response.prepare_payload();
    return response;
}

// GET /api/games/<id>: whether the game exists; GET /api/games/<id>/positions: its positions, ply 0
// first, to step through it; GET /api/games/<id>/record: its record, to download. A game not in
// memory costs a read of the store: limited per address.
void look_up(const HttpRequest& request, ServerContext& context, const std::string& address,
             std::function<void(http::message_generator)> reply) {
    std::string_view rest = path_of(request).substr(game_prefix.size());
    GameDetail detail = GameDetail::exists;
    if (rest.ends_with(positions_suffix)) {
        detail = GameDetail::positions;
        rest.remove_suffix(positions_suffix.size());
    } else if (rest.ends_with(record_suffix)) {
        detail = GameDetail::record;
        rest.remove_suffix(record_suffix.size());
    }
    const std::string id(rest);
    // Read, never taken: a lookup moves no game between nodes, and shows only what is stored.
    const auto answer = [head = HttpRequest(request.base()), id, detail, reply](const Match* match, bool failed) {
        if (failed)
            return reply(error_response(head, http::status::service_unavailable, protocol::ErrorCode::storage_unavailable,
                                        "the game cannot be read now; try again soon"));
        if (!match) return reply(no_such_game(head, id));
        if (detail == GameDetail::exists)
            return reply(json_response(head, http::status::ok, nlohmann::json{{"game", id}, {"link", "/g/" + id}}.dump()));
        if (detail == GameDetail::record) return reply(record_file(head, *match));
        reply(json_response(head, http::status::ok, protocol::positions_body(id, match->positions())));
    };
    if (context.registry.find_in_memory(id)) return context.registry.read(id, answer);
    // A game not here may be a guess. The guess is counted BEFORE the store is read, one token taken
    // atomically (in the shared database over PostgreSQL, under a lock on one node), so that a burst
    // of lookups at once, or spread over nodes, is judged as the same lookups one at a time. A lookup
    // that finds a game gives its token back: only ids found nowhere count (guessing).
    const auto refuse = [head = HttpRequest(request.base()), reply](std::int64_t wait) {
        const std::string seconds = std::to_string((wait + 999) / 1000);
        http::response<http::string_body> limited = error_message(
            head, http::status::too_many_requests,
            {protocol::ErrorCode::rate_limited, "too many game lookups; try again in " + seconds + " s", seconds});
        limited.set(http::field::retry_after, seconds);
        reply(std::move(limited));
    };
    // This node's last verdict refuses without a round trip (a flood costs the database nothing).
    if (const auto wait = context.game_lookups.known_wait(address, now_ms())) return refuse(wait);
    context.game_lookups.try_spend_then(address, now_ms(), [answer, refuse, &context, id, address](std::int64_t wait) {
        if (wait) return refuse(wait);
        context.registry.read(id, [answer, &context, address](const Match* match, bool failed) {
            if (match || failed) context.game_lookups.give_back(address, now_ms());
            answer(match, failed);
        });
    });
}

// Takes `count` lookups of `address`'s budget one after another, each atomically (try_spend_then),
// then calls `then(0)`; at the first refusal gives back those taken and calls `then(wait)`.
void take_lookups(ServerContext& context, const std::string& address, std::ptrdiff_t count, std::ptrdiff_t taken,
                  std::function<void(std::int64_t)> then) {
    if (taken == count) return then(0);
    context.game_lookups.try_spend_then(address, now_ms(), [&context, address, count, taken, then](std::int64_t wait) {
        if (wait > 0) {
            for (std::ptrdiff_t given = 0; given < taken; ++given) context.game_lookups.give_back(address, now_ms());
            return then(wait);
        }
        take_lookups(context, address, count, taken + 1, then);
    });
}

void read_states(const std::vector<std::string>& ids, const std::vector<bool>& outside, const HttpRequest& request,
                 ServerContext& context, const std::string& address, std::function<void(http::message_generator)> reply);

// GET /api/games?ids=<id>,…: the public state of each game (Home's games in progress told finished).
// Read as GET /api/games/<id> reads one, never taken.
void states(const HttpRequest& request, ServerContext& context, const std::string& address,
            std::function<void(http::message_generator)> reply) {
    const std::string_view target = request.target();
    const auto question = target.find('?');
    auto ids = protocol::parse_game_state_ids(question == std::string_view::npos ? std::string_view{} : target.substr(question + 1));
    if (!ids) return reply(error_response(request, http::status::bad_request, protocol::ErrorCode::invalid_message, ids.error()));
    // Each id not in memory may be a guess, and costs one lookup of the address's budget, each token
    // taken atomically before anything is read (as look_up takes one): one request of 20 ids, or many
    // such requests at once or over several nodes, is judged as the same lookups one at a time. A
    // request whose ids the budget cannot cover reads nothing and gives back what it took; an id found
    // gives its token back. Games in memory (every unfinished game this node serves) are answered freely.
    std::vector<bool> outside(ids->size());
    std::ptrdiff_t guesses = 0;
    for (std::size_t index = 0; index < ids->size(); ++index) {
        outside[index] = context.registry.find_in_memory((*ids)[index]) == nullptr;
        guesses += outside[index] ? 1 : 0;
    }
    const auto refuse = [head = HttpRequest(request.base()), reply](std::int64_t wait) {
        const std::string seconds = std::to_string((std::max<std::int64_t>(wait, 1) + 999) / 1000);
        http::response<http::string_body> limited = error_message(
            head, http::status::too_many_requests,
            {protocol::ErrorCode::rate_limited, "too many game lookups; try again in " + seconds + " s", seconds});
        limited.set(http::field::retry_after, seconds);
        reply(std::move(limited));
    };
    // This node's last verdict refuses without a round trip (a flood costs the database nothing).
    if (guesses > 0)
        if (const auto wait = context.game_lookups.known_wait(address, now_ms())) return refuse(wait);
    take_lookups(context, address, guesses, 0,
                 [refuse, read = [ids = std::move(*ids), outside = std::move(outside), head = HttpRequest(request.base()),
                                  reply, &context, address] { read_states(ids, outside, head, context, address, reply); }](std::int64_t wait) {
                     if (wait > 0) return refuse(wait);
                     read();
                 });
}

// Reads the public state of each of `ids` and answers them all at once; a game found outside memory
// gives back the lookup token its id took.
void read_states(const std::vector<std::string>& ids, const std::vector<bool>& outside, const HttpRequest& request,
                 ServerContext& context, const std::string& address, std::function<void(http::message_generator)> reply) {
    // The answers come on loader threads and rooms' strands: gathered under a lock, sent by the last.
    struct Gathered {
        std::mutex mutex;
        std::vector<protocol::GameStateView> states;
        std::size_t left = 0;
        bool failed = false;
    };
    auto gathered = std::make_shared<Gathered>();
    gathered->states.resize(ids.size());
    gathered->left = ids.size();
    const auto done = [gathered, head = HttpRequest(request.base()), reply](std::size_t index, protocol::GameStateView state, bool failed) {
        {
            std::lock_guard lock(gathered->mutex);
            gathered->states[index] = std::move(state);
            gathered->failed = gathered->failed || failed;
            if (--gathered->left > 0) return;
        }
        if (gathered->failed)
            return reply(error_response(head, http::status::service_unavailable, protocol::ErrorCode::storage_unavailable,
                                        "the games cannot be read now; try again soon"));
        reply(json_response(head, http::status::ok, protocol::game_states_body(gathered->states)));
    };
    for (std::size_t index = 0; index < ids.size(); ++index) {
        const std::string id = ids[index];
        context.registry.read(id, [done, index, id, guessed = outside[index], &context, address](const Match* match, bool failed) {
            if (guessed && (match || failed)) context.game_lookups.give_back(address, now_ms());
            protocol::GameStateView state;
            state.game = id;
            if (match) {
                const auto& variant = match->variant();
                const auto& result = match->result();
                state.found = true;
                state.to_move = variant.side_name(match->game().side_to_move());
                state.state = result.state;
                if (result.winner) state.winner = variant.side_name(*result.winner);
                state.reason = result.reason;
                if (match->settings().time && match->settings().time->days_per_move) state.deadline_ms = match->clock_deadline();
            }
            done(index, std::move(state), failed);
        });
    }
}

}  // namespace

bool is_game_route(const HttpRequest& request) {
    const std::string_view path = path_of(request);
    const auto method = request.method();
    return path == games_path ||
           (path.starts_with(game_prefix) && (method == http::verb::get || method == http::verb::head));
}

void answer_game_route(const HttpRequest& request, ServerContext& context, const std::string& address,
                       std::function<void(http::message_generator)> reply) {
    if (path_of(request) == games_path && request.method() == http::verb::get) return states(request, context, address, std::move(reply));
    if (path_of(request) == games_path) return create(request, context, address, std::move(reply));
    look_up(request, context, address, std::move(reply));
}

}  // namespace petteia::server
