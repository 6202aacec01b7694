#pragma once
// What every connection needs from the server, passed by reference.
#include "server/config.hpp"
#include "server/connections.hpp"
#include "server/game_registry.hpp"
#include "server/net.hpp"

namespace petteia::server {

class Accounts;
class AttemptLimiter;
class BlockingWork;
class Exercises;

struct ServerContext {
    const Config& config;
    GameRegistry& registry;
    Connections& connections;
    int max_connections;
    Accounts& accounts;
    Exercises& exercises;
    BlockingWork& blocking;  // for work that blocks: the account and exercise API
    // Exercise moves per client address, and among them the thinks that explain a new wrong move
    // (up to 100 ms each), so that a flood cannot queue up everyone else's requests.
    AttemptLimiter& exercise_moves;
    AttemptLimiter& explanation_thinks;
};

}  // namespace petteia::server
