// Games against the computer on the real server: it answers on its own, takes back on request,
// moves first when it has the first side, and its games survive a SIGKILL like any other.
#include <random>

#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

json computer_body(const std::string& variant, const std::string& level, const std::string& color,
                   const json& time = nullptr) {
    return {{"variant", variant}, {"time", time}, {"color", color}, {"opponent", "computer"}, {"level", level}};
}

// Waits for the computer's next move (or the end of the game); returns that event.
json wait_computer_move(Player& player, const std::string& computer_side) {
    return player->wait_for([&](const json& m) {
        return ends_the_game(m) || (m.value("kind", "") == "move" && m["move"].value("side", "") == computer_side);
    }, "the computer's move", std::chrono::seconds(30));
}

TEST(Computer, AWholeGameWithATakeback) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), computer_body("petteia-6x6", "beginner", "first"));
    Player player = join(server.port(), created.game, created.secret);
    ASSERT_EQ(player.role, "light");
    const json snapshot = player.joined["snapshot"];
    EXPECT_EQ(snapshot["computer"], json({{"side", "dark"}, {"level", "beginner"}}));
    EXPECT_TRUE(snapshot["seats"]["dark"]["taken"]);
    EXPECT_TRUE(snapshot["seats"]["dark"]["connected"]);

    // Light plays seeded random legal moves; the computer answers each one by itself.
    std::mt19937 random(2026);
    json legal = snapshot["legal"];
    std::size_t plies = 0;
    bool took_back = false;
    json result;
    while (plies < 600) {
        const std::string move = legal[random() % legal.size()];
        play(player, move, {&player});
        const json answer = wait_computer_move(player, "dark");
        if (ends_the_game(answer)) {
            result = answer["state"]["result"];
            break;
        }
        plies += 2;
        legal = answer["state"]["legal"];
        if (plies == 6 && !took_back) {
            // The player takes back their last move and the computer's reply: no waiting for consent.
            const json before = player->snapshot();
            player->send(action("request_takeback"));
            const json takeback = player->wait_event("takeback");
            took_back = true;
            plies -= 2;
            EXPECT_EQ(takeback["state"]["moves"].size(), before["moves"].size() - 2);
            EXPECT_EQ(takeback["state"]["to_move"], "light");
            EXPECT_EQ(takeback["state"]["offers"]["takeback"], nullptr);
            legal = takeback["state"]["legal"];
        }
    }
    // Light's random moves may end the game itself; the computer's answer may end it too.
    if (result.is_null()) result = player->snapshot()["result"];
    EXPECT_TRUE(took_back);
    ASSERT_NE(result.value("state", "ongoing"), "ongoing") << "the game reaches its end";
    EXPECT_EQ(result["winner"], "dark") << "Beginner still beats random moves: " << result.dump();
    expect_contiguous_versions(*player.ws, "player");
}

TEST(Computer, MovesFirstWithTheFirstSideAndEachClockRunsFromItsOwnFirstMove) {
    ServerProcess server;
    const CreatedGame created =
        create_game(server.port(), computer_body("petteia-8x8", "intermediate", "second", {{"minutes", 5}, {"increment", 0}}));
    Player player = join(server.port(), created.game, created.secret);
    ASSERT_EQ(player.role, "dark");
    const json snapshot = player.joined["snapshot"];
    ASSERT_FALSE(snapshot["clock"].is_null());
    EXPECT_EQ(snapshot["clock"]["running"], nullptr) << "no time runs before a side's first move (issue 40)";
    EXPECT_FALSE(snapshot["clock"].contains("first_move_by_ms")) << "a game against the computer is never aborted for it";
    if (snapshot["moves"].empty()) wait_computer_move(player, "light");
    const json after = player->snapshot();
    ASSERT_EQ(after["moves"].size(), 1u);
    EXPECT_EQ(after["to_move"], "dark");
    EXPECT_EQ(after["clock"]["remaining_ms"]["light"], 300'000) << "the computer's first move is free";
    // The player reads the how-to: its time does not run before its first move.
    std::this_thread::sleep_for(1200ms);
    const json reading = player->snapshot();
    EXPECT_EQ(reading["clock"]["running"], nullptr);
    EXPECT_EQ(reading["clock"]["remaining_ms"]["dark"], 300'000);

    // A third visitor watches; the computer's seat is not free.
    Player visitor = join(server.port(), created.game);
    EXPECT_EQ(visitor.role, "spectator");
}

TEST(Computer, DrawOffersAreDeclinedWhenTheComputerIsNotWorse) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), computer_body("petteia-6x6", "expert", "first"));
    Player player = join(server.port(), created.game, created.secret);
    play(player, "A1-A2", {&player});
    wait_computer_move(player, "dark");
    player->send(action("offer_draw"));
    player->wait_event("offer");
    const json answer = player->wait_event("offer");
    EXPECT_EQ(answer["state"]["offers"]["draw"], nullptr) << "declined at once";
    EXPECT_EQ(player->snapshot()["result"]["state"], "ongoing");
}

TEST(Computer, AGameSurvivesSigkillAndTheComputerPlaysOn) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), computer_body("grec", "advanced", "first"));
    Player player = join(server.port(), created.game, created.secret);
    const std::string me = player.role;
    const std::string computer = player.joined["snapshot"]["computer"]["side"];
    json legal = player.joined["snapshot"]["legal"];
    play(player, legal[0], {&player});
    legal = wait_computer_move(player, computer)["state"]["legal"];
    const json before = player->snapshot();

    server.kill();
    server.restart();
    Player back = join(server.port(), created.game, created.secret);
    EXPECT_EQ(back.role, me);
    const json after = back.joined["snapshot"];
    EXPECT_EQ(after["moves"], before["moves"]);
    EXPECT_EQ(after["computer"], before["computer"]);
    play(back, after["legal"][0], {&back});
    const json answer = wait_computer_move(back, computer);
    EXPECT_TRUE(ends_the_game(answer) || answer["move"]["side"] == computer);
}

}  // namespace
}  // namespace petteia_server_test
