#pragma once
// A tiny synchronous HTTP/1.1 client for tests (Beast stays in http_client.cpp): one request on a
// fresh connection to 127.0.0.1, with a deadline.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace petteia_server_test {

struct HttpReply {
    int status = 0;
    std::string content_type;
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers;  // every header, in order
    // The body as JSON; null when it is not JSON.
    nlohmann::json json() const;
    // The first header of that name (any case), or "".
    std::string header(const std::string& name) const;
};

HttpReply http_request(std::uint16_t port, const std::string& method, const std::string& target,
                       const std::string& body = "",
                       const std::vector<std::pair<std::string, std::string>>& headers = {});

inline HttpReply http_get(std::uint16_t port, const std::string& target) { return http_request(port, "GET", target); }

// POST /api/games with `body`; throws unless the game is created (201).
struct CreatedGame {
    std::string game;
    std::string link;
    std::string side;
    std::string secret;
};
CreatedGame create_game(std::uint16_t port, const nlohmann::json& body);

}  // namespace petteia_server_test
