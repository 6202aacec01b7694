#pragma once
// A browser in the lobby (/ws/lobby), for the lobby's tests: its token, its socket, and what it
// was told.
#include <memory>
#include <optional>
#include <string>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {

// 43 base64url characters, as a page makes its token (32 random bytes); `seed` makes each distinct.
inline std::string browser_token(const std::string& seed) {
    std::string token = seed;
    for (char& c : token)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '-';
    token.resize(43, 'A');
    return token;
}

inline json clock_of(int minutes, int increment) { return {{"minutes", minutes}, {"increment", increment}}; }

inline json seek_request(const json& time = clock_of(3, 2), const std::string& variant = "petteia-6x6", bool rated = false) {
    return {{"type", "seek"}, {"variant", variant}, {"time", time}, {"rated", rated}};
}

inline json challenge_request(const json& time = clock_of(5, 3), const std::string& color = "random",
                              const std::string& variant = "petteia-6x6", bool rated = false) {
    return {{"type", "post_challenge"}, {"variant", variant}, {"time", time}, {"rated", rated}, {"color", color}};
}

inline bool of_type(const json& message, const std::string& type) { return message.value("type", "") == type; }

struct Visitor {
    std::string token;
    std::unique_ptr<WsClient> ws;
    json lobby;  // the answer to lobby_join

    WsClient* operator->() { return ws.get(); }

    json wait(const std::string& type, std::chrono::milliseconds timeout = default_timeout) {
        return ws->wait_for([&](const json& m) { return of_type(m, type) || of_type(m, "error"); }, type, timeout);
    }
};

// Opens /ws/lobby as the page does and enters the lobby as the browser `token`.
inline Visitor enter_lobby(std::uint16_t port, const std::string& token,
                           const std::optional<std::string>& cookie = std::nullopt) {
    Visitor visitor{token, std::make_unique<WsClient>(port, std::nullopt, cookie, "/ws/lobby"), {}};
    visitor->wait_for([](const json& m) { return of_type(m, "hello"); }, "hello");
    visitor->send({{"type", "lobby_join"}, {"protocol", 1}, {"browser", token}});
    visitor.lobby = visitor.wait("lobby");
    if (!of_type(visitor.lobby, "lobby")) throw std::runtime_error("lobby_join was refused: " + visitor.lobby.dump());
    return visitor;
}

}  // namespace petteia_server_test
