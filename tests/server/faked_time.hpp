#pragma once
// A server whose clocks a test moves (libfaketime, Debian's, installed by scripts/setup): the
// offset in a file the library reads at every clock call. `monotonic` false leaves the monotonic
// clock alone (a step of the wall clock only); true moves it too, so that "6 s pass" for the server
// in an instant — its time is the monotonic clock's (server/common/clock_source.hpp).
#include <stdlib.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tests/server/server_process.hpp"

namespace petteia_server_test {

inline constexpr const char* faketime_library = "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1";

// Environment variables for the children started while this lives.
class ChildEnvironment {
public:
    explicit ChildEnvironment(std::vector<std::pair<std::string, std::string>> variables) : variables_(std::move(variables)) {
        for (const auto& [name, value] : variables_) ::setenv(name.c_str(), value.c_str(), 1);
    }
    ~ChildEnvironment() {
        for (const auto& [name, value] : variables_) ::unsetenv(name.c_str());
    }
    ChildEnvironment(const ChildEnvironment&) = delete;
    ChildEnvironment& operator=(const ChildEnvironment&) = delete;

private:
    std::vector<std::pair<std::string, std::string>> variables_;
};

class FakedTime {
public:
    explicit FakedTime(bool monotonic)
        : monotonic_(monotonic),
          offset_file_(std::filesystem::temp_directory_path() /
                       ("petteia-faketime-" + std::to_string(::getpid()) + "-" + std::to_string(next_number()))) {
        set_offset("+0");
    }
    ~FakedTime() { std::filesystem::remove(offset_file_); }
    FakedTime(const FakedTime&) = delete;
    FakedTime& operator=(const FakedTime&) = delete;

    // A server that runs under this fake time.
    ServerProcess start(std::vector<std::string> arguments = {}) const {
        ChildEnvironment faked({{"LD_PRELOAD", faketime_library},
                                {"FAKETIME_TIMESTAMP_FILE", offset_file_.string()},
                                {"FAKETIME_NO_CACHE", "1"},
                                {"FAKETIME_DONT_FAKE_MONOTONIC", monotonic_ ? "0" : "1"},
                                // A sanitizer build wants its runtime first; libfaketime only wraps clock calls.
                                {"ASAN_OPTIONS", "verify_asan_link_order=0"}});
        return ServerProcess(std::move(arguments));
    }
    // libfaketime's relative offset: "+6", "+3600", "-3600" (seconds from the real time).
    void set_offset(const std::string& offset) const { std::ofstream(offset_file_) << offset << "\n"; }

private:
    static int next_number() {
        static int number = 0;
        return ++number;
    }
    bool monotonic_;
    std::filesystem::path offset_file_;
};

}  // namespace petteia_server_test
