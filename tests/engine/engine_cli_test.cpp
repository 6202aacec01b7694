// `petteia bestmove` and `petteia match`, run as a user would run them.
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

struct CliRun {
    int status = -1;
    std::string out;
    std::string err;
    nlohmann::json json() const { return nlohmann::json::parse(out); }
};

std::string temporary_file(const std::string& stem) {
    std::string path = testing::TempDir() + stem + "_XXXXXX";
    close(mkstemp(path.data()));
    return path;
}

// Runs `petteia <arguments>` with `input` on standard input (ctest runs tests in parallel: each run
// has its own files).
CliRun petteia(const std::string& arguments, const std::string& input = "") {
    const std::string input_path = temporary_file("petteia_engine_cli_input");
    const std::string error_path = temporary_file("petteia_engine_cli_error");
    std::ofstream(input_path) << input;
    const std::string command =
        std::string(PETTEIA_CLI) + " " + arguments + " < " + input_path + " 2> " + error_path;
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

TEST(CliBestmove, PrintsOneLegalMoveInCanonicalNotation) {
    const CliRun run = petteia("bestmove --variant petteia-6x6 --level intermediate --seed 3", "A1-A2\nb6 → b3\n");
    ASSERT_EQ(run.status, 0) << run.err;
    ASSERT_FALSE(run.out.empty());
    const std::string move = run.out.substr(0, run.out.size() - 1);
    EXPECT_EQ(run.out.back(), '\n');
    // The move is legal after the two given: replaying all three is accepted.
    const CliRun replayed = petteia("replay --variant petteia-6x6", "A1-A2\nB6-B3\n" + move + "\n");
    EXPECT_EQ(replayed.status, 0) << move;
    EXPECT_EQ(replayed.json()["applied"], 3) << move;
}

TEST(CliBestmove, TakesTheWinFromAGivenPosition) {
    const CliRun run = petteia("bestmove --variant petteia-6x6 --level beginner --position \"D5/6/6/6/6/LD1L2 light 0\"");
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "D1-C1\n");
}

TEST(CliBestmove, SameSeedSameMove) {
    const std::string moves = "C1-C4\nF8-F5\n";
    const CliRun a = petteia("bestmove --variant petteia-8x8 --level beginner --seed 5", moves);
    const CliRun b = petteia("bestmove --variant petteia-8x8 --level beginner --seed 5", moves);
    ASSERT_EQ(a.status, 0);
    EXPECT_EQ(a.out, b.out);
}

TEST(CliBestmove, LeGrec) {
    const CliRun run = petteia("bestmove --variant grec --level expert");
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(petteia("replay --variant grec", run.out).status, 0) << run.out;
}

TEST(CliBestmove, BadInputIsAUsageErrorWithAClearMessage) {
    CliRun run = petteia("bestmove --variant petteia-6x6 --level grandmaster");
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("unknown level \"grandmaster\""), std::string::npos) << run.err;

    run = petteia("bestmove --variant chess --level expert");
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("unknown variant"), std::string::npos) << run.err;

    run = petteia("bestmove --variant petteia-6x6 --level expert", "A1-A2\nA2-A3\n");
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("move 2 (\"A2-A3\")"), std::string::npos) << run.err;

    run = petteia("bestmove --variant petteia-6x6 --level expert", "Z9-A1\n");
    EXPECT_EQ(run.status, 2);

    run = petteia("bestmove --variant petteia-6x6 --position \"D5/6/6/6/6/LD1L2 light 0\" --level expert", "D1-C1\n");
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("the game is over"), std::string::npos) << run.err;

    EXPECT_EQ(petteia("bestmove --variant petteia-6x6").status, 2);
    EXPECT_EQ(petteia("bestmove --variant petteia-6x6 --level expert --seed -1").status, 2);
    EXPECT_TRUE(petteia("bestmove --variant petteia-6x6 --level nope").out.empty());
}

TEST(CliMatch, CountsEveryGameOnce) {
    const CliRun run = petteia("match --variant petteia-6x6 --a intermediate --b beginner --games 6 --seed 9");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto json = run.json();
    EXPECT_EQ(json["a_wins"].get<int>() + json["b_wins"].get<int>() + json["draws"].get<int>(), 6);
    EXPECT_EQ(json["games"], 6);
    EXPECT_EQ(json["a"], "intermediate");
    EXPECT_EQ(json["b"], "beginner");
    EXPECT_GT(json["average_plies"].get<double>(), 4);
    EXPECT_GT(json["a_figures"]["moves"].get<int>(), 0);
}

TEST(CliMatch, TheSameSeedReplaysTheSameGamesWhateverTheThreads) {
    const std::string common = "match --variant grec --a beginner --b intermediate --games 4 --seed 21";
    const CliRun one = petteia(common);
    const CliRun two = petteia(common + " --threads 2");
    ASSERT_EQ(one.status, 0) << one.err;
    ASSERT_EQ(two.status, 0) << two.err;
    for (const char* key : {"a_wins", "b_wins", "draws", "average_plies", "end_reasons"})
        EXPECT_EQ(one.json()[key], two.json()[key]) << key;
}

TEST(CliMatch, BadOptionsAreUsageErrors) {
    EXPECT_EQ(petteia("match --variant petteia-6x6 --a expert --b novice --games 2").status, 2);
    EXPECT_EQ(petteia("match --variant petteia-6x6 --a expert --b beginner --games 0").status, 2);
    EXPECT_EQ(petteia("match --variant go --a expert --b beginner --games 2").status, 2);
    EXPECT_EQ(petteia("match --variant petteia-6x6 --a expert --games 2").status, 2);
    EXPECT_EQ(petteia("match --variant petteia-6x6 --a expert --b beginner --games 2 --max-ms -5").status, 2);
}

}  // namespace
