// Exercises on the real server: the catalogue is the verified set of db/data/exercises.json, every
// move is checked against the solution, the defence replies, a wrong move is explained, and a
// signed-in player's progress is kept (and an anonymous one's merged in).
#include <set>

#include <gtest/gtest.h>

#include "tests/server/account_support.hpp"
#include "tests/server/exercise_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

// A legal first move that is not the solution's.
std::string wrong_first_move(std::uint16_t port, const json& exercise) {
    const json state = http_get(port, "/api/exercises/" + id_of(exercise)).json()["state"];
    for (const json& move : state["legal"])
        if (move != exercise["solution"][0]) return move;
    throw std::runtime_error("no wrong move in " + id_of(exercise));
}

TEST(Exercises, TheListIsTheVerifiedSetInItsOrder) {
    ServerProcess server;
    const HttpReply reply = http_get(server.port(), "/api/exercises");
    ASSERT_EQ(reply.status, 200) << reply.body;
    const json list = reply.json();
    EXPECT_EQ(list["signed_in"], false);
    ASSERT_EQ(list["exercises"].size(), exercise_set().size());
    EXPECT_GE(list["exercises"].size(), 60u);
    std::set<std::string> families;
    for (std::size_t i = 0; i < exercise_set().size(); ++i) {
        const json& item = list["exercises"][i];
        const json& source = exercise_set()[i];
        EXPECT_EQ(item["id"], source["id"]);
        EXPECT_EQ(item["goal"], source["goal"]);
        EXPECT_EQ(item["difficulty"], source["difficulty"]);
        EXPECT_EQ(item["solver_moves"], (source["solution"].size() + 1) / 2);
        EXPECT_EQ(item["solved"], false);
        families.insert(item["family"].get<std::string>());
    }
    EXPECT_EQ(families, (std::set<std::string>{"capture", "defence", "finish"}));
}

TEST(Exercises, AnExerciseStartsFromItsPosition) {
    ServerProcess server;
    const json& exercise = first_of("defence");
    const HttpReply reply = http_get(server.port(), "/api/exercises/" + id_of(exercise));
    ASSERT_EQ(reply.status, 200) << reply.body;
    const json state = reply.json()["state"];
    EXPECT_EQ(state["position"], exercise["position"]);
    EXPECT_EQ(state["status"], "solving");
    EXPECT_EQ(state["played"], json::array());
    EXPECT_NE(std::find(state["legal"].begin(), state["legal"].end(), exercise["solution"][0]), state["legal"].end());
    // A defence exercise starts with a piece of the solver's threatened.
    const std::string solver = reply.json()["exercise"]["solver"];
    EXPECT_FALSE(state["threatened"][solver].empty()) << state.dump();

    const HttpReply missing = http_get(server.port(), "/api/exercises/p6-capture-99x");
    EXPECT_EQ(missing.status, 404);
    EXPECT_EQ(missing.json()["code"], "exercise_not_found");
}

TEST(Exercises, TheDefenceRepliesUntilTheFinishIsSolved) {
    ServerProcess server;
    const json& exercise = first_of("finish", 2);
    const json& solution = exercise["solution"];
    json moves = json::array();
    for (std::size_t i = 0; i < solution.size(); i += 2) {
        moves.push_back(solution[i]);
        const HttpReply reply = attempt(server.port(), exercise, moves);
        ASSERT_EQ(reply.status, 200) << reply.body;
        const json answer = reply.json();
        if (i + 1 < solution.size()) {
            EXPECT_EQ(answer["result"], "correct");
            EXPECT_EQ(answer["reply"]["move"], solution[i + 1]);
            EXPECT_EQ(answer["state"]["played"].size(), i + 2);
            EXPECT_EQ(answer["state"]["status"], "solving");
        } else {
            EXPECT_EQ(answer["result"], "solved");
            EXPECT_EQ(answer["recorded"], false);
            EXPECT_EQ(answer["state"]["status"], "solved");
            EXPECT_EQ(answer["state"]["legal"], json::array());
        }
    }
}

