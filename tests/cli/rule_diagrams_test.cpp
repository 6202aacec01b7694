// Every diagram of the rules page (web-client/src/data/rule-diagrams.json) is replayed with the
// real rules, through `petteia replay`: the move must be legal, capture exactly the pieces the
// diagram crosses out, and end the game as the diagram says. A diagram can never teach a wrong rule.
#include <algorithm>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.hpp"

namespace {

// Square name ("A1") → piece letter, from the placement field of a position text.
std::map<std::string, char> occupied(const std::string& position) {
    const std::string placement = position.substr(0, position.find(' '));
    std::vector<std::string> rows(1);
    for (const char c : placement) {
        if (c == '/') rows.emplace_back();
        else rows.back() += c;
    }
    std::map<std::string, char> pieces;
    for (std::size_t row = 0; row < rows.size(); ++row) {
        const int rank = static_cast<int>(rows.size() - row);
        int file = 0;
        const std::string& text = rows[row];
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (std::isdigit(static_cast<unsigned char>(text[i]))) {
                std::size_t end = i;
                while (end + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[end + 1]))) ++end;
                file += std::stoi(text.substr(i, end - i + 1));
                i = end;
            } else {
                pieces[std::string(1, static_cast<char>('A' + file++)) + std::to_string(rank)] = text[i];
            }
        }
    }
    return pieces;
}

nlohmann::json diagrams() {
    std::ifstream file(RULE_DIAGRAMS);
    return nlohmann::json::parse(file).at("diagrams");
}

TEST(RuleDiagrams, ThereAreDiagramsForEachIdeaOfThePage) {
    std::vector<std::string> ids;
    for (const auto& diagram : diagrams()) ids.push_back(diagram.at("id"));
    for (const char* idea : {"move", "capture", "multiple-capture", "safe-entry", "win-pieces", "win-no-moves", "grec-step", "grec-jump",
                             "grec-win-arrived", "grec-win-no-moves"})
        EXPECT_NE(std::find(ids.begin(), ids.end(), idea), ids.end()) << idea;
}

TEST(RuleDiagrams, EachMoveIsLegalCapturesWhatIsCrossedOutAndEndsTheGameAsShown) {
    for (const auto& diagram : diagrams()) {
        const std::string id = diagram.at("id");
        const std::string position = diagram.at("position");
        const std::string from = diagram.at("move").at(0);
        const std::string to = diagram.at("move").at(1);
        const auto run = cli_test::petteia(
            "replay --variant " + diagram.at("variant").get<std::string>() + " --position '" + position + "'",
            from + "-" + to + "\n");
        ASSERT_EQ(run.status, 0) << id << ": " << run.out << run.err;
        const auto state = run.json();

        const auto before = occupied(position);
        const auto after = occupied(state.at("position"));
        ASSERT_TRUE(before.count(from)) << id << ": no piece on " << from;
        EXPECT_EQ(after.count(to) ? after.at(to) : '?', before.at(from)) << id;

        std::vector<std::string> captured;
        for (const auto& [square, piece] : before)
            if (square != from && !after.count(square)) captured.push_back(square);
        std::vector<std::string> shown = diagram.at("captured");
        std::sort(shown.begin(), shown.end());
        EXPECT_EQ(captured, shown) << id;

        const std::string status = state.at("status");
        const std::string result = status == "win" ? "win " + state.at("reason").get<std::string>() : status;
        EXPECT_EQ(result, diagram.at("result").get<std::string>()) << id;
        if (status == "win") {
            const std::string mover = position.substr(position.find(' ') + 1, position.find(' ', position.find(' ') + 1) - position.find(' ') - 1);
            EXPECT_EQ(state.at("winner").get<std::string>(), mover) << id << ": the mover wins";
        }
    }
}

}  // namespace
