#pragma once
// What every connection needs from the server, passed by reference.
#include "server/config.hpp"
#include "server/connections.hpp"
#include "server/game_registry.hpp"
#include "server/net.hpp"

namespace petteia::server {

class Accounts;
class AttemptLimiter;
class Exercises;

struct ServerContext {
    const Config& config;
    GameRegistry& registry;
    Connections& connections;
    int max_connections;
    Accounts& accounts;
    Exercises& exercises;
    asio::thread_pool& blocking;  // for work that blocks: the account and exercise API
    // Exercise moves per client address: a wrong one costs a short think, which a flood must not
    // turn into a queue that holds up everyone's sign-in.
    AttemptLimiter& exercise_moves;
};

}  // namespace petteia::server
