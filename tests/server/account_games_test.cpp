// The account page lists the finished games its player sat at, online and against the computer,
// from that player's side; games played signed out, or not finished, are not listed there. The
// unfinished ones are in "playing", for Home: whose move it is, or that the friend has not come.
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

json playing_of(std::uint16_t port, const std::string& cookie) {
    const HttpReply reply = account_request(port, "GET", "/api/account", nullptr, cookie);
    if (reply.status != 200) throw std::runtime_error("GET /api/account: " + reply.body);
    return reply.json()["playing"];
}

// The seat links are written by the group commit, just behind the events: ask until `done` holds.
template <class Done>
json playing_once(std::uint16_t port, const std::string& cookie, Done done) {
    json playing;
    for (int tries = 0; tries < 200; ++tries) {
        playing = playing_of(port, cookie);
        if (done(playing)) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return playing;
}

TEST(AccountGames, GamesInProgressSayWhoseMoveItIsUntilTheyEnd) {
    ServerProcess server;
    const std::string ariadne = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    const std::string theseus = session_cookie_of(sign_up(server.port(), "Theseus", "thread-ball"));
    EXPECT_EQ(playing_of(server.port(), ariadne), json::array());

    // An invitation nobody has taken: listed, waiting, Light (Ariadne) to move.
    const CreatedGame created = create_game(server.port(), {{"variant", "petteia-6x6"}, {"color", "first"}});
    Player creator = join(server.port(), created.game, created.secret, ariadne);
    json playing = playing_once(server.port(), ariadne, [](const json& list) { return list.size() == 1; });
    ASSERT_EQ(playing.size(), 1u) << playing.dump();
    EXPECT_EQ(playing[0], json({{"game", created.game}, {"variant", "petteia-6x6"}, {"side", "light"}, {"opponent", "friend"},
                                {"level", nullptr}, {"moves", 0}, {"to_move", "light"}, {"waiting", true}}));

    // The friend comes and Light moves: Dark's move, for both of them.
    Player friend_player = join(server.port(), created.game, std::nullopt, theseus);
    creator->wait_event("started");
    play(creator, "B1-B3", {&creator, &friend_player});
    playing = playing_once(server.port(), ariadne, [](const json& list) { return list.size() == 1 && list[0]["moves"] == 1; });
    ASSERT_EQ(playing.size(), 1u) << playing.dump();
    EXPECT_EQ(playing[0]["waiting"], false);
    EXPECT_EQ(playing[0]["to_move"], "dark");
    const json theirs = playing_once(server.port(), theseus, [](const json& list) { return list.size() == 1 && list[0]["moves"] == 1; });
    ASSERT_EQ(theirs.size(), 1u) << theirs.dump();
    EXPECT_EQ(theirs[0]["side"], "dark");
    EXPECT_EQ(theirs[0]["to_move"], "dark");

    // Against the computer, which opens as Light: the player's (Dark's) move once it has answered.
    const CreatedGame computer = create_game(
        server.port(), {{"variant", "grec"}, {"color", "second"}, {"opponent", "computer"}, {"level", "beginner"}});
    Player alone = join(server.port(), computer.game, computer.secret, ariadne);
    if (alone.joined["snapshot"]["moves"].empty()) alone->wait_event("move", std::chrono::seconds(30));
    playing = playing_once(server.port(), ariadne, [](const json& list) { return list.size() == 2 && list[0]["moves"] == 1; });
    ASSERT_EQ(playing.size(), 2u) << playing.dump();
    EXPECT_EQ(playing[0]["game"], computer.game);  // the most recently played first
    EXPECT_EQ(playing[0]["opponent"], "computer");
    EXPECT_EQ(playing[0]["level"], "beginner");
    EXPECT_EQ(playing[0]["side"], "white");
    EXPECT_EQ(playing[0]["to_move"], "white");
    EXPECT_EQ(playing[0]["waiting"], false);  // the computer's seat is always taken

    // A game that ends leaves the list (and goes to the finished games).
    friend_player->send(action("resign"));
    creator->wait_event("result");
    playing = playing_once(server.port(), ariadne, [](const json& list) { return list.size() == 1; });
    ASSERT_EQ(playing.size(), 1u) << playing.dump();
    EXPECT_EQ(playing[0]["game"], computer.game);
    EXPECT_EQ(playing_once(server.port(), theseus, [](const json& list) { return list.empty(); }), json::array());
}

}  // namespace
}  // namespace petteia_server_test
