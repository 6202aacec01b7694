// The account page lists the finished games its player sat at, online and against the computer,
// from that player's side; games played signed out, or not finished, are not listed.
#include <gtest/gtest.h>

#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

json games_of(std::uint16_t port, const std::string& cookie) {
    const HttpReply reply = account_request(port, "GET", "/api/account", nullptr, cookie);
    if (reply.status != 200) throw std::runtime_error("GET /api/account: " + reply.body);
    return reply.json()["games"];
}

TEST(AccountGames, FinishedGamesAreListedFromEachPlayersSide) {
    ServerProcess server;
    const std::string ariadne = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    const std::string theseus = session_cookie_of(sign_up(server.port(), "Theseus", "thread-ball"));

    // Against a friend: both signed in; Ariadne resigns.
    const CreatedGame online = create_game(server.port(), {{"variant", "petteia-6x6"}, {"color", "first"}});
    Player creator = join(server.port(), online.game, online.secret, ariadne);
    Player friend_player = join(server.port(), online.game, std::nullopt, theseus);
    ASSERT_EQ(friend_player.role, "dark");
    creator->send(action("resign"));
    friend_player->wait_event("result");

    // Against the computer, signed in: Ariadne resigns again.
    const CreatedGame computer = create_game(
        server.port(), {{"variant", "petteia-8x8"}, {"color", "second"}, {"opponent", "computer"}, {"level", "beginner"}});
    Player alone = join(server.port(), computer.game, computer.secret, ariadne);
    // The computer, light, opens: perhaps before the join, perhaps just after.
    if (alone.joined["snapshot"]["moves"].empty()) alone->wait_event("move", std::chrono::seconds(30));
    alone->send(action("resign"));
    alone->wait_event("result");

    // Signed out, and an unfinished one signed in: neither is listed.
    const CreatedGame anonymous = create_game(server.port(), {{"variant", "petteia-6x6"}});
    Player nobody = join(server.port(), anonymous.game, anonymous.secret);
    nobody->send(action("abort"));
    const CreatedGame unfinished = create_game(server.port(), {{"variant", "petteia-6x6"}});
    Player waiting = join(server.port(), unfinished.game, unfinished.secret, ariadne);

    json games;
    for (int tries = 0; tries < 200; ++tries) {  // the links are written by the group commit, just behind
        games = games_of(server.port(), ariadne);
        if (games.size() >= 2) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ASSERT_EQ(games.size(), 2u) << games.dump();
    EXPECT_EQ(games[0]["game"], computer.game);  // newest first
    EXPECT_EQ(games[0]["opponent"], "computer");
    EXPECT_EQ(games[0]["level"], "beginner");
    EXPECT_EQ(games[0]["variant"], "petteia-8x8");
    EXPECT_EQ(games[0]["side"], "dark");
    EXPECT_EQ(games[0]["outcome"], "loss");
    EXPECT_EQ(games[0]["reason"], "resign");
    EXPECT_GE(games[0]["moves"], 1);
    EXPECT_EQ(games[1]["game"], online.game);
    EXPECT_EQ(games[1]["opponent"], "friend");
    EXPECT_EQ(games[1]["level"], nullptr);
    EXPECT_EQ(games[1]["side"], "light");
    EXPECT_EQ(games[1]["outcome"], "loss");

    const json theirs = games_of(server.port(), theseus);
    ASSERT_EQ(theirs.size(), 1u) << theirs.dump();
    EXPECT_EQ(theirs[0]["game"], online.game);
    EXPECT_EQ(theirs[0]["side"], "dark");
    EXPECT_EQ(theirs[0]["outcome"], "win");
}

}  // namespace
}  // namespace petteia_server_test
