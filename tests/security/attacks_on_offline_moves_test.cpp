// Attacks through offline_moves, the one message that plays many moves at once and brings the
// browser's clock readings: only a game against the computer and only its player; every move read
// by the rules; no clock that gains time, nor one stopped by sending online moves as offline ones, nor
// a computer flagged by the browser's readings; no rewriting of the player's own moves; a refusal
// changes nothing at all.
#include <gtest/gtest.h>

#include "tests/server/faked_time.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

json offline_moves(int from_ply, const json& moves, const json& extra = json::object()) {
    json request{{"type", "offline_moves"}, {"from_ply", from_ply}, {"moves", moves}};
    request.update(extra);
    return request;
}

// Sends `request` as `player`; expects the error `code` and the game exactly as it was.
void expect_refused(Player& player, const json& request, const std::string& code) {
    const json before = player->snapshot();
    player->send(request);
    const json error = player->wait_error();
    EXPECT_EQ(error["code"], code) << request.dump().substr(0, 200) << " → " << error.dump();
    const json after = player->snapshot();
    EXPECT_EQ(after["moves"], before["moves"]) << request.dump().substr(0, 200);
    EXPECT_EQ(after["version"], before["version"]) << "a refusal is no change";
}

TEST(AttacksOnOfflineMoves, AGameBetweenFriendsOrAnotherSeatCannotBePlayedOffline) {
    ServerProcess server;
    Table table = open_table(server);
    expect_refused(table.first(), offline_moves(0, {{{"move", table.first().joined["snapshot"]["legal"][0]}}}), "offline_not_allowed");

    const CreatedGame created = create_game(server.port(), {{"variant", "petteia-6x6"}, {"time", nullptr}, {"color", "first"},
                                                             {"opponent", "computer"}, {"level", "beginner"}});
    Player player = join(server.port(), created.game, created.secret);
    Player spectator = join(server.port(), created.game);
    ASSERT_EQ(spectator.role, "spectator");
    spectator->send(offline_moves(0, {{{"move", player.joined["snapshot"]["legal"][0]}}}));
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    EXPECT_TRUE(player->snapshot()["moves"].empty());
}

TEST(AttacksOnOfflineMoves, IllegalMovesGainedTimeAndBadShapesAreRefusedWhole) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), {{"variant", "petteia-6x6"}, {"time", {{"minutes", 5}, {"increment", 0}}},
                                                             {"color", "first"}, {"opponent", "computer"}, {"level", "beginner"}});
    Player player = join(server.port(), created.game, created.secret);
    const std::string first = player.joined["snapshot"]["legal"][0];

    // A legal first move, then one that is not: nothing of it is played.
    expect_refused(player, offline_moves(0, {{{"move", first}, {"clock_ms", 299'000}}, {{"move", first}, {"clock_ms", 299'000}}},
                                         {{"to_move_ms", 290'000}}),
                   "illegal_move");
    // Time from nowhere: more than the clock had, now or after a move.
    expect_refused(player, offline_moves(0, {{{"move", first}, {"clock_ms", 300'001}}}, {{"to_move_ms", 290'000}}), "invalid_message");
    expect_refused(player, offline_moves(0, {{{"move", first}, {"clock_ms", 299'000}}}, {{"to_move_ms", 300'001}}), "invalid_message");
    // A timed game's readings are required.
    expect_refused(player, offline_moves(0, {{{"move", first}}}), "invalid_message");
    // Moves after ones the server never had, and shapes no browser sends.
    expect_refused(player, offline_moves(5, {{{"move", first}, {"clock_ms", 299'000}}}, {{"to_move_ms", 290'000}}), "position_changed");
    json too_many = json::array();
    for (int i = 0; i < 101; ++i) too_many.push_back({{"move", first}, {"clock_ms", 1}});
    for (const json& hostile : {offline_moves(0, too_many), offline_moves(-1, {{{"move", first}}}),
                                offline_moves(0, json::array()), offline_moves(0, {first}),
                                offline_moves(0, {{{"move", first}, {"clock_ms", -5}}}),
                                offline_moves(0, {{{"move", first}, {"clock_ms", 1e300}}}),
                                offline_moves(0, {{{"move", std::string(40, 'A')}}}),
                                offline_moves(0, {{{"move", first}, {"side", "dark"}}}),
                                offline_moves(0, {{{"move", first}}}, {{"resigned", "yes"}})})
        expect_refused(player, hostile, "invalid_message");

    // After all that, the game is sound: a move online is played.
    play(player, first, {&player});
}

// Issue 37: a player who thinks 6 s online and sends the move as an offline one, with the reading
// from before the thinking, is charged the 6 s; and `to_move_ms: 1` cannot end the computer's time.
// The server runs under libfaketime, which moves its monotonic clock 6 s in an instant.
TEST(AttacksOnOfflineMoves, OfflineMovesCannotStopOnesOwnClockNorFlagTheComputer) {
    const FakedTime faked(true);
    ServerProcess server = faked.start();
    const CreatedGame created = create_game(server.port(), {{"variant", "petteia-6x6"}, {"time", {{"minutes", 1}, {"increment", 0}}},
                                                             {"color", "first"}, {"opponent", "computer"}, {"level", "beginner"}});
    Player player = join(server.port(), created.game, created.secret);
    const std::string first = player.joined["snapshot"]["legal"][0];
    faked.set_offset("+6");
    player->send(offline_moves(0, {{{"move", first}, {"clock_ms", 60'000}}}, {{"to_move_ms", 1}}));
    const json taken = player->wait_event("offline");
    EXPECT_EQ(taken["state"]["result"]["state"], "ongoing") << "the computer must not lose on time: " << taken.dump().substr(0, 400);
    EXPECT_GT(remaining(taken["state"], "dark"), 59'000);
    EXPECT_NEAR(remaining(taken["state"], "light"), 54'000, 1'000) << "the 6 s light thought are charged";
    // The computer answers in time, and the game goes on.
    const json answer = player->wait_for([](const json& m) { return m.value("kind", "") == "move"; }, "the computer's move",
                                         std::chrono::seconds(30));
    EXPECT_EQ(answer["move"]["side"], "dark");
    EXPECT_EQ(answer["state"]["result"]["state"], "ongoing");
}

}  // namespace
}  // namespace petteia_security_test
