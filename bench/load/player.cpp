#include "bench/load/player.hpp"

namespace petteia::load {

Player::Player(asio::strand<asio::io_context::executor_type> strand, PlayerEvents& events, int seat)
    : strand_(strand), events_(events), seat_(seat), pause_timer_(strand) {}

void Player::open(const tcp::endpoint& server, const std::string& game) {
    open(ServerAddress::plain(server), "/ws?game=" + game);
}

void Player::open(const ServerAddress& server, const std::string& target) {
    if (server.tls) ws_.emplace<TlsSocket>(strand_, *server.tls);
    else ws_.emplace<PlainSocket>(strand_);
    with_socket([&](auto& ws) {
        auto& stream = beast::get_lowest_layer(ws);
        if (beast::error_code bind_error; !bind_source(stream.socket(), server, bind_error))
            return asio::post(strand_, [self = shared_from_this(), bind_error] { self->fail("bind", bind_error); });
        stream.expires_after(std::chrono::seconds(30));  // the connection and the TLS handshake
        stream.async_connect(server.endpoint, [self = shared_from_this(), server, target](beast::error_code error) {
            if (error) return self->fail("connect", error);
            self->with_socket([&](auto& ws) {
                beast::get_lowest_layer(ws).socket().set_option(tcp::no_delay(true));
                using Socket = std::decay_t<decltype(ws)>;
                if constexpr (std::is_same_v<Socket, TlsSocket>) {
                    if (!prepare_tls(ws.next_layer(), server)) return self->fail("tls_server_name", {});
                    ws.next_layer().async_handshake(ssl::stream_base::client, [self, server, target](beast::error_code tls_error) {
                        if (tls_error) return self->fail("tls_handshake", tls_error);
                        self->with_socket([&](auto& ws) { self->handshake(ws, server, target); });
                    });
                } else {
                    self->handshake(ws, server, target);
                }
            });
        });
    });
}

template <class Socket>
void Player::handshake(Socket& ws, const ServerAddress& server, const std::string& target) {
    beast::get_lowest_layer(ws).expires_never();  // the WebSocket's own timeouts take over
    ws.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
    ws.set_option(websocket::stream_base::decorator([forwarded = forwarded_for_](websocket::request_type& request) {
        request.set(http::field::user_agent, "petteia-load");
        if (!forwarded.empty()) request.set("X-Forwarded-For", forwarded);
    }));
    ws.async_handshake(server.host, target, [self = shared_from_this()](beast::error_code handshake_error) {
        if (handshake_error) return self->fail("handshake", handshake_error);
        if (self->detached_) return;
        self->with_socket([](auto& ws) { ws.text(true); });
        self->open_ = true;
        self->read();
        self->events_.on_open(self->seat_);
    });
}

void Player::read() {
    with_socket([&](auto& ws) {
        ws.async_read(buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
            const auto received = Clock::now();
            if (error == websocket::error::closed) {
                std::string reason;
                self->with_socket([&](auto& ws) {
                    reason = std::to_string(ws.reason().code) + " " + std::string(ws.reason().reason.c_str());
                });
                return self->fail("closed_by_server " + reason, {});
            }
            if (error) return self->fail("read", error);
            if (!self->detached_) {
                const auto data = self->buffer_.cdata();
                self->events_.on_message(self->seat_, std::string_view(static_cast<const char*>(data.data()), data.size()),
                                         received);
            }
            self->buffer_.clear();
            if (!self->closing_) self->read_or_wait();
        });
    });
}

void Player::read_or_wait() {
    if (Clock::now() >= paused_until_) return read();
    pause_timer_.expires_at(paused_until_);
    pause_timer_.async_wait([self = shared_from_this()](beast::error_code error) {
        if (!error && !self->closing_ && !self->detached_) self->read();
    });
}

void Player::pause_reading(std::chrono::milliseconds duration) { paused_until_ = Clock::now() + duration; }

void Player::send(std::string text) {
    if (!open_ || closing_) return;
    queue_.push_back(std::move(text));
    if (queue_.size() == 1) write_next();
}

void Player::write_next() {
    with_socket([&](auto& ws) {
        ws.async_write(asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code error, std::size_t) {
            if (error) return self->fail("write", error);
            self->queue_.pop_front();
            if (!self->queue_.empty() && !self->closing_) self->write_next();
        });
    });
}

void Player::close(std::function<void()> done) {
    detached_ = true;
    if (!open_ || closing_) {
        drop();
        return asio::post(strand_, std::move(done));
    }
    closing_ = true;
    // A close frame may not overtake a write in flight; Beast queues it behind. The handshake
    // timeout bounds the closing handshake too.
    with_socket([&](auto& ws) {
        ws.async_close(websocket::close_code::normal, [self = shared_from_this(), done = std::move(done)](beast::error_code) {
            self->drop();
            done();
        });
    });
}

void Player::drop() {
    detached_ = true;
    open_ = false;
    pause_timer_.cancel();
    with_socket([](auto& ws) {
        beast::error_code ignored;
        beast::get_lowest_layer(ws).socket().shutdown(tcp::socket::shutdown_both, ignored);
        beast::get_lowest_layer(ws).socket().close(ignored);
    });
}

void Player::fail(const std::string& what, beast::error_code error) {
    open_ = false;
    if (detached_ || error == asio::error::operation_aborted) return;
    detached_ = true;
    events_.on_failure(seat_, error ? what + ": " + error.message() : what);
}

}  // namespace petteia::load
