// Games started from a position (the analysis's "play on from here"): the rules' own text of it is
// what the players see and what is stored, the computer plays from it (first when its side is to
// move), and the game survives a SIGKILL from the same start.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

// Dark to move on 6×6, four pieces a side, none in danger: a position no game of the usual start reaches in one ply.
constexpr const char* middle_game = "1D2DD/D5/6/2L3/6/LL3L dark 7";

json from_position(const std::string& color, const std::string& position, const std::string& variant = "petteia-6x6") {
    return {{"variant", variant}, {"time", nullptr}, {"color", color}, {"opponent", "computer"}, {"level", "beginner"}, {"position", position}};
}

TEST(PositionStart, ThePlayerToMovePlaysFromThePositionAndTheComputerAnswers) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), from_position("second", middle_game));
    Player player = join(server.port(), created.game, created.secret);
    ASSERT_EQ(player.role, "dark");
    const json snapshot = player.joined["snapshot"];
    EXPECT_EQ(snapshot["position"], middle_game);
    EXPECT_EQ(snapshot["to_move"], "dark");
    EXPECT_TRUE(snapshot["moves"].empty());
    play(player, snapshot["legal"][0], {&player});
    const json answer = player->wait_for([](const json& m) { return m.value("kind", "") == "move" && m["move"].value("side", "") == "light"; },
                                         "the computer's answer", std::chrono::seconds(30));
    EXPECT_EQ(answer["state"]["to_move"], "dark");

    // The positions to step through start from it, and a restart brings back the same start.
    const json positions = http_get(server.port(), "/api/games/" + created.game + "/positions").json();
    ASSERT_EQ(positions["positions"].size(), 3u);
    EXPECT_EQ(positions["positions"][0], middle_game);
    const json before = player->snapshot();
    server.kill();
    server.restart();
    Player back = join(server.port(), created.game, created.secret);
    EXPECT_EQ(back.joined["snapshot"]["position"], before["position"]);
    EXPECT_EQ(back.joined["snapshot"]["moves"], before["moves"]);
    const json again = http_get(server.port(), "/api/games/" + created.game + "/positions").json();
    EXPECT_EQ(again["positions"], positions["positions"]);
}

TEST(PositionStart, TheComputerMovesFirstWhenItsSideIsToMove) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), from_position("first", middle_game));
    Player player = join(server.port(), created.game, created.secret);
    ASSERT_EQ(player.role, "light");
    // It may have moved before the player joined: then the snapshot has its move already.
    if (player.joined["snapshot"]["moves"].empty())
        player->wait_for([](const json& m) { return m.value("kind", "") == "move" && m["move"].value("side", "") == "dark"; },
                         "the computer's first move", std::chrono::seconds(30));
    const json after = player->snapshot();
    ASSERT_EQ(after["moves"].size(), 1u);
    EXPECT_EQ(after["moves"][0]["side"], "dark");
    EXPECT_EQ(after["to_move"], "light");
}

TEST(PositionStart, TheRulesOwnTextIsKeptWhateverTheClientWrote) {
    ServerProcess server;
    // Petteia chess's start, written as a player might (the rules write it back the same way, the
    // side to move and flags included), and Le Grec's from its catalogue.
    const std::string chess = "ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/EHCSMKSCHE white Ss - 0";
    const CreatedGame created = create_game(server.port(), from_position("first", chess, "petteia-chess"));
    Player player = join(server.port(), created.game, created.secret);
    EXPECT_EQ(player.joined["snapshot"]["position"], chess);
}

TEST(PositionStart, AnUnreadableOrFinishedPositionIsRefusedAndNothingIsCreated) {
    ServerProcess server;
    for (const json& position : {json("not a position"), json("D5/6/6/6/6/LL4 dark 0"), json(42), json(std::string(301, 'D')),
                                 json("DDDDDDD/6/6/6/6/LLLLLL light 0")}) {
        json body = from_position("first", "");
        body["position"] = position;
        const HttpReply reply = http_request(server.port(), "POST", "/api/games", body.dump(), {{"Content-Type", "application/json"}});
        EXPECT_EQ(reply.status, 400) << position.dump();
        EXPECT_EQ(reply.json().value("code", ""), "invalid_message") << position.dump();
    }
    EXPECT_EQ(http_get(server.port(), "/healthz").json()["games"], 0);
}

}  // namespace
}  // namespace petteia_server_test
