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
    if (!context.registry.find_in_memory(id)) {
        // Only lookups that find nothing count against the address (guessing ids).
        if (const auto wait = context.game_lookups.known_wait(address, now_ms())) {
            const std::string seconds = std::to_string((wait + 999) / 1000);
            http::response<http::string_body> limited = error_message(
                request, http::status::too_many_requests,
                {protocol::ErrorCode::rate_limited, "too many game lookups; try again in " + seconds + " s", seconds});
            limited.set(http::field::retry_after, seconds);
            return reply(std::move(limited));
        }
    }
    context.registry.read(id, [answer, &context, address](const Match* match, bool failed) {
        if (match || failed) return answer(match, failed);
        // Counted before the answer (off the I/O thread over PostgreSQL), so that the guesser's next
        // lookup, at any node, finds it counted.
        context.game_lookups.charge_then(address, now_ms(), [answer](std::int64_t) { answer(nullptr, false); });
    });
}

// GET /api/games?ids=<id>,…: the public state of each game (Home's games in progress told finished).
// Read as GET /api/games/<id> reads one, never taken.
void states(const HttpRequest& request, ServerContext& context, const std::string& address,
            std::function<void(http::message_generator)> reply) {
    const std::string_view target = request.target();
    const auto question = target.find('?');
    auto ids = protocol::parse_game_state_ids(question == std::string_view::npos ? std::string_view{} : target.substr(question + 1));
    if (!ids) return reply(error_response(request, http::status::bad_request, protocol::ErrorCode::invalid_message, ids.error()));
    // Each id not in memory may be a guess, and costs one lookup of the address's budget, taken before
    // anything is read: one request of 20 ids is judged as 20 lookups one at a time (a request whose
    // ids the budget cannot cover reads nothing). Games in memory (every unfinished game this node
    // serves) are answered freely.
    const auto outside = std::count_if(ids->begin(), ids->end(), [&](const std::string& id) { return context.registry.find_in_memory(id) == nullptr; });
    for (std::ptrdiff_t spent = 0; spent < outside; ++spent) {
        if (context.game_lookups.spend_without_waiting(address, now_ms())) continue;
        const std::string seconds = std::to_string((std::max<std::int64_t>(context.game_lookups.known_wait(address, now_ms()), 1) + 999) / 1000);
        http::response<http::string_body> limited = error_message(
            request, http::status::too_many_requests,
            {protocol::ErrorCode::rate_limited, "too many game lookups; try again in " + seconds + " s", seconds});
        limited.set(http::field::retry_after, seconds);
        return reply(std::move(limited));
    }
    // The answers come on loader threads and rooms' strands: gathered under a lock, sent by the last.
    struct Gathered {
        std::mutex mutex;
        std::vector<protocol::GameStateView> states;
        std::size_t left = 0;
        bool failed = false;
    };
    auto gathered = std::make_shared<Gathered>();
    gathered->states.resize(ids->size());
    gathered->left = ids->size();
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
    for (std::size_t index = 0; index < ids->size(); ++index) {
        const std::string id = (*ids)[index];
        context.registry.read(id, [done, index, id](const Match* match, bool failed) {
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
