#pragma once
// Whoever receives a game's messages: a WebSocket connection. Rooms hold them weakly.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace petteia::server {

class Subscriber {
public:
    virtual ~Subscriber() = default;
    // Queues a message for sending; callable from any thread. The message is shared by every
    // recipient of an event, serialised once.
    virtual void deliver(std::shared_ptr<const std::string> message) = 0;
    // A short name for logs (the peer's address and a connection number).
    virtual const std::string& name() const = 0;
    // The client address it came from (see client_address.hpp), for per-address limits.
    virtual const std::string& address() const = 0;
    // The game is served by another server now (db/game_leases.hpp): the connection closes so that
    // the client connects again, and the proxy sends it there. Callable from any thread.
    virtual void move_elsewhere() = 0;
    // Refused for good (a tournament that does not exist): told `message`, then closed, and the
    // client does not come back. Callable from any thread.
    virtual void refuse(std::shared_ptr<const std::string> message) { deliver(std::move(message)); }
    // The signed-in account behind the connection, if any: a seat it takes is linked to the account.
    virtual std::optional<std::int64_t> account_id() const { return std::nullopt; }
    // Whether that account blocks `other` (issue 38): a quick message of `other`'s never reaches it.
    virtual bool blocks(std::int64_t other) const {
        (void)other;
        return false;
    }
    // Whether that account is a protected pupil's and `other` (none: a player without an account) is
    // outside its class (issue 39): no quick message passes between them, either way.
    virtual bool keeps_apart(std::optional<std::int64_t> other) const {
        (void)other;
        return false;
    }
    // Whether a quick message of `other`'s never reaches this connection: blocked, or kept apart.
    bool shuts_out(std::optional<std::int64_t> other) const { return (other && blocks(*other)) || keeps_apart(other); }
};

}  // namespace petteia::server
