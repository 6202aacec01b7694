#pragma once
// One player's WebSocket: connects, does the handshake (TLS first for wss://), reads messages and
// writes queued ones, one write at a time. Runs on its game's strand and reports to the game; after
// `close` or `drop` it reports nothing more.
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "bench/load/net.hpp"
#include "bench/load/stats.hpp"

namespace petteia::load {

class PlayerEvents {
public:
    virtual ~PlayerEvents() = default;
    virtual void on_open(int seat) = 0;
    virtual void on_message(int seat, std::string_view text, Clock::time_point received) = 0;
    // `what` names the failure for the error counts: connect, handshake, closed, read, write.
    virtual void on_failure(int seat, std::string what) = 0;
};

class Player : public std::enable_shared_from_this<Player> {
public:
    Player(asio::strand<asio::io_context::executor_type> strand, PlayerEvents& events, int seat);

    // Sent with the handshake as X-Forwarded-For, for a server that trusts this client as a proxy
    // (the soak gives every player an address of its own). Call before `open`.
    void forward_for(std::string address) { forwarded_for_ = std::move(address); }
    // ws://ADDRESS/ws?game=GAME (the soak's players).
    void open(const tcp::endpoint& server, const std::string& game);
    // ws:// or wss:// (server.tls) to `target`, e.g. "/ws?game=ID".
    void open(const ServerAddress& server, const std::string& target);
    void send(std::string text);
    // A normal close frame; `done` runs (on the strand) once the close is over or has failed.
    void close(std::function<void()> done);
    // Closes the socket at once.
    void drop();
    bool is_open() const { return open_; }
    // Reads nothing more for `duration` (a slow reader): the server's messages pile up meanwhile.
    void pause_reading(std::chrono::milliseconds duration);

private:
    using PlainSocket = websocket::stream<beast::tcp_stream>;
    using TlsSocket = websocket::stream<beast::ssl_stream<beast::tcp_stream>>;
    // Calls `f` with the socket, whichever kind it is (nothing before `open`).
    template <class F>
    void with_socket(F&& f) {
        if (auto* plain = std::get_if<PlainSocket>(&ws_)) f(*plain);
        else if (auto* tls = std::get_if<TlsSocket>(&ws_)) f(*tls);
    }
    template <class Socket>
    void handshake(Socket& ws, const ServerAddress& server, const std::string& target);
    void read();
    void read_or_wait();
    void write_next();
    void fail(const std::string& what, beast::error_code error);

    asio::strand<asio::io_context::executor_type> strand_;
    std::variant<std::monostate, PlainSocket, TlsSocket> ws_;
    PlayerEvents& events_;
    int seat_;
    beast::flat_buffer buffer_;
    std::deque<std::string> queue_;
    std::string forwarded_for_;
    asio::steady_timer pause_timer_;
    Clock::time_point paused_until_{};
    bool open_ = false;
    bool detached_ = false;  // closing or dropped: no more reports
    bool closing_ = false;
};

}  // namespace petteia::load
