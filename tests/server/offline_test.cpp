// A game against the computer played on in the browser while the network was down, taken by the
// real server when it comes back (the offline_moves message): stored, answered by the computer,
// kept across a SIGKILL; the computer's answers the browser never saw replaced, the player's never;
// the time that passed on the server's own clock charged, less the drop it saw (issue 37).
#include <gtest/gtest.h>

#include "rules/variants.hpp"
#include "tests/server/faked_time.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

json computer_game(const json& time) {
    return {{"variant", "petteia-6x6"}, {"time", time}, {"color", "first"}, {"opponent", "computer"}, {"level", "beginner"}};
}

// The legal moves after `moves` from the usual start, by the same rules the server uses.
std::vector<std::string> legal_after(const std::vector<std::string>& moves) {
    auto made = petteia::new_game("petteia-6x6");
    auto game = std::move(*made);
    for (const std::string& text : moves) EXPECT_TRUE(game->play(*game->parse_move(text))) << text;
    std::vector<std::string> legal;
    for (const auto& move : game->legal_moves()) legal.push_back(game->move_text(move));
    return legal;
}

// `count` moves played on from `moves` by both sides, each its position's `pick`-th legal move.
std::vector<std::string> play_on(std::vector<std::string> moves, int count, std::size_t pick = 3) {
    std::vector<std::string> added;
    for (int i = 0; i < count; ++i) {
        const auto legal = legal_after(moves);
        moves.push_back(legal[pick % legal.size()]);
        added.push_back(moves.back());
    }
    return added;
}

json offline_request(int from_ply, const std::vector<std::string>& moves, const json& clocks = nullptr,
                     const json& to_move_ms = nullptr) {
    json request{{"type", "offline_moves"}, {"from_ply", from_ply}, {"moves", json::array()}};
    for (std::size_t i = 0; i < moves.size(); ++i) {
        json move{{"move", moves[i]}};
        if (!clocks.is_null()) move["clock_ms"] = clocks[i];
        request["moves"].push_back(move);
    }
    if (!to_move_ms.is_null()) request["to_move_ms"] = to_move_ms;
    return request;
}

std::vector<std::string> texts(const json& moves) {
    std::vector<std::string> result;
    for (const json& move : moves) result.push_back(move["move"]);
    return result;
}

