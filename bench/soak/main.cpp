// petteia-soak: the chaos soak of petteia-server (bench/soak/README.md). Plays --games tables at
// once for --minutes while misbehaving players and a supervisor that SIGKILLs the server at random
// try to make it lose or invent a move; then lets everything settle, stops the server, and checks
// the database against what every player last saw. Exit 0 only if no promise was broken.
#include <sys/resource.h>

#include <atomic>
#include <condition_variable>
#include <fstream>
#include <iostream>
#include <thread>

#include <nlohmann/json.hpp>

#include "bench/load/game_creator.hpp"
#include "bench/load/stats.hpp"
#include "bench/soak/ledger.hpp"
#include "bench/soak/options.hpp"
#include "bench/soak/server_supervisor.hpp"
#include "bench/soak/soak_game.hpp"
#include "bench/soak/soak_log.hpp"
#include "bench/soak/verify.hpp"

namespace petteia::soak {

namespace {

using SteadyClock = std::chrono::steady_clock;
using nlohmann::json;
namespace http = load::http;

void raise_file_limit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
}

// The catalogue's variant names, from GET /api/variants: the soak plays every game the server has.
std::vector<std::string> fetch_variants(const tcp::endpoint& server) {
    asio::io_context io;
    beast::tcp_stream stream(io);
    stream.connect(server);
    http::request<http::empty_body> request{http::verb::get, "/api/variants", 11};
    request.set(http::field::host, "127.0.0.1:" + std::to_string(server.port()));
    http::write(stream, request);
    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    http::read(stream, buffer, response);
    std::vector<std::string> names;
    for (const auto& variant : json::parse(response.body())) names.push_back(variant.at("name").get<std::string>());
    if (names.empty()) throw std::runtime_error("the server offers no variant");
    return names;
}

json counts(const std::map<std::string, std::uint64_t>& map) {
    json out = json::object();
    for (const auto& [name, count] : map) out[name] = count;
    return out;
}

double seconds(std::chrono::steady_clock::duration d) { return std::chrono::duration<double>(d).count(); }

// Lines of the server's log at error level or worse, and whether any is a crash or sanitizer report.
std::pair<int, int> scan_log(const std::filesystem::path& file, Ledger& ledger) {
    std::ifstream in(file);
    std::string line;
    int errors = 0, reported = 0;
    while (std::getline(in, line)) {
        const bool fatal = line.find(" critical ") != std::string::npos || line.find("Sanitizer") != std::string::npos ||
                           line.find("runtime error:") != std::string::npos;
        if (fatal && reported++ < 5) ledger.failure("the server's log says: " + line.substr(0, 300));
        if (line.find(" error ") != std::string::npos) ++errors;
    }
    return {errors, reported};
}

int run(const Options& options) {
    raise_file_limit();
    Ledger ledger;
    ServerSupervisor server(options, ledger);
    server.start();
    const tcp::endpoint endpoint(asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(server.port()));
    const auto variants = fetch_variants(endpoint);
    std::string variant_list;
    for (const auto& name : variants) variant_list += (variant_list.empty() ? "" : ", ") + name;
    log("server on port " + std::to_string(server.port()) + "; " + std::to_string(options.games) + " tables of " +
        variant_list + " for " + std::to_string(options.minutes) + " min; work in " + options.work);

    asio::io_context io;
    auto work = asio::make_work_guard(io);
    load::Stats stats;
    load::GameCreator creator(io, endpoint, variants.front(), 8, stats);
    SoakContext context{io, endpoint, options, stats, ledger, creator, variants};
    std::vector<std::thread> threads;
    for (int i = 0; i < options.threads; ++i) threads.emplace_back([&io] { io.run(); });

    const auto started = SteadyClock::now();
    const auto chaos_until = started + std::chrono::duration_cast<SteadyClock::duration>(std::chrono::duration<double>(options.minutes * 60));
    std::vector<std::shared_ptr<SoakGame>> games;
    for (int i = 0; i < options.games; ++i) games.push_back(std::make_shared<SoakGame>(context, i));
    std::thread ramp([&] {
        for (int i = 0; i < options.games; ++i) {
            games[static_cast<std::size_t>(i)]->start();
            std::this_thread::sleep_for(std::chrono::duration<double>(options.ramp_seconds / options.games));
        }
    });
    std::atomic<bool> reporting{true};
    std::thread progress([&] {
        auto next = SteadyClock::now();
        while (reporting) {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            if (SteadyClock::now() < next) continue;
            next += std::chrono::seconds(60);
            const auto notes = stats.notes();
            const auto get = [&notes](const char* key) { const auto it = notes.find(key); return it == notes.end() ? 0 : it->second; };
            log(std::to_string(static_cast<int>(seconds(SteadyClock::now() - started))) + " s: " +
                std::to_string(get("moves_seen")) + " moves seen, " + std::to_string(get("games_created")) +
                " games created, " + std::to_string(get("rematches_seen")) + " rematch events, " +
                std::to_string(ledger.failure_count()) + " failures");
        }
    });

    server.chaos(chaos_until, options.seed * 7919 + 1);
    ramp.join();

    log("chaos over after " + std::to_string(server.figures().kills) + " SIGKILLs; settling");
    context.chaos = false;
    context.playing = false;
    for (auto& game : games) game->settle();
    const auto settle_deadline = SteadyClock::now() + std::chrono::duration_cast<SteadyClock::duration>(std::chrono::duration<double>(options.settle_seconds));
    std::size_t unsettled = games.size();
    while (SteadyClock::now() < settle_deadline) {
        server.watch(SteadyClock::now() + std::chrono::seconds(1));
        unsettled = static_cast<std::size_t>(std::count_if(games.begin(), games.end(), [](const auto& g) { return !g->settled(); }));
        if (unsettled == 0) break;
    }
    if (unsettled > 0) {
        // With what kept the first few from rest: a harness that waits on nothing can be told from a
        // server that does not answer.
        std::string states;
        int described = 0;
        for (const auto& game : games)
            if (!game->settled() && described++ < 3) states += (states.empty() ? "" : " | ") + game->unsettled_state();
        ledger.failure(std::to_string(unsettled) + " tables did not settle within " + std::to_string(options.settle_seconds) +
                       " s: " + states);
    }
    // A moment for the last events (a computer's reply, a clock running out) to reach everyone.
    server.watch(SteadyClock::now() + std::chrono::seconds(3));

    const int exit_code = server.terminate();
    if (exit_code != 0) ledger.failure("the server's exit code after SIGTERM was " + std::to_string(exit_code));
    context.stopping = true;
    std::mutex mutex;
    std::condition_variable finished;
    std::size_t remaining = games.size();
    for (auto& game : games)
        game->finish([&] {
            std::lock_guard lock(mutex);
            if (--remaining == 0) finished.notify_all();
        });
    {
        std::unique_lock lock(mutex);
        finished.wait(lock, [&] { return remaining == 0; });
    }
    work.reset();
    io.stop();
    for (auto& thread : threads) thread.join();
    reporting = false;
    progress.join();

    log("checking " + std::to_string(ledger.game_count()) + " games against the database");
    const VerifyFigures checked = verify(server.data_directory() / "petteia.sqlite", ledger.games(), ledger);
    const auto [log_errors, log_fatal] = scan_log(server.log_file(), ledger);

    const auto& figures = server.figures();
    json result{
        {"games_at_once", options.games},
        {"minutes", options.minutes},
        {"variants", variants},
        {"seconds", seconds(SteadyClock::now() - started)},
        {"server", {{"sigkills", figures.kills},
                    {"unexpected_exits", figures.unexpected_exits},
                    {"final_exit_code", figures.final_exit_code},
                    {"peak_rss_mb", figures.peak_rss_mb},
                    {"max_rss_mb", options.max_rss_mb},
                    {"peak_rss_mb_per_life", figures.peak_rss_mb_per_life},
                    {"longest_restart_s", figures.longest_restart_s},
                    {"total_down_s", figures.total_down_s},
                    {"log_error_lines", log_errors}}},
        {"checked", {{"games", checked.games},
                     {"finished", checked.finished},
                     {"moves", checked.moves},
                     {"computer_moves", checked.computer_moves},
                     {"views_compared", checked.views_compared},
                     {"views_left_early", checked.views_left_early},
                     {"reasons", checked.reasons}}},
        {"happened", counts(stats.notes())},
        {"tolerated_errors", counts(stats.errors())},
        {"failures", ledger.failure_count()},
        {"first_failures", ledger.failures()},
    };
    std::cout << result.dump() << std::endl;
    log(std::string(ledger.failure_count() == 0 ? "PASSED" : "FAILED") + ": " + std::to_string(checked.games) +
        " games (" + std::to_string(checked.moves) + " moves) checked against what the players saw, " +
        std::to_string(figures.kills) + " SIGKILLs, peak RSS " + std::to_string(static_cast<int>(figures.peak_rss_mb)) +
        " MB, " + std::to_string(ledger.failure_count()) + " failures");
    return ledger.failure_count() == 0 ? 0 : 1;
}

}  // namespace

}  // namespace petteia::soak

int main(int argc, char** argv) {
    petteia::soak::Options options;
    const auto error = petteia::soak::read_options(std::vector<std::string>(argv + 1, argv + argc), options);
    if (error == "help") {
        std::cout << petteia::soak::options_usage();
        return 0;
    }
    if (!error.empty()) {
        std::cerr << "petteia-soak: " << error << "\n" << petteia::soak::options_usage();
        return 2;
    }
    try {
        return petteia::soak::run(options);
    } catch (const std::exception& failure) {
        std::cerr << "petteia-soak: " << failure.what() << std::endl;
        return 2;
    }
}
