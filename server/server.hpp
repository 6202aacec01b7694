#pragma once
// The whole server: storage, games, the listener, the heartbeat and an orderly shutdown.
#include <memory>

#include "server/common/config.hpp"

namespace petteia::server {

// Runs until SIGINT or SIGTERM; returns the process exit status.
int run_server(const Config& config);

}  // namespace petteia::server
