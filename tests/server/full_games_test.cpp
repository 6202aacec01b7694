// Whole games through the real server: every move seen by both players (and a spectator), in
// order, with versions that climb by one, to the end the rules say.
#include <gtest/gtest.h>

#include "tests/server/game_plans.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

// Plays `plan` on `table` move by move, checking each move event, and returns the last event.
json play_plan(Table& table, const GamePlan& plan, std::vector<Player*> watchers) {
    watchers.push_back(&table.creator);
    watchers.push_back(&table.guest);
    std::int64_t version = table.creator->snapshot()["version"];
    json event;
    for (std::size_t ply = 0; ply < plan.moves.size(); ++ply) {
        Player& mover = ply % 2 == 0 ? table.first() : table.second();
        event = play(mover, plan.moves[ply], watchers);
        SCOPED_TRACE("ply " + std::to_string(ply + 1) + " " + plan.moves[ply]);
        EXPECT_EQ(event["version"].get<std::int64_t>(), version + 1);
        version = event["version"];
        EXPECT_EQ(event["move"]["side"], mover.role);
        EXPECT_EQ(event["move"]["captured"], json(plan.captured[ply]));
        EXPECT_EQ(event["state"]["last_move"]["move"], plan.moves[ply]);
        const bool last = ply + 1 == plan.moves.size();
        EXPECT_EQ(event["state"]["result"]["state"], last ? plan.result_state : "ongoing");
        if (!last) {
            EXPECT_EQ(event["state"]["to_move"], (ply % 2 == 0 ? table.second() : table.first()).role);
        }
    }
    return event;
}

void expect_finished_as_planned(const json& snapshot, const GamePlan& plan) {
    EXPECT_EQ(snapshot["result"]["state"], plan.result_state);
    EXPECT_EQ(snapshot["result"]["reason"], plan.reason);
    EXPECT_EQ(snapshot["result"]["winner"], plan.winner.empty() ? json(nullptr) : json(plan.winner));
    EXPECT_TRUE(snapshot["legal"].empty()) << "no legal moves once the game is over";
    ASSERT_EQ(snapshot["moves"].size(), plan.moves.size());
    for (std::size_t i = 0; i < plan.moves.size(); ++i) EXPECT_EQ(snapshot["moves"][i]["move"], plan.moves[i]);
}

TEST(FullGames, SixBySixToAWinByCaptures) {
    const GamePlan plan = plan_capture_win();
    ServerProcess server;

    // Create, share the link, open it, join.
    const CreatedGame created = create_game(server.port(), create_body("petteia-6x6", nullptr, "first"));
    EXPECT_EQ(created.link, "/g/" + created.game);
    EXPECT_EQ(created.side, "light");
    EXPECT_GE(created.secret.size(), 22u) << "at least 128 bits";
    EXPECT_EQ(http_get(server.port(), created.link).status, 200) << "the invitation link opens a page";
    const HttpReply info = http_get(server.port(), "/api/games/" + created.game);
    EXPECT_EQ(info.status, 200);
    EXPECT_EQ(info.json().value("game", ""), created.game);

    Table table;
    table.game = created.game;
    table.creator = join(server.port(), created.game, created.secret);
    EXPECT_EQ(table.creator.role, "light");
    EXPECT_FALSE(table.creator.joined.contains("secret")) << "a returning player is not sent the secret again";
    const json waiting = table.creator.joined["snapshot"];
    EXPECT_EQ(waiting["variant"], "petteia-6x6");
    EXPECT_EQ(waiting["position"], "DDDDDD/6/6/6/6/LLLLLL light 0");
    EXPECT_TRUE(waiting["seats"]["light"]["taken"]);
    EXPECT_FALSE(waiting["seats"]["dark"]["taken"]);

    table.guest = join(server.port(), created.game);
    EXPECT_EQ(table.guest.role, "dark");
    EXPECT_NE(table.guest.secret, created.secret);
    table.creator->wait_event("started");
    table.first_side = "light";
    const json start = table.guest.joined["snapshot"];
    EXPECT_TRUE(start["seats"]["light"]["connected"]);
    EXPECT_TRUE(start["seats"]["dark"]["connected"]);
    EXPECT_EQ(start["legal"].size(), 24u) << "six pieces, four squares each up their files";

    Player spectator = join(server.port(), created.game);
    EXPECT_EQ(spectator.role, "spectator");

    const json last = play_plan(table, plan, {&spectator});
    EXPECT_EQ(last["state"]["result"]["state"], "win");
    EXPECT_EQ(last["state"]["result"]["winner"], "light");
    EXPECT_EQ(last["state"]["result"]["reason"], "pieces");
    EXPECT_TRUE(last["state"]["legal"].empty());

    for (Player* player : {&table.creator, &table.guest, &spectator}) {
        SCOPED_TRACE(player->role);
        expect_finished_as_planned((*player)->snapshot(), plan);
        expect_contiguous_versions(*player->ws, player->role);
    }
    // A move after the end is refused.
    table.guest->send(move_request("A6-A5"));
    EXPECT_EQ(table.guest->wait_error()["code"], "game_over");
}

