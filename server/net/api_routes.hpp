#pragma once
// The account and exercise API (protocol/README.md, "HTTP: accounts" and "HTTP: exercises": the latter
// in exercise_routes.hpp), and the recorded-game check (record_routes.hpp). Their answers block or compute — SQLite, Argon2, a short
// think for an explanation, a game replayed — so the HTTP session runs them on the blocking-work
// threads (ServerContext::blocking), never on an I/O thread.
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "db/account_store.hpp"
#include "protocol/errors.hpp"
#include "server/net/http_routes.hpp"

namespace petteia::server {

// Whether `path` is answered here.
bool is_blocking_api(std::string_view path);

// Whether answering the request checks or hashes a password (Argon2, tens of milliseconds): sign-up,
// sign-in, password change and account deletion.
bool checks_password(const HttpRequest& request);

// Answers on the blocking thread it is called on, or — for the work it hands on (a game made or
// answered: the store's writer, a room's strand) — later from that work's thread: `reply` is called
// once, from any thread.
using Reply = std::function<void(http::message_generator)>;
void answer_blocking_api(const HttpRequest& request, ServerContext& context, const std::string& address, Reply reply);

// The signed-in account of the request's session cookie, if the session is live.
struct CurrentSession {
    db::Account account;
    std::string token;
};
// Reads SQLite: call it on a blocking thread, never an I/O thread.
std::optional<CurrentSession> current_session(const HttpRequest& request, ServerContext& context);
// A refused request as the API answers it: the error's status (401, 404, 429 with Retry-After, …).
http::response<http::string_body> refusal(const HttpRequest& request, const protocol::ProtocolError& error);

// Whether the request carries a session cookie at all (no lookup: cheap anywhere).
bool has_session_cookie(const HttpRequest& request, const Config& config);

}  // namespace petteia::server
