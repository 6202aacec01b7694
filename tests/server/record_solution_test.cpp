// A recorded game of a solved variant (Le Grec) comes back from POST /api/records/replay with each
// move judged by the solution: the best its player could do, what the move did, and the best moves;
// a game without a solution says so with null.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

json replayed(const ServerProcess& server, const std::string& record) {
    const HttpReply reply = http_request(server.port(), "POST", "/api/records/replay", json{{"record", record}}.dump(),
                                         {{"Content-Type", "application/json"}});
    EXPECT_EQ(reply.status, 200) << reply.body;
    return reply.json();
}

const std::string black_wins_in_one = "[Variant \"grec\"]\n[FEN \"BBBW/BBB1/WW1B/WWWW black\"]\n\n";

TEST(RecordSolution, AMoveThatLetsAWinInOneGoIsJudgedWithTheBestMove) {
    ServerProcess server;
    const json missed = replayed(server, black_wins_in_one + "1... C3-D3 *");
    ASSERT_EQ(missed["solution"].size(), 1u) << missed.dump();
    const json& judged = missed["solution"][0];
    EXPECT_EQ(judged["best"], json({{"value", "win"}, {"plies", 1}}));
    EXPECT_EQ(judged["best_moves"], json({"D2-D3"}));
    EXPECT_NE(judged["played"], judged["best"]);

    const json taken = replayed(server, black_wins_in_one + "1... D2-D3 0-1");
    EXPECT_EQ(taken["solution"][0]["played"], taken["solution"][0]["best"]);
    EXPECT_EQ(taken["result"]["reason"], "arrived");
}

TEST(RecordSolution, EveryMoveOfAGameFromTheStartIsJudgedAndNoneBeatsTheBest) {
    ServerProcess server;
    const json game = replayed(server, "[Variant \"grec\"]\n1. C1-D2 B4-A3 2. B1-C1 A4-B4 *");
    ASSERT_EQ(game["moves"].size(), 4u) << game.dump();
    ASSERT_EQ(game["solution"].size(), 4u);
    // The start is a draw, and so is each first move (engine/README.md, "Le Grec solved").
    EXPECT_EQ(game["solution"][0]["best"], json({{"value", "draw"}, {"plies", nullptr}}));
    EXPECT_EQ(game["solution"][0]["best_moves"].size(), 5u);
    for (const json& judged : game["solution"]) {
        const json& best_moves = judged["best_moves"];
        EXPECT_FALSE(best_moves.empty());
        if (judged["played"] == judged["best"]) continue;
        // A worse move: a win let go or a draw lost.
        EXPECT_NE(judged["best"]["value"], "loss") << judged.dump();
    }
}

TEST(RecordSolution, AGameWithoutASolutionSaysNull) {
    ServerProcess server;
    EXPECT_TRUE(replayed(server, "[Variant \"petteia-chess\"]\n1. Pe1-e3 *")["solution"].is_null());
    EXPECT_TRUE(replayed(server, "[Variant \"petteia-6x6\"]\n1. A1-A2 *")["solution"].is_null());
}

}  // namespace
}  // namespace petteia_server_test
