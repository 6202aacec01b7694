#include "server/net/api_routes.hpp"

#include "protocol/account_messages.hpp"
#include "server/accounts/accounts.hpp"
#include "server/common/clock_source.hpp"
#include "server/events/event_sockets.hpp"
#include "server/net/challenge_routes.hpp"
#include "server/net/people_routes.hpp"
#include "server/net/club_routes.hpp"
#include "server/net/exercise_routes.hpp"
#include "server/net/tournament_routes.hpp"
#include "server/net/public_routes.hpp"
#include "server/net/record_routes.hpp"
#include "server/accounts/session_cookie.hpp"

namespace petteia::server {

namespace {

using protocol::ErrorCode;
using protocol::ProtocolError;
using Response = http::response<http::string_body>;

http::status status_for(ErrorCode code) {
    switch (code) {
        case ErrorCode::username_taken: return http::status::conflict;
        case ErrorCode::wrong_credentials:
        case ErrorCode::not_signed_in: return http::status::unauthorized;
        case ErrorCode::too_many_attempts:
        case ErrorCode::rate_limited: return http::status::too_many_requests;
        case ErrorCode::club_full:
        case ErrorCode::tournament_closed: return http::status::conflict;
        case ErrorCode::not_a_member:
        case ErrorCode::protected_account:
        case ErrorCode::not_organiser: return http::status::forbidden;
        case ErrorCode::club_not_found:
        case ErrorCode::tournament_not_found:
        case ErrorCode::exercise_not_found:
        case ErrorCode::challenge_not_found:
        case ErrorCode::not_found: return http::status::not_found;
        case ErrorCode::challenge_refused:
        case ErrorCode::not_a_player: return http::status::forbidden;
        case ErrorCode::too_many_challenges:
        case ErrorCode::too_many_games: return http::status::too_many_requests;
        case ErrorCode::storage_unavailable:
        case ErrorCode::server_busy: return http::status::service_unavailable;
        case ErrorCode::internal: return http::status::internal_server_error;
        default: return http::status::bad_request;
    }
}

// X-Forwarded-Proto is believed from anyone: a client that lies gets a cookie its own browser will
// not send back over http, which harms only itself.
bool secure(const HttpRequest& request, const Config& config) {
    return config.secure_cookies || request["X-Forwarded-Proto"] == "https";
}

Response with_cookie(Response response, const std::string& cookie) {
    response.insert(http::field::set_cookie, cookie);
    return response;
}

// Every Cookie line of the request, joined: a second session cookie must not hide in a second line.
std::string cookie_header(const HttpRequest& request) {
    std::string joined;
    for (auto [line, end] = request.equal_range(http::field::cookie); line != end; ++line) {
        if (!joined.empty()) joined += "; ";
        joined += line->value();
    }
    return joined;
}

std::optional<std::string> cookie_of(const HttpRequest& request, const Config& config, SiteCookie cookie) {
    return cookie_value(cookie_header(request), cookie, secure(request, config));
}

Response account_answer(const HttpRequest& request, ServerContext& context, const db::Account& account,
                        http::status status = http::status::ok) {
    nlohmann::json answer = protocol::account_json(context.accounts.view(account));
    answer["profile_hidden"] = context.ratings.profile_hidden(account.id);
    // A pupil's page says so: its class, and whether it is protected (what it may not do, greyed).
    if (const auto pupil = context.clubs.pupil(account.id))
        answer["pupil"] = {{"class", pupil->class_id ? nlohmann::json(*pupil->class_id) : nlohmann::json(nullptr)},
                           {"protected", pupil->is_protected}};
    return json_message(request, status, answer.dump());
}

Response signed_in(const HttpRequest& request, ServerContext& context, const SignedIn& session, http::status status) {
    const bool https = secure(request, context.config);
    const std::int64_t max_age = context.accounts.session_lifetime_ms() / 1000;
    Response response = with_cookie(account_answer(request, context, session.account, status),
                                    set_cookie(SiteCookie::session, session.token, max_age, https));
    return with_cookie(std::move(response), set_cookie(SiteCookie::device, session.device_token,
                                                       Accounts::device_lifetime_ms / 1000, https));
}

// The device cookie stays: signing out does not make the browser a stranger to the account.
Response signed_out(const HttpRequest& request, const Config& config) {
    return with_cookie(json_message(request, http::status::ok, protocol::signed_out_json().dump()),
                       cleared_cookie(SiteCookie::session, secure(request, config)));
}

Response not_signed_in(const HttpRequest& request) {
    return refusal(request, {ErrorCode::not_signed_in, "sign in first", {}});
}

Response method_not_allowed(const HttpRequest& request) {
    return error_message(request, http::status::method_not_allowed, {ErrorCode::bad_request, "this method is not used here", {}});
}

Response answer_session(const HttpRequest& request, ServerContext& context, const std::string& address) {
    const auto method = request.method();
    if (method == http::verb::post) {
        auto credentials = protocol::parse_sign_in(request.body());
        if (!credentials) return refusal(request, credentials.error());
        auto session = context.accounts.sign_in(*credentials, address, cookie_of(request, context.config, SiteCookie::device),
                                                now_ms());
        if (!session) return refusal(request, session.error());
        return signed_in(request, context, *session, http::status::ok);
    }
    if (method == http::verb::delete_) {
        // The account's events sockets on this node check their sessions again: this browser's
        // tabs stop hearing the account's events.
        const auto current = current_session(request, context);
        if (const auto token = cookie_of(request, context.config, SiteCookie::session)) context.accounts.sign_out(*token);
        if (current) context.events.recheck_sessions(current->account.id);
        return signed_out(request, context.config);
    }
    return method_not_allowed(request);
}

Response answer_account(const HttpRequest& request, std::string_view path, ServerContext& context,
                        const std::string& address) {
    const auto method = request.method();
    if (path == "/api/account" && method == http::verb::post) {
        auto credentials = protocol::parse_sign_up(request.body());
        if (!credentials) return refusal(request, credentials.error());
        auto session = context.accounts.sign_up(*credentials, address, now_ms());
        if (!session) return refusal(request, session.error());
        return signed_in(request, context, *session, http::status::created);
    }
    const auto current = current_session(request, context);
    if (!current) return not_signed_in(request);
    const std::int64_t now = now_ms();
    if (path == "/api/account") {
        if (method == http::verb::get || method == http::verb::head) return account_answer(request, context, current->account);
        if (method != http::verb::delete_) return method_not_allowed(request);
        auto password = protocol::parse_account_deletion(request.body());
        if (!password) return refusal(request, password.error());
        if (auto refused = context.accounts.delete_account(current->account, current->token, *password, address, now))
            return refusal(request, *refused);
        context.events.recheck_sessions(current->account.id);
        return signed_out(request, context.config);
    }
    if (path == "/api/account/ratings") {
        if (method != http::verb::get && method != http::verb::head) return method_not_allowed(request);
        return account_ratings(request, context, current->account.id);
    }
    if (method != http::verb::post) return method_not_allowed(request);
    if (path == "/api/account/profile") {
        const auto body = nlohmann::json::parse(request.body(), nullptr, false);
        if (!body.is_object() || body.size() != 1 || !body.contains("hidden") || !body["hidden"].is_boolean())
            return refusal(request, protocol::invalid_message("the body must be {\"hidden\":true|false}"));
        // A protected pupil's profile stays hidden: its teacher decides (issue 39).
        if (const auto pupil = context.clubs.pupil(current->account.id); pupil && pupil->is_protected && !body["hidden"].get<bool>())
            return refusal(request, {ErrorCode::protected_account, "a pupil's profile stays hidden while its teacher protects it", {}});
        context.ratings.set_profile_hidden(current->account.id, body["hidden"].get<bool>());
        return account_answer(request, context, current->account);
    }
    if (path == "/api/account/password") {
        auto change = protocol::parse_password_change(request.body());
        if (!change) return refusal(request, change.error());
        if (auto refused = context.accounts.change_password(current->account, current->token, *change, address, now))
            return refusal(request, *refused);
        context.events.recheck_sessions(current->account.id);  // the other sessions ended with the old password
        return account_answer(request, context, current->account);
    }
    if (path == "/api/account/progress") {
        auto solved = protocol::parse_progress(request.body());
        if (!solved) return refusal(request, solved.error());
        context.accounts.mark_solved(current->account, *solved, now);
        return account_answer(request, context, current->account);
    }
    return refusal(request, {ErrorCode::not_found, "no such API", {}});
}

}  // namespace

Response refusal(const HttpRequest& request, const ProtocolError& error) {
    Response response = error_message(request, status_for(error.code), error);
    // Both limits put the seconds to wait in `detail`.
    const bool limited = error.code == ErrorCode::too_many_attempts || error.code == ErrorCode::rate_limited;
    if (limited && error.detail) response.set(http::field::retry_after, *error.detail);
    return response;
}

bool is_blocking_api(std::string_view path) {
    return path == "/api/session" || path == "/api/account" || path.starts_with("/api/account/") ||
           is_exercise_route(path) || path == record_replay_path ||
           is_public_route(path) || is_people_route(path) || is_challenge_route(path) || is_tournament_route(path) ||
           is_club_route(path);
}

bool checks_password(const HttpRequest& request) {
    const std::string_view target = request.target();
    const std::string_view path = target.substr(0, target.find('?'));
    const auto method = request.method();
    return makes_passwords(request, path) || (path == "/api/session" && method == http::verb::post) ||
           (path == "/api/account" && (method == http::verb::post || method == http::verb::delete_)) ||
           path == "/api/account/password";
}

bool has_session_cookie(const HttpRequest& request, const Config& config) {
    return cookie_of(request, config, SiteCookie::session).has_value();
}

std::optional<CurrentSession> current_session(const HttpRequest& request, ServerContext& context) {
    auto token = cookie_of(request, context.config, SiteCookie::session);
    if (!token) return std::nullopt;
    auto account = context.accounts.session_account(*token, now_ms());
    if (!account) return std::nullopt;
    return CurrentSession{std::move(*account), std::move(*token)};
}

void answer_blocking_api(const HttpRequest& request, ServerContext& context, const std::string& address, Reply reply) {
    const std::string_view target = request.target();
    const std::string_view path = target.substr(0, target.find('?'));
    const bool reading = request.method() == http::verb::get || request.method() == http::verb::head;
    if (!reading)
        if (auto refused = refuse_foreign(request, context.config)) return reply(refusal(request, *refused));
    if (is_challenge_route(path)) return answer_challenge_route(request, path, context, address, std::move(reply));
    if (path == "/api/session") return reply(answer_session(request, context, address));
    if (is_people_route(path)) return reply(answer_people_route(request, path, context, address));
    if (is_tournament_route(path)) return reply(answer_tournament_route(request, path, context, address));
    if (is_club_route(path)) return reply(answer_club_route(request, path, context, address));
    if (path.starts_with("/api/account")) return reply(answer_account(request, path, context, address));
    if (path == record_replay_path) return reply(answer_record_replay(request, context, address));
    if (is_public_route(path)) return reply(answer_public_route(request, path, context));
    reply(answer_exercise_route(request, path, context, address));
}

}  // namespace petteia::server
