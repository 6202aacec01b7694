#pragma once
// A thin RAII layer over one connection to SQLite or PostgreSQL: a Database owns the connection, a
// Statement owns a prepared statement, a Transaction owns BEGIN … COMMIT. Every failure of either
// engine becomes a DatabaseError carrying the engine's own message. Nothing outside db/ sees
// sqlite3.h or libpq-fe.h; the engines themselves live behind db/connection.hpp.
//
// SQL is written with SQLite's `?N` parameters for both engines (PostgreSQL's `$N` are made from
// them). Where the dialects differ, the caller chooses by engine() (see db/README.md).
//
// A Database and its Statements are not thread-safe: use them from one thread at a time (GameStore
// puts a mutex around them).
#include <cstddef>
#include <concepts>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/errors.hpp"
#include "db/location.hpp"

namespace petteia::db {

class Connection;
class PreparedStatement;
class Statement;

// The statements a Transaction runs, prepared once per connection instead of parsed each time.
enum class TransactionStep { begin_immediate, begin_deferred, commit, rollback, savepoint, release, rollback_to_savepoint };

// What one queued run of a statement did (Database::queue).
struct QueuedRun {
    bool ran = false;          // false: an earlier run of the same queue failed, so this one never ran
    std::string error;         // empty unless it ran and failed (then the rest never ran)
    std::int64_t changes = 0;  // rows inserted, updated or deleted, for those statements
    bool returned_row = false;
    bool failed() const { return !error.empty(); }
};

class Database {
public:
    // SQLite: opens the file, creating it if it does not exist (its directory must exist), and sets
    // journal_mode=WAL, synchronous=NORMAL, foreign_keys=ON and a 5 s busy timeout.
    // PostgreSQL: connects (the database must exist; see postgresql_connection.cpp for the settings).
    explicit Database(const DatabaseLocation& location);
    ~Database();
    Database(Database&& other) noexcept;
    Database& operator=(Database&& other) noexcept;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // Runs one or more statements that return nothing of interest (schema scripts, pragmas).
    void exec(std::string_view sql);
    // Compiles exactly one statement; keep the result to run it many times.
    Statement prepare(std::string_view sql);
    // Rows inserted, updated or deleted by the last such statement on this connection.
    std::int64_t changes() const;
    // True between BEGIN and COMMIT (or ROLLBACK).
    bool in_transaction() const;
    // Runs one step of a transaction (see Transaction).
    void run(TransactionStep step);

    // Many statements for the price of one round trip (PostgreSQL's pipeline mode; SQLite, which
    // has no round trips, runs each at once). queue() keeps a run of the statement with the
    // parameters bound now and resets it, so it can be bound and queued again; run_queued() runs
    // everything queued since its last call, in order, stopping at the first failure, and says
    // what each run did. The caller judges the outcomes (a row expected, a row changed) itself.
    // Keep a queue to some hundreds of statements: PostgreSQL's answers wait in a socket buffer
    // until the last statement is sent.
    void queue(Statement& statement);
    // A step of a transaction queued likewise (a savepoint sent with the statements it guards).
    void queue(TransactionStep step);
    std::vector<QueuedRun> run_queued();
    // Forgets what is queued (after an exception), without running it.
    void discard_queued() noexcept;
    // Which engine, for the statements whose text differs between the two dialects.
    Engine engine() const;
    // The text for this database's engine: `postgresql` where PostgreSQL's dialect differs.
    std::string_view dialect(std::string_view sqlite, std::string_view postgresql) const {
        return engine() == Engine::postgresql ? postgresql : sqlite;
    }

private:
    friend class Transaction;
    Statement& transaction_step(TransactionStep step);  // prepared on first use
    std::unique_ptr<Connection> connection_;
    std::vector<Statement> transaction_steps_;  // by TransactionStep, prepared on first use
    bool in_savepoint_ = false;                 // a Transaction's savepoint is open
};

class Statement {
public:
    ~Statement();
    Statement(Statement&& other) noexcept;
    Statement& operator=(Statement&& other) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    // Parameters are numbered from 1, as in SQLite (`?1`, `?2`, …). Text and blobs are copied.
    // A blob is BYTEA in PostgreSQL.
    void bind(int index, std::int64_t value);
    // REAL in SQLite, DOUBLE PRECISION in PostgreSQL; finite only. A template, so that an integer
    // never becomes a number with a fraction, nor a number with a fraction an integer, unasked.
    template <std::floating_point Real>
    void bind(int index, Real value) {
        bind_real(index, static_cast<double>(value));
    }
    void bind(int index, std::string_view text);
    void bind(int index, std::span<const std::byte> blob);
    void bind(int index, std::nullopt_t);
    template <class T>
    void bind(int index, const std::optional<T>& value) {
        if (value) {
            bind(index, *value);
        } else {
            bind(index, std::nullopt);
        }
    }

    // Runs the statement to its next row: true while a row is available, false when done.
    bool step();
    // Makes the statement ready to run again and clears its parameters. Cannot fail: an error of
    // the last run was already reported by step().
    void reset() noexcept;

    // Columns of the current row, numbered from 0. A NULL column is an error for these getters:
    // ask is_null() first where NULL is allowed.
    bool is_null(int column) const;
    std::int64_t int64(int column) const;
    double real(int column) const;
    std::string text(int column) const;
    std::vector<std::byte> blob(int column) const;

private:
    friend class Database;
    explicit Statement(std::unique_ptr<PreparedStatement> statement);
    void bind_real(int index, double value);
    void require_not_null(int column) const;

    std::unique_ptr<PreparedStatement> statement_;
};

// BEGIN … COMMIT on one connection, rolled back by the destructor unless commit() succeeded, so an
// exception anywhere in between leaves the file as it was. A Transaction begun inside another is a
// savepoint: its rollback undoes only its own changes, its commit waits for the outer one's. One
// begun inside a savepoint joins it (no savepoint of its own: two round trips saved per call on
// PostgreSQL): its failure, an exception, undoes the whole savepoint when it gets there. Nothing
// in db/ catches an exception between a savepoint and a call inside it.
class Transaction {
public:
    enum class Mode {
        immediate,  // takes the write lock at once: for anything that writes
        deferred,   // a consistent snapshot for reads spanning several statements
    };
    explicit Transaction(Database& database, Mode mode = Mode::immediate);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    void commit();

private:
    enum class Kind { top, savepoint, joined };
    Database& database_;
    Kind kind_;
    bool open_ = true;
};

}  // namespace petteia::db
