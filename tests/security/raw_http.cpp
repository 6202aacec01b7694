#include "tests/security/raw_http.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <stdexcept>

#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_security_test {

namespace {

int connect_to(std::uint16_t port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) throw std::runtime_error("socket failed");
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        throw std::runtime_error("connect to 127.0.0.1:" + std::to_string(port) + " failed");
    }
    return fd;
}

// Whether `text` holds a whole response: headers, and as much body as Content-Length says.
bool complete(const std::string& text) {
    const auto end = text.find("\r\n\r\n");
    if (end == std::string::npos) return false;
    std::string headers = text.substr(0, end);
    for (char& c : headers) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const auto length_at = headers.find("content-length:");
    if (length_at == std::string::npos) return false;
    const std::size_t length = std::stoul(headers.substr(length_at + 15));
    return text.size() >= end + 4 + length;
}

// Sends `request`, then reads until `enough` says so, the server closes or the deadline passes.
template <class Enough>
RawReply exchange(std::uint16_t port, const std::string& request, std::chrono::milliseconds deadline, Enough enough) {
    const int fd = connect_to(port);
    RawReply reply;
    for (std::size_t sent = 0; sent < request.size();) {
        const ssize_t n = ::send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
        if (n <= 0) break;  // the server may close early on a request it refuses
        sent += static_cast<std::size_t>(n);
    }
    const auto until = std::chrono::steady_clock::now() + deadline;
    char buffer[4096];
    while (!enough(reply.text)) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
        if (left.count() <= 0) break;
        pollfd wait{fd, POLLIN, 0};
        if (::poll(&wait, 1, static_cast<int>(left.count())) <= 0) break;
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            reply.closed = true;  // an end of stream, or a reset
            break;
        }
        reply.text.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fd);
    if (reply.text.starts_with("HTTP/1.") && reply.text.size() >= 12) reply.status = std::stoi(reply.text.substr(9, 3));
    return reply;
}

}  // namespace

RawReply raw_request(std::uint16_t port, const std::string& request, std::chrono::milliseconds deadline) {
    return exchange(port, request, deadline, complete);
}

RawReply raw_until_closed(std::uint16_t port, const std::string& requests, std::chrono::milliseconds deadline) {
    return exchange(port, requests, deadline, [](const std::string&) { return false; });
}

SilentConnection::SilentConnection(std::uint16_t port) : fd_(connect_to(port)) {}
SilentConnection::~SilentConnection() { ::close(fd_); }

RawReply raw_get(std::uint16_t port, const std::string& target) {
    return raw_request(port, "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                                 "\r\nConnection: close\r\n\r\n");
}

void expect_healthy(const petteia_server_test::ServerProcess& server) {
    using namespace petteia_server_test;
    const HttpReply health = http_get(server.port(), "/healthz");
    EXPECT_EQ(health.status, 200) << health.body;
    EXPECT_EQ(health.json().value("status", ""), "ok") << health.body;
    // A fresh address's game still starts and takes a move.
    Table table = open_table(server, create_body("petteia-6x6"));
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
}

}  // namespace petteia_security_test
