// Versioned migrations: each applied once, in order, whole or not at all; newer files refused.
#include <array>
#include <string>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "db/game_store.hpp"
#include "db/migrations.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::bare_game;
using testing_support::TempDirectory;

bool table_exists(Database& database, const std::string& name) {
    Statement query = database.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1");
    query.bind(1, name);
    return query.step();
}

TEST(Migrations, ANewFileIsBroughtToTheLatestVersionOnce) {
    TempDirectory directory;
    Database database(directory.file());
    EXPECT_EQ(schema_version(database), 0);
    EXPECT_EQ(migrate(database), latest_schema_version());
    EXPECT_EQ(schema_version(database), latest_schema_version());
    EXPECT_TRUE(table_exists(database, "games"));
    EXPECT_TRUE(table_exists(database, "moves"));
    EXPECT_EQ(migrate(database), 0);
    EXPECT_EQ(schema_version(database), latest_schema_version());
}

TEST(Migrations, AGameStoreMigratesOnOpenAndNotAgainOnReopen) {
    TempDirectory directory;
    {
        GameStore store(directory.file());
        store.create(bare_game("g1"));
    }
    {
        Database database(directory.file());
        EXPECT_EQ(schema_version(database), latest_schema_version());
    }
    // Re-running migration 1 would fail on the existing tables, or would lose the game.
    GameStore reopened(directory.file());
    EXPECT_TRUE(reopened.load("g1").has_value());
}

TEST(Migrations, OnlyPendingMigrationsRunInOrder) {
    TempDirectory directory;
    Database database(directory.file());
    const std::array first{Migration{1, "one", "CREATE TABLE one (x INTEGER)"}};
    EXPECT_EQ(migrate(database, first), 1);
    const std::array both{Migration{1, "one", "CREATE TABLE one (x INTEGER)"},
                          Migration{2, "two", "CREATE TABLE two (y INTEGER REFERENCES one (x)); INSERT INTO one VALUES (5)"}};
    EXPECT_EQ(migrate(database, both), 1);
    EXPECT_EQ(schema_version(database), 2);
    EXPECT_TRUE(table_exists(database, "two"));
    EXPECT_EQ(migrate(database, both), 0);
}

TEST(Migrations, AFailingMigrationLeavesNoTrace) {
    TempDirectory directory;
    Database database(directory.file());
    const std::array broken{Migration{1, "one", "CREATE TABLE one (x INTEGER)"},
                            Migration{2, "broken", "CREATE TABLE half (x INTEGER); INSERT INTO nowhere VALUES (1)"}};
    try {
        migrate(database, broken);
        FAIL() << "a broken migration was applied";
    } catch (const DatabaseError& error) {
        EXPECT_NE(std::string(error.what()).find("migration 2 (broken)"), std::string::npos) << error.what();
    }
    EXPECT_EQ(schema_version(database), 1);
    EXPECT_TRUE(table_exists(database, "one"));
    EXPECT_FALSE(table_exists(database, "half"));
}

TEST(Migrations, AFileFromANewerProgramIsRefused) {
    TempDirectory directory;
    const int future = latest_schema_version() + 1;
    {
        Database database(directory.file());
        migrate(database);
        database.exec("PRAGMA user_version = " + std::to_string(future));
    }
    try {
        GameStore store(directory.file());
        FAIL() << "opened a file from the future";
    } catch (const DatabaseError& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("schema version " + std::to_string(future)), std::string::npos) << message;
        EXPECT_NE(message.find("newer"), std::string::npos) << message;
    }
    Database database(directory.file());
    EXPECT_EQ(schema_version(database), future);
}

TEST(Migrations, NumberingMustRunFromOneWithoutGaps) {
    TempDirectory directory;
    Database database(directory.file());
    const std::array gap{Migration{1, "one", "CREATE TABLE one (x INTEGER)"}, Migration{3, "three", "SELECT 1"}};
    EXPECT_THROW(migrate(database, gap), DatabaseError);
    EXPECT_EQ(schema_version(database), 0);
}

}  // namespace
}  // namespace petteia::db

namespace petteia::db {
namespace {

TEST(Migrations, AFileOfVersionOneKeepsItsGamesAndGainsAccountsAndExercises) {
    testing_support::TempDirectory directory;
    {
        Database database(directory.file());
        migrate(database, migrations().first(1));
        ASSERT_EQ(schema_version(database), 1);
        database.exec("INSERT INTO games (id, variant, opponent, created_at_ms, remaining0_ms, remaining1_ms) "
                      "VALUES ('old-game', 'petteia-6x6', 'human', 1, 0, 0)");
    }
    GameStore store(directory.file());
    EXPECT_TRUE(store.load("old-game"));
    Database database(directory.file());
    EXPECT_EQ(schema_version(database), latest_schema_version());
    for (const char* table : {"accounts", "sessions", "exercises", "solved_exercises", "game_players", "devices"})
        EXPECT_TRUE(table_exists(database, table)) << table;
    Statement count = database.prepare("SELECT count(*) FROM exercises");
    ASSERT_TRUE(count.step());
    EXPECT_GE(count.int64(0), 60);
}

}  // namespace
}  // namespace petteia::db
