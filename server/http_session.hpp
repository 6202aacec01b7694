#pragma once
// One TCP connection speaking HTTP/1.1: answers requests until the peer closes or upgrades to a
// WebSocket at /ws. Header and body sizes and read time are limited.
#include <memory>
#include <optional>
#include <string>

#include "server/connections.hpp"
#include "server/net.hpp"
#include "server/server_context.hpp"

namespace petteia::server {

class HttpSession : public std::enable_shared_from_this<HttpSession> {
public:
    // `busy`: the server is at its connection limit; answer the first request with 503 and close.
    HttpSession(tcp::socket&& socket, ServerContext& context, Connections::Slot slot, bool busy);
    ~HttpSession();
    void run();

private:
    void read();
    void on_read(beast::error_code error, std::size_t bytes);
    // The account and exercise API blocks (SQLite, Argon2): its answer is made on a blocking-work
    // thread and sent from the connection's own executor.
    void answer_off_io_thread(http::request<http::string_body> request);
    // The address the per-address limits count this request against (see client_address.hpp).
    std::string client_address(const http::request<http::string_body>& request) const;
    void send(http::message_generator message, bool keep_alive);
    void close();

    beast::tcp_stream stream_;
    ServerContext& context_;
    std::optional<Connections::Slot> slot_;
    bool busy_;
    std::string address_;
    std::string name_;
    beast::flat_buffer buffer_;
    std::optional<http::request_parser<http::string_body>> parser_;
    int requests_ = 0;
    bool upgraded_ = false;
};

}  // namespace petteia::server
