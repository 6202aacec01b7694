#include "server/common/config.hpp"

#include <algorithm>

#include <unistd.h>

#include <cctype>
#include <charconv>
#include <cstdlib>
#include <functional>
#include <map>
#include <sstream>

#include "db/errors.hpp"

namespace petteia::server {

std::vector<SiteArena> default_site_arenas() {
    return {{"hourly", "petteia-6x6", 180'000, 2'000},
            {"daily", "petteia-6x6", 300'000, 3'000},
            {"daily", "petteia-8x8", 300'000, 3'000},
            {"daily", "grec", 180'000, 2'000},
            {"daily", "petteia-chess", 300'000, 5'000}};
}

namespace {

struct Option {
    const char* name;         // --name
    const char* environment;  // PETTEIA_...
    const char* help;
    std::function<std::string(Config&, const std::string&)> apply;  // returns an error or ""
};

std::string read_int(const std::string& text, long min, long max, auto& out, const char* name) {
    long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < min || value > max)
        return std::string("--") + name + " must be a whole number from " + std::to_string(min) + " to " +
               std::to_string(max);
    out = static_cast<std::remove_reference_t<decltype(out)>>(value);
    return "";
}

std::vector<std::string> comma_list(const std::string& text) {
    std::vector<std::string> items;
    std::stringstream list(text);
    for (std::string item; std::getline(list, item, ',');) {
        const auto first = item.find_first_not_of(" \t"), last = item.find_last_not_of(" \t");
        if (first != std::string::npos) items.push_back(item.substr(first, last - first + 1));
    }
    return items;
}

std::string lower_case(std::string text) {
    for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

// "hourly:petteia-6x6:3+2,daily:grec:5+0", or "none". The variant is checked by the scheduler (the
// rules are not this room's); the clock here: 1 to 60 minutes, an increment of 0 to 30 seconds.
std::string read_site_arenas(const std::string& text, std::vector<SiteArena>& out) {
    std::vector<SiteArena> arenas;
    if (text != "none")
        for (const std::string& item : comma_list(text)) {
            const auto first = item.find(':'), second = item.find(':', first + 1), plus = item.find('+', second + 1);
            const auto bad = [&] {
                return "--site-arenas: \"" + item + "\" is not every:variant:minutes+increment (every hourly or daily, "
                       "1 to 60 minutes, 0 to 30 seconds)";
            };
            if (first == std::string::npos || second == std::string::npos || plus == std::string::npos) return bad();
            SiteArena arena{item.substr(0, first), item.substr(first + 1, second - first - 1), 0, 0};
            long minutes = 0, increment = 0;
            if ((arena.every != "hourly" && arena.every != "daily") || arena.variant.empty() ||
                !read_int(item.substr(second + 1, plus - second - 1), 1, 60, minutes, "site-arenas").empty() ||
                !read_int(item.substr(plus + 1), 0, 30, increment, "site-arenas").empty())
                return bad();
            arena.initial_ms = minutes * 60'000;
            arena.increment_ms = increment * 1'000;
            arenas.push_back(std::move(arena));
        }
    out = std::move(arenas);
    return "";
}

bool is_node_name(std::string_view name) {
    if (name.empty() || name.size() > 64) return false;
    for (const char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-') return false;
    return true;
}

// The host's name, where the server runs as a single node (or in a container named after its node).
std::string host_name() {
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) != 0) return "petteia";
    std::string text(name);
    std::erase_if(text, [](char c) { return !std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-'; });
    if (text.size() > 64) text.resize(64);
    return text.empty() ? std::string("petteia") : text;
}

const std::vector<Option>& options() {
    static const std::vector<Option> all{
        {"port", "PETTEIA_PORT", "TCP port (default 8080; 0 picks a free one)",
         [](Config& c, const std::string& v) { return read_int(v, 0, 65535, c.port, "port"); }},
        {"bind", "PETTEIA_BIND", "address to listen on (default 127.0.0.1)",
         [](Config& c, const std::string& v) { c.bind = v; return std::string(); }},
        {"data", "PETTEIA_DATA", "folder of the default SQLite database (default var)",
         [](Config& c, const std::string& v) { c.data = v; return std::string(); }},
        {"database", "PETTEIA_DATABASE",
         "where everything is stored: sqlite:PATH or postgresql://USER@HOST:PORT/NAME "
         "(default: sqlite:<data>/petteia.sqlite)",
         [](Config& c, const std::string& v) {
             try {
                 db::DatabaseLocation::parse(v);
             } catch (const db::DatabaseError& error) {
                 return std::string("--database: ") + error.what();
             }
             c.database = v;
             return std::string();
         }},
        {"node", "PETTEIA_NODE",
         "this server's name among several sharing one database: letters, digits, . _ - (default: the host name)",
         [](Config& c, const std::string& v) {
             if (!is_node_name(v)) return std::string("--node: 1 to 64 letters, digits, '.', '_' or '-'");
             c.node = v;
             return std::string();
         }},
        {"advertise", "PETTEIA_ADVERTISE",
         "this node's address as nginx's upstream list writes it (HOST:PORT, one entry of PETTEIA_UPSTREAMS; "
         "HOST alone: with the port it listens on): with it, a node takes a game only when nginx sends the game to it",
         [](Config& c, const std::string& v) {
             const bool fits = !v.empty() && v.size() <= 255 && std::all_of(v.begin(), v.end(), [](char ch) {
                 return std::isalnum(static_cast<unsigned char>(ch)) || std::string_view("._-:[]").find(ch) != std::string_view::npos;
             });
             if (!fits) return std::string("--advertise: HOST:PORT as nginx's upstream list writes it");
             c.advertise = v;
             return std::string();
         }},
        {"static", "PETTEIA_STATIC", "folder of the web client's files",
         [](Config& c, const std::string& v) { c.static_dir = v; return std::string(); }},
        {"threads", "PETTEIA_THREADS", "I/O threads (default 1: a node a core; see server/README.md)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 64, c.threads, "threads"); }},
        {"commit-delay-us", "PETTEIA_COMMIT_DELAY_US",
         "microseconds a commit may wait for more moves to share it, while they come faster than that "
         "(default 1000 over PostgreSQL, 0 on SQLite)",
         [](Config& c, const std::string& v) {
             int delay = 0;
             auto problem = read_int(v, 0, 100000, delay, "commit-delay-us");
             if (problem.empty()) c.commit_delay_us = delay;
             return problem;
         }},
        {"computer-threads", "PETTEIA_COMPUTER_THREADS", "threads on which the computer thinks (default 1)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 64, c.computer_threads, "computer-threads"); }},
        {"log-level", "PETTEIA_LOG_LEVEL", "trace, debug, info, warn, error or off (default info)",
         [](Config& c, const std::string& v) {
             static const char* levels[] = {"trace", "debug", "info", "warn", "error", "off"};
             for (const char* level : levels)
                 if (v == level) return c.log_level = v, std::string();
             return std::string("--log-level must be one of trace, debug, info, warn, error, off");
         }},
        {"allow-origin", "PETTEIA_ALLOW_ORIGIN", "comma-separated origins allowed besides the server's own",
         [](Config& c, const std::string& v) {
             for (auto& origin : comma_list(v)) c.allowed_origins.push_back(origin);
             return std::string();
         }},
        {"site-arenas", "PETTEIA_SITE_ARENAS",
         "the arenas the site schedules: every:variant:minutes+increment, comma-separated, every hourly or daily; "
         "\"none\" for none (default hourly:petteia-6x6:3+2, and daily for each game)",
         [](Config& c, const std::string& v) { return read_site_arenas(v, c.site_arenas); }},
        {"grace-seconds", "PETTEIA_GRACE_SECONDS", "seconds an absent player has before the opponent may claim (default 60)",
         [](Config& c, const std::string& v) { return read_int(v, 0, 86400, c.grace_seconds, "grace-seconds"); }},
        {"first-move-seconds", "PETTEIA_FIRST_MOVE_SECONDS",
         "seconds each player of a timed game between people has for their first move before it is aborted (default 30)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 3600, c.first_move_seconds, "first-move-seconds"); }},
        {"games-per-minute", "PETTEIA_GAMES_PER_MINUTE", "games one address may create a minute (default 20)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 1000000, c.games_per_minute, "games-per-minute"); }},
        {"lobby-challenges", "PETTEIA_LOBBY_CHALLENGES", "open challenges the lobby lists at once, site-wide (default 200)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 100000, c.lobby_challenges, "lobby-challenges"); }},
        {"casual-same-network", "PETTEIA_CASUAL_SAME_NETWORK",
         "1: rated games between accounts on one client address are played casual (default 1; 0 for a club behind one address)",
         [](Config& c, const std::string& v) { return read_int(v, 0, 1, c.casual_same_network, "casual-same-network"); }},
        {"session-lifetime", "PETTEIA_SESSION_LIFETIME", "seconds a sign-in lasts (default 2592000: 30 days)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 315360000, c.session_lifetime_s, "session-lifetime"); }},
        {"secure-cookies", "PETTEIA_SECURE_COOKIES", "1: mark the session cookie Secure (behind an https proxy; default 0)",
         [](Config& c, const std::string& v) { return read_int(v, 0, 1, c.secure_cookies, "secure-cookies"); }},
        {"blocking-threads", "PETTEIA_BLOCKING_THREADS", "threads for password hashing and account requests (default 2)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 64, c.blocking_threads, "blocking-threads"); }},
        {"password-threads", "PETTEIA_PASSWORD_THREADS", "threads for password hashing: sign-up, sign-in (default 2)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 64, c.password_threads, "password-threads"); }},
        {"trusted-proxy", "PETTEIA_TRUSTED_PROXY",
         "comma-separated addresses or networks (10.0.0.0/8) of reverse proxies whose X-Forwarded-For names the client",
         [](Config& c, const std::string& v) {
             for (const auto& entry : comma_list(v)) c.trusted_proxy_entries.push_back(entry);
             auto parsed = TrustedProxies::parse(c.trusted_proxy_entries);
             if (!parsed) return parsed.error();
             c.trusted_proxies = std::move(*parsed);
             return std::string();
         }},
        {"public-host", "PETTEIA_PUBLIC_HOST",
         "comma-separated Host names the site answers to (example.org or example.org:8080); others get 421",
         [](Config& c, const std::string& v) {
             for (auto& host : comma_list(v)) c.public_hosts.push_back(lower_case(host));
             return std::string();
         }},
        {"connections-per-address", "PETTEIA_CONNECTIONS_PER_ADDRESS", "open connections per client address (default 64)",
         [](Config& c, const std::string& v) {
             return read_int(v, 1, 1000000, c.connections_per_address, "connections-per-address");
         }},
        {"invitation-hours", "PETTEIA_INVITATION_HOURS", "hours before an invitation nobody joined expires (default 24)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 8760, c.invitation_hours, "invitation-hours"); }},
        {"abandoned-days", "PETTEIA_ABANDONED_DAYS",
         "days after which an unfinished game both players left ends as abandoned (default 7)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 3650, c.abandoned_days, "abandoned-days"); }},
        {"sweep-seconds", "PETTEIA_SWEEP_SECONDS",
         "seconds in which every game in memory is visited once for expiry and idleness, a share of them each second "
         "(default 60)",
         [](Config& c, const std::string& v) { return read_int(v, 1, 3600, c.sweep_seconds, "sweep-seconds"); }},
        {"max-connections", "PETTEIA_MAX_CONNECTIONS", "open connections at most (default: from the open-file limit)",
         [](Config& c, const std::string& v) { return read_int(v, 0, 10000000, c.max_connections, "max-connections"); }},
    };
    return all;
}

}  // namespace

std::string config_usage() {
    std::string text = "usage: petteia-server [options]\n";
    for (const Option& option : options())
        text += "  --" + std::string(option.name) + " VALUE  " + option.help + " [" + option.environment + "]\n";
    return text;
}

Expected<Config, std::string> read_config(const std::vector<std::string>& arguments) {
    Config config;
    config.node = host_name();
    for (const Option& option : options())
        if (const char* value = std::getenv(option.environment))
            if (auto error = option.apply(config, value); !error.empty())
                return unexpected(std::string(option.environment) + ": " + error);
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == "--help" || arguments[i] == "-h") return unexpected(std::string("help"));
        const Option* found = nullptr;
        for (const Option& option : options())
            if (arguments[i] == std::string("--") + option.name) found = &option;
        if (!found) return unexpected("unknown option " + arguments[i]);
        if (i + 1 >= arguments.size()) return unexpected(arguments[i] + " needs a value");
        if (auto error = found->apply(config, arguments[++i]); !error.empty()) return unexpected(error);
    }
    return config;
}

}  // namespace petteia::server
