#pragma once
// The real petteia-server binary as a child process on a free loopback port, with a fresh data
// directory of its own. Its output (the listening line and the logs) goes to server.log in that
// directory, which is printed when the test using it has failed. Started and stopped by
// tools/child_server, as the soak's server is.
#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "tools/child_server/child_server.hpp"

namespace petteia_server_test {

class ServerProcess {
public:
    // Starts the server at once: --port 0 --bind 127.0.0.1 --data <fresh dir> plus `extra_arguments`.
    explicit ServerProcess(std::vector<std::string> extra_arguments = {});
    // Stops the server with SIGTERM and expects exit code 0; prints the log if the test failed.
    ~ServerProcess();
    ServerProcess(const ServerProcess&) = delete;
    ServerProcess& operator=(const ServerProcess&) = delete;

    // Starts it again on the same data directory (after stop or kill); it gets a new port.
    void restart();
    // SIGTERM, then waits for the exit; returns the exit code (-signal if a signal ended it).
    int terminate();
    // SIGKILL, then reaps it.
    void kill();

    bool running() const { return child_.running(); }
    // The server's process, for tests that change its limits from outside (prlimit).
    pid_t pid() const { return child_.pid(); }
    std::uint16_t port() const { return port_; }
    std::string host() const { return "127.0.0.1:" + std::to_string(port_); }
    const std::filesystem::path& data_directory() const { return data_; }
    std::string log() const;

private:
    void start();

    std::filesystem::path root_;
    std::filesystem::path data_;
    std::filesystem::path log_file_;
    std::vector<std::string> extra_arguments_;
    petteia::child_server::ChildServer child_;
    std::uint16_t port_ = 0;
};

}  // namespace petteia_server_test