TEST(FullGames, DrawByThreefoldRepetition) {
    const GamePlan plan = plan_repetition_draw();
    ASSERT_EQ(plan.reason, "repetition");
    ServerProcess server;
    Table table = open_table(server);
    const json last = play_plan(table, plan, {});
    EXPECT_EQ(last["state"]["result"]["state"], "draw");
    EXPECT_EQ(last["state"]["result"]["reason"], "repetition");
    EXPECT_EQ(last["state"]["result"]["winner"], nullptr);
    expect_finished_as_planned(table.guest->snapshot(), plan);
    expect_contiguous_versions(*table.creator.ws, "creator");
    expect_contiguous_versions(*table.guest.ws, "guest");
}

TEST(FullGames, DrawByTheHundredMoveRule) {
    const GamePlan plan = plan_quiet_moves_draw();
    ASSERT_EQ(plan.moves.size(), 100u);
    ASSERT_EQ(plan.reason, "quiet-moves");
    ServerProcess server;
    Table table = open_table(server);
    const json last = play_plan(table, plan, {});
    EXPECT_EQ(last["state"]["result"]["state"], "draw");
    EXPECT_EQ(last["state"]["result"]["reason"], "quiet-moves");
    EXPECT_TRUE(last["state"]["position"].get<std::string>().ends_with(" 100"))
        << "the position text counts 100 quiet plies: " << last["state"]["position"];
    expect_finished_as_planned(table.creator->snapshot(), plan);
    expect_contiguous_versions(*table.creator.ws, "creator");
    expect_contiguous_versions(*table.guest.ws, "guest");
}

TEST(FullGames, LeGrecToAnArrivalWin) {
    const GamePlan plan = plan_grec_arrival();
    ServerProcess server;
    // The creator asks for the second side: Le Grec's second side is White.
    Table table = open_table(server, create_body("grec", nullptr, "second"));
    EXPECT_EQ(table.creator.role, "white");
    EXPECT_EQ(table.guest.role, "black");
    EXPECT_EQ(table.first_side, "black");
    EXPECT_EQ(table.guest.joined["snapshot"]["position"], "WWWW/1WWW/BBB1/BBBB black");

    const json last = play_plan(table, plan, {});
    EXPECT_EQ(last["state"]["result"]["state"], "win");
    EXPECT_EQ(last["state"]["result"]["reason"], "arrived");
    EXPECT_EQ(last["state"]["result"]["winner"], plan.winner);
    expect_finished_as_planned(table.creator->snapshot(), plan);
    expect_contiguous_versions(*table.creator.ws, "creator");
    expect_contiguous_versions(*table.guest.ws, "guest");
}

}  // namespace
}  // namespace petteia_server_test