TEST(Offline, MovesPlayedOfflineAreStoredAndTheComputerAnswersTheLast) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), computer_game({{"minutes", 5}, {"increment", 2}}));
    {
        Player player = join(server.port(), created.game, created.secret);
        ASSERT_EQ(player.role, "light");
        player->drop();  // the network goes down before the first move
    }
    // Offline: light, the browser's computer, light; light's time falls, dark's too, by what each used.
    const std::vector<std::string> moves = play_on({}, 3);
    Player back = join(server.port(), created.game, created.secret);
    back->send(offline_request(0, moves, json::array({290'000, 301'000, 285'000}), 290'000));
    const json taken = back->wait_event("offline");
    EXPECT_EQ(texts(taken["state"]["moves"]), moves);
    EXPECT_EQ(taken["state"]["to_move"], "dark");
    EXPECT_EQ(taken["state"]["clock"]["running"], "dark");
    // The browser says its computer used 12 s, but hardly any time passed on the server's clock: the
    // computer is charged only what passed (its 5 min and the increment, less a moment).
    EXPECT_LE(remaining(taken["state"], "dark"), 302'000);
    EXPECT_GT(remaining(taken["state"], "dark"), 297'000);
    EXPECT_EQ(remaining(taken["state"], "light"), 285'000) << "the browser's reading";
    // The server's computer takes it from there.
    const json answer = back->wait_for([](const json& m) { return m.value("kind", "") == "move"; }, "the computer's move",
                                       std::chrono::seconds(30));
    EXPECT_EQ(answer["move"]["side"], "dark");

    // Stored before it was told: a SIGKILL forgets none of it.
    server.kill();
    server.restart();
    Player after = join(server.port(), created.game, created.secret);
    const json snapshot = after.joined["snapshot"];
    ASSERT_GE(snapshot["moves"].size(), 3u);
    const std::vector<std::string> stored = texts(snapshot["moves"]);
    EXPECT_EQ(std::vector<std::string>(stored.begin(), stored.begin() + 3), moves);
    EXPECT_LE(remaining(snapshot, "light"), 285'000 + 2'000) << "at most the browser's reading and one increment";
}

TEST(Offline, TheComputersAnswerTheBrowserNeverSawIsReplacedButThePlayersMovesAreNot) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), computer_game({{"minutes", 5}, {"increment", 0}}));
    Player player = join(server.port(), created.game, created.secret);
    const std::string first = legal_after({})[0];
    play(player, first, {&player});
    const json reply = player->wait_for([](const json& m) { return m.value("kind", "") == "move" && m["move"]["side"] == "dark"; },
                                        "the computer's reply", std::chrono::seconds(30));
    const std::string server_reply = reply["move"]["move"];

    // The browser went on alone after the first move: its computer answered otherwise.
    std::vector<std::string> offline;
    for (const std::string& move : legal_after({first}))
        if (move != server_reply) {
            offline.push_back(move);
            break;
        }
    const auto more = play_on({first, offline[0]}, 1);
    offline.insert(offline.end(), more.begin(), more.end());
    // Dark's time is what it had before the server's own reply, less what the browser's computer used.
    player->send(offline_request(1, offline, json::array({299'000, 290'000}), 295'000));
    const json taken = player->wait_event("offline");
    EXPECT_EQ(texts(taken["state"]["moves"]), (std::vector<std::string>{first, offline[0], offline[1]}));
    EXPECT_EQ(taken["state"]["moves"][1]["clock_ms"], 299'000);
    // Dark's turn under way counts nothing: the server's computer plays it now, on the server's clock.
    EXPECT_LE(remaining(taken["state"], "dark"), 300'000);
    EXPECT_GT(remaining(taken["state"], "dark"), 297'000);
    EXPECT_EQ(remaining(taken["state"], "light"), 290'000);

    // The player's own move is the server's for good: an offline game that disagrees with it is refused.
    const json before = player->snapshot();
    const std::string other_first = legal_after({})[1];
    player->send(offline_request(0, {other_first}, json::array({290'000}), 280'000));
    const json refused = player->wait_error();
    EXPECT_EQ(refused["code"], "position_changed");
    const json unchanged = player->snapshot();
    ASSERT_GE(unchanged["moves"].size(), before["moves"].size());
    EXPECT_EQ(texts(unchanged["moves"])[0], first);
    EXPECT_EQ(texts(unchanged["moves"])[1], offline[0]);
}

TEST(Offline, ARepeatedMessageChangesNothingAndAResignationOfflineEndsTheGame) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), computer_game(nullptr));
    Player player = join(server.port(), created.game, created.secret);
    const std::vector<std::string> moves = play_on({}, 2);
    player->send(offline_request(0, moves));
    player->wait_event("offline");
    // The same message again (sent twice across a flaky network): the server knows every move.
    json again = offline_request(0, moves);
    again["resigned"] = true;
    player->send(again);
    const json resigned = player->wait_event("offline");
    EXPECT_EQ(texts(resigned["state"]["moves"]).size(), player->snapshot()["moves"].size());
    EXPECT_EQ(resigned["state"]["result"]["state"], "win");
    EXPECT_EQ(resigned["state"]["result"]["winner"], "dark");
    EXPECT_EQ(resigned["state"]["result"]["reason"], "resign");
}

// Issue 37: the offline message cannot stop the player's own clock. The server runs under
// libfaketime, whose offset moves its monotonic clock: 6 s pass for it in an instant.
TEST(Offline, ThinkingSixSecondsAndSendingTheMoveAsOfflineChargesTheSixSeconds) {
    const FakedTime faked(true);
    ServerProcess server = faked.start();
    const CreatedGame created = create_game(server.port(), computer_game({{"minutes", 1}, {"increment", 0}}));
    Player player = join(server.port(), created.game, created.secret);
    // Light's first move costs nothing against the computer (issue 40): the second one is thought over.
    const std::string first = legal_after({})[0];
    play(player, first, {&player});
    const json reply = player->wait_for([](const json& m) { return m.value("kind", "") == "move" && m["move"]["side"] == "dark"; },
                                        "the computer's reply", std::chrono::seconds(30));
    const std::string second = legal_after({first, reply["move"]["move"]})[0];
    const std::int64_t before = remaining(reply["state"], "light");
    EXPECT_EQ(before, 60'000) << "the first move was free";
    faked.set_offset("+6");
    // The control: the server's clock did move 6 s while light thinks.
    EXPECT_NEAR(remaining(player->snapshot(), "light"), before - 6'000, 1'000) << "libfaketime did not move the server's monotonic clock";
    // The move sent as an offline one with the reading before the thinking.
    player->send(offline_request(2, {second}, json::array({before}), before));
    const json taken = player->wait_event("offline");
    EXPECT_EQ(texts(taken["state"]["moves"]).size(), 3u);
    EXPECT_NEAR(taken["state"]["moves"][2]["clock_ms"].get<std::int64_t>(), before - 6'000, 1'000) << "6 s charged";
    EXPECT_NEAR(remaining(taken["state"], "light"), before - 6'000, 1'000);
    // Its answer, before the server is stopped: a stop while the computer thinks would test the stop.
    player->wait_for([](const json& m) { return m.value("kind", "") == "move" && m["move"]["side"] == "dark"; }, "the computer's move",
                     std::chrono::seconds(30));
}

// A drop the server saw (the socket closed, then came back) is charged by the browser's readings,
// which count on while offline, not by the server's clock: an honest browser keeps what it says.
TEST(Offline, ANetworkDropTheServerSawIsChargedByTheBrowsersReadings) {
    const FakedTime faked(true);
    ServerProcess server = faked.start();
    const CreatedGame created = create_game(server.port(), computer_game({{"minutes", 1}, {"increment", 0}}));
    {
        Player player = join(server.port(), created.game, created.secret);
        player->drop();
    }
    const std::vector<std::string> moves = play_on({}, 3);
    // The server can see light away while 6 s pass; the browser played three moves meanwhile.
    std::this_thread::sleep_for(300ms);  // the server hears the close
    faked.set_offset("+6");
    Player back = join(server.port(), created.game, created.secret);
    back->send(offline_request(0, moves, json::array({57'000, 59'500, 55'000}), 59'000));
    const json taken = back->wait_event("offline");
    EXPECT_EQ(remaining(taken["state"], "light"), 55'000) << "the browser's reading";
    EXPECT_NEAR(remaining(taken["state"], "dark"), 59'000, 500);
    back->wait_for([](const json& m) { return m.value("kind", "") == "move"; }, "the computer's move", std::chrono::seconds(30));
}

}  // namespace
}  // namespace petteia_server_test
