#pragma once
// Runs a room handler so that a fault of the server's own (a failing disk, say) is logged and
// answered as "internal" instead of escaping into the I/O thread and ending the process.
#include <exception>
#include <memory>
#include <string>

#include <spdlog/spdlog.h>

#include "protocol/server_messages.hpp"
#include "server/games/subscriber.hpp"

namespace petteia::server {

template <class Handler>
void guarded(const std::string& game, Subscriber* subscriber, Handler handler) {
    try {
        handler();
    } catch (const std::exception& error) {
        spdlog::error("game {}: {}", game, error.what());
        if (subscriber)
            subscriber->deliver(std::make_shared<const std::string>(
                protocol::error_message({protocol::ErrorCode::internal, "the server failed; try again", {}})));
    }
}

}  // namespace petteia::server