TEST(Exercises, AWrongMoveIsExplainedAndTheRetryStartsBeforeIt) {
    ServerProcess server;
    for (const std::string family : {"capture", "defence", "finish"}) {
        const json& exercise = first_of(family);
        const std::string wrong = wrong_first_move(server.port(), exercise);
        const HttpReply reply = attempt(server.port(), exercise, json::array({wrong}));
        ASSERT_EQ(reply.status, 200) << reply.body;
        const json answer = reply.json();
        EXPECT_EQ(answer["result"], "wrong") << family;
        EXPECT_EQ(answer["explanation"]["move"]["move"], wrong);
        EXPECT_EQ(answer["explanation"]["goal"], family);
        EXPECT_EQ(answer["state"]["position"], exercise["position"]) << "the retry starts from before the wrong move";
        EXPECT_EQ(answer["state"]["played"], json::array());
        if (family == "capture") {
            EXPECT_EQ(answer["explanation"]["captures_needed"], exercise["captures_needed"]);
        }
        // A wrong defence leaves a piece to take: the reply shows which.
        if (family == "defence") {
            EXPECT_FALSE(answer["explanation"]["reply"]["captured"].empty()) << answer.dump();
        }
        // And the right move still works afterwards.
        const HttpReply retry = attempt(server.port(), exercise, json::array({exercise["solution"][0]}));
        EXPECT_NE(retry.json()["result"], "wrong") << family;
    }
}

// Petteia chess and Le Grec exercises go through the same pages and API as Petteia's, in their own
// notation: each family's first opens at its position, a wrong move is answered (a mate, a capture
// or the engine's reply), and the solution, defences included, solves it.
TEST(Exercises, ChessAndGrecExercisesOpenAnswerAWrongMoveAndSolve) {
    ServerProcess server;
    std::set<std::string> seen;
    for (const json& exercise : exercise_set()) {
        const std::string variant = exercise["variant"];
        if (variant != "petteia-chess" && variant != "grec") continue;
        if (!seen.insert(variant + " " + exercise["family"].get<std::string>()).second) continue;
        const std::string id = id_of(exercise);
        const json opened = http_get(server.port(), "/api/exercises/" + id).json();
        EXPECT_EQ(opened["exercise"]["variant"], variant) << id;
        EXPECT_EQ(opened["state"]["position"], exercise["position"]) << id;
        const json& legal = opened["state"]["legal"];
        EXPECT_NE(std::find(legal.begin(), legal.end(), exercise["solution"][0]), legal.end()) << id;

        const std::string wrong = wrong_first_move(server.port(), exercise);
        const json answered = attempt(server.port(), exercise, json::array({wrong})).json();
        EXPECT_EQ(answered["result"], "wrong") << id;
        EXPECT_EQ(answered["explanation"]["move"]["move"], wrong) << id;
        EXPECT_TRUE(answered["explanation"]["reply"].is_object()) << id << ": " << answered.dump();
        EXPECT_EQ(answered["state"]["position"], exercise["position"]) << id;

        json moves = json::array();
        const json& solution = exercise["solution"];
        for (std::size_t i = 0; i < solution.size(); i += 2) {
            moves.push_back(solution[i]);
            const json answer = attempt(server.port(), exercise, moves).json();
            if (i + 1 < solution.size()) {
                ASSERT_EQ(answer["result"], "correct") << id << ": " << answer.dump();
                EXPECT_EQ(answer["reply"]["move"], solution[i + 1]) << id;
            } else {
                EXPECT_EQ(answer["result"], "solved") << id << ": " << answer.dump();
            }
        }
    }
    // Mate, material and sacrifice; win and hold.
    EXPECT_EQ(seen.size(), 5u);
}

TEST(Exercises, BadAttemptsAreRefusedAndChangeNothing) {
    ServerProcess server;
    const json& exercise = first_of("finish", 2);
    const HttpReply illegal = attempt(server.port(), exercise, json::array({"A1-B2"}));
    EXPECT_EQ(illegal.status, 400);
    EXPECT_EQ(illegal.json()["code"], "illegal_move");
    EXPECT_TRUE(illegal.json().contains("detail"));
    const HttpReply garbage = attempt(server.port(), exercise, json::array({"teleport"}));
    EXPECT_EQ(garbage.json()["code"], "illegal_move");

    const std::string wrong = wrong_first_move(server.port(), exercise);
    const HttpReply wrong_earlier = attempt(server.port(), exercise, json::array({wrong, exercise["solution"][2]}));
    EXPECT_EQ(wrong_earlier.status, 400);
    EXPECT_EQ(wrong_earlier.json()["code"], "invalid_message");
    const HttpReply too_many = attempt(server.port(), exercise, json(std::vector<std::string>(10, "A1-A2")));
    EXPECT_EQ(too_many.json()["code"], "invalid_message");
    const HttpReply none = attempt(server.port(), exercise, json::array());
    EXPECT_EQ(none.json()["code"], "invalid_message");
    const HttpReply not_json = http_request(server.port(), "POST", "/api/exercises/" + id_of(exercise) + "/attempt", "{moves");
    EXPECT_EQ(not_json.json()["code"], "malformed_json");

    const HttpReply fine = attempt(server.port(), exercise, json::array({exercise["solution"][0]}));
    EXPECT_EQ(fine.json()["result"], "correct") << fine.body;
}

