#pragma once
// Events carried between the nodes that share one PostgreSQL database (issue 38, deliverable 7): a
// player's events socket may be on another node than their game, so what a node tells an account
// goes out as a NOTIFY on the channel `petteia_events`, and every node LISTENs and hands what the
// others sent to its own sockets. PostgreSQL's own mechanism, not a bus of ours: what it gives is
// what is promised here — delivered to every node listening when it is sent, in the order each
// node sent them, not kept for a node that is not listening (an event is "now"; a player who missed
// one sees where their games stand when they come back).
//
// One thread and one connection of its own, apart from the stores' (a LISTEN holds its connection,
// and a NOTIFY must not wait behind a group commit). Sending never blocks the caller: messages are
// queued (10,000 at most; beyond, dropped and counted) and sent in batches, one round trip each.
// A lost connection is opened again, with a growing pause, and LISTENs again.
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace petteia::db {

class EventRelay {
public:
    // What another node sent: the account, and the message to hand to its sockets here.
    using Heard = std::function<void(std::int64_t account, const std::string& message)>;

    // `uri`: the PostgreSQL database's libpq URI. This node's own NOTIFYs are not handed back to it
    // (it delivered them itself). Starts its thread; a database down at start is tried again, as
    // after a loss.
    // `log`: what goes wrong (the connection lost, a batch not sent), for the server's log.
    EventRelay(std::string uri, Heard heard, std::function<void(const std::string&)> log);
    ~EventRelay();
    EventRelay(const EventRelay&) = delete;
    EventRelay& operator=(const EventRelay&) = delete;

    // Sends to the other nodes. Any thread; never waits for the database.
    void send(std::int64_t account, const std::string& message);

    // For /healthz and tests: whether it listens now, and what it dropped (queue full, too long, lost).
    bool listening() const { return listening_.load(); }
    std::uint64_t dropped() const { return dropped_.load(); }

    // The largest message carried (PostgreSQL's payload limit is 8,000 bytes, with the header).
    static constexpr std::size_t max_message_bytes = 7'000;
    static constexpr std::size_t max_queued = 10'000;

private:
    void run();
    void wake();

    const std::string uri_;
    const Heard heard_;
    const std::function<void(const std::string&)> log_;
    std::mutex mutex_;
    std::deque<std::string> queue_;  // payloads waiting to be sent
    int wake_fd_ = -1;               // an eventfd: the thread's poll wakes when something is queued or at the end
    std::atomic<bool> stopping_{false};
    std::atomic<bool> listening_{false};
    std::atomic<std::uint64_t> dropped_{0};
    std::thread thread_;
};

}  // namespace petteia::db
