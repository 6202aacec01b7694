#include "server/events/event_sockets.hpp"

#include <algorithm>

namespace petteia::server {

bool EventSockets::add(std::int64_t account, const std::shared_ptr<Subscriber>& socket) {
    const std::lock_guard lock(mutex_);
    auto& open = sockets_[account];
    std::erase_if(open, [](const std::weak_ptr<Subscriber>& held) { return held.expired(); });
    if (open.size() >= max_per_account) return false;
    open.push_back(socket);
    return true;
}

void EventSockets::remove(std::int64_t account, const Subscriber* socket) {
    const std::lock_guard lock(mutex_);
    const auto found = sockets_.find(account);
    if (found == sockets_.end()) return;
    std::erase_if(found->second, [socket](const std::weak_ptr<Subscriber>& held) {
        const auto alive = held.lock();
        return !alive || alive.get() == socket;
    });
    if (found->second.empty()) sockets_.erase(found);
}

void EventSockets::tell(std::int64_t account, const std::string& message) {
    deliver(account, std::make_shared<const std::string>(message));
    std::function<void(std::int64_t, const std::string&)> relay;
    {
        const std::lock_guard lock(mutex_);
        relay = relay_;
    }
    if (relay) relay(account, message);
}

void EventSockets::deliver(std::int64_t account, const std::shared_ptr<const std::string>& message) {
    std::vector<std::shared_ptr<Subscriber>> recipients;
    {
        const std::lock_guard lock(mutex_);
        const auto found = sockets_.find(account);
        if (found == sockets_.end()) return;
        for (const auto& held : found->second)
            if (auto socket = held.lock()) recipients.push_back(std::move(socket));
    }
    // Outside the lock: deliver() queues on the socket, which may take its own locks.
    for (const auto& socket : recipients) socket->deliver(message);
}

void EventSockets::recheck_sessions(std::int64_t account) {
    std::vector<std::shared_ptr<Subscriber>> open;
    {
        const std::lock_guard lock(mutex_);
        const auto found = sockets_.find(account);
        if (found == sockets_.end()) return;
        for (const auto& held : found->second)
            if (auto socket = held.lock()) open.push_back(std::move(socket));
    }
    for (const auto& socket : open) socket->move_elsewhere();
}

void EventSockets::set_relay(std::function<void(std::int64_t, const std::string&)> relay,
                             std::function<bool()> relay_listening) {
    const std::lock_guard lock(mutex_);
    relay_ = std::move(relay);
    relay_listening_ = std::move(relay_listening);
}

std::optional<bool> EventSockets::relay_listening() const {
    std::function<bool()> listening;
    {
        const std::lock_guard lock(mutex_);
        listening = relay_listening_;
    }
    return listening ? std::optional(listening()) : std::nullopt;
}

bool EventSockets::has_open(std::int64_t account) const {
    const std::lock_guard lock(mutex_);
    const auto found = sockets_.find(account);
    return found != sockets_.end() &&
           std::any_of(found->second.begin(), found->second.end(), [](const auto& held) { return !held.expired(); });
}

std::size_t EventSockets::open() const {
    const std::lock_guard lock(mutex_);
    std::size_t count = 0;
    for (const auto& [account, open] : sockets_) count += open.size();
    return count;
}

}  // namespace petteia::server
