// Versioned migrations: each applied once, in order, whole or not at all; newer files refused.
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "db/exercise_set.hpp"
#include "db/game_store.hpp"
#include "db/migrations.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

class MigrationsTest : public testing_support::EachEngine {};
PETTEIA_ON_EACH_ENGINE(MigrationsTest);

using testing_support::bare_game;
using testing_support::TempDirectory;

bool table_exists(Database& database, const std::string& name) {
    Statement query = database.prepare(database.dialect(
        "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1",
        "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?1"));
    query.bind(1, name);
    return query.step();
}

TEST_P(MigrationsTest, ANewFileIsBroughtToTheLatestVersionOnce) {
    Database database(storage.location());
    EXPECT_EQ(schema_version(database), 0);
    EXPECT_EQ(migrate(database), latest_schema_version());
    EXPECT_EQ(schema_version(database), latest_schema_version());
    EXPECT_TRUE(table_exists(database, "games"));
    EXPECT_TRUE(table_exists(database, "moves"));
    EXPECT_EQ(migrate(database), 0);
    EXPECT_EQ(schema_version(database), latest_schema_version());
}

TEST_P(MigrationsTest, AGameStoreMigratesOnOpenAndNotAgainOnReopen) {
    {
        GameStore store(storage.location());
        store.create(bare_game("g1"));
    }
    {
        Database database(storage.location());
        EXPECT_EQ(schema_version(database), latest_schema_version());
    }
    // Re-running migration 1 would fail on the existing tables, or would lose the game.
    GameStore reopened(storage.location());
    EXPECT_TRUE(reopened.load("g1").has_value());
}

// Migration 12 copies each lease's token into its games row, and its triggers keep the copy equal
// to the lease's token whenever a lease is granted or taken (the fence of every unit of writes).
TEST_P(MigrationsTest, TheLeaseTokenIsCopiedIntoTheGamesRowAndFollowsItsLease) {
    Database database(storage.location());
    migrate(database, migrations().first(11));
    database.exec("INSERT INTO games (id, variant, opponent, created_at_ms, remaining0_ms, remaining1_ms) "
                  "VALUES ('held', 'petteia-6x6', 'friend', 1, 0, 0), ('unheld', 'petteia-6x6', 'friend', 1, 0, 0)");
    database.exec("INSERT INTO game_leases (game_id, node, token, taken_at_ms) VALUES ('held', 'node1', 7, 1)");
    EXPECT_EQ(migrate(database, migrations().first(12)), 1);
    const auto token_of = [&](const std::string& id) {
        Statement query = database.prepare("SELECT lease_token FROM games WHERE id = ?1");
        query.bind(1, id);
        EXPECT_TRUE(query.step());
        return query.is_null(0) ? std::optional<std::int64_t>() : query.int64(0);
    };
    EXPECT_EQ(token_of("held"), 7);
    EXPECT_EQ(token_of("unheld"), std::nullopt);
    database.exec("UPDATE game_leases SET node = 'node2', token = token + 1 WHERE game_id = 'held'");
    database.exec("INSERT INTO game_leases (game_id, node, token, taken_at_ms) VALUES ('unheld', 'node1', 1, 2)");
    EXPECT_EQ(token_of("held"), 8);
    EXPECT_EQ(token_of("unheld"), 1);
    // A lease change that leaves the token alone (let go of, asked for) leaves the copy alone.
    database.exec("UPDATE game_leases SET is_open = 1 WHERE game_id = 'held'");
    EXPECT_EQ(token_of("held"), 8);
}

TEST_P(MigrationsTest, OnlyPendingMigrationsRunInOrder) {
    Database database(storage.location());
    const std::array first{Migration{1, "one", "CREATE TABLE one (x INTEGER PRIMARY KEY)"}};
    EXPECT_EQ(migrate(database, first), 1);
    const std::array both{Migration{1, "one", "CREATE TABLE one (x INTEGER PRIMARY KEY)"},
                          Migration{2, "two", "CREATE TABLE two (y INTEGER REFERENCES one (x)); INSERT INTO one VALUES (5)"}};
    EXPECT_EQ(migrate(database, both), 1);
    EXPECT_EQ(schema_version(database), 2);
    EXPECT_TRUE(table_exists(database, "two"));
    EXPECT_EQ(migrate(database, both), 0);
}

TEST_P(MigrationsTest, AFailingMigrationLeavesNoTrace) {
    Database database(storage.location());
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

TEST_P(MigrationsTest, AFileFromANewerProgramIsRefused) {
    const int future = latest_schema_version() + 1;
    {
        Database database(storage.location());
        migrate(database);
        database.exec(std::string(database.dialect("PRAGMA user_version = ", "UPDATE schema_version SET version = ")) +
                      std::to_string(future));
    }
    try {
        GameStore store(storage.location());
        FAIL() << "opened a file from the future";
    } catch (const DatabaseError& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("schema version " + std::to_string(future)), std::string::npos) << message;
        EXPECT_NE(message.find("newer"), std::string::npos) << message;
    }
    Database database(storage.location());
    EXPECT_EQ(schema_version(database), future);
}

