#pragma once
// What most server tests do: create a game over HTTP, seat two players over WebSocket, play moves
// and check what each of them sees.
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "tests/server/http_client.hpp"
#include "tests/server/server_process.hpp"
#include "tests/server/ws_client.hpp"

namespace petteia_server_test {

inline std::int64_t epoch_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

inline json join_request(const std::string& game, const std::optional<std::string>& secret = std::nullopt) {
    json request{{"type", "join"}, {"protocol", 1}, {"game", game}};
    if (secret) request["secret"] = *secret;
    return request;
}

inline json move_request(const std::string& move) { return {{"type", "move"}, {"move", move}}; }

// A side's remaining time in a snapshot or an event's state.
inline std::int64_t remaining(const json& state, const std::string& side) { return state["clock"]["remaining_ms"][side]; }
inline json action(const std::string& type) { return {{"type", type}}; }

// One connection of a seated player (or a spectator).
struct Player {
    std::unique_ptr<WsClient> ws;
    std::string role;    // "light", "dark", "black", "white" or "spectator"
    std::string secret;  // empty for a spectator
    json joined;         // the "joined" message

    WsClient* operator->() { return ws.get(); }
};

// Opens a WebSocket at /ws?game=<game> as the browser does, waits for "hello", joins `game` and
// waits for the answer, which must be "joined".
inline Player join(std::uint16_t port, const std::string& game, const std::optional<std::string>& secret = std::nullopt,
                   const std::optional<std::string>& cookie = std::nullopt) {
    Player player;
    player.ws = std::make_unique<WsClient>(port, std::nullopt, cookie, socket_for(game));
    const json hello = player->wait_for([](const json& m) { return m.value("type", "") == "hello"; }, "hello");
    EXPECT_EQ(hello.value("protocol", 0), 1);
    player->send(join_request(game, secret));
    player.joined = player->wait_joined();
    if (player.joined.value("type", "") != "joined")
        throw std::runtime_error("join " + game + " was refused: " + player.joined.dump());
    player.role = player.joined.at("role");
    player.secret = secret ? *secret : player.joined.value("secret", "");
    return player;
}

// A game with both seats taken and both players connected, so the clock runs.
struct Table {
    std::string game;
    Player creator;
    Player guest;
    std::string first_side;  // the side that moves first ("light" in Petteia, "black" in Le Grec)

    Player& seat(const std::string& side) { return creator.role == side ? creator : guest; }
    Player& first() { return seat(first_side); }
    Player& second() { return creator.role == first_side ? guest : creator; }
};

inline json create_body(const std::string& variant = "petteia-6x6", const json& time = nullptr,
                        const std::string& color = "first") {
    return {{"variant", variant}, {"time", time}, {"color", color}};
}

// Create (creator takes `color`), invite (the guest follows the link), join: the game starts.
inline Table open_table(const ServerProcess& server, const json& body = create_body()) {
    const CreatedGame created = create_game(server.port(), body);
    Table table;
    table.game = created.game;
    table.creator = join(server.port(), created.game, created.secret);
    EXPECT_EQ(table.creator.role, created.side);
    table.guest = join(server.port(), created.game);
    EXPECT_NE(table.guest.role, table.creator.role);
    EXPECT_FALSE(table.guest.secret.empty()) << "a player taking a free seat gets its secret";
    table.creator->wait_event("started");
    table.first_side = table.guest.joined["snapshot"]["sides"][0];
    return table;
}

// The part of a snapshot a refused request must leave alone.
inline json fingerprint(const json& snapshot) {
    return {{"version", snapshot["version"]},   {"position", snapshot["position"]}, {"moves", snapshot["moves"]},
            {"to_move", snapshot["to_move"]},   {"result", snapshot["result"]},     {"offers", snapshot["offers"]},
            {"legal", snapshot["legal"]}};
}

// An event that says the game is over.
inline bool ends_the_game(const json& message) {
    return message.value("type", "") == "event" && message["state"].contains("result") &&
           message["state"]["result"].value("state", "") != "ongoing";
}

inline bool is_move_event(const json& message, const std::string& move) {
    return message.value("type", "") == "event" && message.value("kind", "") == "move" &&
           message["move"].value("move", "") == move;
}

// `mover` plays `move`; every one of `watchers` (the mover included) must see the same move event.
// Returns that event.
inline json play(Player& mover, const std::string& move, const std::vector<Player*>& watchers) {
    mover->send(move_request(move));
    json seen;
    for (Player* watcher : watchers) {
        const json event = (*watcher)->wait_for([&](const json& m) { return is_move_event(m, move) || m.value("type", "") == "error"; },
                                                "the move " + move);
        if (event.value("type", "") == "error") throw std::runtime_error("move " + move + " refused: " + event.dump());
        if (seen.is_null()) {
            seen = event;
        } else {
            EXPECT_EQ(event.dump(), seen.dump()) << "every watcher gets the same event";
        }
    }
    return seen;
}

// Every event a connection received after its "joined" came with the next version, no gaps, no
// repeats; snapshots it asked for show the version of the last event.
inline void expect_contiguous_versions(const WsClient& client, const std::string& who) {
    const auto& history = client.history();
    std::optional<std::int64_t> version;
    int events = 0;
    for (const json& message : history) {
        const std::string type = message.value("type", "");
        if (type == "joined") {
            version = message["snapshot"]["version"].get<std::int64_t>();
            events = 0;
        } else if (version && type == "event") {
            EXPECT_EQ(message["version"].get<std::int64_t>(), *version + 1)
                << who << ": event " << message.value("kind", "") << " after version " << *version;
            version = message["version"].get<std::int64_t>();
            ++events;
        } else if (version && type == "snapshot") {
            EXPECT_EQ(message["snapshot"]["version"].get<std::int64_t>(), *version) << who << ": snapshot";
        }
    }
    EXPECT_TRUE(version.has_value()) << who << " never joined";
}

// Polls `condition` every 20 ms until it holds (true) or `timeout` passes (false): for what the
// server does a moment after the test's own step, such as freeing a closed connection's place.
inline bool eventually(const std::function<bool()>& condition, std::chrono::milliseconds timeout = 2s) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (condition()) return true;
        if (std::chrono::steady_clock::now() >= deadline) return false;
        std::this_thread::sleep_for(20ms);
    }
}

// Whether any message `client` received contains `text`.
inline bool ever_received(const WsClient& client, const std::string& text) {
    for (const json& message : client.history())
        if (message.dump().find(text) != std::string::npos) return true;
    return false;
}

}  // namespace petteia_server_test
