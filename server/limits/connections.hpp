#pragma once
// The open connections: how many in all (to refuse politely near the open-file limit), how many
// per client address (so that one address cannot take every connection), and which are
// WebSockets (to close them with "going away" at shutdown). Thread-safe.
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>

namespace petteia::server {

class WebsocketSession;

class Connections {
public:
    explicit Connections(int per_address_limit) : per_address_limit_(per_address_limit) {}

    // Held by a connection for as long as its socket is open; counted against a client address
    // once one is known (at once for a direct peer; at the first request behind a trusted proxy).
    class Slot {
    public:
        explicit Slot(Connections& connections) : connections_(&connections) { ++connections.open_; }
        Slot(Slot&& other) noexcept
            : connections_(std::exchange(other.connections_, nullptr)), address_(std::move(other.address_)) {
            other.address_.clear();
        }
        Slot& operator=(Slot&&) = delete;
        ~Slot() {
            if (!connections_) return;
            --connections_->open_;
            connections_->release(address_);
        }

        // Counts this connection against `address` from now on (no longer against its earlier
        // one). False, and nothing changes, when `address` already holds its limit.
        bool count_against(const std::string& address) {
            if (address == address_) return true;
            if (!connections_->acquire(address)) return false;
            connections_->release(address_);
            address_ = address;
            return true;
        }
        const std::string& address() const { return address_; }

    private:
        Connections* connections_;
        std::string address_;  // empty: not counted against any address yet
    };

    int open() const { return open_.load(); }
    int per_address_limit() const { return per_address_limit_; }
    // Connections counted against `address` now.
    int open_from(const std::string& address) const {
        std::lock_guard lock(mutex_);
        const auto found = per_address_.find(address);
        return found == per_address_.end() ? 0 : found->second;
    }

    void add(const std::shared_ptr<WebsocketSession>& session) {
        std::lock_guard lock(mutex_);
        sockets_[session.get()] = session;
    }
    void remove(const WebsocketSession* session) {
        std::lock_guard lock(mutex_);
        sockets_.erase(session);
    }
    int websockets() const {
        std::lock_guard lock(mutex_);
        return static_cast<int>(sockets_.size());
    }
    // Calls `close` on every WebSocket still open.
    template <class Close>
    void for_each_websocket(Close close) {
        std::unordered_map<const WebsocketSession*, std::weak_ptr<WebsocketSession>> copy;
        {
            std::lock_guard lock(mutex_);
            copy = sockets_;
        }
        for (auto& [key, weak] : copy)
            if (auto session = weak.lock()) close(*session);
    }

private:
    bool acquire(const std::string& address) {
        if (address.empty()) return true;
        std::lock_guard lock(mutex_);
        int& count = per_address_[address];
        if (count >= per_address_limit_) {
            if (count == 0) per_address_.erase(address);
            return false;
        }
        ++count;
        return true;
    }
    void release(const std::string& address) {
        if (address.empty()) return;
        std::lock_guard lock(mutex_);
        const auto found = per_address_.find(address);
        if (found == per_address_.end()) return;
        if (--found->second <= 0) per_address_.erase(found);
    }

    const int per_address_limit_;
    std::atomic<int> open_{0};
    mutable std::mutex mutex_;
    std::unordered_map<std::string, int> per_address_;
    std::unordered_map<const WebsocketSession*, std::weak_ptr<WebsocketSession>> sockets_;
};

}  // namespace petteia::server
