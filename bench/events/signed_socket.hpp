#pragma once
// A signed-in player's WebSocket (plain or TLS), from the player's own client address, with the
// session cookie on the upgrade: a tournament's socket (/ws/tournament?id=) or a game's (/ws?game=).
// bench/load's Player cannot carry a cookie (its handshake sets only User-Agent and
// X-Forwarded-For), so this is its small signed-in twin: connect, handshake, read loop, a write
// queue. One thread: no strand.
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "bench/load/net.hpp"
#include "bench/load/stats.hpp"

namespace petteia::events {

using namespace petteia::load;

class SignedSocket : public std::enable_shared_from_this<SignedSocket> {
public:
    struct Handlers {
        std::function<void()> opened;
        std::function<void(std::string_view text, Clock::time_point received)> message;
        // `what`: connect, tls_handshake, handshake, read, write, or "closed_by_server CODE REASON".
        std::function<void(const std::string& what, int close_code)> failed;
    };

    SignedSocket(asio::io_context& io, Handlers handlers) : io_(io), handlers_(std::move(handlers)) {}

    // server.source is the player's own address; `cookie` is "name=value" of the session.
    void open(const ServerAddress& server, const std::string& target, const std::string& cookie);
    void send(std::string text);
    // A normal close frame, then nothing more is reported.
    void close();
    bool is_open() const { return open_; }

private:
    using PlainSocket = websocket::stream<beast::tcp_stream>;
    using TlsSocket = websocket::stream<beast::ssl_stream<beast::tcp_stream>>;
    template <class F>
    void with_socket(F&& f) {
        if (auto* plain = std::get_if<PlainSocket>(&ws_)) f(*plain);
        else if (auto* tls = std::get_if<TlsSocket>(&ws_)) f(*tls);
    }
    template <class Socket>
    void handshake(Socket& ws, const ServerAddress& server, const std::string& target);
    void read();
    void write_next();
    void fail(const std::string& what, beast::error_code error, int close_code = 0);

    asio::io_context& io_;
    Handlers handlers_;
    std::variant<std::monostate, PlainSocket, TlsSocket> ws_;
    std::string cookie_;
    beast::flat_buffer buffer_;
    std::deque<std::string> queue_;
    bool open_ = false;
    bool detached_ = false;
};

}  // namespace petteia::events
