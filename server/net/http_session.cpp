#include "server/net/http_session.hpp"

#include <algorithm>
#include <atomic>

#include <spdlog/spdlog.h>

#include "db/errors.hpp"
#include "protocol/socket_url.hpp"
#include "server/net/api_routes.hpp"
#include "server/common/blocking_work.hpp"
#include "server/net/game_routes.hpp"
#include "server/common/client_address.hpp"
#include "server/net/head_answer.hpp"
#include "server/net/http_routes.hpp"
#include "server/net/request_checks.hpp"
#include "server/net/websocket_session.hpp"

namespace petteia::server {

namespace {

constexpr std::size_t header_limit = 8 * 1024;
constexpr std::size_t body_limit = 16 * 1024;
constexpr auto request_timeout = std::chrono::seconds(15);
constexpr auto write_timeout = std::chrono::seconds(15);
constexpr auto refused_request_timeout = std::chrono::seconds(2);
// After refusing a malformed request the server reads (and drops) what the client still sends, for
// this long or this much, before it closes: closing with unread bytes would send a reset, and the
// client's system could discard the refusal before the client reads it (RFC 9112 §9.6).
constexpr auto linger_timeout = std::chrono::seconds(2);
constexpr std::size_t linger_limit = 64 * 1024;

// "Example.org:8080" is "example.org:8080"; either it or its name alone must be listed.
bool host_allowed(std::string_view host, const std::vector<std::string>& public_hosts) {
    if (public_hosts.empty()) return true;
    std::string lower(host);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    const auto colon = lower.rfind(':');
    const bool has_port = colon != std::string::npos && lower.find(']', colon) == std::string::npos;
    const std::string name = has_port ? lower.substr(0, colon) : lower;
    return std::any_of(public_hosts.begin(), public_hosts.end(),
                       [&](const std::string& allowed) { return allowed == lower || allowed == name; });
}

// Fields after a chunked body (trailers) are dropped (RFC 9110 §6.5.1 lets a recipient): Beast
// would add them to the header, where a second Host or Cookie has no business.
void drop_trailer_fields(HttpRequest& request, std::size_t header_fields) {
    auto field = request.cbegin();
    for (std::size_t i = 0; i < header_fields && field != request.cend(); ++i) ++field;
    while (field != request.cend()) field = request.erase(field);
}

std::string next_connection_name(const std::string& address) {
    static std::atomic<std::uint64_t> counter{0};
    return "#" + std::to_string(++counter) + " " + address;
}

}  // namespace

HttpSession::HttpSession(tcp::socket&& socket, ServerContext& context, Connections::Slot slot, Refusal refusal)
    : stream_(std::move(socket)), context_(context), slot_(std::move(slot)), refusal_(refusal) {
    beast::error_code error;
    const auto endpoint = stream_.socket().remote_endpoint(error);
    address_ = error ? "unknown" : endpoint.address().to_string();
    name_ = next_connection_name(address_);
}

HttpSession::~HttpSession() {
    if (!upgraded_) spdlog::info("{}: HTTP connection closed after {} requests", name_, requests_);
}

void HttpSession::run() {
    asio::dispatch(stream_.get_executor(), beast::bind_front_handler(&HttpSession::read, shared_from_this()));
}

void HttpSession::read() {
    parser_.emplace();
    answering_head_ = false;
    parser_->header_limit(header_limit);
    parser_->body_limit(body_limit);
    // A connection that is to be refused gets little time to say what it wants.
    stream_.expires_after(refusal_ == Refusal::none ? request_timeout : refused_request_timeout);
    http::async_read_header(stream_, buffer_, *parser_,
                            beast::bind_front_handler(&HttpSession::on_header, shared_from_this()));
}

void HttpSession::on_header(beast::error_code error, std::size_t) {
    if (error) return on_read(error, 0);
    const HttpRequest& header = parser_->get();
    answering_head_ = header.method() == http::verb::head;
    // Before a byte of the body is read: a body whose end is uncertain is never read at all.
    for (const auto& refusal : {framing_refusal(header), host_refusal(header), method_refusal(header)}) {
        if (!refusal) continue;
        spdlog::debug("{}: request refused: {}", name_, refusal->message);
        return refuse(header, *refusal);
    }
    header_fields_ = static_cast<std::size_t>(std::distance(header.begin(), header.end()));
    http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
}

void HttpSession::on_read(beast::error_code error, std::size_t) {
    if (error == http::error::end_of_stream || error == beast::error::timeout) return close();
    if (error == http::error::body_limit || error == http::error::header_limit)
        return refuse(HttpRequest{}, {http::status::payload_too_large, "the request is too large"});
    const bool malformed = error && error != http::error::partial_message &&
                           error.category() == beast::error_code(http::error::bad_target).category();
    if (malformed) {
        // A request no HTTP parser accepts (a control character or a space in its target, a broken
        // header): say so, then close, since what follows it on the connection cannot be trusted.
        spdlog::debug("{}: bad HTTP request: {}", name_, error.message());
        return refuse(HttpRequest{}, {http::status::bad_request, "the request is malformed"});
    }
    if (error) {
        spdlog::debug("{}: HTTP read ended: {}", name_, error.message());
        return close();
    }
    HttpRequest request = parser_->release();
    drop_trailer_fields(request, header_fields_);
    ++requests_;
    spdlog::debug("{}: {} {}", name_, std::string(request.method_string()), std::string(request.target()));
    const std::string client = client_address(request);
    if (auto refused = refusal_before_routing(request, client)) return send(std::move(*refused), false);
    if (websocket::is_upgrade(request)) {
        auto socket_target = protocol::parse_socket_target(request.target());
        if (!socket_target)
            return send(error_response(request, http::status::not_found, protocol::ErrorCode::not_found,
                                       "WebSockets open at /ws?game=<id>, /ws/lobby, /ws/events or /ws/tournament?id=<id>"),
                        false);
        if (auto refusal = websocket_handshake_refusal(request)) {
            spdlog::debug("{}: WebSocket refused: {}", name_, refusal->message);
            return refuse(request, *refusal);
        }
        if (!origin_allowed(request, context_.config)) {
            spdlog::warn("{}: WebSocket refused for origin {}", name_, std::string(request[http::field::origin]));
            return send(error_response(request, http::status::forbidden, protocol::ErrorCode::bad_request,
                                       "this origin may not open a WebSocket here"),
                        false);
        }
        upgraded_ = true;
        std::make_shared<WebsocketSession>(std::move(stream_), context_, std::move(*slot_), name_, client,
                                           std::move(*socket_target))
            ->run(std::move(request));
        return;
    }
    const bool keep_alive = request.keep_alive();
    const std::string_view target = request.target();
    if (is_blocking_api(target.substr(0, target.find('?')))) return answer_off_io_thread(std::move(request));
    try {
        // The game API answers when the store has done its part, from whichever thread that is.
        if (is_game_route(request))
            return answer_game_route(request, context_, client, [self = shared_from_this(), keep_alive](http::message_generator answer) {
                auto held = std::make_shared<http::message_generator>(std::move(answer));
                asio::dispatch(self->stream_.get_executor(), [self, held, keep_alive] { self->send(std::move(*held), keep_alive); });
            });
        send(answer_http(request, context_), keep_alive);
    } catch (const std::exception& fault) {
        spdlog::error("{}: {} failed: {}", name_, std::string(request.target()), fault.what());
        send(error_response(request, http::status::internal_server_error, protocol::ErrorCode::internal,
                            "the server failed; try again"),
             false);
    }
}

std::string HttpSession::client_address(const HttpRequest& request) const {
    std::vector<std::string_view> forwarded_for;
    for (auto [line, end] = request.equal_range("X-Forwarded-For"); line != end; ++line)
        forwarded_for.push_back(line->value());
    return server::client_address(address_, forwarded_for, context_.config.trusted_proxies);
}

std::optional<http::message_generator> HttpSession::refusal_before_routing(const HttpRequest& request,
                                                                           const std::string& client) {
    if (refusal_ == Refusal::server_full) {
        spdlog::warn("{}: refused, the server is at its connection limit", name_);
        return error_response(request, http::status::service_unavailable, protocol::ErrorCode::server_busy,
                              "the server is full; try again soon");
    }
    // Behind a proxy the connection is counted against the client it now carries.
    if (refusal_ == Refusal::address_full || !slot_->count_against(client)) {
        spdlog::warn("{}: refused, {} holds {} connections already", name_, client,
                     context_.connections.per_address_limit());
        return error_response(request, http::status::too_many_requests, protocol::ErrorCode::rate_limited,
                              "too many connections from your address");
    }
    // A DNS-rebinding page reaches the server under a name of the attacker's: it is not served.
    if (!host_allowed(request[http::field::host], context_.config.public_hosts)) {
        spdlog::warn("{}: refused, unknown Host", name_);
        return error_response(request, http::status::misdirected_request, protocol::ErrorCode::bad_request,
                              "this server does not answer for that host name");
    }
    return std::nullopt;
}

void HttpSession::answer_off_io_thread(HttpRequest request) {
    auto shared_request = std::make_shared<HttpRequest>(std::move(request));
    BlockingWork& pool = checks_password(*shared_request) ? context_.password_work : context_.blocking;
    // Each client address gets its share of the pool (BlockingWork::try_post_for): a flood from one
    // address is refused to that address alone, before it queues.
    const auto admission = pool.try_post_for(client_address(*shared_request), [self = shared_from_this(), request = shared_request] {
        // Once, from whichever thread answers: this one, or the one the work was handed to.
        auto replied = std::make_shared<std::atomic<bool>>(false);
        const auto reply = [self, replied, keep_alive = request->keep_alive()](http::message_generator answer) {
            if (replied->exchange(true)) return;
            auto held = std::make_shared<http::message_generator>(std::move(answer));
            asio::dispatch(self->stream_.get_executor(), [self, held, keep_alive] { self->send(std::move(*held), keep_alive); });
        };
        try {
            answer_blocking_api(*request, self->context_, self->client_address(*request), reply);
        } catch (const db::DatabaseError& fault) {
            // An account or progress that cannot be stored is refused, never pretended.
            spdlog::error("{}: {} failed: {}", self->name_, std::string(request->target()), fault.what());
            reply(error_response(*request, http::status::service_unavailable, protocol::ErrorCode::storage_unavailable,
                                 "the change could not be stored; nothing changed, try again"));
        } catch (const std::exception& fault) {
            spdlog::error("{}: {} failed: {}", self->name_, std::string(request->target()), fault.what());
            reply(error_response(*request, http::status::internal_server_error, protocol::ErrorCode::internal,
                                 "the server failed; try again"));
        }
    });
    if (admission == BlockingWork::Admission::address_busy) {
        spdlog::warn("{}: {} refused: its address has {} requests waiting already", name_, std::string(shared_request->target()),
                     pool.max_per_address());
        http::response<http::string_body> limited =
            error_message(*shared_request, http::status::too_many_requests,
                          {protocol::ErrorCode::rate_limited, "too many requests at once from your address; try again in 1 s", "1"});
        limited.set(http::field::retry_after, "1");
        return send(std::move(limited), shared_request->keep_alive());
    }
    if (admission == BlockingWork::Admission::full) {
        spdlog::warn("{}: {} refused: the blocking-work queue is full", name_, std::string(shared_request->target()));
        send(error_response(*shared_request, http::status::service_unavailable, protocol::ErrorCode::server_busy,
                            "the server is busy; try again soon"),
             shared_request->keep_alive());
    }
}

void HttpSession::send(http::message_generator message, bool keep_alive) {
    // The read's deadline may be nearly spent by an answer that waited for a blocking-work thread.
    stream_.expires_after(write_timeout);
    auto sent = [self = shared_from_this(), keep_alive](beast::error_code error, std::size_t) {
        if (error) return self->close();
        if (!keep_alive) return self->lingering_ ? self->close_after_refusal() : self->close();
        self->read();
    };
    if (answering_head_) beast::async_write(stream_, HeaderOnly(std::move(message)), std::move(sent));
    else beast::async_write(stream_, std::move(message), std::move(sent));
}

void HttpSession::refuse(const HttpRequest& request, const RequestRefusal& refusal) {
    auto answer = error_message(request, refusal.status, {protocol::ErrorCode::bad_request, refusal.message, {}});
    if (refusal.status == http::status::upgrade_required) {
        // RFC 9110 §15.5.22 and RFC 6455 §4.4: which protocol, and which of its versions.
        answer.set(http::field::upgrade, "websocket");
        answer.set(http::field::sec_websocket_version, "13");
    }
    answer.keep_alive(false);
    lingering_ = true;
    send(std::move(answer), false);
}

void HttpSession::close_after_refusal() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    stream_.expires_after(linger_timeout);
    drain();
}

void HttpSession::drain() {
    buffer_.clear();
    stream_.async_read_some(buffer_.prepare(4096), [self = shared_from_this()](beast::error_code error, std::size_t bytes) {
        self->drained_ += bytes;
        if (error || self->drained_ > linger_limit) return self->close();
        self->drain();
    });
}

void HttpSession::close() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    stream_.socket().close(ignored);
}

}  // namespace petteia::server
