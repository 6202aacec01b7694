#pragma once
// A game in play: its Match, the connections that follow it, and its clock timer. Everything about
// one game happens on the room's strand, so a game's state needs no lock; requests from any thread
// are posted there.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/client_messages.hpp"
#include "server/match.hpp"
#include "server/net.hpp"
#include "server/subscriber.hpp"

namespace petteia::server {

class GameRegistry;

class GameRoom : public std::enable_shared_from_this<GameRoom> {
public:
    GameRoom(asio::any_io_executor executor, std::unique_ptr<Match> match, GameRegistry& registry);

    const std::string& id() const { return id_; }

    // All of these may be called from any thread.
    void join(std::shared_ptr<Subscriber> subscriber, protocol::Join join, std::optional<nlohmann::json> ref);
    void handle(std::shared_ptr<Subscriber> subscriber, protocol::ClientRequest request);
    void leave(std::shared_ptr<Subscriber> subscriber);
    // Arms the clock timer (after creation or restoration).
    void start();

    // Leaves memory if the game is finished and nobody follows it; the store still has it, and the
    // registry loads it again when someone asks.
    void release_if_idle();

private:
    struct Follower {
        std::weak_ptr<Subscriber> subscriber;
        std::optional<Side> seat;
    };

    void on_join(const std::shared_ptr<Subscriber>& subscriber, const protocol::Join& join,
                 const std::optional<nlohmann::json>& ref);
    void on_request(const std::shared_ptr<Subscriber>& subscriber, const protocol::ClientRequest& request);
    void on_leave(const std::shared_ptr<Subscriber>& subscriber);
    Follower* find(const Subscriber* subscriber);
    int connections_of(Side seat) const;

    void announce(const Change& change, std::int64_t now);
    // Every message leaves the room through here: in order, and only once every change made before
    // it is stored, so that nobody is told of a move that a crash could forget.
    void send(std::vector<std::weak_ptr<Subscriber>> recipients, std::string message);
    void send(const std::shared_ptr<Subscriber>& recipient, std::string message);
    void send_error(const std::shared_ptr<Subscriber>& subscriber, const protocol::ProtocolError& error,
                    const std::optional<nlohmann::json>& ref);
    void arm_clock_timer();
    // The side a seat index is called by, for logs.
    std::string side_name(Side side) const;

    asio::strand<asio::any_io_executor> strand_;
    std::unique_ptr<Match> match_;
    std::string id_;
    GameRegistry& registry_;
    std::vector<Follower> followers_;
    asio::steady_timer clock_timer_;
    bool released_ = false;  // dropped from the registry: joins go to a fresh room
};

}  // namespace petteia::server
