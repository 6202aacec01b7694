#pragma once
// The open connections: how many (to refuse politely near the open-file limit) and which are
// WebSockets (to close them with "going away" at shutdown). Thread-safe.
#include <atomic>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace petteia::server {

class WebsocketSession;

class Connections {
public:
    // Held by a connection for as long as its socket is open.
    class Slot {
    public:
        explicit Slot(Connections& connections) : connections_(&connections) { ++connections.open_; }
        Slot(Slot&& other) noexcept : connections_(std::exchange(other.connections_, nullptr)) {}
        Slot& operator=(Slot&&) = delete;
        ~Slot() {
            if (connections_) --connections_->open_;
        }

    private:
        Connections* connections_;
    };

    int open() const { return open_.load(); }

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
    std::atomic<int> open_{0};
    mutable std::mutex mutex_;
    std::unordered_map<const WebsocketSession*, std::weak_ptr<WebsocketSession>> sockets_;
};

}  // namespace petteia::server
