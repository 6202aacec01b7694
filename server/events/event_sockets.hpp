#pragma once
// The events sockets (/ws/events) open on this node, by account (issue 38, deliverable 3), and the
// way an event reaches an account's sockets on every node: told here, it is delivered to this node's
// sockets and handed to the relay, which carries it to the other nodes (over PostgreSQL, NOTIFY:
// db/event_relay.hpp), whose own sockets get it through deliver(). Thread-safe.
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/games/subscriber.hpp"

namespace petteia::server {

class EventSockets {
public:
    // Sockets one account may have open on one node: a tab or two on each of a few devices. More
    // are refused, so that one account cannot make every event cost thousands of writes.
    static constexpr std::size_t max_per_account = 16;

    // False when the account already has max_per_account sockets open here.
    bool add(std::int64_t account, const std::shared_ptr<Subscriber>& socket);
    void remove(std::int64_t account, const Subscriber* socket);

    // Tells the account, wherever its sockets are.
    void tell(std::int64_t account, const std::string& message);
    // To this node's sockets of the account only (the relay's deliveries from other nodes).
    void deliver(std::int64_t account, const std::shared_ptr<const std::string>& message);

    // The account's sessions changed (a sign-out, a new password, the account deleted): its sockets
    // here are closed with 1013 and connect again, and only those whose session still holds get in.
    void recheck_sessions(std::int64_t account);

    // Carries what is told here to the other nodes, and says whether it can now; none: one node alone.
    void set_relay(std::function<void(std::int64_t account, const std::string& message)> relay,
                   std::function<bool()> relay_listening = {});
    // For /healthz: whether events reach the other nodes now; nullopt without a relay.
    std::optional<bool> relay_listening() const;

    std::size_t open() const;
    // Whether the account has an events socket open here: "online" in its followers' lists.
    bool has_open(std::int64_t account) const;

private:
    mutable std::mutex mutex_;
    std::unordered_map<std::int64_t, std::vector<std::weak_ptr<Subscriber>>> sockets_;
    std::function<void(std::int64_t, const std::string&)> relay_;
    std::function<bool()> relay_listening_;
};

}  // namespace petteia::server
