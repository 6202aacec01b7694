// Petteia chess through the real server: moves in the game's own notation, the Sacrifice spent,
// given back by a takeback and kept across a restart, check shown, and a checkmate that ends the game.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

const json sacrifice_left = json::array({"sacrifice"});

TEST(ChessGame, ASacrificeTakenBackThenPlayedAgainSurvivesARestartAndTheSnakeMates) {
    ServerProcess server;
    Table table = open_table(server, create_body("petteia-chess", nullptr, "first"));
    Player& white = table.first();
    Player& black = table.second();
    ASSERT_EQ(white.role, "white");
    const json start = white.joined["snapshot"];
    EXPECT_EQ(start["position"], "ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/EHCSMKSCHE white Ss - 0");
    EXPECT_EQ(start["legal"].size(), 33u);
    EXPECT_EQ(start["in_check"], json::array());
    EXPECT_EQ(start["special_moves"], json({{"white", sacrifice_left}, {"black", sacrifice_left}}));

    play(white, "Pa1-a2", {&table.creator, &table.guest});
    // The King's Sacrifice: the pawn on g8 leaves the board, and Black's Sacrifice is spent.
    json sacrifice = play(black, "Kf9*g8", {&table.creator, &table.guest});
    EXPECT_EQ(sacrifice["move"]["captured"], json({"g8"}));
    EXPECT_EQ(sacrifice["state"]["special_moves"], json({{"white", sacrifice_left}, {"black", json::array()}}));

    // Taken back, it is Black's again; played again, it is spent again.
    black->send(action("request_takeback"));
    white->wait_event("offer");
    white->send(action("accept_takeback"));
    const json takeback = black->wait_event("takeback");
    EXPECT_EQ(takeback["state"]["special_moves"]["black"], sacrifice_left);
    EXPECT_EQ(takeback["state"]["position"], "ehcsmksche/pppppppppp/10/10/10/10/10/P9/1PPPPPPPPP/EHCSMKSCHE black Ss - 0");
    // Squares and letter in any case: announced and stored as the notation writes them.
    black->send(move_request("kF9*G8"));
    for (Player* player : {&white, &black})
        (*player)->wait_for([](const json& m) { return is_move_event(m, "Kf9*g8"); }, "the Sacrifice written canonically");

    // A refused move says why, in the game's terms.
    white->send(move_request("Hb0-b2"));
    const json error = white->wait_error();
    EXPECT_EQ(error["code"], "illegal_move");
    EXPECT_EQ(error["message"], "the Horse on b0 cannot move to b2");

    server.kill();
    server.restart();
    Player white_again = join(server.port(), table.game, white.secret);
    Player black_again = join(server.port(), table.game, black.secret);
    const json restored = white_again.joined["snapshot"];
    EXPECT_EQ(restored["moves"][1]["move"], "Kf9*g8");
    EXPECT_EQ(restored["moves"][1]["captured"], json({"g8"}));
    EXPECT_EQ(restored["special_moves"]["black"], json::array()) << "spent, as stored";

    // The Snake on g6 checks f9 along its path f7, g8, f9, and the King has nowhere to go: mate.
    Table again{table.game, std::move(white_again), std::move(black_again), "white"};
    play(again.creator, "Sg0-f3", {&again.creator, &again.guest});
    play(again.guest, "Kg8-f9", {&again.creator, &again.guest});
    const json mate = play(again.creator, "Sf3-g6", {&again.creator, &again.guest});
    EXPECT_EQ(mate["state"]["in_check"], json({"f9"}));
    EXPECT_EQ(mate["state"]["result"], json({{"state", "win"}, {"winner", "white"}, {"reason", "checkmate"}, {"by", nullptr}}));
    EXPECT_TRUE(mate["state"]["legal"].empty());
    expect_contiguous_versions(*again.guest.ws, "black");
}

}  // namespace
}  // namespace petteia_server_test
