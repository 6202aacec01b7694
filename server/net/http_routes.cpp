#include "server/net/http_routes.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "protocol/server_messages.hpp"
#include "protocol/variant_catalogue.hpp"
#include "server/events/event_sockets.hpp"
#include "server/net/response_headers.hpp"
#include "server/net/static_files.hpp"
#include "server/tournaments/directors.hpp"

namespace petteia::server {

namespace {

// Shown at "/" when the server runs without the web client's files (--static).
constexpr const char* bare_page = R"(<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Petteia Online</title>
<h1>Petteia Online</h1>
<p>The game server is running. Start it with <code>--static DIR</code> to serve the web client.</p>
<p>API: <code>GET /healthz</code>, <code>GET /api/variants</code>, <code>POST /api/games</code>,
<code>GET /api/games/&lt;id&gt;</code>, <code>POST /api/records/replay</code>, <code>/api/exercises</code>, <code>/api/account</code>,
<code>/api/session</code>, WebSocket at <code>/ws</code> (see protocol/README.md).</p>
</html>
)";

http::message_generator serve_file(const HttpRequest& request, const std::filesystem::path& file) {
    http::file_body::value_type body;
    beast::error_code error;
    body.open(file.c_str(), beast::file_mode::scan, error);
    if (error) return error_response(request, http::status::not_found, protocol::ErrorCode::not_found, "no such file");
    const auto size = body.size();
    http::response<http::file_body> response{std::piecewise_construct, std::make_tuple(std::move(body)),
                                             std::make_tuple(http::status::ok, request.version())};
    const std::string_view type = mime_type(file);
    if (type.starts_with("text/html")) set_page_headers(response.base());
    else set_common_headers(response.base());
    response.set(http::field::content_type, type);
    // Vite's assets carry content hashes in their names and never change; anything else (the page,
    // a favicon) may, so the browser checks it again.
    const bool hashed = std::string_view(request.target()).starts_with("/assets/");
    response.set(http::field::cache_control, hashed ? "public, max-age=31536000, immutable" : "no-cache");
    response.content_length(size);
    response.keep_alive(request.keep_alive());
    return response;  // to a HEAD, the session sends the header alone
}

}  // namespace

http::message_generator json_response(const HttpRequest& request, http::status status, const std::string& body) {
    return json_message(request, status, body);
}

http::response<http::string_body> json_message(const HttpRequest& request, http::status status, const std::string& body) {
    http::response<http::string_body> response{status, request.version()};
    set_common_headers(response.base());
    response.set(http::field::content_type, "application/json");
    response.set(http::field::cache_control, "no-store");
    response.keep_alive(request.keep_alive());
    response.body() = body;
    response.prepare_payload();
    return response;
}

http::message_generator error_response(const HttpRequest& request, http::status status, protocol::ErrorCode code,
                                       const std::string& message) {
    return error_message(request, status, {code, message, {}});
}

http::response<http::string_body> error_message(const HttpRequest& request, http::status status,
                                                const protocol::ProtocolError& error) {
    nlohmann::json body = nlohmann::json::parse(protocol::error_message(error));
    body.erase("type");
    return json_message(request, status, body.dump());
}

bool origin_allowed(const HttpRequest& request, const Config& config) {
    const auto origin = request[http::field::origin];
    if (origin.empty()) return true;
    const std::string host(request[http::field::host]);
    if (origin == "http://" + host || origin == "https://" + host) return true;
    return std::find(config.allowed_origins.begin(), config.allowed_origins.end(), origin) != config.allowed_origins.end();
}

std::optional<protocol::ProtocolError> refuse_foreign(const HttpRequest& request, const Config& config) {
    if (!origin_allowed(request, config)) return protocol::ProtocolError{protocol::ErrorCode::bad_request, "requests from other sites are refused", {}};
    const std::string_view type = request[http::field::content_type];
    if (!request.body().empty() && !type.starts_with("application/json"))
        return protocol::ProtocolError{protocol::ErrorCode::bad_request, "send the body as Content-Type: application/json", {}};
    return std::nullopt;
}

http::message_generator answer_http(const HttpRequest& request, ServerContext& context) {
    const std::string_view target = request.target();
    const std::string_view path = target.substr(0, target.find('?'));
    const auto method = request.method();
    const bool reading = method == http::verb::get || method == http::verb::head;

    // Degraded while writes fail: a load balancer should send new players elsewhere.
    if (path == "/healthz" && reading) {
        const bool writing = !context.registry.writes().failing();
        // Tournaments' directors read the store each second: a store they cannot read is a site
        // whose events stand still (issue 39).
        const bool directing = !context.directors.store_failing();
        const bool storing = writing && directing;
        nlohmann::json health{{"status", storing ? "ok" : "degraded"},
                              {"storage", writing ? "ok" : "failing"},
                              {"tournaments", directing ? "ok" : "failing"},
                              {"games", context.registry.size()},
                              // Rooms put back to the stored game after the store lost what they told.
                              {"store_resyncs", context.registry.store_resyncs()},
                              {"connections", context.connections.open()},
                              {"websockets", context.connections.websockets()},
                              {"event_sockets", context.events.open()}};
        // Over PostgreSQL: whether players' events reach the other nodes now (play goes on without).
        if (const auto relaying = context.events.relay_listening()) health["events_between_nodes"] = *relaying ? "ok" : "down";
        return json_response(request, storing ? http::status::ok : http::status::service_unavailable, health.dump());
    }
    if (path == "/api/variants" && reading) return json_response(request, http::status::ok, protocol::variant_catalogue_json().dump());
    if (path.starts_with("/api/"))
        return error_response(request, http::status::not_found, protocol::ErrorCode::not_found, "no such API");
    if (!reading)
        return error_response(request, http::status::method_not_allowed, protocol::ErrorCode::bad_request,
                              "only GET and HEAD here");
    if (const auto file = context.static_files.file_for(target)) return serve_file(request, *file);
    const auto safe_path = safe_request_path(target);
    if (!context.static_files.serving() && safe_path && is_app_route(*safe_path)) {
        http::response<http::string_body> page{http::status::ok, request.version()};
        set_page_headers(page.base());
        page.set(http::field::content_type, "text/html; charset=utf-8");
        page.keep_alive(request.keep_alive());
        page.body() = bare_page;
        page.prepare_payload();
        return page;
    }
    return error_response(request, http::status::not_found, protocol::ErrorCode::not_found, "no such page");
}

}  // namespace petteia::server
