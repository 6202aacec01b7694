#pragma once
// Tournaments (issue 39) in the integration tests: one made and acted on over HTTP, its page's socket
// (/ws/tournament?id=<id>) once the server said hello, and the pairings it tells.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tests/server/player_events_support.hpp"

namespace petteia_server_test {

// An arena of Petteia 6×6 at one minute a side, starting in a minute (or when its organiser says).
inline json arena_body(int max_players = 100) {
    return {{"kind", "arena"},       {"name", "Friday arena"},          {"variant", "petteia-6x6"},
            {"time", {{"minutes", 1}, {"increment", 0}}}, {"minutes", 30}, {"starts_in_minutes", 0},
            {"max_players", max_players}};
}

inline json round_robin_body(int max_players, const json& time = {{"minutes", 5}, {"increment", 0}}) {
    return {{"kind", "round_robin"}, {"name", "Class 4B"}, {"variant", "petteia-6x6"}, {"time", time},
            {"starts_in_minutes", 0}, {"max_players", max_players}};
}

inline HttpReply post_tournament(std::uint16_t port, const std::string& cookie, const json& body) {
    return account_request(port, "POST", "/api/tournaments", body, cookie);
}

// Its id; the test fails if it was refused.
inline std::string make_tournament(std::uint16_t port, const std::string& cookie, const json& body) {
    const HttpReply made = post_tournament(port, cookie, body);
    EXPECT_EQ(made.status, 201) << made.body;
    return made.json().value("id", "");
}

inline HttpReply tournament_action(std::uint16_t port, const std::string& id, const std::string& action,
                                   const std::string& cookie) {
    return account_request(port, "POST", "/api/tournaments/" + id + "/" + action, nullptr, cookie);
}

inline std::unique_ptr<WsClient> follow_tournament(std::uint16_t port, const std::string& id, const std::string& cookie = "") {
    auto page = std::make_unique<WsClient>(port, std::nullopt, cookie.empty() ? std::nullopt : std::optional(cookie),
                                           "/ws/tournament?id=" + id);
    page->wait_for([](const json& m) { return m.value("type", "") == "hello"; }, "hello");
    return page;
}

// Minos's arena on `server`, which Ariadne and Theseus have joined (not started: Minos starts it).
struct JoinedArena {
    std::string minos, ariadne, theseus;  // their session cookies
    std::string id;
};
inline JoinedArena joined_arena(const ServerProcess& server) {
    JoinedArena arena{signed_up(server.port(), "Minos"), signed_up(server.port(), "Ariadne"), signed_up(server.port(), "Theseus"), {}};
    arena.id = make_tournament(server.port(), arena.minos, arena_body());
    for (const auto* cookie : {&arena.ariadne, &arena.theseus}) {
        const HttpReply joined = tournament_action(server.port(), arena.id, "join", *cookie);
        EXPECT_EQ(joined.status, 200) << joined.body;
    }
    return arena;
}

inline bool is_tournament_game(const json& message) { return message.value("type", "") == "tournament_game"; }

inline json next_tournament_game(WsClient& page, std::chrono::milliseconds timeout = 4s) {
    return page.wait_for(is_tournament_game, "a tournament's game", timeout);
}

inline bool hears_tournament_game(WsClient& page, std::chrono::milliseconds within) {
    const auto until = std::chrono::steady_clock::now() + within;
    while (std::chrono::steady_clock::now() < until)
        if (const auto message = page.receive(100ms); message && is_tournament_game(*message)) return true;
    return false;
}

// The games told to `pages` until `count` of them have heard one (or `timeout` passed): by page.
inline std::map<std::size_t, json> pairings_told(std::vector<std::unique_ptr<WsClient>>& pages, std::size_t count,
                                                 std::chrono::milliseconds timeout = 4s) {
    std::map<std::size_t, json> told;
    const auto until = std::chrono::steady_clock::now() + timeout;
    while (told.size() < count && std::chrono::steady_clock::now() < until)
        for (std::size_t i = 0; i < pages.size(); ++i)
            if (!told.contains(i))
                if (const auto message = pages[i]->receive(20ms); message && is_tournament_game(*message)) told[i] = *message;
    return told;
}

}  // namespace petteia_server_test
