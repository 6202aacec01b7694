#include "bench/load/player.hpp"

namespace petteia::load {

Player::Player(asio::strand<asio::io_context::executor_type> strand, PlayerEvents& events, int seat)
    : ws_(strand), events_(events), seat_(seat), pause_timer_(strand) {}

void Player::open(const tcp::endpoint& server) {
    auto& stream = beast::get_lowest_layer(ws_);
    stream.expires_after(std::chrono::seconds(30));
    stream.async_connect(server, [self = shared_from_this(), server](beast::error_code error) {
        if (error) return self->fail("connect", error);
        auto& lowest = beast::get_lowest_layer(self->ws_);
        lowest.socket().set_option(tcp::no_delay(true));
        lowest.expires_never();  // the WebSocket's own timeouts take over
        self->ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
        self->ws_.set_option(websocket::stream_base::decorator(
            [forwarded = self->forwarded_for_](websocket::request_type& request) {
                request.set(http::field::user_agent, "petteia-load");
                if (!forwarded.empty()) request.set("X-Forwarded-For", forwarded);
            }));
        const std::string host = server.address().to_string() + ":" + std::to_string(server.port());
        self->ws_.async_handshake(host, "/ws", [self](beast::error_code handshake_error) {
            if (handshake_error) return self->fail("handshake", handshake_error);
            if (self->detached_) return;
            self->ws_.text(true);
            self->open_ = true;
            self->read();
            self->events_.on_open(self->seat_);
        });
    });
}

void Player::read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
        const auto received = Clock::now();
        if (error == websocket::error::closed)
            return self->fail("closed_by_server " + std::to_string(self->ws_.reason().code) + " " +
                                  std::string(self->ws_.reason().reason.c_str()),
                              {});
        if (error) return self->fail("read", error);
        if (!self->detached_) {
            const auto data = self->buffer_.cdata();
            self->events_.on_message(self->seat_, std::string_view(static_cast<const char*>(data.data()), data.size()),
                                     received);
        }
        self->buffer_.clear();
        if (!self->closing_) self->read_or_wait();
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
    ws_.async_write(asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code error, std::size_t) {
        if (error) return self->fail("write", error);
        self->queue_.pop_front();
        if (!self->queue_.empty() && !self->closing_) self->write_next();
    });
}

void Player::close(std::function<void()> done) {
    detached_ = true;
    if (!open_ || closing_) {
        drop();
        return asio::post(ws_.get_executor(), std::move(done));
    }
    closing_ = true;
    // A close frame may not overtake a write in flight; Beast queues it behind. The handshake
    // timeout bounds the closing handshake too.
    ws_.async_close(websocket::close_code::normal,
                    [self = shared_from_this(), done = std::move(done)](beast::error_code) {
                        self->drop();
                        done();
                    });
}

void Player::drop() {
    detached_ = true;
    open_ = false;
    pause_timer_.cancel();
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().shutdown(tcp::socket::shutdown_both, ignored);
    beast::get_lowest_layer(ws_).socket().close(ignored);
}

void Player::fail(const std::string& what, beast::error_code error) {
    open_ = false;
    if (detached_ || error == asio::error::operation_aborted) return;
    detached_ = true;
    events_.on_failure(seat_, error ? what + ": " + error.message() : what);
}

}  // namespace petteia::load
