#include "tests/server/ws_client.hpp"

#include <sys/socket.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <deque>
#include <stdexcept>
#include <thread>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

namespace petteia_server_test {

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

// The server allows 10 messages a second with bursts of 20 per connection; stay well below.
constexpr double paced_rate_per_second = 8;
constexpr double paced_burst = 14;

// Runs `io` until `done()` holds or `deadline` passes; returns whether `done()` holds.
template <class Done>
bool run_until(asio::io_context& io, Done done, Clock::time_point deadline) {
    while (!done()) {
        const auto now = Clock::now();
        if (now >= deadline) return false;
        io.restart();
        if (io.run_one_for(deadline - now) == 0 && io.stopped() && !done())
            std::this_thread::sleep_for(1ms);  // nothing to run: do not spin
    }
    return true;
}

std::string describe(const std::vector<json>& history) {
    std::string text;
    const std::size_t from = history.size() > 6 ? history.size() - 6 : 0;
    for (std::size_t i = from; i < history.size(); ++i) text += "\n  " + history[i].dump().substr(0, 600);
    return text.empty() ? " (none)" : text;
}

}  // namespace

struct WsClient::Impl {
    asio::io_context io{1};
    websocket::stream<beast::tcp_stream> ws{io};
    beast::flat_buffer buffer;
    std::deque<json> inbox;
    std::vector<json> history;
    bool closed = false;
    std::optional<int> close_code;
    std::string end_reason;

    bool pacing = true;
    double tokens = paced_burst;
    Clock::time_point last_refill = Clock::now();

    void read() {
        ws.async_read(buffer, [this](beast::error_code error, std::size_t) {
            if (error) {
                closed = true;
                // The peer's close frame, even when answering it failed.
                if (ws.reason().code != websocket::close_code::none) close_code = ws.reason().code;
                end_reason = error.message();
                return;
            }
            const std::string text = beast::buffers_to_string(buffer.data());
            buffer.consume(buffer.size());
            json message = json::parse(text, nullptr, false);
            if (message.is_discarded()) message = json{{"type", "<not JSON>"}, {"text", text}};
            inbox.push_back(message);
            history.push_back(std::move(message));
            read();
        });
    }

    void wait_for_token() {
        if (!pacing) return;
        for (;;) {
            const auto now = Clock::now();
            tokens = std::min(paced_burst,
                              tokens + std::chrono::duration<double>(now - last_refill).count() * paced_rate_per_second);
            last_refill = now;
            if (tokens >= 1) {
                tokens -= 1;
                return;
            }
            // Keep reading while waiting, as a browser would.
            const auto until = now + std::chrono::milliseconds(static_cast<int>((1 - tokens) * 1000 / paced_rate_per_second) + 1);
            run_until(io, [] { return false; }, until);
        }
    }

    // Writes one frame; returns the error, if any.
    beast::error_code write(const std::string& payload, bool text) {
        if (closed) return websocket::error::closed;
        ws.text(text);
        bool done = false;
        beast::error_code result;
        ws.async_write(asio::buffer(payload), [&](beast::error_code error, std::size_t) {
            result = error;
            done = true;
        });
        if (!run_until(io, [&] { return done; }, Clock::now() + default_timeout)) {
            // Abandon the write: closing the socket completes it with an error.
            beast::error_code ignored;
            beast::get_lowest_layer(ws).socket().close(ignored);
            run_until(io, [&] { return done; }, Clock::now() + 5s);
            return asio::error::timed_out;
        }
        return result;
    }
};

WsClient::WsClient(std::uint16_t port, std::optional<std::string> origin, std::optional<std::string> cookie,
                   const std::string& target)
    : impl_(std::make_unique<Impl>()) {
    auto& ws = impl_->ws;
    auto& io = impl_->io;
    const auto deadline = Clock::now() + default_timeout;
    beast::get_lowest_layer(ws).expires_after(default_timeout);

    bool done = false;
    beast::error_code result;
    beast::get_lowest_layer(ws).async_connect(tcp::endpoint(asio::ip::address_v4::loopback(), port),
                                              [&](beast::error_code error) {
                                                  result = error;
                                                  done = true;
                                              });
    if (!run_until(io, [&] { return done; }, deadline) || result)
        throw std::runtime_error("cannot connect to port " + std::to_string(port) + ": " + result.message());

    ws.set_option(websocket::stream_base::decorator([origin, cookie](websocket::request_type& request) {
        if (origin) request.set(http::field::origin, *origin);
        if (cookie) request.set(http::field::cookie, *cookie);
    }));
    ws.auto_fragment(false);
    // Room in the kernel for a whole oversized frame (see send_frame_in_one_write).
    beast::error_code ignored;
    beast::get_lowest_layer(ws).socket().set_option(asio::socket_base::send_buffer_size(1 << 20), ignored);
    done = false;
    ws.async_handshake("127.0.0.1:" + std::to_string(port), target, [&](beast::error_code error) {
        result = error;
        done = true;
    });
    if (!run_until(io, [&] { return done; }, deadline) || result)
        throw std::runtime_error("WebSocket handshake failed: " + result.message());
    beast::get_lowest_layer(ws).expires_never();
    impl_->read();
}

WsClient::~WsClient() {
    if (!impl_->closed) drop();
}

void WsClient::set_pacing(bool on) { impl_->pacing = on; }

void WsClient::send(const json& message) { send_text(message.dump()); }

void WsClient::send_text(const std::string& text) {
    impl_->wait_for_token();
    if (const auto error = impl_->write(text, true))
        throw std::runtime_error("cannot send " + text.substr(0, 200) + ": " + error.message());
}

