#include "tests/server/server_process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <gtest/gtest.h>

#ifndef PETTEIA_SERVER
#error "PETTEIA_SERVER must name the petteia-server binary"
#endif

namespace petteia_server_test {

namespace {

using namespace std::chrono_literals;

// Generous: a sanitizer build on a busy machine starts slowly.
constexpr auto start_timeout = 60s;
constexpr auto exit_timeout = 30s;
constexpr std::string_view listening = "Petteia Online is listening on http://";

std::filesystem::path make_temporary_directory() {
    std::string pattern = (std::filesystem::temp_directory_path() / "petteia-server-test-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error(std::string("mkdtemp: ") + std::strerror(errno));
    return pattern;
}

std::string read_from(const std::filesystem::path& file, std::uintmax_t offset) {
    std::ifstream in(file, std::ios::binary);
    in.seekg(static_cast<std::streamoff>(offset));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

ServerProcess::ServerProcess(std::vector<std::string> extra_arguments)
    : root_(make_temporary_directory()), data_(root_ / "data"), log_file_(root_ / "server.log"),
      extra_arguments_(std::move(extra_arguments)) {
    try {
        start();
    } catch (...) {
        std::error_code ignored;
        std::filesystem::remove_all(root_, ignored);
        throw;
    }
}

ServerProcess::~ServerProcess() {
    // Stopping politely at the end of every test also checks that the server survived the test and
    // shuts down cleanly (under the sanitizers: without a leak or an error on the way out).
    try {
        if (running()) {
            EXPECT_EQ(terminate(), 0) << "petteia-server's exit code after SIGTERM";
        }
    } catch (const std::exception& error) {
        ADD_FAILURE() << error.what();
        kill();
    }
    if (::testing::Test::HasFailure())
        std::cerr << "---- petteia-server log (" << log_file_.string() << ") ----\n" << log() << "---- end of log ----\n";
    if (!std::getenv("PETTEIA_KEEP_TEST_DIRS")) {
        std::error_code ignored;
        std::filesystem::remove_all(root_, ignored);
    }
}

std::string ServerProcess::log() const { return read_from(log_file_, 0); }

void ServerProcess::restart() {
    if (running()) throw std::logic_error("the server is still running");
    start();
}

void ServerProcess::start() {
    std::vector<std::string> arguments{PETTEIA_SERVER, "--port", "0", "--bind", "127.0.0.1", "--data", data_.string()};
    arguments.insert(arguments.end(), extra_arguments_.begin(), extra_arguments_.end());
    std::vector<char*> argv;
    for (auto& argument : arguments) argv.push_back(argument.data());
    argv.push_back(nullptr);

    std::error_code size_error;
    const std::uintmax_t log_offset =
        std::filesystem::exists(log_file_) ? std::filesystem::file_size(log_file_, size_error) : 0;
    const int log_fd = ::open(log_file_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (log_fd < 0) throw std::runtime_error(std::string("cannot open the server log: ") + std::strerror(errno));
    const pid_t parent = ::getpid();

    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(log_fd);
        throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    }
    if (pid == 0) {
        // Only async-signal-safe calls until exec. The server dies with the test process.
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
    port_ = 0;

    const auto deadline = std::chrono::steady_clock::now() + start_timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        const std::string output = read_from(log_file_, log_offset);
        if (const auto at = output.find(listening); at != std::string::npos) {
            const auto colon = output.find(':', at + listening.size());
            const auto slash = output.find('/', colon == std::string::npos ? at : colon);
            if (colon != std::string::npos && slash != std::string::npos) {
                port_ = static_cast<std::uint16_t>(std::stoi(output.substr(colon + 1, slash - colon - 1)));
                return;
            }
        }
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            throw std::runtime_error("petteia-server exited before listening:\n" + log());
        }
        std::this_thread::sleep_for(10ms);
    }
    kill();
    throw std::runtime_error("petteia-server did not say it was listening:\n" + log());
}

int ServerProcess::wait_for_exit() {
    const auto deadline = std::chrono::steady_clock::now() + exit_timeout;
    int status = 0;
    for (;;) {
        const pid_t done = ::waitpid(pid_, &status, WNOHANG);
        if (done == pid_) break;
        if (done < 0 && errno != EINTR) throw std::runtime_error(std::string("waitpid: ") + std::strerror(errno));
        if (std::chrono::steady_clock::now() > deadline) {
            ADD_FAILURE() << "petteia-server did not exit within " << exit_timeout.count() << " s; killing it";
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, &status, 0);
            break;
        }
        std::this_thread::sleep_for(10ms);
    }
    pid_ = -1;
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return -WTERMSIG(status);
    return -1000;
}

int ServerProcess::terminate() {
    if (!running()) throw std::logic_error("the server is not running");
    ::kill(pid_, SIGTERM);
    return wait_for_exit();
}

void ServerProcess::kill() {
    if (!running()) return;
    ::kill(pid_, SIGKILL);
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
}

}  // namespace petteia_server_test
