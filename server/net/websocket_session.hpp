#pragma once
// One browser's WebSocket: reads requests (size and rate limited), hands them to its game's room,
// and writes what the room sends, one write at a time from a bounded queue.
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "protocol/socket_url.hpp"
#include "server/limits/connections.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/game_room.hpp"
#include "server/net/beast.hpp"
#include "server/limits/rate_limiter.hpp"
#include "server/net/server_context.hpp"
#include "server/games/subscriber.hpp"

namespace petteia::server {

class WebsocketSession : public Subscriber, public std::enable_shared_from_this<WebsocketSession> {
public:
    // Largest message the protocol accepts; larger ones are answered with an error.
    static constexpr std::size_t max_message_bytes = 8 * 1024;

    // `target`: what the URL opened (protocol/socket_url.hpp): a game's socket (/ws?game=<id>),
    // which may join that game only; the lobby's (/ws/lobby), which speaks to the lobby only; or a
    // signed-in player's events (/ws/events), which only listens.
    WebsocketSession(beast::tcp_stream&& stream, ServerContext& context, Connections::Slot slot, std::string name,
                     std::string address, protocol::SocketTarget target);
    ~WebsocketSession() override;

    void run(http::request<http::string_body> upgrade);
    void deliver(std::shared_ptr<const std::string> message) override;
    const std::string& name() const override { return name_; }
    const std::string& address() const override { return address_; }
    std::optional<std::int64_t> account_id() const override { return account_id_; }
    // As its account's blocks were when the socket opened (a block made later holds from the next one).
    bool blocks(std::int64_t other) const override;
    bool keeps_apart(std::optional<std::int64_t> other) const override;
    // Closes with "going away" (server shutdown); callable from any thread.
    void go_away();
    void move_elsewhere() override;
    void refuse(std::shared_ptr<const std::string> message) override;

private:
    void accept(http::request<http::string_body> upgrade);
    void on_accept(beast::error_code error);
    void read();
    void on_read(beast::error_code error, std::size_t bytes);
    void handle(std::string_view text);
    void handle_lobby(std::string_view text);
    bool is_lobby() const { return kind_ == protocol::SocketKind::lobby; }
    bool is_events() const { return kind_ == protocol::SocketKind::events; }
    bool is_tournament() const { return kind_ == protocol::SocketKind::tournament; }
    // An events socket begins to listen: refused without a session, or past the account's sockets.
    void listen_to_events();
    // handle(), with a server fault answered as "internal".
    void handle_safely(const std::string& text);
    // The answer of a join's lookup: joins the room, or says there is no such game.
    void on_found(const GameRegistry::Lookup& found, const protocol::Join& join, const std::optional<nlohmann::json>& ref);
    void reply_error(const protocol::ProtocolError& error, const std::optional<nlohmann::json>& ref = std::nullopt);
    void enqueue(std::shared_ptr<const std::string> message);
    void write_next();
    void on_write(beast::error_code error, std::size_t bytes);
    void close(websocket::close_code code, const char* reason);
    // Closes now, dropping what is queued but the message being written; any thread.
    void close_soon(websocket::close_code code, const char* reason);
    void drop_room();

    websocket::stream<beast::tcp_stream> ws_;
    ServerContext& context_;
    Connections::Slot slot_;
    std::string name_;
    std::string address_;
    std::optional<std::int64_t> account_id_;  // from the upgrade request's session cookie
    std::vector<std::int64_t> blocked_;       // a game socket's: whom that account blocks, read with the session
    // A game socket's, when its account is a protected pupil's: whom it may talk with (issue 39).
    std::optional<std::vector<std::int64_t>> circle_;
    bool session_unchecked_ = false;          // a session cookie came, and could not be checked
    protocol::SocketKind kind_;
    std::string url_game_;                    // the game the URL named: the only one it may join
    bool listening_ = false;                  // an events socket, among its account's EventSockets
    bool close_when_sent_ = false;            // refused: closed once its queue is written
    bool following_ = false;                  // a tournament's socket, among its director's followers
    beast::flat_buffer buffer_;
    std::deque<std::shared_ptr<const std::string>> queue_;
    std::size_t queued_bytes_ = 0;
    bool closing_ = false;
    std::shared_ptr<GameRoom> room_;
    bool joining_ = false;            // a join waits for its game to be found
    std::deque<std::string> held_;    // messages that came meanwhile
    RateLimiter limiter_;
    RateLimiter ping_limiter_;        // the heartbeat's pings, answered outside limiter_
    int refused_in_a_row_ = 0;
};

}  // namespace petteia::server
