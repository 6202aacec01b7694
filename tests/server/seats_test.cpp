// Seats and connections: a player leaves and comes back with the seat secret, a late visitor
// watches, a player who stays away long enough forfeits on the opponent's claim.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

TEST(Seats, ReconnectWithTheSeatSecret) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    Player& light = table.first();
    const std::string dark_secret = table.second().secret;

    table.second()->drop();  // the tab is closed, no goodbye
    const json away = light->wait_event("connection");
    EXPECT_FALSE(away["state"]["seats"]["dark"]["connected"]);
    EXPECT_TRUE(away["state"]["seats"]["dark"]["taken"]);
    EXPECT_TRUE(away["state"]["seats"]["dark"]["away_since_ms"].is_number());
    EXPECT_TRUE(away["state"]["seats"]["dark"]["claim_from_ms"].is_number());
    EXPECT_TRUE(away["state"]["seats"]["light"]["connected"]);

    Player dark = join(server.port(), table.game, dark_secret);
    EXPECT_EQ(dark.role, "dark");
    EXPECT_FALSE(dark.joined.contains("secret")) << "the secret is only sent when a seat is taken";
    const json snapshot = dark.joined["snapshot"];
    EXPECT_EQ(snapshot["to_move"], "dark");
    ASSERT_EQ(snapshot["moves"].size(), 1u);
    EXPECT_EQ(snapshot["moves"][0]["move"], "A1-A2");
    EXPECT_TRUE(snapshot["seats"]["dark"]["connected"]);
    EXPECT_TRUE(snapshot["seats"]["dark"]["away_since_ms"].is_null());

    const json back = light->wait_event("connection");
    EXPECT_TRUE(back["state"]["seats"]["dark"]["connected"]);
    EXPECT_TRUE(back["state"]["seats"]["dark"]["claim_from_ms"].is_null());

    play(dark, "B6-B5", {&light, &dark});
    play(light, "B1-B2", {&light, &dark});
    expect_contiguous_versions(*light.ws, "light");
    expect_contiguous_versions(*dark.ws, "dark");
}

TEST(Seats, ThirdVisitorBecomesASpectator) {
    ServerProcess server;
    Table table = open_table(server);
    Player spectator = join(server.port(), table.game);
    EXPECT_EQ(spectator.role, "spectator");
    EXPECT_FALSE(spectator.joined.contains("secret"));
    EXPECT_TRUE(spectator.joined["snapshot"]["seats"]["light"]["taken"]);
    EXPECT_TRUE(spectator.joined["snapshot"]["seats"]["dark"]["taken"]);
    Player fourth = join(server.port(), table.game);
    EXPECT_EQ(fourth.role, "spectator");

    spectator->send(move_request("A1-A2"));
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    // Spectators follow the game.
    play(table.first(), "A1-A2", {&table.creator, &table.guest, &spectator, &fourth});
    play(table.second(), "B6-B5", {&table.creator, &table.guest, &spectator, &fourth});
    expect_contiguous_versions(*spectator.ws, "spectator");

    // A secret reaches only its owner.
    for (const std::string& secret : {table.creator.secret, table.guest.secret}) {
        EXPECT_FALSE(ever_received(*spectator.ws, secret));
        EXPECT_FALSE(ever_received(*fourth.ws, secret));
    }
    EXPECT_FALSE(ever_received(*table.creator.ws, table.guest.secret));
    EXPECT_FALSE(ever_received(*table.guest.ws, table.creator.secret));
}

TEST(Seats, TwoConnectionsOfOneSeat) {
    ServerProcess server;
    Table table = open_table(server);
    Player second_tab = join(server.port(), table.game, table.first().secret);
    EXPECT_EQ(second_tab.role, "light");
    play(second_tab, "A1-A2", {&second_tab, &table.first(), &table.second()});

    // Closing one of two tabs leaves the seat connected.
    second_tab->close();
    play(table.second(), "B6-B5", {&table.first(), &table.second()});
    const json snapshot = table.second()->snapshot();
    EXPECT_TRUE(snapshot["seats"]["light"]["connected"]);
    EXPECT_FALSE(ever_received(*table.second().ws, table.first().secret));
}

TEST(Seats, ClaimTheWinAfterTheGracePeriod) {
    ServerProcess server({"--grace-seconds", "2"});
    Table table = open_table(server);
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    play(table.second(), "B6-B5", {&table.creator, &table.guest});
    Player& light = table.first();

    light->send(action("claim_win"));
    EXPECT_EQ(light->wait_error()["code"], "cannot_claim") << "the opponent is here";

    const std::string dark_secret = table.second().secret;
    table.second()->drop();
    const json away = light->wait_event("connection");
    const std::int64_t since = away["state"]["seats"]["dark"]["away_since_ms"];
    const std::int64_t claim_from = away["state"]["seats"]["dark"]["claim_from_ms"];
    EXPECT_EQ(claim_from - since, 2000);

    if (epoch_ms() < claim_from - 1000) {  // too early, unless this machine is very slow
        light->send(action("claim_win"));
        const json early = light->wait_error();
        EXPECT_EQ(early["code"], "cannot_claim");
        EXPECT_NE(early.value("message", "").find(" s"), std::string::npos) << "says how long to wait: " << early;
    }
    // Leaving pauses nothing, and after the grace period the claim is granted.
    while (epoch_ms() < claim_from + 100) std::this_thread::sleep_for(50ms);
    light->send(action("claim_win"));
    const json result = light->wait_event("result");
    EXPECT_EQ(result["state"]["result"]["state"], "win");
    EXPECT_EQ(result["state"]["result"]["winner"], "light");
    EXPECT_EQ(result["state"]["result"]["reason"], "abandoned");

    // The absent player learns the result on coming back.
    Player dark = join(server.port(), table.game, dark_secret);
    EXPECT_EQ(dark.role, "dark");
    EXPECT_EQ(dark.joined["snapshot"]["result"]["reason"], "abandoned");
    dark->send(move_request("B5-B4"));
    EXPECT_EQ(dark->wait_error()["code"], "game_over");
}

// The answer to a join comes before any event of the game, so that a client knows its role and
// the version it starts from before events arrive.
TEST(Seats, JoinedIsTheFirstAnswerToAJoin) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    Player light = join(server.port(), created.game, created.secret);

    WsClient guest(server.port(), std::nullopt, std::nullopt, socket_for(created.game));
    EXPECT_EQ(guest.receive()->value("type", ""), "hello");
    guest.send(join_request(created.game));
    const auto first = guest.receive();
    ASSERT_TRUE(first.has_value());
    EXPECT_EQ(first->value("type", ""), "joined")
        << "the joining connection got an event of a game it has not yet been told it joined: "
        << first->dump().substr(0, 300);
}

// A client that sends "join" again on its open connection (to resync, say) never left: the
// opponent must not be told it went away and came back.
TEST(Seats, JoiningAgainOnTheSameConnectionIsNoDisconnection) {
    ServerProcess server;
    Table table = open_table(server);
    Player& light = table.first();
    light->send(join_request(table.game, light.secret));
    EXPECT_EQ(light->wait_joined().value("role", ""), "light");
    play(light, "A1-A2", {&table.creator, &table.guest});
    for (const json& message : table.second()->history())
        EXPECT_NE(message.value("kind", ""), "connection") << "Dark was told: " << message.dump();
}

}  // namespace
}  // namespace petteia_server_test
