#pragma once
// The server under the soak: started as a child process on a loopback port that stays the same
// across lives, SIGKILLed at random moments and started again on the same data, its resident memory
// sampled every quarter second, and any exit the supervisor did not cause reported as a crash.
// Started and stopped by tools/child_server, as the tests' server is.
#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "bench/soak/ledger.hpp"
#include "bench/soak/options.hpp"
#include "tools/child_server/child_server.hpp"

namespace petteia::soak {

struct ServerFigures {
    int kills = 0;
    int unexpected_exits = 0;
    double peak_rss_mb = 0;
    std::vector<double> peak_rss_mb_per_life;
    double longest_restart_s = 0;   // from SIGKILL to listening again
    double total_down_s = 0;
    int final_exit_code = -1;       // after SIGTERM at the end
};

class ServerSupervisor {
public:
    ServerSupervisor(const Options& options, Ledger& ledger);
    ~ServerSupervisor();

    // Starts the first life; throws if it does not listen.
    void start();
    int port() const { return port_; }
    std::filesystem::path data_directory() const;
    std::filesystem::path log_file() const;

    // Until `until`: SIGKILLs the server after random pauses and starts it again, watching it.
    // Blocks; run it on a thread of its own.
    void chaos(std::chrono::steady_clock::time_point until, std::uint64_t seed);
    // Watches (restarting after a crash) until `until`. Blocks.
    void watch(std::chrono::steady_clock::time_point until);
    // SIGTERM, and the exit code (-signal when a signal ended it; -999 if it had to be killed).
    int terminate();
    const ServerFigures& figures() const { return figures_; }

private:
    void launch();
    // Sleeps until `until` while sampling memory and watching for an exit nobody asked for.
    void sample_until(std::chrono::steady_clock::time_point until);
    void sample();
    void kill_now();

    const Options& options_;
    Ledger& ledger_;
    std::filesystem::path root_;
    child_server::ChildServer child_;
    int port_ = 0;
    double life_peak_rss_mb_ = 0;
    ServerFigures figures_;
};

}  // namespace petteia::soak
