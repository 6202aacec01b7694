#pragma once
// Runs the real `petteia` binary (PETTEIA_CLI, set by CMake) as a user would, with `input` on
// standard input, and keeps its exit status, standard output and standard error. Shared by the CLI
// tests of tests/cli and tests/engine.
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace cli_test {

struct CliRun {
    int status = -1;
    std::string out;
    std::string err;
    nlohmann::json json() const { return nlohmann::json::parse(out); }
};

inline std::string temporary_file(const std::string& stem) {
    std::string path = testing::TempDir() + stem + "_XXXXXX";
    close(mkstemp(path.data()));
    return path;
}

// ctest runs tests in parallel processes: each run has its own files.
inline CliRun petteia(const std::string& arguments, const std::string& input = "") {
    const std::string input_path = temporary_file("petteia_cli_input");
    const std::string error_path = temporary_file("petteia_cli_error");
    std::ofstream(input_path) << input;
    const std::string command = std::string(PETTEIA_CLI) + " " + arguments + " < " + input_path + " 2> " + error_path;
    CliRun run;
    FILE* pipe = popen(command.c_str(), "r");
    std::array<char, 4096> buffer;
    for (std::size_t n; (n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0;) run.out.append(buffer.data(), n);
    const int status = pclose(pipe);
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::ifstream error(error_path);
    run.err.assign(std::istreambuf_iterator<char>(error), std::istreambuf_iterator<char>());
    std::remove(input_path.c_str());
    std::remove(error_path.c_str());
    return run;
}

}  // namespace cli_test
