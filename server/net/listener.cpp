#include "server/net/listener.hpp"

#include <spdlog/spdlog.h>

#include "server/common/client_address.hpp"
#include "server/net/http_session.hpp"

namespace petteia::server {

Listener::Listener(asio::io_context& io, const tcp::endpoint& endpoint, ServerContext& context)
    : io_(io), acceptor_(asio::make_strand(io)), backoff_(acceptor_.get_executor()), context_(context) {
    acceptor_.open(endpoint.protocol());
    acceptor_.set_option(asio::socket_base::reuse_address(true));
    acceptor_.bind(endpoint);
    acceptor_.listen(asio::socket_base::max_listen_connections);
}

void Listener::run() {
    asio::dispatch(acceptor_.get_executor(), beast::bind_front_handler(&Listener::accept, shared_from_this()));
}

void Listener::stop() {
    asio::post(acceptor_.get_executor(), [self = shared_from_this()] {
        beast::error_code ignored;
        self->acceptor_.close(ignored);
        self->backoff_.cancel();
    });
}

void Listener::accept() {
    acceptor_.async_accept(asio::make_strand(io_), beast::bind_front_handler(&Listener::on_accept, shared_from_this()));
}

void Listener::on_accept(beast::error_code error, tcp::socket socket) {
    if (error == asio::error::operation_aborted || !acceptor_.is_open()) return;
    if (error) {
        // Out of file descriptors: wait for some to close instead of spinning on the error.
        spdlog::warn("accept failed: {}", error.message());
        backoff_.expires_after(std::chrono::milliseconds(100));
        backoff_.async_wait([self = shared_from_this()](beast::error_code wait_error) {
            if (!wait_error) self->accept();
        });
        return;
    }
    Connections::Slot slot(context_.connections);
    auto refusal = HttpSession::Refusal::none;
    if (context_.connections.open() > context_.max_connections) {
        refusal = HttpSession::Refusal::server_full;
    } else {
        // A direct peer is counted at once; a trusted proxy's connection at its first request,
        // which names the client.
        beast::error_code no_peer;
        const std::string peer = socket.remote_endpoint(no_peer).address().to_string();
        if (!no_peer && !context_.config.trusted_proxies.contains(peer) &&
            !slot.count_against(client_address(peer, {}, context_.config.trusted_proxies)))
            refusal = HttpSession::Refusal::address_full;
    }
    // Moves are small messages that must leave at once: without this, Nagle's algorithm holds a
    // second message back until the first is acknowledged, and delayed acknowledgements make that
    // up to 40 ms.
    beast::error_code ignored;
    socket.set_option(tcp::no_delay(true), ignored);
    std::make_shared<HttpSession>(std::move(socket), context_, std::move(slot), refusal)->run();
    accept();
}

}  // namespace petteia::server
