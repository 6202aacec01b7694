// The PostgreSQL half of Database on a real server (tests/postgres/): what the stores rely on from
// SQLite holds here too — values come back exactly, `?N` parameters, savepoints, changes(), every
// failure a DatabaseError — and what only a server connection can do: drop and come back.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "db/location.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

class PostgresqlConnection : public ::testing::Test {
protected:
    testing_support::TestDatabase storage{Engine::postgresql};
    Database database{storage.location()};

    std::int64_t single_integer(const std::string& sql) {
        Statement query = database.prepare(sql);
        EXPECT_TRUE(query.step()) << sql;
        return query.int64(0);
    }

    // Ends this connection's server process, as a restart of PostgreSQL or a network failure would.
    // (The query of the pid stays prepared: forgetting it would be a call that notices the loss.)
    void lose_the_connection() {
        Database other(storage.location());
        pid.reset();
        ASSERT_TRUE(pid.step());
        Statement terminate = other.prepare("SELECT pg_terminate_backend(?1::integer, 5000)");
        terminate.bind(1, pid.int64(0));
        ASSERT_TRUE(terminate.step());
        EXPECT_EQ(terminate.int64(0), 1);
        pid.reset();
    }
    Statement pid = database.prepare("SELECT pg_backend_pid()");
};

