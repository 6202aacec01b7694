// `petteia answers`, run as a user would, prints exactly the figures the site's answers page shows
// (web-client/src/data/answers/<variant>.json): the page never states a figure the engine does not
// give. When the rules or the solver change the figures, regenerate the files with the command
// named in the failure and read the page's wording again.
#include <fstream>
#include <iterator>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;

class AnswersPage : public testing::TestWithParam<std::string> {};

TEST_P(AnswersPage, ShowsWhatTheCommandPrints) {
    const std::string variant = GetParam();
    const CliRun run = petteia("answers --variant " + variant);
    ASSERT_EQ(run.status, 0) << run.err;
    const auto printed = run.json();
    EXPECT_EQ(printed["command"], "petteia answers --variant " + variant);

    const std::string path = std::string(PETTEIA_ANSWERS_DIR) + "/" + variant + ".json";
    std::ifstream file(path);
    ASSERT_TRUE(file) << path;
    const std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    EXPECT_EQ(nlohmann::json::parse(text), printed)
        << path << " is not what the engine says; regenerate it:\n  build/bin/petteia answers --variant " << variant
        << " > web-client/src/data/answers/" << variant << ".json";
}

INSTANTIATE_TEST_SUITE_P(BothGames, AnswersPage, testing::Values("grec", "grec-mirror"),
                         [](const auto& info) { return info.param == "grec" ? std::string("Grec") : std::string("Mirror"); });

TEST(CliAnswers, OnlyLeGrecsGamesAreAnswered) {
    CliRun run = petteia("answers --variant petteia-8x8");
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("cannot be solved here"), std::string::npos) << run.err;
    EXPECT_TRUE(run.out.empty());
    run = petteia("answers --variant ../../etc/passwd");
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(run.out.empty());
    run = petteia("answers");
    EXPECT_EQ(run.status, 2);
}

}  // namespace
