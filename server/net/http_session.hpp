#pragma once
// One TCP connection speaking HTTP/1.1: answers requests until the peer closes or upgrades to a
// WebSocket at /ws. Header and body sizes and read time are limited.
#include <memory>
#include <optional>
#include <string>

#include "server/limits/connections.hpp"
#include "server/net/beast.hpp"
#include "server/net/request_checks.hpp"
#include "server/net/server_context.hpp"

namespace petteia::server {

class HttpSession : public std::enable_shared_from_this<HttpSession> {
public:
    // Why a new connection is turned away (its first request answered, then closed), if it is.
    enum class Refusal {
        none,
        server_full,   // the server is at its connection limit: 503
        address_full,  // the peer's address holds its limit of connections: 429
    };

    HttpSession(tcp::socket&& socket, ServerContext& context, Connections::Slot slot, Refusal refusal);
    ~HttpSession();
    void run();

private:
    void read();
    // The header alone first: its framing, Host and method are judged before the body is read.
    void on_header(beast::error_code error, std::size_t bytes);
    void on_read(beast::error_code error, std::size_t bytes);
    // Answers a request that breaks HTTP's rules (request_checks.hpp) with the JSON error, then
    // closes: nothing after it on the connection is read as a request.
    void refuse(const http::request<http::string_body>& request, const RequestRefusal& refusal);
    // Half-closes, then reads and drops what the client still sends for a moment, then closes.
    void close_after_refusal();
    void drain();
    // The account and exercise API blocks (SQLite, Argon2): its answer is made on a blocking-work
    // thread and sent from the connection's own executor.
    void answer_off_io_thread(http::request<http::string_body> request);
    // The address the per-address limits count this request against (see client_address.hpp).
    std::string client_address(const http::request<http::string_body>& request) const;
    // The reason to refuse this request before routing it (unknown Host, too many connections
    // from its client), answered and closed; nothing when it may go on.
    std::optional<http::message_generator> refusal_before_routing(const http::request<http::string_body>& request,
                                                                  const std::string& client);
    // Sends the answer to the request just read: its header alone if that was a HEAD (head_answer.hpp).
    void send(http::message_generator message, bool keep_alive);
    void close();

    beast::tcp_stream stream_;
    ServerContext& context_;
    std::optional<Connections::Slot> slot_;
    Refusal refusal_;
    std::string address_;  // the peer's
    std::string name_;
    beast::flat_buffer buffer_;
    std::optional<http::request_parser<http::string_body>> parser_;
    int requests_ = 0;
    std::size_t header_fields_ = 0;  // of the request being read: those after are its trailer's
    bool lingering_ = false;         // the connection closes after a refusal (close_after_refusal)
    std::size_t drained_ = 0;
    // Whether the request being answered is a HEAD: one request at a time is read and answered.
    bool answering_head_ = false;
    bool upgraded_ = false;
};

}  // namespace petteia::server