TEST(Exercises, ASignedInPlayersProgressIsKeptAndAnonymousProgressMerged) {
    ServerProcess server;
    const json& solved_anonymously = first_of("capture");
    const json& solved_signed_in = first_of("defence");
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));

    // What the browser kept while anonymous, merged at sign-in; unknown ids are skipped.
    const HttpReply merged = account_request(server.port(), "POST", "/api/account/progress",
                                             {{"solved", {id_of(solved_anonymously), "p9-nothing-01"}}}, cookie);
    ASSERT_EQ(merged.status, 200) << merged.body;
    EXPECT_EQ(merged.json()["solved"], json::array({id_of(solved_anonymously)}));
    // Merging again changes nothing.
    account_request(server.port(), "POST", "/api/account/progress", {{"solved", {id_of(solved_anonymously)}}}, cookie);

    const HttpReply solved = attempt(server.port(), solved_signed_in, json::array({solved_signed_in["solution"][0]}), cookie);
    ASSERT_EQ(solved.json()["result"], "solved") << solved.body;
    EXPECT_EQ(solved.json()["recorded"], true);

    // Another device signs in and sees both.
    const std::string other_device = session_cookie_of(sign_in(server.port(), "ariadne", "labyrinth-1"));
    const json list = account_request(server.port(), "GET", "/api/exercises", nullptr, other_device).json();
    EXPECT_EQ(list["signed_in"], true);
    std::set<std::string> marked;
    for (const json& item : list["exercises"])
        if (item["solved"] == true) marked.insert(item["id"].get<std::string>());
    EXPECT_EQ(marked, (std::set<std::string>{id_of(solved_anonymously), id_of(solved_signed_in)}));
    const json account = account_request(server.port(), "GET", "/api/account", nullptr, other_device).json();
    EXPECT_EQ(account["solved"].size(), 2u);
    const json item = account_request(server.port(), "GET", "/api/exercises/" + id_of(solved_signed_in), nullptr,
                                      other_device).json()["exercise"];
    EXPECT_EQ(item["solved"], true);

    // Without the cookie nothing is recorded and nothing shows.
    const HttpReply anonymous = attempt(server.port(), solved_signed_in, json::array({solved_signed_in["solution"][0]}));
    EXPECT_EQ(anonymous.json()["recorded"], false);
    const json anonymous_list = http_get(server.port(), "/api/exercises").json();
    for (const json& listed : anonymous_list["exercises"]) EXPECT_EQ(listed["solved"], false);
}

}  // namespace
}  // namespace petteia_server_test

namespace petteia_server_test {
namespace {

TEST(Exercises, AFloodOfMovesIsSlowedDownAndHarmsNothingElse) {
    ServerProcess server;
    // Wrong moves, the costly kind: each new one is explained after a short think.
    const json& exercise = first_of("finish", 2);
    const json legal = http_get(server.port(), "/api/exercises/" + id_of(exercise)).json()["state"]["legal"];
    int refused = 0, explained = 0;
    // 30 at once, then 10 a second: 80 in a row meet the limit unless they take over 5 s.
    for (int i = 0; i < 80; ++i) {
        const json move = legal[static_cast<std::size_t>(i) % legal.size()];
        const HttpReply reply = attempt(server.port(), exercise, json::array({move}));
        if (reply.status == 429) {
            ++refused;
            EXPECT_EQ(reply.json()["code"], "rate_limited");
            EXPECT_FALSE(reply.header("Retry-After").empty());
        } else if (reply.json()["result"] == "wrong") {
            ++explained;
            EXPECT_FALSE(reply.json()["explanation"]["reply"].is_null()) << reply.body;
        }
    }
    EXPECT_GE(refused, 1);
    EXPECT_GE(explained, 20);
    EXPECT_EQ(http_get(server.port(), "/api/exercises").status, 200);
    EXPECT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
}

}  // namespace
}  // namespace petteia_server_test
