#include "bench/soak/options.hpp"

#include <functional>
#include <stdexcept>

namespace petteia::soak {

namespace {

struct Option {
    const char* name;
    const char* help;
    std::function<void(Options&, const std::string&)> apply;
};

const std::vector<Option>& all_options() {
    static const std::vector<Option> options{
        {"server", "the petteia-server binary (required)", [](Options& o, const std::string& v) { o.server = v; }},
        {"work", "folder for the server's data and log (required)", [](Options& o, const std::string& v) { o.work = v; }},
        {"games", "games played at once, each by two players [200]", [](Options& o, const std::string& v) { o.games = std::stoi(v); }},
        {"minutes", "minutes of chaos before the checks [1]", [](Options& o, const std::string& v) { o.minutes = std::stod(v); }},
        {"seed", "random seed [1]", [](Options& o, const std::string& v) { o.seed = std::stoull(v); }},
        {"kill-min", "least seconds between two SIGKILLs of the server [10]", [](Options& o, const std::string& v) { o.kill_min_seconds = std::stod(v); }},
        {"kill-max", "most seconds between two SIGKILLs of the server [90]", [](Options& o, const std::string& v) { o.kill_max_seconds = std::stod(v); }},
        {"think-min", "least seconds a player thinks [0.3]", [](Options& o, const std::string& v) { o.think_min_seconds = std::stod(v); }},
        {"think-max", "most seconds a player thinks [4]", [](Options& o, const std::string& v) { o.think_max_seconds = std::stod(v); }},
        {"chaos-every", "mean seconds between two disruptions by one player [30]", [](Options& o, const std::string& v) { o.chaos_every_seconds = std::stod(v); }},
        {"computer-share", "share of games against the computer [0.15]", [](Options& o, const std::string& v) { o.computer_share = std::stod(v); }},
        {"timed-share", "share of games with a clock [0.5]", [](Options& o, const std::string& v) { o.timed_share = std::stod(v); }},
        {"max-rss-mb", "the bound on the server's resident memory [600]", [](Options& o, const std::string& v) { o.max_rss_mb = std::stod(v); }},
        {"settle", "seconds for every game to come to rest at the end [120]", [](Options& o, const std::string& v) { o.settle_seconds = std::stod(v); }},
        {"ramp", "seconds over which the games start [10]", [](Options& o, const std::string& v) { o.ramp_seconds = std::stod(v); }},
        {"threads", "the soak's I/O threads [1]", [](Options& o, const std::string& v) { o.threads = std::stoi(v); }},
        {"server-arg", "one more argument for the server (repeatable)", [](Options& o, const std::string& v) { o.server_arguments.push_back(v); }},
    };
    return options;
}

}  // namespace

std::string options_usage() {
    std::string text = "usage: petteia-soak --server BIN --work DIR [options]\n";
    for (const auto& option : all_options()) text += "  --" + std::string(option.name) + " VALUE  " + option.help + "\n";
    return text;
}

std::string read_options(const std::vector<std::string>& arguments, Options& options) {
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == "--help" || arguments[i] == "-h") return "help";
        const Option* found = nullptr;
        for (const auto& option : all_options())
            if (arguments[i] == std::string("--") + option.name) found = &option;
        if (!found) return "unknown option " + arguments[i];
        if (i + 1 >= arguments.size()) return arguments[i] + " needs a value";
        try {
            found->apply(options, arguments[++i]);
        } catch (const std::exception&) {
            return "bad value for " + arguments[i - 1] + ": " + arguments[i];
        }
    }
    if (options.server.empty() || options.work.empty()) return "--server and --work are required";
    if (options.games < 1 || options.minutes <= 0 || options.kill_min_seconds <= 0 ||
        options.kill_max_seconds < options.kill_min_seconds || options.think_min_seconds < 0 ||
        options.think_max_seconds < options.think_min_seconds || options.chaos_every_seconds <= 0 ||
        options.threads < 1 || options.threads > 8)
        return "an option is out of range (see --help)";
    return "";
}

}  // namespace petteia::soak
