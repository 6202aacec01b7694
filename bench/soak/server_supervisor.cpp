#include "bench/soak/server_supervisor.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace petteia::soak {

namespace {

using namespace std::chrono_literals;
using SteadyClock = std::chrono::steady_clock;

constexpr auto listen_timeout = 120s;
constexpr auto exit_timeout = 60s;
constexpr std::string_view listening = "Petteia Online is listening on http://";

std::string read_from(const std::filesystem::path& file, std::uintmax_t offset) {
    std::ifstream in(file, std::ios::binary);
    in.seekg(static_cast<std::streamoff>(offset));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string describe(int status) {
    if (WIFEXITED(status)) return "exit code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return std::string("signal ") + strsignal(WTERMSIG(status));
    return "status " + std::to_string(status);
}

void log(const std::string& text) { std::cerr << "petteia-soak: " << text << std::endl; }

}  // namespace

ServerSupervisor::ServerSupervisor(const Options& options, Ledger& ledger)
    : options_(options), ledger_(ledger), root_(options.work) {
    std::filesystem::create_directories(data_directory());
}

ServerSupervisor::~ServerSupervisor() {
    if (pid_ > 0) kill_now();
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
    std::vector<char*> argv;
    for (auto& argument : arguments) argv.push_back(argument.data());
    argv.push_back(nullptr);
    std::error_code ignored;
    const std::uintmax_t offset = std::filesystem::exists(log_file()) ? std::filesystem::file_size(log_file(), ignored) : 0;
    const int log_fd = ::open(log_file().c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (log_fd < 0) throw std::runtime_error(std::string("cannot open the server log: ") + std::strerror(errno));
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    if (pid == 0) {
        // Only async-signal-safe calls until exec; the server dies with the soak.
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
    life_peak_rss_mb_ = 0;
    wait_listening(offset);
}

void ServerSupervisor::wait_listening(std::uintmax_t log_offset) {
    const auto deadline = SteadyClock::now() + listen_timeout;
    while (SteadyClock::now() < deadline) {
        const std::string output = read_from(log_file(), log_offset);
        if (const auto at = output.find(listening); at != std::string::npos) {
            const auto colon = output.find(':', at + listening.size());
            const auto slash = output.find('/', colon == std::string::npos ? at : colon);
            if (colon != std::string::npos && slash != std::string::npos) {
                port_ = std::stoi(output.substr(colon + 1, slash - colon - 1));
                return;
            }
        }
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            throw std::runtime_error("petteia-server ended before listening (" + describe(status) + "):\n" + output);
        }
        std::this_thread::sleep_for(20ms);
    }
    throw std::runtime_error("petteia-server did not listen within " + std::to_string(listen_timeout.count()) + " s");
}

void ServerSupervisor::sample() {
    std::ifstream status("/proc/" + std::to_string(pid_) + "/status");
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
        int status = 0;
        if (pid_ > 0 && ::waitpid(pid_, &status, WNOHANG) == pid_) {
            ++figures_.unexpected_exits;
            ledger_.failure("the server ended on its own (" + describe(status) + "); see " + log_file().string());
            pid_ = -1;
            figures_.peak_rss_mb_per_life.push_back(life_peak_rss_mb_);
            launch();
        }
        if (pid_ > 0) sample();
        std::this_thread::sleep_for(250ms);
    }
}

void ServerSupervisor::kill_now() {
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    if (!(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)) {
        ++figures_.unexpected_exits;
        ledger_.failure("the server had ended before its SIGKILL (" + describe(status) + ")");
    }
    pid_ = -1;
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
    if (pid_ <= 0) return figures_.final_exit_code = -998;
    sample();
    ::kill(pid_, SIGTERM);
    const auto deadline = SteadyClock::now() + exit_timeout;
    int status = 0;
    while (::waitpid(pid_, &status, WNOHANG) != pid_) {
        if (SteadyClock::now() > deadline) {
            kill_now();
            return figures_.final_exit_code = -999;
        }
        std::this_thread::sleep_for(50ms);
    }
    pid_ = -1;
    figures_.peak_rss_mb_per_life.push_back(life_peak_rss_mb_);
    figures_.final_exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
    return figures_.final_exit_code;
}

}  // namespace petteia::soak