TEST_F(PostgresqlConnection, ValuesRoundTripExactly) {
    database.exec("CREATE TABLE t (i BIGINT, s TEXT, b BYTEA, n BIGINT)");
    const std::vector<std::byte> bytes{std::byte{0x00}, std::byte{0xff}, std::byte{0x7f}, std::byte{0x5c}};
    Statement insert = database.prepare("INSERT INTO t (i, s, b, n) VALUES (?1, ?2, ?3, ?4)");
    insert.bind(1, std::int64_t{-9'007'199'254'740'993});
    insert.bind(2, std::string_view("Zoé's \"text\" ?1 \\x00"));
    insert.bind(3, std::span<const std::byte>(bytes));
    insert.bind(4, std::nullopt);
    EXPECT_FALSE(insert.step());
    EXPECT_EQ(database.changes(), 1);
    insert.reset();
    insert.bind(1, std::int64_t{9'223'372'036'854'775'807});
    insert.bind(2, std::string_view(""));
    insert.bind(3, std::span<const std::byte>());
    insert.bind(4, std::int64_t{0});
    insert.step();

    Statement query = database.prepare("SELECT i, s, b, n FROM t ORDER BY i");
    ASSERT_TRUE(query.step());
    EXPECT_EQ(query.int64(0), -9'007'199'254'740'993);
    EXPECT_EQ(query.text(1), "Zoé's \"text\" ?1 \\x00");
    EXPECT_EQ(query.blob(2), bytes);
    EXPECT_TRUE(query.is_null(3));
    EXPECT_THROW(query.int64(3), DatabaseError) << "NULL read as a number";
    ASSERT_TRUE(query.step());
    EXPECT_EQ(query.int64(0), 9'223'372'036'854'775'807);
    EXPECT_FALSE(query.is_null(1)) << "an empty text is not NULL";
    EXPECT_EQ(query.text(1), "");
    EXPECT_FALSE(query.is_null(2)) << "an empty blob is not NULL";
    EXPECT_TRUE(query.blob(2).empty());
    EXPECT_FALSE(query.step());
}

TEST_F(PostgresqlConnection, ParametersAreNumberedAsInSqliteAndQuestionMarksInTextStayText) {
    Statement query = database.prepare("SELECT ?2::bigint - ?1::bigint, '?1', ?1::bigint = ?1::bigint");
    query.bind(1, std::int64_t{5});
    query.bind(2, std::int64_t{12});
    ASSERT_TRUE(query.step());
    EXPECT_EQ(query.int64(0), 7);
    EXPECT_EQ(query.text(1), "?1");
    EXPECT_EQ(query.int64(2), 1) << "a boolean reads as 0 or 1, as in SQLite";
    EXPECT_THROW(query.bind(3, std::int64_t{1}), DatabaseError);
}

TEST_F(PostgresqlConnection, ChangesCountOnlyWritesAsInSqlite) {
    database.exec("CREATE TABLE t (x BIGINT); INSERT INTO t VALUES (1), (2), (3)");
    Statement update = database.prepare("UPDATE t SET x = x + 10 WHERE x >= ?1");
    update.bind(1, std::int64_t{2});
    update.step();
    EXPECT_EQ(database.changes(), 2);
    Statement select = database.prepare("SELECT x FROM t");
    while (select.step()) {
    }
    EXPECT_EQ(database.changes(), 2) << "a SELECT changed the count of the last write";
}

TEST_F(PostgresqlConnection, ASavepointUndoesOnlyItsOwnChanges) {
    database.exec("CREATE TABLE t (x BIGINT PRIMARY KEY)");
    {
        Transaction outer(database);
        database.exec("INSERT INTO t VALUES (1)");
        {
            Transaction inner(database);
            database.exec("INSERT INTO t VALUES (2)");
            EXPECT_THROW(database.exec("INSERT INTO t VALUES (1)"), DatabaseError);
        }
        {
            Transaction inner(database);
            database.exec("INSERT INTO t VALUES (3)");
            inner.commit();
        }
        outer.commit();
    }
    EXPECT_EQ(single_integer("SELECT sum(x) FROM t"), 4);
    EXPECT_FALSE(database.in_transaction());
}

TEST_F(PostgresqlConnection, ACommitAfterAFailedStatementIsAnErrorNotASilentRollback) {
    database.exec("CREATE TABLE t (x BIGINT PRIMARY KEY)");
    {
        Transaction transaction(database);
        database.exec("INSERT INTO t VALUES (1)");
        EXPECT_THROW(database.exec("INSERT INTO t VALUES (1)"), DatabaseError);
        EXPECT_THROW(transaction.commit(), DatabaseError);
    }
    EXPECT_EQ(single_integer("SELECT count(*) FROM t"), 0);
}

TEST_F(PostgresqlConnection, ErrorsCarryPostgresqlsMessageAndCode) {
    try {
        database.exec("INSERT INTO nowhere VALUES (1)");
        FAIL() << "no error";
    } catch (const DatabaseError& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("PostgreSQL: "), std::string::npos) << message;
        EXPECT_NE(message.find("nowhere"), std::string::npos) << message;
        EXPECT_NE(message.find("[42P01]"), std::string::npos) << message;
    }
    EXPECT_THROW(database.prepare("SELECT 1; SELECT 2"), DatabaseError) << "a second statement would never run";
}

// Issue 37: after a restart of PostgreSQL every pooled connection failed its first request.
TEST_F(PostgresqlConnection, AConnectionLostWhileIdleIsOpenedAgainBeforeTheNextCallWhichSucceeds) {
    database.exec("CREATE TABLE t (x BIGINT)");
    database.exec("SET statement_timeout = '7s'");
    Statement insert = database.prepare("INSERT INTO t VALUES (?1)");
    lose_the_connection();
    insert.bind(1, std::int64_t{1});
    EXPECT_NO_THROW(insert.step()) << "prepared again on a new connection, and run";
    insert.reset();
    lose_the_connection();
    EXPECT_EQ(single_integer("SELECT sum(x) FROM t"), 1) << "a new statement, too";
    Statement setting = database.prepare("SELECT current_setting('statement_timeout')");
    ASSERT_TRUE(setting.step());
    EXPECT_EQ(setting.text(0), "7s") << "the session's settings are made again on the new connection";
    lose_the_connection();
    {
        Transaction transaction(database);  // BEGIN itself finds the connection gone, and goes on
        database.exec("INSERT INTO t VALUES (2)");
        transaction.commit();
    }
    EXPECT_EQ(single_integer("SELECT sum(x) FROM t"), 3);
}

TEST_F(PostgresqlConnection, ATransactionLostWithItsConnectionCommitsNothing) {
    database.exec("CREATE TABLE t (x BIGINT)");
    {
        Transaction transaction(database);
        database.exec("INSERT INTO t VALUES (1)");
        lose_the_connection();
        EXPECT_THROW(database.exec("INSERT INTO t VALUES (2)"), DatabaseError);
        // Had the connection been opened again here, this write would be committed on its own.
        EXPECT_THROW(database.exec("INSERT INTO t VALUES (3)"), DatabaseError);
        EXPECT_TRUE(database.in_transaction());
        EXPECT_THROW(transaction.commit(), DatabaseError);
    }
    EXPECT_FALSE(database.in_transaction());
    EXPECT_EQ(single_integer("SELECT count(*) FROM t"), 0);
}

TEST(DatabaseLocation, NamesTheEngineAndHidesAPassword) {
    EXPECT_EQ(DatabaseLocation::parse("sqlite:var/petteia.sqlite").engine, Engine::sqlite);
    EXPECT_EQ(DatabaseLocation::parse("sqlite:var/petteia.sqlite").target, "var/petteia.sqlite");
    const auto postgresql = DatabaseLocation::parse("postgresql://petteia:s3cret@db.example:5432/petteia");
    EXPECT_EQ(postgresql.engine, Engine::postgresql);
    EXPECT_EQ(postgresql.target, "postgresql://petteia:s3cret@db.example:5432/petteia");
    EXPECT_EQ(postgresql.describe(), "postgresql://petteia:***@db.example:5432/petteia");
    EXPECT_EQ(DatabaseLocation::parse("postgres://h/db").engine, Engine::postgresql);
    EXPECT_EQ(DatabaseLocation(std::filesystem::path("a.sqlite")).engine, Engine::sqlite);
    EXPECT_THROW(DatabaseLocation::parse("mysql://h/db"), DatabaseError);
    EXPECT_THROW(DatabaseLocation::parse("sqlite:"), DatabaseError);
}

TEST(DatabaseLocation, AnUnreachableServerIsADatabaseErrorWithoutThePassword) {
    try {
        Database database(DatabaseLocation::parse("postgresql://petteia:s3cret@127.0.0.1:1/petteia?connect_timeout=2"));
        FAIL() << "connected to port 1";
    } catch (const DatabaseError& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("cannot connect"), std::string::npos) << message;
        EXPECT_EQ(message.find("s3cret"), std::string::npos) << message;
    }
}

}  // namespace
}  // namespace petteia::db
