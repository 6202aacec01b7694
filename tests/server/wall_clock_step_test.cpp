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

#include "tests/server/faked_time.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

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
    const FakedTime faked(false);  // the wall clock only
    const auto set_offset = [&](const char* offset) { faked.set_offset(offset); };
    ServerProcess server = faked.start();
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
}

}  // namespace
}  // namespace petteia_server_test