TEST_P(MigrationsTest, NumberingMustRunFromOneWithoutGaps) {
    Database database(storage.location());
    const std::array gap{Migration{1, "one", "CREATE TABLE one (x INTEGER)"}, Migration{3, "three", "SELECT 1"}};
    EXPECT_THROW(migrate(database, gap), DatabaseError);
    EXPECT_EQ(schema_version(database), 0);
}

}  // namespace
}  // namespace petteia::db

namespace petteia::db {
namespace {

TEST_P(MigrationsTest, AFileOfVersionOneKeepsItsGamesAndGainsAccountsAndExercises) {
    {
        Database database(storage.location());
        migrate(database, migrations().first(1));
        ASSERT_EQ(schema_version(database), 1);
        database.exec("INSERT INTO games (id, variant, opponent, created_at_ms, remaining0_ms, remaining1_ms) "
                      "VALUES ('old-game', 'petteia-6x6', 'human', 1, 0, 0)");
    }
    GameStore store(storage.location());
    EXPECT_TRUE(store.load("old-game"));
    Database database(storage.location());
    EXPECT_EQ(schema_version(database), latest_schema_version());
    for (const char* table : {"accounts", "sessions", "exercises", "solved_exercises", "game_players", "devices"})
        EXPECT_TRUE(table_exists(database, table)) << table;
    Statement count = database.prepare("SELECT count(*) FROM exercises");
    ASSERT_TRUE(count.step());
    EXPECT_GE(count.int64(0), 60);
}

// Set 4 (issue 26) brings the first exercises of other games than Petteia; a file already at set 3
// gains them without losing an exercise, and ends with the built-in set exactly.
TEST_P(MigrationsTest, SetFourAddsPetteiaChessAndLeGrecExercises) {
    Database database(storage.location());
    migrate(database, migrations().first(13));
    // Every set migration loads the set built into the program: a file of set 3 is made by taking
    // away what set 4 brings.
    database.exec("DELETE FROM exercises WHERE variant IN ('petteia-chess', 'grec')");
    const auto count_of = [&](const std::string& variant) {
        Statement count = database.prepare("SELECT count(*) FROM exercises WHERE variant = ?1");
        count.bind(1, variant);
        count.step();
        return count.int64(0);
    };
    const std::int64_t petteia_6x6 = count_of("petteia-6x6");
    EXPECT_EQ(count_of("petteia-chess"), 0);
    EXPECT_EQ(count_of("grec"), 0);

    EXPECT_EQ(migrate(database, migrations().first(14)), 1);
    EXPECT_EQ(schema_version(database), 14);
    EXPECT_GT(count_of("petteia-chess"), 0);
    EXPECT_GT(count_of("grec"), 0);
    EXPECT_GE(count_of("petteia-chess") + count_of("grec"), 40);
    EXPECT_EQ(count_of("petteia-6x6"), petteia_6x6);
    // The rest of the file's data (the goals in Greek) comes with migration 28.
    migrate(database);
    EXPECT_EQ(exercise_set_differences(database, exercise_set_json()), 0);
}

// Set 5 (issue 26, `petteia exercises from-games`) comes after set 4 in the file: a file at set 4 gains
// it and keeps every exercise it had.
TEST_P(MigrationsTest, SetFiveAddsExercisesFromFinishedGames) {
    Database database(storage.location());
    migrate(database, migrations().first(14));
    // A file of set 4 is made by taking away what set 5 brings: its first exercise and all after it.
    database.exec("DELETE FROM exercises WHERE list_order >= (SELECT list_order FROM exercises WHERE id = 'gr-hold-11')");
    const auto count = [&] {
        Statement query = database.prepare("SELECT count(*) FROM exercises");
        query.step();
        return query.int64(0);
    };
    EXPECT_EQ(count(), 129);

    EXPECT_EQ(migrate(database, migrations().first(15)), 1);
    EXPECT_EQ(schema_version(database), 15);
    EXPECT_EQ(count(), 162);
    migrate(database);
    EXPECT_EQ(exercise_set_differences(database, exercise_set_json()), 0);
}

// Set 6 (issue 40): a file of set 5 gains each goal in Greek, as the engine writes it, and keeps
// every exercise.
TEST_P(MigrationsTest, SetSixGivesEachGoalInGreek) {
    Database database(storage.location());
    migrate(database, migrations().first(27));
    EXPECT_EQ(migrate(database, migrations().first(28)), 1);
    Statement query = database.prepare("SELECT count(*), sum(CASE WHEN goal_el = '' THEN 1 ELSE 0 END) FROM exercises");
    ASSERT_TRUE(query.step());
    EXPECT_EQ(query.int64(0), 162);
    EXPECT_EQ(query.int64(1), 0);
    Statement capture = database.prepare("SELECT goal_el FROM exercises WHERE id = 'p6-capture-13'");
    ASSERT_TRUE(capture.step());
    EXPECT_EQ(capture.text(0), "Πάρτε ένα κομμάτι με μία κίνηση.");
    EXPECT_EQ(exercise_set_differences(database, exercise_set_json()), 0);
}

}  // namespace
}  // namespace petteia::db
