#pragma once
// The soak's settings, from its command line.
#include <cstdint>
#include <string>
#include <vector>

namespace petteia::soak {

struct Options {
    std::string server;                   // the petteia-server binary
    std::string work;                     // a folder for the server's data and logs
    int games = 200;                      // pairs of players at once
    double minutes = 1;                   // of chaos, before the settling and the checks
    std::uint64_t seed = 1;
    double kill_min_seconds = 10;         // between two SIGKILLs of the server, uniformly
    double kill_max_seconds = 90;
    double think_min_seconds = 0.3;       // a player's time for a move, uniformly
    double think_max_seconds = 4;
    double chaos_every_seconds = 30;      // mean time between two disruptions by one player
    double computer_share = 0.15;         // games against the computer (beginner)
    double timed_share = 0.5;             // games with a clock
    double max_rss_mb = 600;              // the server's resident memory may never exceed this
    double settle_seconds = 120;          // for every game to come to rest at the end
    double ramp_seconds = 10;             // to start all the games
    int threads = 1;                      // the soak's own I/O threads
    std::vector<std::string> server_arguments;  // passed on to the server
};

// Options from the command line; an error message, "help", or "".
std::string read_options(const std::vector<std::string>& arguments, Options& options);
std::string options_usage();

}  // namespace petteia::soak
