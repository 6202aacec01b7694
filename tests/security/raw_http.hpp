#pragma once
// Bytes on a socket, for requests no HTTP library would send (a NUL in the request line, a target
// that is an absolute path, a header line twice): the attack suite speaks them to 127.0.0.1 and
// reads whatever comes back until the server closes or the deadline passes.
#include <chrono>
#include <cstdint>
#include <string>

#include "tests/server/server_process.hpp"

namespace petteia_security_test {

using namespace std::chrono_literals;

struct RawReply {
    std::string text;  // everything received: status line, headers, body
    int status = 0;    // from the status line; 0 when the server answered nothing
    bool closed = false;  // the server closed the connection (rather than the deadline passing)
    bool has(const std::string& part) const { return text.find(part) != std::string::npos; }
};

// Sends `request` as is and reads the answer to it (up to its Content-Length, or until close).
RawReply raw_request(std::uint16_t port, const std::string& request, std::chrono::milliseconds deadline = 10s);

// Sends `requests` as is (several, one after the other on one connection, if they hold several)
// and reads everything until the server closes or the deadline passes: for answers whose length
// is not where raw_request looks for it (a HEAD's, which has Content-Length but no body).
RawReply raw_until_closed(std::uint16_t port, const std::string& requests, std::chrono::milliseconds deadline = 10s);

// A connection that says nothing (a slow-loris) until it is destroyed.
class SilentConnection {
public:
    explicit SilentConnection(std::uint16_t port);
    ~SilentConnection();
    SilentConnection(const SilentConnection&) = delete;
    SilentConnection& operator=(const SilentConnection&) = delete;

private:
    int fd_;
};

// "GET <target> HTTP/1.1" with a Host header and Connection: close.
RawReply raw_get(std::uint16_t port, const std::string& target);

// The server answers /healthz with 200 and still creates and plays a game: what every attack test
// checks at its end.
void expect_healthy(const petteia_server_test::ServerProcess& server);

}  // namespace petteia_security_test
