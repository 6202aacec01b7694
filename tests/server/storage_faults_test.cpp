// When the disk fails under a game, nobody is told of what was not stored: the move is refused with
// storage_unavailable, the game stays as it was, /healthz says "degraded", and once the disk is back
// the same move is accepted and survives a restart. The failure is real: the server's file-size
// limit is lowered from outside (prlimit), so SQLite's own writes to its file fail with EFBIG.
#include <sys/resource.h>

#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

// Lowers (or restores) the largest file the server may write.
void limit_file_size(const ServerProcess& server, rlim_t bytes) {
    const rlimit limit{bytes, RLIM_INFINITY};
    ASSERT_EQ(::prlimit(server.pid(), RLIMIT_FSIZE, &limit, nullptr), 0) << "prlimit";
}
void fail_writes(const ServerProcess& server) { limit_file_size(server, 4096); }
void heal_writes(const ServerProcess& server) { limit_file_size(server, RLIM_INFINITY); }

int health_status(const ServerProcess& server) { return http_get(server.port(), "/healthz").status; }

TEST(StorageFaults, AMoveThatCannotBeStoredIsRefusedAndTheGameGoesOnOnceTheDiskIsBack) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    const json before = fingerprint(table.second()->snapshot());

    fail_writes(server);
    table.second()->send(move_request("B6-B4"));
    const json refused = table.second()->wait_error();
    EXPECT_EQ(refused["code"], "storage_unavailable") << refused;
    EXPECT_EQ(fingerprint(table.second()->snapshot()), before) << "nothing changed in memory";
    EXPECT_EQ(fingerprint(table.first()->snapshot()), before);
    for (const json& message : table.first()->history())
        EXPECT_FALSE(is_move_event(message, "B6-B4")) << "the opponent was told of a move that was not stored";
    const HttpReply health = http_get(server.port(), "/healthz");
    EXPECT_EQ(health.status, 503);
    EXPECT_EQ(health.json().value("status", ""), "degraded") << health.body;

    heal_writes(server);
    EXPECT_TRUE(eventually([&] { return health_status(server) == 200; }, 5s)) << "healthy again once writes succeed";
    play(table.second(), "B6-B4", {&table.creator, &table.guest});
    play(table.first(), "C1-C3", {&table.creator, &table.guest});
    expect_contiguous_versions(*table.first().ws, "light");
    expect_contiguous_versions(*table.second().ws, "dark");

    // What the players saw is what the store kept.
    const json seen = table.first()->snapshot()["moves"];
    ASSERT_EQ(server.terminate(), 0);
    server.restart();
    Player back = join(server.port(), table.game, table.first().secret);
    EXPECT_EQ(back.joined["snapshot"]["moves"], seen);
}

TEST(StorageFaults, ASeatThatCannotBeStoredIsNotGiven) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    Player creator = join(server.port(), created.game, created.secret);
    fail_writes(server);
    WsClient guest(server.port(), std::nullopt, std::nullopt, socket_for(created.game));
    guest.send(join_request(created.game));
    const json refused = guest.wait_error();
    EXPECT_EQ(refused["code"], "storage_unavailable") << refused;
    EXPECT_FALSE(ever_received(guest, "\"secret\"")) << "no secret for a seat the store does not have";
    // Creating games fails too, with a clear answer.
    const HttpReply create = http_request(server.port(), "POST", "/api/games", create_body().dump());
    EXPECT_EQ(create.status, 503);
    EXPECT_EQ(create.json().value("code", ""), "storage_unavailable") << create.body;

    heal_writes(server);
    EXPECT_TRUE(eventually([&] { return health_status(server) == 200; }, 5s));
    Player seated = join(server.port(), created.game);
    EXPECT_NE(seated.role, "spectator") << "the seat is still free, and now given";
    creator->wait_event("started");
}

TEST(StorageFaults, TheComputersMoveComesOnceItCanBeStored) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), {{"variant", "petteia-8x8"}, {"time", nullptr}, {"color", "first"},
                                                            {"opponent", "computer"}, {"level", "expert"}});
    Player player = join(server.port(), created.game, created.secret);
    player->send(move_request("B1-B3"));
    player->wait_for([](const json& m) { return is_move_event(m, "B1-B3"); }, "the player's move");
    // The computer is thinking now; whatever it answers cannot be stored for a while.
    fail_writes(server);
    std::this_thread::sleep_for(2500ms);
    for (const json& message : player->history())
        EXPECT_FALSE(message.value("kind", "") == "move" && message["move"].value("side", "") == "dark")
            << "told of the computer's move while the disk fails: " << message;
    EXPECT_EQ(player->snapshot()["moves"].size(), 1u);
    heal_writes(server);
    player->wait_for(
        [](const json& m) { return m.value("kind", "") == "move" && m["move"].value("side", "") == "dark"; },
        "the computer's move once the disk is back", 15s);
    const json seen = player->snapshot()["moves"];
    EXPECT_EQ(seen.size(), 2u);
    ASSERT_EQ(server.terminate(), 0);
    server.restart();
    EXPECT_EQ(join(server.port(), created.game, created.secret).joined["snapshot"]["moves"], seen);
}

}  // namespace
}  // namespace petteia_server_test
