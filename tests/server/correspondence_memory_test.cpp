// A game of days per move costs no memory between its players' visits (issue 38, deliverable 6):
// once nobody follows it, the room leaves memory at the next sweep of the rooms, and the store keeps
// all of it (moves, the deadline, an offer); it is loaded whole when a player comes back, and is not
// loaded at start. A game clock's game, unfinished, stays in memory as before (its clock runs there).
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

int rooms_in_memory(std::uint16_t port) { return http_get(port, "/healthz").json().value("games", -1); }

TEST(CorrespondenceMemory, AGameNobodyIsAtLeavesMemoryAndComesBackWhole) {
    ServerProcess server({"--sweep-seconds", "1"});
    Table table = open_table(server, create_body("petteia-6x6", {{"days", 2}}));
    Table live = open_table(server, create_body("petteia-6x6", {{"minutes", 5}, {"increment", 0}}));
    const json moved = play(table.first(), "A1-A2", {&table.creator, &table.guest});
    const std::int64_t deadline = moved["state"]["clock"]["deadline_ms"];
    table.first()->send(action("offer_draw"));
    table.second()->wait_event("offer");
    const std::string second_secret = table.second().secret;
    const std::string second_role = table.second().role;
    EXPECT_EQ(rooms_in_memory(server.port()), 2);

    for (Player* player : {&table.creator, &table.guest, &live.creator, &live.guest}) (*player)->close();
    ASSERT_TRUE(eventually([&] { return rooms_in_memory(server.port()) == 1; }, 15s))
        << "the correspondence game left memory, the game clock's stayed: " << rooms_in_memory(server.port());

    // Loaded whole when a player comes back: the move, the deadline to the millisecond, the offer.
    Player back = join(server.port(), table.game, second_secret);
    EXPECT_EQ(back.role, second_role);
    const json snapshot = back.joined["snapshot"];
    EXPECT_EQ(snapshot["moves"].size(), 1u);
    EXPECT_EQ(snapshot["clock"]["deadline_ms"], deadline);
    EXPECT_EQ(snapshot["offers"]["draw"], table.first().role);
    EXPECT_EQ(rooms_in_memory(server.port()), 2);
    play(back, "A6-A5", {&back});
    back->close();
    ASSERT_TRUE(eventually([&] { return rooms_in_memory(server.port()) == 1; }, 15s));

    // Not loaded at start either; a spectator's visit loads it.
    ASSERT_EQ(server.terminate(), 0);
    server.restart();
    EXPECT_EQ(rooms_in_memory(server.port()), 1) << "only the game clock's game is loaded at start";
    Player spectator = join(server.port(), table.game);
    EXPECT_EQ(spectator.role, "spectator");
    EXPECT_EQ(spectator.joined["snapshot"]["moves"].size(), 2u);
    EXPECT_EQ(rooms_in_memory(server.port()), 2);
}

}  // namespace
}  // namespace petteia_server_test
