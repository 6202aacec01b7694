#pragma once
// The server's settings: command-line options, each also settable by an environment variable
// (PETTEIA_PORT for --port, and so on); the command line wins.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "db/location.hpp"
#include "rules/expected.hpp"
#include "server/common/client_address.hpp"

namespace petteia::server {

// An arena the site schedules (--site-arenas "hourly:petteia-6x6:3+2,daily:grec:3+2"): each hour (45
// minutes long, from the hour) or each day (an hour long, from 18:00 UTC), on one game and clock.
struct SiteArena {
    std::string every;  // "hourly" or "daily"
    std::string variant;
    std::int64_t initial_ms = 0;
    std::int64_t increment_ms = 0;
    bool operator==(const SiteArena&) const = default;
};
// Daily for every game; hourly for Petteia 6×6, the quickest to learn and the most played.
std::vector<SiteArena> default_site_arenas();

struct Config {
    std::uint16_t port = 8080;          // 0: any free port (printed at start)
    std::string bind = "127.0.0.1";
    std::filesystem::path data = "var";  // holds petteia.sqlite, unless `database` names another
    std::string database;                // --database as given; empty: sqlite:<data>/petteia.sqlite
    std::string node;                    // this server's name among several (db/game_leases.hpp); default: the host's
    std::string advertise;               // this node's address as nginx's upstream list writes it (HOST[:PORT]); empty: no ring
    std::filesystem::path static_dir;    // the web client's files; empty: none
    int threads = 1;  // one I/O thread: see server/README.md, "Threads"
    // The group commit waits up to this long for more moves to share a commit, while they come
    // faster than one in this time (db/group_commit.hpp). Unset: 1 ms over PostgreSQL, where a
    // commit is a round trip and a WAL flush, none on SQLite (bench/README.md, issue 41).
    std::optional<int> commit_delay_us;
    std::chrono::microseconds commit_delay() const {
        const int chosen = commit_delay_us.value_or(database_location().engine == db::Engine::postgresql ? 1000 : 0);
        return std::chrono::microseconds(chosen);
    }
    int computer_threads = 1;  // the computer thinks here, never on the I/O threads
    std::string log_level = "info";
    std::vector<std::string> allowed_origins;  // besides the server's own origin
    int grace_seconds = 60;                    // before an absent player's opponent may claim the win
    int first_move_seconds = 30;               // a timed game between people is aborted unless each side's first move comes within
    int games_per_minute = 20;                 // per client address
    int lobby_challenges = 200;                // open challenges listed in the lobby, site-wide
    // 1: a rated game between two accounts on one network (client address) is played casual (rating
    // farming); 0 for a club or school whose players all share one address.
    int casual_same_network = 1;
    int max_connections = 0;                   // 0: derived from the open-file limit
    int session_lifetime_s = 30 * 24 * 3600;   // a sign-in's life
    bool secure_cookies = false;               // behind an https proxy: the session cookie says Secure
    int blocking_threads = 2;                  // Argon2 and SQLite for the account and exercise API
    int password_threads = 2;                  // Argon2: sign-up, sign-in, password asked again
    std::vector<std::string> trusted_proxy_entries;  // as given: addresses or networks
    TrustedProxies trusted_proxies;            // the reverse proxies whose X-Forwarded-For is believed
    std::vector<std::string> public_hosts;     // Host headers answered; empty: any (no DNS-rebinding guard)
    int connections_per_address = 64;          // open connections one client address may hold
    int invitation_hours = 24;                 // an invitation nobody joined expires after this
    int abandoned_days = 7;                    // an unfinished game both players left ends after this
    int sweep_seconds = 60;                    // every room is swept for expiry and idleness once in this time
    // The arenas the site schedules itself (issue 39, server/tournaments/site_schedule.hpp).
    std::vector<SiteArena> site_arenas = default_site_arenas();

    std::filesystem::path database_file() const { return data / "petteia.sqlite"; }
    // Where the stores keep everything: --database, or by default the SQLite file in --data.
    db::DatabaseLocation database_location() const {
        return database.empty() ? db::DatabaseLocation(database_file()) : db::DatabaseLocation::parse(database);
    }
};

// The text to print for --help.
std::string config_usage();

// Reads the environment, then `arguments` (without the program name). An error explains the
// problem; "help" as the error's text means --help was asked for.
Expected<Config, std::string> read_config(const std::vector<std::string>& arguments);

}  // namespace petteia::server
