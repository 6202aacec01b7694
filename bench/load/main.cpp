// petteia-load: a load generator for petteia-server. One process plays --games games (two
// WebSockets each) at a steady total move rate and prints one JSON line with what it measured,
// including its raw latency histogram so that bench/load/run can merge several processes exactly.
#include <sys/resource.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "bench/load/game.hpp"
#include "bench/load/game_creator.hpp"
#include "bench/load/options.hpp"
#include "bench/load/pacer.hpp"
#include "bench/load/stats.hpp"

namespace petteia::load {

namespace {

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

double cpu_seconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// Soft open-file limit up to the hard one; returns the limit now in force.
rlim_t raise_file_limit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 1024;
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    getrlimit(RLIMIT_NOFILE, &limit);
    return limit.rlim_cur;
}

std::string json_escape(const std::string& text) {
    std::string out;
    for (const char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            char code[8];
            std::snprintf(code, sizeof code, "\\u%04x", c);
            out += code;
            continue;
        }
        out += c;
    }
    return out;
}

std::string counts_json(const std::map<std::string, std::uint64_t>& counts) {
    std::string out = "{";
    for (const auto& [name, count] : counts) {
        if (out.size() > 1) out += ',';
        out += '"' + json_escape(name) + "\":" + std::to_string(count);
    }
    return out + '}';
}

void log(const std::string& label, const std::string& text) {
    std::cerr << "petteia-load" << (label.empty() ? "" : " " + label) << ": " << text << std::endl;
}

// Ramp-up, warm-up, measurement, drain and close, in that order, on one strand of timers.
class Run : public std::enable_shared_from_this<Run> {
public:
    Run(asio::io_context& io, LoadContext& context, std::vector<std::shared_ptr<Game>>& games)
        : io_(io), context_(context), games_(games), strand_(asio::make_strand(io)), timer_(strand_),
          watchdog_(strand_), signals_(io, SIGUSR1, SIGINT, SIGTERM) {}

    void start() {
        asio::post(strand_, [self = shared_from_this()] {
            self->ramp_start_ = Clock::now();
            self->ramp();
            self->watch();
        });
        signals_.async_wait([self = shared_from_this()](beast::error_code error, int signal) {
            if (!error) asio::post(self->strand_, [self, signal] { self->on_signal(signal); });
        });
    }

    Clock::time_point window_start, window_end;
    double ramp_seconds = 0, cpu_in_window = 0;
    int ready_at_start = 0;

private:
    const Options& options() const { return context_.options; }

    // Starts games at half the connection rate (two sockets each), spread evenly.
    void ramp() {
        const double games_per_second = options().connect_rate / 2;
        const auto due = std::min<std::size_t>(games_.size(), static_cast<std::size_t>(seconds_since(ramp_start_) * games_per_second) + 1);
        while (launched_ < due) games_[launched_++]->start();
        if (launched_ < games_.size()) {
            timer_.expires_after(std::chrono::milliseconds(10));
            timer_.async_wait([self = shared_from_this()](beast::error_code error) {
                if (!error) self->ramp();
            });
        }
    }

    // Every second: the watchdog for each game, and the ramp's end.
    void watch() {
        const auto now = Clock::now();
        for (auto& game : games_) game->check(now);
        if (stage_ == Stage::ramping) {
            const int ready = context_.games_ready.load();
            const bool all = ready == static_cast<int>(games_.size());
            if (all || seconds_since(ramp_start_) > options().ramp_timeout) {
                ramp_seconds = seconds_since(ramp_start_);
                if (!all) context_.stats.error("games_never_ready", games_.size() - static_cast<std::size_t>(ready));
                log(options().label, std::to_string(ready) + " of " + std::to_string(games_.size()) +
                                         " games joined after " + std::to_string(ramp_seconds) + " s");
                if (!options().ready_file.empty()) std::ofstream(options().ready_file) << ready << '\n';
                stage_ = Stage::waiting;
                if (!options().wait_signal) play();
            }
        }
        if (stage_ == Stage::done) return;
        watchdog_.expires_after(std::chrono::seconds(1));
        watchdog_.async_wait([self = shared_from_this()](beast::error_code error) {
            if (!error) self->watch();
        });
    }

