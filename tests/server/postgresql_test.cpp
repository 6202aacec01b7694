// The server on PostgreSQL (--database postgresql://…) rather than its SQLite file: a game is
// played, the server is SIGKILLed and started again, and the game goes on with every move kept; a
// write that PostgreSQL refuses is refused to the player with storage_unavailable and /healthz
// degrades, exactly as on SQLite (storage_faults_test.cpp). The database is a real PostgreSQL on
// loopback (tests/postgres/), a fresh schema for each test.
#include <filesystem>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "tests/postgres/test_schema.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

using petteia::testing_postgres::TestSchema;

TEST(Postgresql, AGameSurvivesASigkillAndGoesOnWithEveryMove) {
    TestSchema schema;
    ServerProcess server({"--database", schema.location().target});
    Table table = open_table(server, create_body("petteia-6x6", {{"minutes", 5}, {"increment", 0}}));
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    play(table.second(), "B6-B4", {&table.creator, &table.guest});
    play(table.first(), "C1-C3", {&table.creator, &table.guest});
    const json before = table.second()->snapshot();

    server.kill();
    server.restart();

    Player light = join(server.port(), table.game, table.first().secret);
    Player dark = join(server.port(), table.game, table.second().secret);
    EXPECT_EQ(light.role, "light");
    EXPECT_EQ(dark.role, "dark");
    const json after = dark->snapshot();
    EXPECT_EQ(after["moves"], before["moves"]);
    EXPECT_EQ(after["position"], before["position"]);
    EXPECT_EQ(after["to_move"], "dark");
    EXPECT_EQ(after["clock"]["running"], "dark");

    const std::string reply = after["legal"][0];
    play(dark, reply, {&light, &dark});
    EXPECT_EQ(light->snapshot()["moves"].size(), 4u);
    EXPECT_EQ(http_get(server.port(), "/healthz").status, 200);
    EXPECT_FALSE(std::filesystem::exists(server.data_directory() / "petteia.sqlite"))
        << "the games went to PostgreSQL, not to the default SQLite file";

    // Stopped cleanly and started once more, it still has them.
    ASSERT_EQ(server.terminate(), 0);
    server.restart();
    Player back = join(server.port(), table.game, table.first().secret);
    EXPECT_EQ(back.joined["snapshot"]["moves"].size(), 4u);
}

TEST(Postgresql, AWriteThatPostgresqlRefusesIsRefusedToThePlayerAndHealthDegrades) {
    TestSchema schema;
    ServerProcess server({"--database", schema.location().target});
    Table table = open_table(server);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    const json before = fingerprint(table.second()->snapshot());

    // A real refusal by the database: from now on it takes no new move.
    petteia::db::Database admin(schema.location());
    admin.exec("ALTER TABLE moves ADD CONSTRAINT refuse_new_moves CHECK (false) NOT VALID");
    table.second()->send(move_request("B6-B4"));
    const json refused = table.second()->wait_error();
    EXPECT_EQ(refused["code"], "storage_unavailable") << refused;
    EXPECT_EQ(fingerprint(table.second()->snapshot()), before) << "nothing changed in memory";
    for (const json& message : table.first()->history())
        EXPECT_FALSE(is_move_event(message, "B6-B4")) << "the opponent was told of a move that was not stored";
    const HttpReply health = http_get(server.port(), "/healthz");
    EXPECT_EQ(health.status, 503);
    EXPECT_EQ(health.json().value("status", ""), "degraded") << health.body;

    admin.exec("ALTER TABLE moves DROP CONSTRAINT refuse_new_moves");
    EXPECT_TRUE(eventually([&] { return http_get(server.port(), "/healthz").status == 200; }, 5s))
        << "healthy again once writes succeed";
    play(table.second(), "B6-B4", {&table.creator, &table.guest});
    expect_contiguous_versions(*table.first().ws, "light");
}

}  // namespace
}  // namespace petteia_server_test
