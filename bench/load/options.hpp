#pragma once
// The generator's settings (one process's share of the load).
#include <cstdint>
#include <string>
#include <vector>

namespace petteia::load {

struct Options {
    std::string host = "127.0.0.1";
    int port = 0;
    bool tls = false;             // https:// and wss:// (as browsers speak to a reverse proxy)
    std::string ca_file;          // TLS: verify the server's certificate against this file (else no check)
    std::string server_name;      // the Host header's name and TLS's server name ("" for --host)
    int client_addresses = 1;     // games' sockets from this many loopback addresses (1: the system's)
    bool game_in_url = true;      // /ws?game=ID, a new socket for each game; else /ws, sockets reused
    int games = 100;
    double rate = 200;            // moves a second over all this process's games
    double duration = 20;         // seconds measured
    double warmup = 10;           // seconds of play before measuring
    double connect_rate = 200;    // new sockets a second during the ramp
    int threads = 1;
    std::string variant = "petteia-8x8";
    std::string clock;            // "M+I": games on a clock of M minutes and I seconds a move; "": untimed
    bool fresh_games = false;     // after a game ends: a new game instead of a rematch
    std::string ready_file;       // written once every game is joined
    bool wait_signal = false;     // then wait for SIGUSR1 before playing
    double ramp_timeout = 600;
    int http_connections = 4;
    double move_timeout = 10;     // a move not seen by the opponent by then is an error
    double min_move_gap = 0.125;  // seconds between two moves of one game, at least
    std::uint64_t seed = 1;
    std::string label;
};

// Options from the command line; an error message, "help", or "".
std::string read_options(const std::vector<std::string>& arguments, Options& options);
std::string options_usage();

}  // namespace petteia::load