    void on_signal(int signal) {
        if (signal == SIGUSR1 && stage_ == Stage::waiting) {
            play();
        } else if (signal != SIGUSR1) {
            log(options().label, "interrupted");
            if (stage_ == Stage::playing && window_end == Clock::time_point{}) return end_window();
            if (stage_ != Stage::closing && stage_ != Stage::done) close_all();
            return;
        }
        signals_.async_wait([self = shared_from_this()](beast::error_code error, int next) {
            if (!error) asio::post(self->strand_, [self, next] { self->on_signal(next); });
        });
    }

    void play() {
        stage_ = Stage::playing;
        ready_at_start = context_.games_ready.load();
        context_.pacer->start();
        timer_.expires_after(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options().warmup)));
        timer_.async_wait([self = shared_from_this()](beast::error_code error) {
            if (!error) self->open_window();
        });
    }

    void open_window() {
        window_start = Clock::now();
        cpu_at_start_ = cpu_seconds();
        context_.stats.open_window(window_start);
        timer_.expires_after(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options().duration)));
        timer_.async_wait([self = shared_from_this()](beast::error_code error) {
            if (!error) self->end_window();
        });
    }

    void end_window() {
        window_end = Clock::now();
        if (window_start == Clock::time_point{}) window_start = window_end;
        cpu_in_window = cpu_seconds() - cpu_at_start_;
        context_.stats.close_window(window_end);
        context_.pacer->stop();
        drain_until_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options().move_timeout));
        drain();
    }

    // Waits for the moves still on their way (up to the move timeout), then closes.
    void drain() {
        if (context_.outstanding.load() <= 0 || Clock::now() > drain_until_) return close_all();
        timer_.expires_after(std::chrono::milliseconds(20));
        timer_.async_wait([self = shared_from_this()](beast::error_code error) {
            if (!error) self->drain();
        });
    }

    void close_all() {
        stage_ = Stage::closing;
        context_.stopping = true;
        context_.pacer->stop();
        auto remaining = std::make_shared<std::atomic<std::size_t>>(games_.size());
        for (auto& game : games_)
            game->stop([self = shared_from_this(), remaining] {
                if (--*remaining == 0) asio::post(self->strand_, [self] { self->finish(); });
            });
        timer_.expires_after(std::chrono::seconds(10));  // closing handshakes that hang are cut short
        timer_.async_wait([self = shared_from_this()](beast::error_code error) {
            if (!error) self->finish();
        });
    }

    void finish() {
        if (stage_ == Stage::done) return;
        stage_ = Stage::done;
        timer_.cancel();
        watchdog_.cancel();
        signals_.cancel();
        io_.stop();
    }

    enum class Stage { ramping, waiting, playing, closing, done };

    asio::io_context& io_;
    LoadContext& context_;
    std::vector<std::shared_ptr<Game>>& games_;
    asio::strand<asio::io_context::executor_type> strand_;
    asio::steady_timer timer_;
    asio::steady_timer watchdog_;
    asio::signal_set signals_;
    Stage stage_ = Stage::ramping;
    Clock::time_point ramp_start_;
    std::size_t launched_ = 0;
    double cpu_at_start_ = 0;
    Clock::time_point drain_until_;
};

