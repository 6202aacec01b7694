#pragma once
// Answers to plain HTTP requests: /healthz, /api/variants, unknown APIs and the web client's files;
// the helpers every HTTP answer is made with (JSON bodies, errors, security headers) and the checks of
// where a request comes from. The game API is in game_routes.hpp, the account and exercise API in
// api_routes.hpp.
#include <functional>
#include <optional>
#include <string>

#include "server/net/beast.hpp"
#include "server/net/server_context.hpp"

namespace petteia::server {

using HttpRequest = http::request<http::string_body>;

http::message_generator answer_http(const HttpRequest& request, ServerContext& context);

// For a WebSocket upgrade: whether the page's origin may open one (its own origin, an allowed one,
// or no Origin header at all, as from programs other than browsers).
bool origin_allowed(const HttpRequest& request, const Config& config);

// Changes (POST, DELETE) come only from pages of this site, with JSON bodies: a form on another
// site can send neither (and, SameSite=Lax, would not carry the session cookie anyway). The
// refusal, when the request is foreign.
std::optional<protocol::ProtocolError> refuse_foreign(const HttpRequest& request, const Config& config);

// A JSON body with `status`; also used for refusals before routing (too large, server busy).
http::message_generator json_response(const HttpRequest& request, http::status status, const std::string& body);
http::message_generator error_response(const HttpRequest& request, http::status status, protocol::ErrorCode code,
                                       const std::string& message);
// The same as messages, for answers that need more headers (cookies, Retry-After).
http::response<http::string_body> json_message(const HttpRequest& request, http::status status, const std::string& body);
http::response<http::string_body> error_message(const HttpRequest& request, http::status status,
                                                const protocol::ProtocolError& error);

}  // namespace petteia::server
