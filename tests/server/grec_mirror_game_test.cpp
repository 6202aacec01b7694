// Le Grec, mirror arrival, through the real server: two players online to the end of a game (kept
// across a restart as the mirror, not as Le Grec), and a game against the computer at Expert,
// whose every move the solution then judges the best.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

TEST(GrecMirrorGame, TwoPlayersOnlineToABlockadeAcrossARestart) {
    ServerProcess server;
    Table table = open_table(server, create_body("grec-mirror", nullptr, "first"));
    ASSERT_EQ(table.first_side, "black");
    const json start = table.first().joined["snapshot"];
    EXPECT_EQ(start["variant"], "grec-mirror");
    EXPECT_EQ(start["position"], "WWWW/1WWW/BBB1/BBBB black");
    EXPECT_EQ(start["legal"], json({"A2-A3", "B2-A3", "C1-D2", "C2-D2", "D1-D2"}));

    // The same moves as Le Grec's, refused for the same reasons.
    table.first()->send(move_request("A1-A3"));
    EXPECT_EQ(table.first()->wait_error()["code"], "illegal_move");

    const std::vector<std::string> line{"A2-A3", "C3-D2", "C2-C3", "C4-C2", "C3-C4", "A4-A2",
                                        "A3-C3", "B4-A3", "B2-B4", "D4-B2", "C4-D4"};
    for (std::size_t i = 0; i < 4; ++i)
        play(i % 2 == 0 ? table.first() : table.second(), line[i], {&table.creator, &table.guest});

    server.kill();
    server.restart();
    Player creator = join(server.port(), table.game, table.creator.secret);
    Player guest = join(server.port(), table.game, table.guest.secret);
    EXPECT_EQ(creator.joined["snapshot"]["variant"], "grec-mirror");
    EXPECT_EQ(creator.joined["snapshot"]["moves"].size(), 4u);
    Table again{table.game, std::move(creator), std::move(guest), "black"};
    json last;
    for (std::size_t i = 4; i < line.size(); ++i)
        last = play(i % 2 == 0 ? again.first() : again.second(), line[i], {&again.creator, &again.guest});
    EXPECT_EQ(last["state"]["position"], "1B1B/WWBW/WWWW/BBBB white");
    EXPECT_EQ(last["state"]["result"], json({{"state", "win"}, {"winner", "black"}, {"reason", "no-moves"}, {"by", nullptr}}));
    expect_contiguous_versions(*again.guest.ws, "white");
}


TEST(GrecMirrorGame, AgainstTheComputerAtExpertEveryAnswerIsTheBest) {
    ServerProcess server;
    const CreatedGame created = create_game(
        server.port(), {{"variant", "grec-mirror"}, {"color", "first"}, {"opponent", "computer"}, {"level", "expert"}});
    Player player = join(server.port(), created.game, created.secret);
    ASSERT_EQ(player.role, "black");
    EXPECT_EQ(player.joined["snapshot"]["computer"], json({{"side", "white"}, {"level", "expert"}}));

    // Black plays the first legal move each time; the computer answers by itself.
    json legal = player.joined["snapshot"]["legal"];
    std::vector<std::string> moves;
    for (int turn = 0; turn < 5 && !legal.empty(); ++turn) {
        const std::string move = legal[0];
        play(player, move, {&player});
        moves.push_back(move);
        const json answer = player->wait_for(
            [](const json& m) { return ends_the_game(m) || (m.value("kind", "") == "move" && m["move"].value("side", "") == "white"); },
            "the computer's move", std::chrono::seconds(30));
        if (answer.value("kind", "") != "move") break;
        moves.push_back(answer["move"]["move"]);
        legal = answer["state"]["legal"];
    }
    ASSERT_GE(moves.size(), 6u);

    // The record judged by the mirror's solution: each of White's moves does the best White could.
    std::string record = "[Variant \"grec-mirror\"]\n";
    for (std::size_t i = 0; i < moves.size(); ++i)
        record += (i % 2 == 0 ? std::to_string(i / 2 + 1) + ". " : std::string()) + moves[i] + " ";
    record += "*";
    const HttpReply reply = http_request(server.port(), "POST", "/api/records/replay", json{{"record", record}}.dump(),
                                         {{"Content-Type", "application/json"}});
    ASSERT_EQ(reply.status, 200) << reply.body;
    const json solution = reply.json()["solution"];
    ASSERT_EQ(solution.size(), moves.size()) << reply.body;
    for (std::size_t i = 1; i < moves.size(); i += 2) EXPECT_EQ(solution[i]["played"], solution[i]["best"]) << moves[i];
}

}  // namespace
}  // namespace petteia_server_test
