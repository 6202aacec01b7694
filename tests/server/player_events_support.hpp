#pragma once
// A signed-in player's events socket (/ws/events, issue 38) in the integration tests: accounts, the
// socket once the server said hello, the next event of a kind, and a game between two accounts.
#include <memory>
#include <string>

#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {

inline constexpr const char* events_path = "/ws/events";

inline bool is_player_event(const json& message, const std::string& kind) {
    return message.value("type", "") == "event" && message.value("kind", "") == kind;
}

// The account's events socket, once the server said hello.
inline std::unique_ptr<WsClient> listen_to_events(std::uint16_t port, const std::string& cookie) {
    auto events = std::make_unique<WsClient>(port, std::nullopt, cookie, events_path);
    events->wait_for([](const json& m) { return m.value("type", "") == "hello"; }, "hello");
    return events;
}

inline json next_event(WsClient& events, const std::string& kind) {
    return events.wait_for([&](const json& m) { return is_player_event(m, kind); }, "the event " + kind);
}

// Whether an event of `kind` arrives within a short wait.
inline bool hears(WsClient& events, const std::string& kind) {
    while (const auto message = events.receive(500ms))
        if (is_player_event(*message, kind)) return true;
    return false;
}

struct TwoAccounts {
    std::string ana;
    std::string bo;
};

// A game of `days` a move between Ana (the first to move) and Bo, each seated signed in.
inline Table seated_game(const ServerProcess& server, const TwoAccounts& cookies, int days) {
    const CreatedGame created = create_game(server.port(), create_body("petteia-6x6", {{"days", days}}, "first"));
    Table table;
    table.game = created.game;
    table.creator = join(server.port(), created.game, created.secret, cookies.ana);
    table.guest = join(server.port(), created.game, std::nullopt, cookies.bo);
    table.creator->wait_event("started");
    table.first_side = table.guest.joined["snapshot"]["sides"][0];
    return table;
}

}  // namespace petteia_server_test
