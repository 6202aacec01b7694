// The RAII wrapper on a real file: settings, values in and out, errors, transactions.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::TempDirectory;

std::int64_t single_integer(Database& database, const std::string& sql) {
    Statement query = database.prepare(sql);
    EXPECT_TRUE(query.step());
    return query.int64(0);
}

std::int64_t row_count(Database& database) { return single_integer(database, "SELECT count(*) FROM t"); }

TEST(Database, OpensInWalModeWithForeignKeysAndABusyTimeout) {
    TempDirectory directory;
    Database database(directory.file());
    Statement journal = database.prepare("PRAGMA journal_mode");
    ASSERT_TRUE(journal.step());
    EXPECT_EQ(journal.text(0), "wal");
    EXPECT_EQ(single_integer(database, "PRAGMA synchronous"), 1);  // NORMAL
    EXPECT_EQ(single_integer(database, "PRAGMA foreign_keys"), 1);
    EXPECT_EQ(single_integer(database, "PRAGMA busy_timeout"), 5000);
    EXPECT_TRUE(std::filesystem::exists(directory.file()));
}

TEST(Database, DoesNotCreateAMissingDirectory) {
    TempDirectory directory;
    const auto file = directory.path() / "missing" / "games.sqlite";
    try {
        Database database(file);
        FAIL() << "opened a file in a missing directory";
    } catch (const DatabaseError& error) {
        EXPECT_NE(std::string(error.what()).find(file.string()), std::string::npos) << error.what();
    }
    EXPECT_FALSE(std::filesystem::exists(file.parent_path()));
}

