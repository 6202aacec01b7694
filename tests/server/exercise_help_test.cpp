// Exercises that teach, on the real server (issue 40): a hint (the piece to move), the solution
// shown, the exercise of the day, and exercise ratings — a signed-in player's first try at each
// exercise rated once, whether solved, missed, or helped.
#include <regex>

#include <gtest/gtest.h>

#include "tests/server/exercise_support.hpp"

namespace petteia_server_test {
namespace {

HttpReply help(std::uint16_t port, const std::string& id, const std::string& kind, const json& moves,
               const std::string& cookie = "") {
    return account_request(port, "POST", "/api/exercises/" + id + "/" + kind, {{"moves", moves}}, cookie);
}

// Petteia's moves read "C1-C4": the piece to move stands on the text before the dash.
std::string from_square(const json& move) {
    const std::string text = move;
    return text.substr(0, text.find('-'));
}

const json& first_petteia(const std::string& family, std::size_t solver_moves = 1) {
    for (const json& exercise : exercise_set())
        if (exercise["family"] == family && exercise["variant"] == "petteia-6x6" &&
            exercise["solution"].size() >= 2 * solver_moves - 1)
            return exercise;
    throw std::runtime_error("no Petteia 6×6 exercise of the family " + family);
}

json listed(std::uint16_t port, const std::string& cookie = "") {
    return account_request(port, "GET", "/api/exercises", nullptr, cookie).json();
}

const json& item_of(const json& list, const std::string& id) {
    for (const json& item : list["exercises"])
        if (item["id"] == id) return item;
    throw std::runtime_error("not listed: " + id);
}

TEST(ExerciseHelp, AHintNamesThePieceToMoveAtEachStep) {
    ServerProcess server;
    const json& exercise = first_petteia("finish", 2);
    const HttpReply first = help(server.port(), id_of(exercise), "hint", json::array());
    ASSERT_EQ(first.status, 200) << first.body;
    EXPECT_EQ(first.json()["square"], from_square(exercise["solution"][0]));
    EXPECT_TRUE(first.json()["rating"].is_null());  // anonymous: never rated
    // After the first move found, the hint is about the second.
    const HttpReply second = help(server.port(), id_of(exercise), "hint", json::array({exercise["solution"][0]}));
    ASSERT_EQ(second.status, 200) << second.body;
    EXPECT_EQ(second.json()["square"], from_square(exercise["solution"][2]));
}

TEST(ExerciseHelp, TheSolutionIsTheRestOfTheVerifiedSolution) {
    ServerProcess server;
    const json& exercise = first_petteia("finish", 2);
    const HttpReply whole = help(server.port(), id_of(exercise), "solution", json::array());
    ASSERT_EQ(whole.status, 200) << whole.body;
    const json moves = whole.json()["moves"];
    ASSERT_EQ(moves.size(), exercise["solution"].size());
    for (std::size_t i = 0; i < moves.size(); ++i) EXPECT_EQ(moves[i]["move"], exercise["solution"][i]);
    EXPECT_EQ(moves[0]["side"], whole.json()["state"]["played"][0]["side"]);
    EXPECT_EQ(whole.json()["state"]["status"], "solved");
    EXPECT_EQ(whole.json()["state"]["legal"], json::array());
    // From the second move on, what is left.
    const HttpReply rest = help(server.port(), id_of(exercise), "solution", json::array({exercise["solution"][0]}));
    ASSERT_EQ(rest.status, 200) << rest.body;
    EXPECT_EQ(rest.json()["moves"].size(), exercise["solution"].size() - 2);
    EXPECT_EQ(rest.json()["moves"][0]["move"], exercise["solution"][2]);
}

TEST(ExerciseHelp, BadHelpRequestsAreRefused) {
    ServerProcess server;
    const json& exercise = first_petteia("capture");
    const std::string id = id_of(exercise);
    const auto code = [](const HttpReply& reply) { return reply.json()["code"].get<std::string>(); };
    // A move found that is not the solution's; more moves than the solution has.
    EXPECT_EQ(code(help(server.port(), id, "hint", json::array({"A1-A1"}))), "invalid_message");
    EXPECT_EQ(code(help(server.port(), id, "solution", json::array({exercise["solution"][0]}))), "invalid_message");
    EXPECT_EQ(help(server.port(), id, "hint", json::array({1, 2})).status, 400);
    EXPECT_EQ(account_request(server.port(), "POST", "/api/exercises/" + id + "/hint", {{"moves", json::array()}, {"x", 1}}).status, 400);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/exercises/" + id + "/hint", nullptr).status, 405);
    EXPECT_EQ(code(help(server.port(), id, "answer", json::array())), "not_found");
    EXPECT_EQ(code(help(server.port(), "p6-nothing-99", "hint", json::array())), "exercise_not_found");
}

TEST(ExerciseHelp, TheDailyExerciseIsOneOfTheSetTheSameAllDay) {
    ServerProcess server;
    const HttpReply daily = http_get(server.port(), "/api/exercises/daily");
    ASSERT_EQ(daily.status, 200) << daily.body;
    const json answer = daily.json();
    EXPECT_TRUE(std::regex_match(answer["date"].get<std::string>(), std::regex(R"(\d{4}-\d{2}-\d{2})")));
    const std::string id = answer["exercise"]["id"];
    EXPECT_NO_THROW(item_of(listed(server.port()), id));
    EXPECT_EQ(answer["state"]["status"], "solving");
    EXPECT_EQ(http_get(server.port(), "/api/exercises/daily").json()["exercise"]["id"], id);
}

TEST(ExerciseRatings, EachExerciseStartsFromItsDifficultyAndAnonymousPlayersHaveNone) {
    ServerProcess server;
    const json list = listed(server.port());
    EXPECT_TRUE(list["rating"].is_null());
    for (const json& item : list["exercises"]) EXPECT_EQ(item["rating"], 900 + 300 * item["difficulty"].get<int>()) << item;
    const json& exercise = first_petteia("capture");
    const HttpReply solved = attempt(server.port(), exercise, json::array({exercise["solution"][0]}));
    EXPECT_TRUE(solved.json()["rating"].is_null());
    const json list_after = listed(server.port());
    EXPECT_EQ(item_of(list_after, id_of(exercise))["rating"], 900 + 300 * exercise["difficulty"].get<int>());
}

TEST(ExerciseRatings, ASolvedFirstTryRaisesThePlayerOnceOnly) {
    ServerProcess server;
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    EXPECT_EQ(listed(server.port(), cookie)["rating"], (json{{"rating", 1500}, {"deviation", 350}, {"provisional", true}, {"tries", 0}}));
    const json& exercise = first_petteia("capture");
    const HttpReply solved = attempt(server.port(), exercise, json::array({exercise["solution"][0]}), cookie);
    ASSERT_EQ(solved.json()["result"], "solved") << solved.body;
    const json change = solved.json()["rating"];
    EXPECT_EQ(change["before"], 1500);
    EXPECT_GT(change["after"].get<int>(), 1500);
    EXPECT_EQ(change["provisional"], true);
    // Solved again: counted once.
    const HttpReply again = attempt(server.port(), exercise, json::array({exercise["solution"][0]}), cookie);
    EXPECT_TRUE(again.json()["rating"].is_null()) << again.body;
    EXPECT_TRUE(help(server.port(), id_of(exercise), "solution", json::array(), cookie).json()["rating"].is_null());
    const json rating = listed(server.port(), cookie)["rating"];
    EXPECT_EQ(rating["rating"], change["after"]);
    EXPECT_EQ(rating["tries"], 1);
    // A newcomer's result leaves the exercise's rating where it was.
    EXPECT_EQ(item_of(listed(server.port()), id_of(exercise))["rating"], 900 + 300 * exercise["difficulty"].get<int>());
}

TEST(ExerciseRatings, AWrongMoveOrHelpEndsTheFirstTryAsAMiss) {
    ServerProcess server;
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Theseus", "minotaur-1"));
    const json& missed = first_petteia("capture");
    const json legal = http_get(server.port(), "/api/exercises/" + id_of(missed)).json()["state"]["legal"];
    const json wrong = legal[0] == missed["solution"][0] ? legal[1] : legal[0];
    const HttpReply reply = attempt(server.port(), missed, json::array({wrong}), cookie);
    ASSERT_EQ(reply.json()["result"], "wrong") << reply.body;
    const int after_miss = reply.json()["rating"]["after"];
    EXPECT_LT(after_miss, 1500);
    // Solving it now is kept as solved, and rated no more.
    const HttpReply solved = attempt(server.port(), missed, json::array({missed["solution"][0]}), cookie);
    EXPECT_EQ(solved.json()["recorded"], true);
    EXPECT_TRUE(solved.json()["rating"].is_null());
    // A hint on another exercise is a miss too.
    const json& hinted = first_petteia("defence");
    const HttpReply hint = help(server.port(), id_of(hinted), "hint", json::array(), cookie);
    ASSERT_EQ(hint.status, 200) << hint.body;
    EXPECT_EQ(hint.json()["rating"]["before"], after_miss);
    EXPECT_LT(hint.json()["rating"]["after"].get<int>(), after_miss);
    EXPECT_EQ(listed(server.port(), cookie)["rating"]["tries"], 2);
}

}  // namespace
}  // namespace petteia_server_test
