#pragma once
// One HTTP(S) request on a connection of its own, from the player's own client address (so that the
// server's per-address limits see a thousand players, not one): sign-up, tournament making,
// joining, starting. Few and untimed: the connection is closed after the answer.
#include <functional>
#include <string>

#include "bench/load/net.hpp"

namespace petteia::events {

using namespace petteia::load;

struct HttpAnswer {
    int status = 0;              // 0: no answer (`failure` says why)
    std::string body;
    std::string session_cookie;  // "name=value" of the session cookie it set, if any
    std::string failure;
};

// `server.source` is the address to connect from; `cookie` ("name=value") is sent when not empty.
void http_call(asio::io_context& io, const ServerAddress& server, http::verb method, std::string target, std::string body,
               std::string cookie, std::function<void(HttpAnswer)> done);

}  // namespace petteia::events
