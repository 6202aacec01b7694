#pragma once
// petteia-server as a child process, for the programs that start one and watch it: the tests'
// ServerProcess (tests/server/server_process.hpp) and the soak's ServerSupervisor
// (bench/soak/server_supervisor.hpp). Its output is appended to a log file and its input is
// /dev/null; it dies with its parent (PR_SET_PDEATHSIG), so that a crashed test or soak leaves no
// server behind; its port is read from the line it prints once it listens.
#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace petteia::child_server {

// How a child ended, from its wait status: "exit code 0", "signal Killed".
std::string describe(int status);
// A wait status as one number: the exit code, or minus the signal that ended it.
int exit_code_of(int status);
// What a file holds from byte `offset` on (the log of the current life, when `offset` is where it ended before).
std::string read_from(const std::filesystem::path& file, std::uintmax_t offset);

class ChildServer {
public:
    ChildServer() = default;
    // A server still running is SIGKILLed and reaped.
    ~ChildServer();
    ChildServer(const ChildServer&) = delete;
    ChildServer& operator=(const ChildServer&) = delete;

    // Starts `arguments` (the program first), its output appended to `log_file`, and waits until it
    // says it listens: its port. Throws, with what it wrote, if it ends first or says nothing within
    // `listen_timeout` (then it is killed).
    std::uint16_t start(const std::vector<std::string>& arguments, const std::filesystem::path& log_file,
                        std::chrono::seconds listen_timeout);

    bool running() const { return pid_ > 0; }
    pid_t pid() const { return pid_; }

    // Whether it has ended, without waiting: its wait status (it is reaped), or nothing while it runs.
    std::optional<int> ended();
    // SIGTERM, then waits up to `timeout`: its wait status, or nothing if it had to be SIGKILLed.
    std::optional<int> terminate(std::chrono::seconds timeout);
    // SIGKILL, and its wait status once reaped (it may have ended otherwise just before).
    int kill();

private:
    int reap();  // waits for the exit, retrying on EINTR

    pid_t pid_ = -1;
};

}  // namespace petteia::child_server
