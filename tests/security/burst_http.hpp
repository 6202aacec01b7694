#pragma once
// Many requests at once, as a flood or a burst over HTTP/2 reaches the server: one connection per
// request, every connection opened first (each from its own loopback source address if asked:
// 127.0.0.x are all this machine's), then every request written in one go, then every answer read.
// The server thus has them all in flight together, which sequential requests never test.
#include <chrono>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace petteia_security_test {

struct BurstRequest {
    using Headers = std::vector<std::pair<std::string, std::string>>;
    BurstRequest(std::string target_, std::string source_ = "127.0.0.1", Headers headers_ = {})
        : target(std::move(target_)), source(std::move(source_)), headers(std::move(headers_)) {}

    std::string target;  // of a GET
    std::string source;  // the connection's source address (a loopback one)
    Headers headers;
};

struct BurstAnswer {
    int status = 0;           // 0: no answer before the deadline (or the connection was refused)
    std::string retry_after;  // the Retry-After header, if any
};

// Answers in the order of `requests`.
std::vector<BurstAnswer> send_at_once(std::uint16_t port, const std::vector<BurstRequest>& requests,
                                      std::chrono::milliseconds deadline = std::chrono::seconds(20));

// How many answers had `status`.
int count_status(const std::vector<BurstAnswer>& answers, int status);

}  // namespace petteia_security_test
