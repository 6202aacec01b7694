#include "tools/child_server/child_server.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <thread>

namespace petteia::child_server {

namespace {

using namespace std::chrono_literals;
using SteadyClock = std::chrono::steady_clock;

// What petteia-server prints once it listens (server/server.cpp), the port after the host.
constexpr std::string_view listening = "Petteia Online is listening on http://";

// The port of a whole line only: "…http://127.0.0.1:41234/" — digits from the colon up to the
// slash, nothing else between (a line read before its end, or cut by another thread's log line,
// is not read yet).
std::optional<std::uint16_t> port_in(const std::string& output) {
    const auto at = output.find(listening);
    if (at == std::string::npos) return std::nullopt;
    const auto colon = output.find(':', at + listening.size());
    if (colon == std::string::npos) return std::nullopt;
    std::size_t end = colon + 1;
    while (end < output.size() && output[end] >= '0' && output[end] <= '9') ++end;
    if (end == colon + 1 || end - colon - 1 > 5 || end >= output.size() || output[end] != '/') return std::nullopt;
    const int port = std::stoi(output.substr(colon + 1, end - colon - 1));
    if (port <= 0 || port > 65535) return std::nullopt;
    return static_cast<std::uint16_t>(port);
}

}  // namespace

std::string describe(int status) {
    if (WIFEXITED(status)) return "exit code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return std::string("signal ") + strsignal(WTERMSIG(status));
    return "status " + std::to_string(status);
}

int exit_code_of(int status) {
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return -WTERMSIG(status);
    return -1000;
}

std::string read_from(const std::filesystem::path& file, std::uintmax_t offset) {
    std::ifstream in(file, std::ios::binary);
    in.seekg(static_cast<std::streamoff>(offset));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

ChildServer::~ChildServer() {
    if (running()) kill();
}

std::uint16_t ChildServer::start(const std::vector<std::string>& arguments, const std::filesystem::path& log_file,
                                 std::chrono::seconds listen_timeout) {
    if (running()) throw std::logic_error("the server is still running");
    std::vector<std::string> owned = arguments;
    std::vector<char*> argv;
    for (auto& argument : owned) argv.push_back(argument.data());
    argv.push_back(nullptr);

    std::error_code ignored;
    const std::uintmax_t log_offset = std::filesystem::exists(log_file) ? std::filesystem::file_size(log_file, ignored) : 0;
    const int log_fd = ::open(log_file.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (log_fd < 0) throw std::runtime_error(std::string("cannot open the server log: ") + std::strerror(errno));
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(log_fd);
        throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    }
    if (pid == 0) {
        // Only async-signal-safe calls until exec. The server dies with its parent.
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) ::_exit(126);
        const int null_fd = ::open("/dev/null", O_RDONLY);
        if (null_fd >= 0) ::dup2(null_fd, STDIN_FILENO);
        ::dup2(log_fd, STDOUT_FILENO);
        ::dup2(log_fd, STDERR_FILENO);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::close(log_fd);
    pid_ = pid;

    const auto deadline = SteadyClock::now() + listen_timeout;
    while (SteadyClock::now() < deadline) {
        const std::string output = read_from(log_file, log_offset);
        if (const auto port = port_in(output)) return *port;
        if (const auto status = ended())
            throw std::runtime_error(arguments.front() + " ended before listening (" + describe(*status) + "):\n" + output);
        std::this_thread::sleep_for(10ms);
    }
    kill();
    throw std::runtime_error(arguments.front() + " did not say it was listening within " +
                             std::to_string(listen_timeout.count()) + " s:\n" + read_from(log_file, log_offset));
}

std::optional<int> ChildServer::ended() {
    if (!running()) return std::nullopt;
    int status = 0;
    pid_t done;
    while ((done = ::waitpid(pid_, &status, WNOHANG)) < 0 && errno == EINTR) {
    }
    if (done != pid_) return std::nullopt;
    pid_ = -1;
    return status;
}

std::optional<int> ChildServer::terminate(std::chrono::seconds timeout) {
    if (!running()) throw std::logic_error("the server is not running");
    ::kill(pid_, SIGTERM);
    const auto deadline = SteadyClock::now() + timeout;
    while (SteadyClock::now() < deadline) {
        if (const auto status = ended()) return status;
        std::this_thread::sleep_for(10ms);
    }
    kill();
    return std::nullopt;
}

int ChildServer::kill() {
    if (!running()) throw std::logic_error("the server is not running");
    ::kill(pid_, SIGKILL);
    return reap();
}

int ChildServer::reap() {
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    return status;
}

}  // namespace petteia::child_server
