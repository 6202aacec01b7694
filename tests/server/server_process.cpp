#include "tests/server/server_process.hpp"

#include <signal.h>
#include <stdlib.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <stdexcept>

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

std::filesystem::path make_temporary_directory() {
    std::string pattern = (std::filesystem::temp_directory_path() / "petteia-server-test-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error(std::string("mkdtemp: ") + std::strerror(errno));
    return pattern;
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

std::string ServerProcess::log() const { return petteia::child_server::read_from(log_file_, 0); }

void ServerProcess::restart() {
    if (running()) throw std::logic_error("the server is still running");
    start();
}

void ServerProcess::start() {
    std::vector<std::string> arguments{PETTEIA_SERVER, "--port", "0", "--bind", "127.0.0.1", "--data", data_.string()};
    arguments.insert(arguments.end(), extra_arguments_.begin(), extra_arguments_.end());
    port_ = 0;
    port_ = child_.start(arguments, log_file_, start_timeout);
}

int ServerProcess::terminate() {
    if (!running()) throw std::logic_error("the server is not running");
    const auto status = child_.terminate(exit_timeout);
    if (!status) {
        ADD_FAILURE() << "petteia-server did not exit within " << exit_timeout.count() << " s; killed";
        return -SIGKILL;
    }
    return petteia::child_server::exit_code_of(*status);
}

void ServerProcess::kill() {
    if (running()) child_.kill();
}

}  // namespace petteia_server_test
