// `petteia bestmove`, `petteia match` and `petteia exercises`, run as a user would run them.
#include <fstream>
#include <map>
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;

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

TEST(CliExercises, TheCommittedFileVerifies) {
    const CliRun run = petteia(std::string("exercises verify ") + PETTEIA_EXERCISES_FILE);
    EXPECT_EQ(run.status, 0) << run.out << run.err;
    const auto file = nlohmann::json::parse(std::ifstream(PETTEIA_EXERCISES_FILE));
    const auto& exercises = file["exercises"];
    EXPECT_EQ(file["format"], 1);
    EXPECT_GE(exercises.size(), 60u);
    EXPECT_EQ(run.out, std::to_string(exercises.size()) + " exercises verified\n");
    std::map<std::string, std::set<int>> difficulties;  // by family
    for (const auto& exercise : exercises) {
        difficulties[exercise["family"]].insert(exercise["difficulty"].get<int>());
        EXPECT_EQ(exercise["captures_needed"].is_number_integer(),
                  exercise["family"] == "capture" && exercise["variant"] != "petteia-chess")
            << exercise["id"];
    }
    EXPECT_EQ(difficulties.size(), 3u);
    for (const auto& [family, levels] : difficulties) EXPECT_EQ(levels, (std::set<int>{1, 2, 3})) << family;
    // Set 4 (issue 26): at least 40 of Petteia chess and Le Grec, every theme of theirs there.
    std::map<std::string, int> themes;  // by id prefix
    for (const auto& exercise : exercises) {
        const std::string id = exercise["id"];
        if (id.starts_with("pc-") || id.starts_with("gr-")) ++themes[id.substr(0, id.rfind('-'))];
    }
    int others = 0;
    for (const auto& [theme, count] : themes) others += count;
    EXPECT_GE(others, 40);
    for (const char* theme : {"pc-mate", "pc-material", "pc-sacrifice", "gr-win", "gr-hold"})
        EXPECT_GT(themes[theme], 0) << theme;
}

TEST(CliExercises, GenerateForAnotherGameAddsToAFile) {
    // A file of the first Petteia exercise alone, and Le Grec's added to it.
    auto committed = nlohmann::json::parse(std::ifstream(PETTEIA_EXERCISES_FILE));
    nlohmann::json small = {{"format", 1}, {"generated_by", "by hand"}, {"exercises", {committed["exercises"][0]}}};
    const std::string path = cli_test::temporary_file("petteia_exercises_small");
    std::ofstream(path) << small.dump();
    const CliRun run = petteia("exercises generate --variant grec --seed 2 --per-group 2 --games 4 --add-to " + path);
    std::remove(path.c_str());
    ASSERT_EQ(run.status, 0) << run.err;
    const auto file = run.json();
    EXPECT_EQ(file["generated_by"], "by hand; petteia exercises generate --variant grec --seed 2 --per-group 2 --games 4");
    ASSERT_GT(file["exercises"].size(), 1u);
    EXPECT_EQ(file["exercises"][0], committed["exercises"][0]);
    EXPECT_EQ(file["exercises"][1]["variant"], "grec");
    // The committed file has its Le Grec exercises already: the same ids again are refused.
    const CliRun again = petteia(std::string("exercises generate --variant grec --seed 2 --per-group 2 --games 4 --add-to ") +
                                 PETTEIA_EXERCISES_FILE);
    EXPECT_EQ(again.status, 2);
    EXPECT_NE(again.err.find("already has gr-"), std::string::npos) << again.err;
    EXPECT_EQ(petteia("exercises generate --variant halma --seed 2 --per-group 2").status, 2);
}

TEST(CliExercises, VerifyNamesEachBadExercise) {
    auto file = nlohmann::json::parse(std::ifstream(PETTEIA_EXERCISES_FILE));
    auto& exercises = file["exercises"];
    ASSERT_GE(exercises.size(), 4u);
    exercises[1]["id"] = exercises[0]["id"];
    exercises[2]["family"] = "puzzle";
    exercises[3]["difficulty"] = 5;
    const std::string path = cli_test::temporary_file("petteia_exercises");
    std::ofstream(path) << file.dump();
    const CliRun run = petteia("exercises verify " + path);
    std::remove(path.c_str());
    EXPECT_EQ(run.status, 1);
    const std::string first = exercises[0]["id"];
    EXPECT_NE(run.out.find(first + ": duplicate id"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("unknown family \"puzzle\""), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(exercises[3]["id"].get<std::string>() + ": difficulty 5 is not 1, 2 or 3"), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("3 of " + std::to_string(exercises.size()) + " exercises failed"), std::string::npos) << run.out;
}

TEST(CliExercises, GenerateWritesTheFileFormat) {
    const CliRun run = petteia("exercises generate --seed 3 --per-group 1 --games 1 --max-plies 60");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto file = run.json();
    EXPECT_EQ(file["format"], 1);
    EXPECT_EQ(file["generated_by"], "petteia exercises generate --seed 3 --per-group 1 --games 1 --max-plies 60");
    for (const auto& exercise : file["exercises"])
        for (const char* key : {"id", "variant", "family", "difficulty", "position", "goal", "solution", "captures_needed"})
            EXPECT_TRUE(exercise.contains(key)) << key;
    EXPECT_EQ(petteia("exercises generate --seed 3").status, 2);
    EXPECT_EQ(petteia("exercises shuffle").status, 2);
}

}  // namespace
