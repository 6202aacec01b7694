#pragma once
// What every connection needs from the server, passed by reference.
#include "server/config.hpp"
#include "server/connections.hpp"
#include "server/game_registry.hpp"

namespace petteia::server {

struct ServerContext {
    const Config& config;
    GameRegistry& registry;
    Connections& connections;
    int max_connections;
};

}  // namespace petteia::server
