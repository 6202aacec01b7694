#include "bench/events/signed_socket.hpp"

namespace petteia::events {

void SignedSocket::open(const ServerAddress& server, const std::string& target, const std::string& cookie) {
    cookie_ = cookie;
    if (server.tls) ws_.emplace<TlsSocket>(io_, *server.tls);
    else ws_.emplace<PlainSocket>(io_);
    with_socket([&](auto& ws) {
        auto& stream = beast::get_lowest_layer(ws);
        if (beast::error_code bind_error; !bind_source(stream.socket(), server, bind_error))
            return asio::post(io_, [self = shared_from_this(), bind_error] { self->fail("bind", bind_error); });
        stream.expires_after(std::chrono::seconds(30));
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
void SignedSocket::handshake(Socket& ws, const ServerAddress& server, const std::string& target) {
    beast::get_lowest_layer(ws).expires_never();
    ws.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
    ws.set_option(websocket::stream_base::decorator([cookie = cookie_](websocket::request_type& request) {
        request.set(http::field::user_agent, "petteia-events-load");
        if (!cookie.empty()) request.set(http::field::cookie, cookie);
    }));
    ws.async_handshake(server.host, target, [self = shared_from_this()](beast::error_code error) {
        if (error) return self->fail("handshake", error);
        if (self->detached_) return;
        self->with_socket([](auto& ws) { ws.text(true); });
        self->open_ = true;
        self->read();
        if (self->handlers_.opened) self->handlers_.opened();
    });
}

void SignedSocket::read() {
    with_socket([&](auto& ws) {
        ws.async_read(buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
            const auto received = Clock::now();
            if (error == websocket::error::closed) {
                int code = 0;
                std::string reason;
                self->with_socket([&](auto& ws) {
                    code = ws.reason().code;
                    reason = std::string(ws.reason().reason.c_str());
                });
                return self->fail("closed_by_server " + std::to_string(code) + " " + reason, {}, code);
            }
            if (error) return self->fail("read", error);
            if (self->detached_) return;
            const auto data = self->buffer_.cdata();
            self->handlers_.message(std::string_view(static_cast<const char*>(data.data()), data.size()), received);
            self->buffer_.clear();
            if (!self->detached_) self->read();
        });
    });
}

void SignedSocket::send(std::string text) {
    if (!open_ || detached_) return;
    queue_.push_back(std::move(text));
    if (queue_.size() == 1) write_next();
}

void SignedSocket::write_next() {
    with_socket([&](auto& ws) {
        ws.async_write(asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code error, std::size_t) {
            if (error) return self->fail("write", error);
            self->queue_.pop_front();
            if (!self->queue_.empty() && !self->detached_) self->write_next();
        });
    });
}

void SignedSocket::close() {
    if (detached_) return;
    detached_ = true;
    if (!open_) {
        with_socket([](auto& ws) {
            beast::error_code ignored;
            beast::get_lowest_layer(ws).socket().close(ignored);
        });
        return;
    }
    open_ = false;
    with_socket([&](auto& ws) {
        ws.async_close(websocket::close_code::normal, [self = shared_from_this()](beast::error_code) {
            self->with_socket([](auto& ws) {
                beast::error_code ignored;
                beast::get_lowest_layer(ws).socket().close(ignored);
            });
        });
    });
}

void SignedSocket::fail(const std::string& what, beast::error_code error, int close_code) {
    open_ = false;
    if (detached_ || error == asio::error::operation_aborted) return;
    detached_ = true;
    if (handlers_.failed) handlers_.failed(error ? what + ": " + error.message() : what, close_code);
}

}  // namespace petteia::events
