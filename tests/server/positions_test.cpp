// GET /api/games/<id>/positions: a game's positions, ply 0 first, for stepping through it; the same
// after a restart (from the store); unknown or malformed ids refused, and limited per address.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

json positions_of(const ServerProcess& server, const std::string& game) {
    const HttpReply reply = http_get(server.port(), "/api/games/" + game + "/positions");
    EXPECT_EQ(reply.status, 200) << reply.body;
    return reply.json();
}

TEST(Positions, EveryPlyOfAFinishedGameInOrderAlsoAfterARestart) {
    ServerProcess server;
    Table table = open_table(server);
    std::vector<std::string> expected{table.creator.joined["snapshot"]["position"].get<std::string>()};
    // A capture on the way: the positions are the rules', not the board with pieces moved.
    const std::vector<std::string> line{"B1-B3", "A6-A2", "B3-A3", "C6-C2", "A3-C3"};
    std::size_t captures = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        Player& mover = i % 2 == 0 ? table.first() : table.second();
        const json event = play(mover, line[i], {&table.creator, &table.guest});
        captures += event["move"]["captured"].size();
        expected.push_back(event["state"]["position"].get<std::string>());
    }
    ASSERT_EQ(captures, 2u) << "the line's two captures";
    EXPECT_EQ(expected.front(), "DDDDDD/6/6/6/6/LLLLLL light 0");
    table.second()->send(action("resign"));
    table.first()->wait_event("result");

    const json answer = positions_of(server, table.game);
    EXPECT_EQ(answer["game"], table.game);
    EXPECT_EQ(answer["positions"], json(expected));

    ASSERT_EQ(server.terminate(), 0);
    server.restart();  // finished games are not in memory: loaded from the store
    EXPECT_EQ(positions_of(server, table.game)["positions"], json(expected));
}

TEST(Positions, AGameInPlayShowsWhatIsStoredSoFar) {
    ServerProcess server;
    Table table = open_table(server);
    EXPECT_EQ(positions_of(server, table.game)["positions"].size(), 1u);
    const json moved = play(table.first(), "A1-A2", {&table.creator, &table.guest});
    const json positions = positions_of(server, table.game)["positions"];
    ASSERT_EQ(positions.size(), 2u);
    EXPECT_EQ(positions[1], moved["state"]["position"]);
}

TEST(Positions, UnknownAndMalformedIdsAreRefusedAndLimitedPerAddress) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    for (const std::string& target : std::vector<std::string>{"/api/games//positions", "/api/games/" + created.game + "/positions/x",
                                     "/api/games/" + created.game + "/../positions", "/api/games/%2e%2e/positions",
                                     "/api/games/" + created.game + "/positions/positions"}) {
        const HttpReply reply = http_get(server.port(), target);
        EXPECT_TRUE(reply.status == 404 || reply.status == 429 || reply.status == 400) << target << " → " << reply.status;
        EXPECT_EQ(reply.body.find("DDDDDD"), std::string::npos) << target;
    }
    int not_found = 0, limited = 0;
    for (int i = 0; i < 30; ++i) {
        const HttpReply reply = http_get(server.port(), "/api/games/CCCCCCCCCCCC" + std::to_string(1000 + i) + "/positions");
        not_found += reply.status == 404;
        limited += reply.status == 429;
    }
    EXPECT_GT(limited, 0) << "looking for games that are not in memory is limited per address";
    EXPECT_EQ(not_found + limited, 30);
    // A game in memory costs nothing: still answered.
    EXPECT_EQ(positions_of(server, created.game)["positions"].size(), 1u);
}

}  // namespace
}  // namespace petteia_server_test