std::string report(const Options& options, const Stats& stats, const Run& run) {
    const double window = run.window_end > run.window_start
                              ? std::chrono::duration<double>(run.window_end - run.window_start).count()
                              : 0.0;
    std::ostringstream out;
    out.precision(6);
    const auto ms = [](double value) { return std::round(value * 1000) / 1000; };
    out << "{\"label\":\"" << json_escape(options.label) << "\",\"games\":" << options.games
        << ",\"sockets\":" << 2 * options.games << ",\"target_rate\":" << options.rate << ",\"duration_s\":" << window
        << ",\"moves\":" << stats.moves() << ",\"moves_per_second\":" << (window > 0 ? static_cast<double>(stats.moves()) / window : 0.0)
        << ",\"latency_ms\":{\"p50\":" << ms(stats.percentile_ms(0.50)) << ",\"p95\":" << ms(stats.percentile_ms(0.95))
        << ",\"p99\":" << ms(stats.percentile_ms(0.99)) << ",\"max\":" << ms(static_cast<double>(stats.max_ns()) / 1e6)
        << "},\"errors\":" << counts_json(stats.errors()) << ",\"notes\":" << counts_json(stats.notes())
        << ",\"ramp_s\":" << run.ramp_seconds << ",\"games_ready\":" << run.ready_at_start
        << ",\"threads\":" << options.threads << ",\"tls\":" << (options.tls ? "true" : "false")
        << ",\"cpu_s\":" << run.cpu_in_window
        << ",\"timeline\":" << stats.timeline_json(window)
        << ",\"histogram\":{\"bucket_ms\":" << static_cast<double>(Stats::bucket_ns) / 1e6
        << ",\"overflow\":" << stats.overflow() << ",\"max_ms\":" << static_cast<double>(stats.max_ns()) / 1e6 << ",\"counts\":[";
    bool first = true;
    for (const auto& [bucket, count] : stats.histogram()) {
        out << (first ? "" : ",") << '[' << bucket << ',' << count << ']';
        first = false;
    }
    out << "]}}";
    return out.str();
}

int run(const Options& options) {
    boost::system::error_code error;
    const auto address = asio::ip::make_address(options.host, error);
    if (error || !address.is_loopback()) {
        std::cerr << "petteia-load: --host must be a loopback address, not " << options.host << '\n';
        return 2;
    }
    const rlim_t files = raise_file_limit();
    const auto needed = static_cast<rlim_t>(2 * options.games + options.http_connections + 32);
    if (files < needed) {
        std::cerr << "petteia-load: " << options.games << " games need about " << needed << " open files; the limit is "
                  << files << ". Split them over more processes.\n";
        return 2;
    }

    // TLS as a browser does it (TLS 1.2 or 1.3), the certificate checked only against a given file.
    ssl::context tls(ssl::context::tls_client);
    const tcp::endpoint endpoint(address, static_cast<std::uint16_t>(options.port));
    ServerAddress server = ServerAddress::plain(endpoint);
    if (!options.server_name.empty()) server.host = options.server_name + ":" + std::to_string(options.port);
    if (options.tls) {
        tls.set_options(ssl::context::default_workarounds | ssl::context::no_sslv2 | ssl::context::no_sslv3 |
                        ssl::context::no_tlsv1 | ssl::context::no_tlsv1_1);
        if (options.ca_file.empty()) {
            tls.set_verify_mode(ssl::verify_none);
        } else {
            tls.load_verify_file(options.ca_file);
            tls.set_verify_mode(ssl::verify_peer);
        }
        server.tls = &tls;
        server.server_name = options.server_name.empty() ? options.host : options.server_name;
    }

    asio::io_context io(options.threads);
    Stats stats;
    GameCreator creator(io, server, options.variant, options.http_connections, stats, options.client_addresses, options.clock);
    auto pacer = std::make_shared<Pacer>(io, options.rate, std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.min_move_gap)), stats);
    LoadContext context{io, server, options, stats, creator, pacer};
    std::vector<std::shared_ptr<Game>> games;
    for (int i = 0; i < options.games; ++i) games.push_back(std::make_shared<Game>(context, i));

    auto runner = std::make_shared<Run>(io, context, games);
    runner->start();
    std::vector<std::thread> threads;
    for (int i = 1; i < options.threads; ++i) threads.emplace_back([&io] { io.run(); });
    io.run();
    for (auto& thread : threads) thread.join();

    std::cout << report(options, stats, *runner) << std::endl;
    return 0;
}

}  // namespace

}  // namespace petteia::load

int main(int argc, char** argv) {
    using namespace petteia::load;
    Options options;
    const std::string problem = read_options(std::vector<std::string>(argv + 1, argv + argc), options);
    if (problem == "help") {
        std::cout << options_usage();
        return 0;
    }
    if (!problem.empty()) {
        std::cerr << "petteia-load: " << problem << '\n' << options_usage();
        return 2;
    }
    try {
        return run(options);
    } catch (const std::exception& error) {
        std::cerr << "petteia-load: " << error.what() << '\n';
        return 1;
    }
}
