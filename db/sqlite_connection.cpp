// The SQLite engine behind Database and Statement: what database.cpp did before PostgreSQL, moved
// here unchanged in behaviour (WAL, synchronous=NORMAL, foreign keys, a 5 s busy timeout).
#include <sqlite3.h>

#include <cctype>
#include <utility>

#include "db/connection.hpp"
#include "db/database.hpp"
#include "db/errors.hpp"

namespace petteia::db {

namespace {

[[noreturn]] void throw_sqlite_error(sqlite3* connection, std::string_view what, std::string_view sql) {
    std::string message = "SQLite: ";
    message += sqlite3_errmsg(connection);
    message += " (";
    message += what;
    if (!sql.empty()) {
        message += ": ";
        message += abbreviate(sql);
    }
    message += ")";
    throw DatabaseError(message);
}

bool only_whitespace(std::string_view text) {
    for (const char c : text) {
        if (!std::isspace(static_cast<unsigned char>(c))) return false;
    }
    return true;
}

class SqliteStatement final : public PreparedStatement {
public:
    explicit SqliteStatement(sqlite3_stmt* statement) : statement_(statement) {}
    ~SqliteStatement() override { sqlite3_finalize(statement_); }
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    void bind_real(int index, double value) override {
        if (sqlite3_bind_double(statement_, index, value) != SQLITE_OK) fail("binding a number");
    }
    void bind_int64(int index, std::int64_t value) override {
        if (sqlite3_bind_int64(statement_, index, value) != SQLITE_OK) fail("binding an integer");
    }
    void bind_text(int index, std::string_view text) override {
        // A null pointer would bind NULL, not an empty text.
        const char* data = text.empty() ? "" : text.data();
        if (sqlite3_bind_text64(statement_, index, data, text.size(), SQLITE_TRANSIENT, SQLITE_UTF8) != SQLITE_OK) {
            fail("binding a text");
        }
    }
    void bind_blob(int index, std::span<const std::byte> blob) override {
        // A null pointer would bind NULL, not an empty blob.
        const int bound = blob.empty() ? sqlite3_bind_zeroblob(statement_, index, 0)
                                       : sqlite3_bind_blob64(statement_, index, blob.data(), blob.size(), SQLITE_TRANSIENT);
        if (bound != SQLITE_OK) fail("binding a blob");
    }
    void bind_null(int index) override {
        if (sqlite3_bind_null(statement_, index) != SQLITE_OK) fail("binding NULL");
    }
    bool step() override {
        switch (sqlite3_step(statement_)) {
            case SQLITE_ROW: return true;
            case SQLITE_DONE: return false;
            default: fail("running");
        }
    }
    void reset() noexcept override {
        sqlite3_reset(statement_);
        sqlite3_clear_bindings(statement_);
    }
    bool is_null(int column) const override { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }
    std::int64_t int64(int column) const override { return sqlite3_column_int64(statement_, column); }
    double real(int column) const override { return sqlite3_column_double(statement_, column); }
    std::string text(int column) const override {
        // The pointer first, then the size: this order is what SQLite documents as safe.
        const auto* data = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
        const auto size = static_cast<std::size_t>(sqlite3_column_bytes(statement_, column));
        return data ? std::string(data, size) : std::string();
    }
    std::vector<std::byte> blob(int column) const override {
        const auto* data = static_cast<const std::byte*>(sqlite3_column_blob(statement_, column));
        const auto size = static_cast<std::size_t>(sqlite3_column_bytes(statement_, column));
        return data ? std::vector<std::byte>(data, data + size) : std::vector<std::byte>();
    }
    std::string describe_column(int column) const override {
        const char* name = sqlite3_column_name(statement_, column);
        return "SQLite: column " + std::to_string(column) + " (" + (name ? name : "?") + ") is NULL in '" +
               abbreviate(sqlite3_sql(statement_)) + "'";
    }

private:
    [[noreturn]] void fail(std::string_view what) const {
        throw_sqlite_error(sqlite3_db_handle(statement_), what, sqlite3_sql(statement_));
    }

