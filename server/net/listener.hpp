#pragma once
// Accepts TCP connections and hands each to an HttpSession on its own strand. Near the connection
// limit it still accepts, to answer 503 and close, rather than leave peers hanging.
#include <memory>

#include "server/net/beast.hpp"
#include "server/net/server_context.hpp"

namespace petteia::server {

class Listener : public std::enable_shared_from_this<Listener> {
public:
    // Binds and listens; throws boost::system::system_error when the address cannot be used.
    Listener(asio::io_context& io, const tcp::endpoint& endpoint, ServerContext& context);
    void run();
    void stop();
    tcp::endpoint local_endpoint() const { return acceptor_.local_endpoint(); }

private:
    void accept();
    void on_accept(beast::error_code error, tcp::socket socket);

    asio::io_context& io_;
    tcp::acceptor acceptor_;
    asio::steady_timer backoff_;
    ServerContext& context_;
};

}  // namespace petteia::server
