// `petteia tables build`, `probe` and `exercises`, run as a user would run them.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;

std::string bytes_of(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

TEST(CliTables, ProbeGivesTheValueAndTheBestMoves) {
    const CliRun run = petteia("tables probe --variant petteia-6x6 --position \"5D/6/6/6/1LD3/3L2 light 0\"");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto json = run.json();
    EXPECT_EQ(json["in_table"], true);
    EXPECT_EQ(json["value"], "win");
    EXPECT_EQ(json["plies"], 1);
    EXPECT_EQ(json["best_moves"], nlohmann::json({"D1-D2"}));
    EXPECT_EQ(json["moves"].size(), 16u);

    // 99 quiet plies played: a win that needs three more is a draw under the 100-ply rule.
    const CliRun start = petteia("tables probe --variant petteia-6x6 --position \"5L/6/6/6/DL3D/L5 light 0\"");
    const CliRun late = petteia("tables probe --variant petteia-6x6 --position \"5L/6/6/6/DL3D/L5 light 99\"");
    ASSERT_EQ(start.status, 0) << start.err;
    EXPECT_EQ(start.json()["value"], "win");
    EXPECT_EQ(start.json()["plies"], 3);
    EXPECT_EQ(late.json()["value"], "draw");

    const CliRun crowded = petteia("tables probe --variant petteia-6x6 --position \"DDDDDD/6/6/6/6/LLLLLL light 0\"");
    ASSERT_EQ(crowded.status, 0);
    EXPECT_EQ(crowded.json()["in_table"], false);
    EXPECT_EQ(petteia("tables probe --variant grec").status, 2);
    EXPECT_EQ(petteia("tables probe --variant petteia-6x6 --position nonsense").status, 2);
}

// The committed 8×8 table is what the command builds, byte for byte (half a second).
TEST(CliTables, BuildWritesTheCommittedFile) {
    const std::string directory = cli_test::temporary_file("petteia_tables");
    std::filesystem::remove(directory);  // a fresh name; the command makes the directory
    const CliRun run = petteia("tables build --variant petteia-8x8 --dir " + directory);
    ASSERT_EQ(run.status, 0) << run.err;
    const auto json = run.json();
    ASSERT_EQ(json["tables"].size(), 1u);
    EXPECT_EQ(json["tables"][0]["table"], "8x8-2v2");
    EXPECT_EQ(json["tables"][0]["positions"], 3812256);
    EXPECT_EQ(bytes_of(directory + "/petteia-8x8-2v2.ptb"), bytes_of(PETTEIA_TABLES_SOURCE "/petteia-8x8-2v2.ptb"));
    std::filesystem::remove_all(directory);
    // A directory that cannot be made is an error, not a crash.
    const std::string file = cli_test::temporary_file("petteia_tables_file");
    EXPECT_EQ(petteia("tables build --variant petteia-8x8 --dir " + file + "/inside").status, 1);
    std::remove(file.c_str());
}

TEST(CliTables, ExercisesAreVerified) {
    const std::string path = cli_test::temporary_file("petteia_endings");
    const CliRun run = petteia("tables exercises --seed 4 --count 3");
    ASSERT_EQ(run.status, 0) << run.err;
    std::ofstream(path) << run.out;
    const CliRun verified = petteia("exercises verify " + path);
    std::remove(path.c_str());
    EXPECT_EQ(verified.out, "3 exercises verified\n") << verified.out;
}

}  // namespace
