#include "bench/load/options.hpp"

#include <charconv>
#include <functional>
#include <map>
#include <regex>

namespace petteia::load {

namespace {

template <class Number>
std::string parse(const std::string& text, Number& out, const std::string& name) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < 0) return name + " needs a number, not '" + text + "'";
    out = value;
    return "";
}

}  // namespace

std::string options_usage() {
    return R"(usage: petteia-load --port PORT [options]
Plays --games games (two WebSockets each) against a petteia-server on 127.0.0.1 at a steady total
--rate of moves a second, measures for --duration seconds after --warmup seconds, and prints one
JSON line with the latency histogram. Each game's sockets open /ws?game=ID; a rematch's or a new
game's sockets open again at the new id's URL (behind nginx another node may own it).
  --port PORT            the server's port (required)
  --host ADDRESS         the server's address; loopback only (default 127.0.0.1)
  --tls                  https:// and wss:// (e.g. to nginx's TLS port), over OpenSSL
  --ca-file PATH         with --tls: verify the certificate against PATH and --server-name
                         (default: no verification)
  --server-name NAME     the name in the Host header (NAME:PORT) and, with --tls, the TLS server
                         name (default: the --host address)
  --client-addresses N   each game's sockets (and each game-creating connection) connect from one
                         of N loopback addresses, 127.1.0.1 on, as players come from many
                         addresses (default 1: the system's choice, 127.0.0.1)
  --no-game-in-url       open /ws without ?game= and join later games on the same sockets (as
                         before issue 16; for a server that refuses /ws?game=)
  --games N              concurrent games (default 100)
  --rate R               moves a second over all games of this process (default 200)
  --duration S           seconds measured (default 20)
  --warmup S             seconds played before measuring (default 10)
  --connect-rate C       new sockets a second while ramping up (default 200)
  --threads 1|2          I/O threads (default 1)
  --variant NAME         petteia-8x8 (default) or petteia-6x6
  --clock M+I            games on a clock of M minutes and I seconds a move, as most games are
                         (every move then updates the clocks and their timer); untimed by default
  --fresh-games          start a new game after each end instead of a rematch
  --ready-file PATH      write this file once every game is joined
  --wait-signal          then wait for SIGUSR1 before playing (to start several processes together)
  --ramp-timeout S       give up waiting for every game to join after S seconds (default 600)
  --http-connections K   kept-alive connections for creating games (default 4)
  --move-timeout S       a move not seen by the opponent within S seconds is an error (default 10)
  --min-move-gap S       seconds between two moves of one game, at least (default 0.125)
  --seed N               random seed (default 1)
  --label TEXT           copied into the output
)";
}

std::string read_options(const std::vector<std::string>& arguments, Options& o) {
    using Setter = std::function<std::string(const std::string&)>;
    const std::map<std::string, Setter> valued{
        {"--host", [&](const std::string& v) { o.host = v; return std::string(); }},
        {"--ca-file", [&](const std::string& v) { o.ca_file = v; return std::string(); }},
        {"--server-name", [&](const std::string& v) { o.server_name = v; return std::string(); }},
        {"--client-addresses", [&](const std::string& v) { return parse(v, o.client_addresses, "--client-addresses"); }},
        {"--port", [&](const std::string& v) { return parse(v, o.port, "--port"); }},
        {"--games", [&](const std::string& v) { return parse(v, o.games, "--games"); }},
        {"--rate", [&](const std::string& v) { return parse(v, o.rate, "--rate"); }},
        {"--duration", [&](const std::string& v) { return parse(v, o.duration, "--duration"); }},
        {"--warmup", [&](const std::string& v) { return parse(v, o.warmup, "--warmup"); }},
        {"--connect-rate", [&](const std::string& v) { return parse(v, o.connect_rate, "--connect-rate"); }},
        {"--threads", [&](const std::string& v) { return parse(v, o.threads, "--threads"); }},
        {"--variant", [&](const std::string& v) { o.variant = v; return std::string(); }},
        {"--clock", [&](const std::string& v) { o.clock = v; return std::string(); }},
        {"--ready-file", [&](const std::string& v) { o.ready_file = v; return std::string(); }},
        {"--ramp-timeout", [&](const std::string& v) { return parse(v, o.ramp_timeout, "--ramp-timeout"); }},
        {"--http-connections", [&](const std::string& v) { return parse(v, o.http_connections, "--http-connections"); }},
        {"--move-timeout", [&](const std::string& v) { return parse(v, o.move_timeout, "--move-timeout"); }},
        {"--min-move-gap", [&](const std::string& v) { return parse(v, o.min_move_gap, "--min-move-gap"); }},
        {"--seed", [&](const std::string& v) { return parse(v, o.seed, "--seed"); }},
        {"--label", [&](const std::string& v) { o.label = v; return std::string(); }},
    };
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& name = arguments[i];
        if (name == "--help" || name == "-h") return "help";
        if (name == "--fresh-games") {
            o.fresh_games = true;
            continue;
        }
        if (name == "--tls") {
            o.tls = true;
            continue;
        }
        if (name == "--no-game-in-url") {
            o.game_in_url = false;
            continue;
        }
        if (name == "--wait-signal") {
            o.wait_signal = true;
            continue;
        }
        const auto found = valued.find(name);
        if (found == valued.end()) return "unknown option " + name;
        if (i + 1 >= arguments.size()) return name + " needs a value";
        if (auto error = found->second(arguments[++i]); !error.empty()) return error;
    }
    if (o.port <= 0 || o.port > 65535) return "--port is required (1-65535)";
    if (o.games < 1) return "--games must be at least 1";
    if (o.threads < 1 || o.threads > 2) return "--threads must be 1 or 2";
    if (o.variant != "petteia-8x8" && o.variant != "petteia-6x6") return "--variant must be petteia-8x8 or petteia-6x6";
    if (!o.clock.empty() && !std::regex_match(o.clock, std::regex("[1-9][0-9]?\\+[0-9][0-9]?")))
        return "--clock must be minutes+increment, such as 5+3";
    if (o.duration <= 0) return "--duration must be above 0";
    if (o.connect_rate <= 0) return "--connect-rate must be above 0";
    if (o.http_connections < 1) return "--http-connections must be at least 1";
    if (!o.ca_file.empty() && !o.tls) return "--ca-file needs --tls";
    if (o.client_addresses < 1 || o.client_addresses > 65000) return "--client-addresses must be 1 to 65000";
    return "";
}

}  // namespace petteia::load
