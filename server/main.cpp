// petteia-server: the authoritative game server.
#include <csignal>
#include <iostream>

#include <spdlog/spdlog.h>

#include "server/common/config.hpp"
#include "server/common/log_format.hpp"
#include "server/server.hpp"

int main(int argc, char** argv) {
    using namespace petteia::server;
    auto config = read_config(std::vector<std::string>(argv + 1, argv + argc));
    if (!config) {
        if (config.error() == "help") {
            std::cout << config_usage();
            return 0;
        }
        std::cerr << "petteia-server: " << config.error() << '\n' << config_usage();
        return 2;
    }
    spdlog::set_level(spdlog::level::from_str(config->log_level));
    use_log_format();
    // A file-size limit reached (ulimit -f) must fail the write, which the server reports, rather
    // than kill the process with SIGXFSZ.
    std::signal(SIGXFSZ, SIG_IGN);
    try {
        return run_server(*config);
    } catch (const std::exception& error) {
        spdlog::critical("{}", error.what());
        return 1;
    }
}
