// A step of the wall clock while the server runs (an NTP correction, an operator setting the date)
// changes nobody's remaining time and never makes a game's time run backwards: the server counts
// time by the monotonic clock once started (server/common/clock_source.hpp). The server runs here under
// libfaketime (Debian's libfaketime, installed by scripts/setup), whose offset for the wall clock
// this test moves an hour forwards and then two hours back while a game's clocks run; the
// monotonic clock is left alone.
#include <stdlib.h>

#include <ctime>
#include <fstream>
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

constexpr const char* faketime_library = "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1";


// Environment variables for the children started while this lives.
class ChildEnvironment {
public:
    explicit ChildEnvironment(std::vector<std::pair<std::string, std::string>> variables) : variables_(std::move(variables)) {
        for (const auto& [name, value] : variables_) ::setenv(name.c_str(), value.c_str(), 1);
    }
    ~ChildEnvironment() {
        for (const auto& [name, value] : variables_) ::unsetenv(name.c_str());
    }

private:
    std::vector<std::pair<std::string, std::string>> variables_;
};

// The wall-clock time of the server's last log line ("2026-12-01T07:43:06.788 info …"), in seconds.
std::int64_t last_log_line_time(const std::string& log) {
    std::int64_t seconds = 0;
    std::istringstream lines(log);
    std::string line;
    while (std::getline(lines, line)) {
        std::tm parts{};
        if (line.size() > 19 && ::strptime(line.substr(0, 19).c_str(), "%Y-%m-%dT%H:%M:%S", &parts)) seconds = ::timegm(&parts);
    }
    return seconds;
}

TEST(WallClockStep, ChangesNobodysRemainingTime) {
    ASSERT_TRUE(std::filesystem::exists(faketime_library)) << faketime_library << " is missing: scripts/setup installs libfaketime";
    const auto offset_file = std::filesystem::temp_directory_path() / ("petteia-faketime-" + std::to_string(::getpid()));
    const auto set_offset = [&](const char* offset) { std::ofstream(offset_file) << offset << "\n"; };
    set_offset("+0");
    std::optional<ServerProcess> started;
    {
        ChildEnvironment faked({{"LD_PRELOAD", faketime_library},
                                {"FAKETIME_TIMESTAMP_FILE", offset_file.string()},
                                {"FAKETIME_NO_CACHE", "1"},
                                {"FAKETIME_DONT_FAKE_MONOTONIC", "1"},
                                // A sanitizer build wants its runtime first; libfaketime only wraps clock calls.
                                {"ASAN_OPTIONS", "verify_asan_link_order=0"}});
        started.emplace();
    }
    ServerProcess& server = *started;
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 1}, {"increment", 0}}, "first"));
    Player& light = table.first();
    Player& dark = table.second();
    const std::int64_t start_ms = table.guest.joined["snapshot"]["server_time_ms"];

    // An hour forwards while light thinks. The control: the server's wall clock did move (its log
    // lines carry it), yet light has used only the time that really passed.
    set_offset("+3600");
    std::this_thread::sleep_for(300ms);
    Player watcher = join(server.port(), table.game);  // logs a line at the new wall-clock time
    const std::int64_t logged = last_log_line_time(server.log());
    EXPECT_NEAR(static_cast<double>(logged - std::time(nullptr)), 3600, 120) << "libfaketime did not step the server's wall clock";
    const json forwards = light->snapshot();
    const std::int64_t forwards_used = forwards["server_time_ms"].get<std::int64_t>() - start_ms;
    EXPECT_GE(forwards_used, 300);
    EXPECT_LT(forwards_used, 30'000) << "the server's time jumped with the wall clock";
    EXPECT_NEAR(remaining(forwards, "light"), 60'000 - forwards_used, 2);
    const json moved = play(light, "A1-A2", {&table.creator, &table.guest});
    EXPECT_EQ(moved["state"]["result"]["state"], "ongoing") << "an hour's step must not make light's flag fall";
    EXPECT_GT(moved["move"]["clock_ms"].get<std::int64_t>(), 30'000);

    // Two hours back while dark thinks: time goes on forwards, and only what passed is used.
    const std::int64_t before_ms = moved["server_time_ms"];
    set_offset("-3600");
    std::this_thread::sleep_for(300ms);
    const json backwards = dark->snapshot();
    const std::int64_t backwards_used = backwards["server_time_ms"].get<std::int64_t>() - before_ms;
    EXPECT_GE(backwards_used, 300) << "the server's time ran backwards with the wall clock";
    EXPECT_LT(backwards_used, 30'000);
    EXPECT_NEAR(remaining(backwards, "dark"), 60'000 - backwards_used, 2);
    const json replied = play(dark, "A6-A5", {&table.creator, &table.guest});
    EXPECT_EQ(replied["state"]["result"]["state"], "ongoing");
    std::filesystem::remove(offset_file);
}

}  // namespace
}  // namespace petteia_server_test