void WsClient::send_binary(const std::string& bytes) {
    impl_->wait_for_token();
    if (const auto error = impl_->write(bytes, false)) throw std::runtime_error("cannot send binary: " + error.message());
}

bool WsClient::try_send_text(const std::string& text) { return !impl_->write(text, true); }

bool WsClient::send_frame_in_one_write(const std::string& text) {
    // A masked text frame (RFC 6455 5.2) with a 64-bit length, masked with a fixed key.
    const std::array<unsigned char, 4> key{0x5a, 0xc3, 0x17, 0x9e};
    std::string frame{'\x81', '\xff'};
    for (int shift = 56; shift >= 0; shift -= 8) frame.push_back(static_cast<char>((text.size() >> shift) & 0xff));
    frame.append(key.begin(), key.end());
    for (std::size_t i = 0; i < text.size(); ++i) frame.push_back(static_cast<char>(text[i] ^ key[i % 4]));

    const int fd = beast::get_lowest_layer(impl_->ws).socket().native_handle();
    std::size_t sent = 0;
    const auto deadline = Clock::now() + default_timeout;
    while (sent < frame.size() && Clock::now() < deadline) {
        const ssize_t n = ::send(fd, frame.data() + sent, frame.size() - sent, MSG_NOSIGNAL);
        if (n > 0) sent += static_cast<std::size_t>(n);
        else if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) return false;
        else std::this_thread::sleep_for(1ms);
    }
    return sent == frame.size();
}

std::optional<json> WsClient::receive(std::chrono::milliseconds timeout) {
    auto& impl = *impl_;
    run_until(impl.io, [&] { return !impl.inbox.empty() || impl.closed; }, Clock::now() + timeout);
    if (impl.inbox.empty()) return std::nullopt;
    json message = std::move(impl.inbox.front());
    impl.inbox.pop_front();
    return message;
}

json WsClient::wait_for(const std::function<bool(const json&)>& wanted, const std::string& what,
                        std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) break;
        auto message = receive(left);
        if (!message) break;
        if (wanted(*message)) return *message;
    }
    throw std::runtime_error("waited " + std::to_string(timeout.count()) + " ms for " + what +
                             (impl_->closed ? " but the connection closed (" + impl_->end_reason + ")" : " in vain") +
                             "; last messages:" + describe(impl_->history));
}

json WsClient::wait_joined(std::chrono::milliseconds timeout) {
    return wait_for([](const json& m) { return m.value("type", "") == "joined" || m.value("type", "") == "error"; },
                    "\"joined\"", timeout);
}

json WsClient::wait_event(const std::string& kind, std::chrono::milliseconds timeout) {
    return wait_for([&](const json& m) { return m.value("type", "") == "event" && m.value("kind", "") == kind; },
                    "an event \"" + kind + "\"", timeout);
}

json WsClient::wait_error(std::chrono::milliseconds timeout) {
    return wait_for([](const json& m) { return m.value("type", "") == "error"; }, "an error", timeout);
}

json WsClient::snapshot() {
    send({{"type", "snapshot"}});
    return wait_for([](const json& m) { return m.value("type", "") == "snapshot"; }, "a snapshot")["snapshot"];
}

std::optional<int> WsClient::wait_closed(std::chrono::milliseconds timeout) {
    auto& impl = *impl_;
    run_until(impl.io, [&] { return impl.closed; }, Clock::now() + timeout);
    return impl.close_code;
}

bool WsClient::closed() const { return impl_->closed; }

std::string WsClient::end_reason() const { return impl_->end_reason; }

void WsClient::close() {
    auto& impl = *impl_;
    if (impl.closed) return;
    bool done = false;
    impl.ws.async_close(websocket::close_code::normal, [&](beast::error_code) { done = true; });
    run_until(impl.io, [&] { return done && impl.closed; }, Clock::now() + default_timeout);
    if (!impl.closed) drop();
}

void WsClient::drop() {
    auto& impl = *impl_;
    beast::error_code ignored;
    beast::get_lowest_layer(impl.ws).socket().shutdown(tcp::socket::shutdown_both, ignored);
    beast::get_lowest_layer(impl.ws).socket().close(ignored);
    // Let the pending read finish with its error.
    run_until(impl.io, [&] { return impl.closed; }, Clock::now() + 5s);
    impl.closed = true;
}

const std::vector<json>& WsClient::history() const { return impl_->history; }

int upgrade_status(std::uint16_t port, const std::optional<std::string>& origin, const std::string& target) {
    asio::io_context io{1};
    websocket::stream<beast::tcp_stream> ws{io};
    const auto deadline = Clock::now() + default_timeout;
    beast::get_lowest_layer(ws).expires_after(default_timeout);
    bool done = false;
    beast::error_code result;
    beast::get_lowest_layer(ws).async_connect(tcp::endpoint(asio::ip::address_v4::loopback(), port),
                                              [&](beast::error_code error) {
                                                  result = error;
                                                  done = true;
                                              });
    if (!run_until(io, [&] { return done; }, deadline) || result)
        throw std::runtime_error("cannot connect to port " + std::to_string(port));
    ws.set_option(websocket::stream_base::decorator([origin](websocket::request_type& request) {
        if (origin) request.set(http::field::origin, *origin);
    }));
    websocket::response_type response;
    done = false;
    ws.async_handshake(response, "127.0.0.1:" + std::to_string(port), target, [&](beast::error_code error) {
        result = error;
        done = true;
    });
    if (!run_until(io, [&] { return done; }, deadline)) throw std::runtime_error("no answer to the upgrade");
    return static_cast<int>(response.result_int());
}

}  // namespace petteia_server_test