    sqlite3_stmt* statement_ = nullptr;
};

class SqliteConnection final : public Connection {
public:
    explicit SqliteConnection(const std::string& file) {
        const int opened = sqlite3_open_v2(file.c_str(), &connection_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
        if (opened != SQLITE_OK) {
            // SQLite hands back a connection even when opening fails, to carry the message.
            std::string message = "SQLite: cannot open database '" + file + "': " +
                                  (connection_ ? sqlite3_errmsg(connection_) : sqlite3_errstr(opened));
            sqlite3_close_v2(connection_);
            throw DatabaseError(message);
        }
        try {
            // The timeout first, so that switching the journal mode waits for another process instead of failing.
            if (sqlite3_busy_timeout(connection_, 5000) != SQLITE_OK)
                throw_sqlite_error(connection_, "setting the busy timeout", "");
            const auto journal = prepare("PRAGMA journal_mode=WAL");
            const std::string mode = journal->step() ? journal->text(0) : std::string();
            // An in-memory database answers "memory": it has no file to make durable anyway.
            if (mode != "wal" && mode != "memory") {
                throw DatabaseError("SQLite: cannot switch '" + file + "' to WAL journal mode (it stays in '" + mode +
                                    "' mode)");
            }
            exec("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;");
        } catch (...) {
            sqlite3_close_v2(connection_);
            throw;
        }
    }
    // close_v2 waits for statements still alive (it is their destructors that finally close it).
    ~SqliteConnection() override { sqlite3_close_v2(connection_); }
    SqliteConnection(const SqliteConnection&) = delete;
    SqliteConnection& operator=(const SqliteConnection&) = delete;

    Engine engine() const override { return Engine::sqlite; }

    void exec(std::string_view sql) override {
        const std::string terminated(sql);
        char* error = nullptr;
        if (sqlite3_exec(connection_, terminated.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
            std::string message = "SQLite: ";
            message += error ? error : sqlite3_errmsg(connection_);
            message += " (running: " + abbreviate(sql) + ")";
            sqlite3_free(error);
            throw DatabaseError(message);
        }
    }

    std::unique_ptr<PreparedStatement> prepare(std::string_view sql) override {
        sqlite3_stmt* statement = nullptr;
        const char* tail = nullptr;
        if (sqlite3_prepare_v2(connection_, sql.data(), static_cast<int>(sql.size()), &statement, &tail) != SQLITE_OK) {
            throw_sqlite_error(connection_, "preparing", sql);
        }
        auto prepared = std::make_unique<SqliteStatement>(statement);
        if (statement == nullptr) throw DatabaseError("SQLite: nothing to prepare in '" + abbreviate(sql) + "'");
        // SQLite silently compiles only the first statement: a second one would never run.
        const std::string_view rest = sql.substr(static_cast<std::size_t>(tail - sql.data()));
        if (!only_whitespace(rest)) {
            throw DatabaseError("SQLite: more than one statement in '" + abbreviate(sql) + "'");
        }
        return prepared;
    }

    std::int64_t changes() const override { return sqlite3_changes64(connection_); }

    bool in_transaction() const override { return sqlite3_get_autocommit(connection_) == 0; }

    std::string_view transaction_sql(TransactionStep step) const override {
        switch (step) {
            case TransactionStep::begin_immediate: return "BEGIN IMMEDIATE";
            case TransactionStep::begin_deferred: return "BEGIN DEFERRED";
            case TransactionStep::commit: return "COMMIT";
            case TransactionStep::rollback: return "ROLLBACK";
            case TransactionStep::savepoint: return "SAVEPOINT nested";
            case TransactionStep::release: return "RELEASE nested";
            case TransactionStep::rollback_to_savepoint: return "ROLLBACK TO nested";
        }
        return "";
    }

    void queue(PreparedStatement& statement) override {
        QueuedRun& run = queued_.emplace_back();
        const bool earlier_failed = queued_.size() > 1 && !queued_[queued_.size() - 2].ran;
        const bool earlier_error = queued_.size() > 1 && queued_[queued_.size() - 2].failed();
        if (!earlier_failed && !earlier_error) {
            run.ran = true;
            try {
                run.returned_row = statement.step();
                run.changes = changes();
            } catch (const DatabaseError& error) {
                run.error = error.what();
            }
        }
        statement.reset();
    }

    std::vector<QueuedRun> run_queued() override { return std::exchange(queued_, {}); }

    void discard_queued() noexcept override { queued_.clear(); }

private:
    sqlite3* connection_ = nullptr;
    std::vector<QueuedRun> queued_;  // already run: SQLite has no round trip to save
};

}  // namespace

std::unique_ptr<Connection> open_sqlite(const std::string& file) { return std::make_unique<SqliteConnection>(file); }

}  // namespace petteia::db