TEST(Database, ValuesRoundTripExactly) {
    TempDirectory directory;
    Database database(directory.file());
    database.exec("CREATE TABLE t (i INTEGER, s TEXT, b BLOB, n INTEGER)");

    const std::string text_with_zero("a\0b", 3);
    const std::vector<std::byte> bytes{std::byte{0x00}, std::byte{0xff}, std::byte{0x7f}};
    Statement insert = database.prepare("INSERT INTO t (i, s, b, n) VALUES (?1, ?2, ?3, ?4)");
    insert.bind(1, std::int64_t{-9'007'199'254'740'993});
    insert.bind(2, text_with_zero);
    insert.bind(3, std::span<const std::byte>(bytes));
    insert.bind(4, std::nullopt);
    EXPECT_FALSE(insert.step());
    insert.reset();
    // Empty text and empty blobs are values, not NULL.
    insert.bind(1, std::optional<std::int64_t>(7));
    insert.bind(2, std::string_view());
    insert.bind(3, std::span<const std::byte>());
    insert.bind(4, std::optional<std::int64_t>());
    EXPECT_FALSE(insert.step());

    Statement select = database.prepare("SELECT i, s, b, n FROM t ORDER BY rowid");
    ASSERT_TRUE(select.step());
    EXPECT_EQ(select.int64(0), -9'007'199'254'740'993);
    EXPECT_EQ(select.text(1), text_with_zero);
    EXPECT_EQ(select.blob(2), bytes);
    EXPECT_TRUE(select.is_null(3));
    ASSERT_TRUE(select.step());
    EXPECT_EQ(select.int64(0), 7);
    EXPECT_FALSE(select.is_null(1));
    EXPECT_EQ(select.text(1), "");
    EXPECT_FALSE(select.is_null(2));
    EXPECT_TRUE(select.blob(2).empty());
    EXPECT_TRUE(select.is_null(3));
    EXPECT_FALSE(select.step());
}

TEST(Database, AStatementRunsAgainAfterReset) {
    TempDirectory directory;
    Database database(directory.file());
    database.exec("CREATE TABLE t (i INTEGER PRIMARY KEY)");
    Statement insert = database.prepare("INSERT INTO t (i) VALUES (?1)");
    for (std::int64_t i = 0; i < 5; ++i) {
        insert.bind(1, i);
        insert.step();
        EXPECT_EQ(database.changes(), 1);
        insert.reset();
    }
    EXPECT_EQ(row_count(database), 5);
}

TEST(Database, ErrorsCarrySqlitesMessage) {
    TempDirectory directory;
    Database database(directory.file());
    database.exec("CREATE TABLE t (i INTEGER PRIMARY KEY)");
    try {
        database.prepare("SELEKT 1");
        FAIL() << "bad SQL was prepared";
    } catch (const DatabaseError& error) {
        EXPECT_NE(std::string(error.what()).find("syntax error"), std::string::npos) << error.what();
    }
    database.exec("INSERT INTO t (i) VALUES (1)");
    Statement duplicate = database.prepare("INSERT INTO t (i) VALUES (1)");
    try {
        duplicate.step();
        FAIL() << "a duplicate key was inserted";
    } catch (const DatabaseError& error) {
        EXPECT_NE(std::string(error.what()).find("UNIQUE constraint failed"), std::string::npos) << error.what();
    }
    EXPECT_THROW(database.exec("INSERT INTO nowhere VALUES (1)"), DatabaseError);
}

TEST(Database, PrepareRefusesASecondStatementInsteadOfIgnoringIt) {
    TempDirectory directory;
    Database database(directory.file());
    EXPECT_THROW(database.prepare("SELECT 1; SELECT 2"), DatabaseError);
    EXPECT_NO_THROW(database.prepare("SELECT 1;  \n"));
}

TEST(Database, ReadingNullAsAValueIsAnError) {
    TempDirectory directory;
    Database database(directory.file());
    Statement query = database.prepare("SELECT NULL");
    ASSERT_TRUE(query.step());
    EXPECT_THROW(query.int64(0), DatabaseError);
    EXPECT_THROW(query.text(0), DatabaseError);
    EXPECT_THROW(query.blob(0), DatabaseError);
}

TEST(Database, ForeignKeysAreEnforced) {
    TempDirectory directory;
    Database database(directory.file());
    database.exec("CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (p INTEGER REFERENCES parent (id))");
    EXPECT_THROW(database.exec("INSERT INTO child (p) VALUES (42)"), DatabaseError);
}

// Transactions behave the same on both engines.
class TransactionTest : public testing_support::EachEngine {};
PETTEIA_ON_EACH_ENGINE(TransactionTest);

TEST_P(TransactionTest, CommitKeepsTheChanges) {
    Database database(storage.location());
    database.exec("CREATE TABLE t (i INTEGER)");
    {
        Transaction transaction(database);
        database.exec("INSERT INTO t VALUES (1); INSERT INTO t VALUES (2)");
        transaction.commit();
    }
    EXPECT_EQ(row_count(database), 2);
}

TEST_P(TransactionTest, LeavingWithoutCommitRollsBack) {
    Database database(storage.location());
    database.exec("CREATE TABLE t (i INTEGER)");
    {
        Transaction transaction(database);
        database.exec("INSERT INTO t VALUES (1)");
    }
    EXPECT_EQ(row_count(database), 0);
    try {
        Transaction transaction(database);
        database.exec("INSERT INTO t VALUES (1)");
        database.exec("INSERT INTO nowhere VALUES (2)");
        transaction.commit();
    } catch (const DatabaseError&) {
    }
    EXPECT_EQ(row_count(database), 0);
    // The connection is usable again: no transaction was left open.
    Transaction transaction(database);
    database.exec("INSERT INTO t VALUES (3)");
    transaction.commit();
    EXPECT_EQ(row_count(database), 1);
}

TEST_P(TransactionTest, ANestedOneUndoesOnlyItsOwnChanges) {
    Database database(storage.location());
    database.exec("CREATE TABLE t (i INTEGER)");
    Database reader(storage.location());
    {
        Transaction outer(database);
        database.exec("INSERT INTO t VALUES (1)");
        {
            Transaction inner(database);
            database.exec("INSERT INTO t VALUES (2)");
        }  // rolled back
        {
            Transaction inner(database);
            database.exec("INSERT INTO t VALUES (3)");
            inner.commit();
        }
        EXPECT_EQ(row_count(database), 2);
        EXPECT_EQ(row_count(reader), 0);  // an inner commit is not the outer one
        outer.commit();
    }
    EXPECT_EQ(row_count(reader), 2);
    EXPECT_FALSE(database.in_transaction());
}

TEST_P(TransactionTest, ASecondConnectionSeesOnlyCommittedWork) {
    Database writer(storage.location());
    writer.exec("CREATE TABLE t (i INTEGER)");
    Database reader(storage.location());
    Transaction transaction(writer);
    writer.exec("INSERT INTO t VALUES (1)");
    EXPECT_EQ(row_count(reader), 0);
    transaction.commit();
    EXPECT_EQ(row_count(reader), 1);
}

TEST(Database, AMovedConnectionKeepsWorking) {
    TempDirectory directory;
    Database first(directory.file());
    first.exec("CREATE TABLE t (i INTEGER)");
    Database second(std::move(first));
    second.exec("INSERT INTO t VALUES (1)");
    Database third(directory.file("other.sqlite"));
    third = std::move(second);
    EXPECT_EQ(row_count(third), 1);
}

}  // namespace
}  // namespace petteia::db
