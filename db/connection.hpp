#pragma once
// The seam between the stores and an engine (internal to db/): what Database and Statement need
// from one connection, implemented once for SQLite (sqlite_connection.cpp) and once for PostgreSQL
// (postgresql_connection.cpp). Everything above it — the stores, migrations, transactions — is
// written once; where the two dialects differ, the caller picks the text by Database::engine().
// Implementations turn every failure into a DatabaseError carrying the engine's own message.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"
#include "db/location.hpp"

namespace petteia::db {

class PreparedStatement {
public:
    virtual ~PreparedStatement() = default;
    virtual void bind_int64(int index, std::int64_t value) = 0;
    virtual void bind_real(int index, double value) = 0;
    virtual void bind_text(int index, std::string_view text) = 0;
    virtual void bind_blob(int index, std::span<const std::byte> blob) = 0;
    virtual void bind_null(int index) = 0;
    virtual bool step() = 0;
    virtual void reset() noexcept = 0;
    virtual bool is_null(int column) const = 0;
    virtual std::int64_t int64(int column) const = 0;
    virtual double real(int column) const = 0;
    virtual std::string text(int column) const = 0;
    virtual std::vector<std::byte> blob(int column) const = 0;
    // For error messages: "column 3 (name) is NULL in '…'".
    virtual std::string describe_column(int column) const = 0;
};

class Connection {
public:
    virtual ~Connection() = default;
    virtual Engine engine() const = 0;
    virtual void exec(std::string_view sql) = 0;
    // SQL with SQLite's `?N` parameters, whatever the engine.
    virtual std::unique_ptr<PreparedStatement> prepare(std::string_view sql) = 0;
    virtual std::int64_t changes() const = 0;
    virtual bool in_transaction() const = 0;
    // The text of one step of a transaction in this engine's dialect.
    virtual std::string_view transaction_sql(TransactionStep step) const = 0;

    // A run of the statement with the parameters bound now, kept for run_queued() (the statement
    // is reset: it may be bound and queued again at once). SQLite runs it now and keeps what it
    // did (a round trip costs nothing there); PostgreSQL keeps the parameters to send them all
    // at once. Statements that return rows are run for their first row only.
    virtual void queue(PreparedStatement& statement) = 0;
    // Runs what was queued since the last call, in order, and says what each did; once one fails,
    // the rest are not run. PostgreSQL sends them in one pipeline and waits for the answers once.
    virtual std::vector<QueuedRun> run_queued() = 0;
    virtual void discard_queued() noexcept = 0;
};

std::unique_ptr<Connection> open_sqlite(const std::string& file);
std::unique_ptr<Connection> open_postgresql(const std::string& uri);

// Statement texts in error messages: on one line and short enough for a log line.
std::string abbreviate(std::string_view sql);

}  // namespace petteia::db
