#pragma once
// A synchronous WebSocket client for tests, on Boost.Beast over 127.0.0.1. Every wait has a
// deadline, so a silent server fails a test instead of hanging it. Beast stays inside
// ws_client.cpp: the tests include only this header.
//
// Messages are read whenever the client waits (for a message, a send or a close), so pings and
// close frames are answered then; received messages queue up until the test asks for them.
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace petteia_server_test {

using json = nlohmann::json;
using namespace std::chrono_literals;

// Long enough for a sanitizer build on a busy machine; only reached when something is wrong.
inline constexpr std::chrono::milliseconds default_timeout = 10s;

// Where a WebSocket for `game` opens (protocol/socket_url.hpp): the only game it may join.
inline std::string socket_for(const std::string& game) { return "/ws?game=" + game; }
// A socket for a game id nobody has: for tests of what a connection may do before any join.
inline const std::string no_game_socket = "/ws?game=NoSuchGame000000";

class WsClient {
public:
    // Connects to ws://127.0.0.1:<port><target>, with an Origin header when given. Throws on failure.
    // `cookie`: a Cookie header for the upgrade request (a signed-in player's session). `target`:
    // /ws?game=<id> as the browser opens it (socket_for); by default a game that does not exist.
    explicit WsClient(std::uint16_t port, std::optional<std::string> origin = std::nullopt,
                      std::optional<std::string> cookie = std::nullopt, const std::string& target = no_game_socket);
    ~WsClient();
    WsClient(const WsClient&) = delete;
    WsClient& operator=(const WsClient&) = delete;

    // Sends one text frame. Paced below the server's per-connection rate limit (see set_pacing).
    // Throws when the connection is closed.
    void send(const json& message);
    void send_text(const std::string& text);
    void send_binary(const std::string& bytes);
    // Like send_text, unpaced, and reports failure instead of throwing.
    bool try_send_text(const std::string& text);
    // Writes one text frame straight to the socket in a single system call, bypassing Beast's
    // writer, which hands the kernel at most 64 KiB at a time: a server that refuses a huge frame
    // after its first 64 KiB would otherwise fail the rest of the write, and Beast then abandons
    // the read that holds the server's close frame. Only while no other write is in progress.
    bool send_frame_in_one_write(const std::string& text);
    // With pacing on (the default), sends wait so that this connection stays under the server's
    // message rate limit; tests of the limit itself turn it off.
    void set_pacing(bool on);

    // The next message, or nothing when `timeout` passes or the connection has closed.
    std::optional<json> receive(std::chrono::milliseconds timeout = default_timeout);
    // The next message for which `wanted` holds, skipping (but recording) others. Throws on timeout
    // or close, naming `what` and the last messages received.
    json wait_for(const std::function<bool(const json&)>& wanted, const std::string& what,
                  std::chrono::milliseconds timeout = default_timeout);
    // Shorthands: the next "joined" (or error, the answer to a join), the next event of `kind`,
    // the next error.
    json wait_joined(std::chrono::milliseconds timeout = default_timeout);
    json wait_event(const std::string& kind, std::chrono::milliseconds timeout = default_timeout);
    json wait_error(std::chrono::milliseconds timeout = default_timeout);
    // Asks for a snapshot and returns it (the "snapshot" object).
    json snapshot();

    // Waits until the server closes the connection; returns the close code it sent, or nothing if
    // the connection ended without a close frame (or `timeout` passed).
    std::optional<int> wait_closed(std::chrono::milliseconds timeout = default_timeout);
    bool closed() const;
    // How the connection ended ("" while open), for failure messages.
    std::string end_reason() const;
    // Closes politely (close frame 1000), or drops the TCP connection without a word.
    void close();
    void drop();

    // Every message received so far, in order, whether or not a test looked at it.
    const std::vector<json>& history() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The HTTP status the server answers a WebSocket upgrade at `target` with: 101 when it accepts.
int upgrade_status(std::uint16_t port, const std::optional<std::string>& origin, const std::string& target = no_game_socket);

}  // namespace petteia_server_test
