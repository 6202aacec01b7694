#include "bench/soak/server_supervisor.hpp"

#include <signal.h>
#include <sys/wait.h>

#include <fstream>
#include <iostream>
#include <thread>

#include "bench/soak/soak_log.hpp"

namespace petteia::soak {

namespace {

using namespace std::chrono_literals;
using SteadyClock = std::chrono::steady_clock;
using child_server::describe;

constexpr auto listen_timeout = 120s;
constexpr auto exit_timeout = 60s;

}  // namespace

ServerSupervisor::ServerSupervisor(const Options& options, Ledger& ledger)
    : options_(options), ledger_(ledger), root_(options.work) {
    std::filesystem::create_directories(data_directory());
}

ServerSupervisor::~ServerSupervisor() {
    if (child_.running()) kill_now();
}

std::filesystem::path ServerSupervisor::data_directory() const { return root_ / "data"; }
std::filesystem::path ServerSupervisor::log_file() const { return root_ / "server.log"; }

void ServerSupervisor::start() { launch(); }

void ServerSupervisor::launch() {
    const int connections = options_.games * 4 + 256;
    std::vector<std::string> arguments{options_.server, "--port", std::to_string(port_), "--bind", "127.0.0.1",
                                       "--data", data_directory().string(), "--log-level", "warn",
                                       // Every player has an address of its own, in X-Forwarded-For.
                                       "--trusted-proxy", "127.0.0.1", "--max-connections", std::to_string(connections)};
    arguments.insert(arguments.end(), options_.server_arguments.begin(), options_.server_arguments.end());
    life_peak_rss_mb_ = 0;
    port_ = child_.start(arguments, log_file(), listen_timeout);
}

void ServerSupervisor::sample() {
    std::ifstream status("/proc/" + std::to_string(child_.pid()) + "/status");
    std::string key;
    while (status >> key) {
        if (key == "VmRSS:") {
            double kb = 0;
            status >> kb;
            const double mb = kb / 1024;
            life_peak_rss_mb_ = std::max(life_peak_rss_mb_, mb);
            if (mb > figures_.peak_rss_mb) {
                if (figures_.peak_rss_mb <= options_.max_rss_mb && mb > options_.max_rss_mb)
                    ledger_.failure("the server's resident memory reached " + std::to_string(static_cast<int>(mb)) +
                                    " MB, over the bound of " + std::to_string(static_cast<int>(options_.max_rss_mb)) + " MB");
                figures_.peak_rss_mb = mb;
            }
            return;
        }
        status.ignore(1 << 16, '\n');
    }
}

void ServerSupervisor::sample_until(SteadyClock::time_point until) {
    while (SteadyClock::now() < until) {
        if (const auto status = child_.ended()) {
            ++figures_.unexpected_exits;
            ledger_.failure("the server ended on its own (" + describe(*status) + "); see " + log_file().string());
            figures_.peak_rss_mb_per_life.push_back(life_peak_rss_mb_);
            launch();
        }
        if (child_.running()) sample();
        std::this_thread::sleep_for(250ms);
    }
}

void ServerSupervisor::kill_now() {
    const int status = child_.kill();
    if (!(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)) {
        ++figures_.unexpected_exits;
        ledger_.failure("the server had ended before its SIGKILL (" + describe(status) + ")");
    }
    figures_.peak_rss_mb_per_life.push_back(life_peak_rss_mb_);
}

void ServerSupervisor::chaos(SteadyClock::time_point until, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> pause(options_.kill_min_seconds, options_.kill_max_seconds);
    std::uniform_real_distribution<double> down(0, 1.5);
    while (true) {
        const auto next_kill = SteadyClock::now() + std::chrono::duration_cast<SteadyClock::duration>(
                                                        std::chrono::duration<double>(pause(random)));
        if (next_kill >= until) break;
        sample_until(next_kill);
        const auto killed_at = SteadyClock::now();
        kill_now();
        ++figures_.kills;
        // Clients keep knocking while it is down; sometimes it comes back at once, sometimes not.
        std::this_thread::sleep_for(std::chrono::duration<double>(down(random)));
        launch();
        const double restart = std::chrono::duration<double>(SteadyClock::now() - killed_at).count();
        figures_.longest_restart_s = std::max(figures_.longest_restart_s, restart);
        figures_.total_down_s += restart;
        log("SIGKILL " + std::to_string(figures_.kills) + ", listening again after " + std::to_string(restart).substr(0, 5) + " s");
    }
    sample_until(until);
}

void ServerSupervisor::watch(SteadyClock::time_point until) { sample_until(until); }

int ServerSupervisor::terminate() {
    if (!child_.running()) return figures_.final_exit_code = -998;
    sample();
    const auto status = child_.terminate(exit_timeout);
    figures_.peak_rss_mb_per_life.push_back(life_peak_rss_mb_);
    // -999: it did not end within the bound and was killed.
    return figures_.final_exit_code = status ? child_server::exit_code_of(*status) : -999;
}

}  // namespace petteia::soak
