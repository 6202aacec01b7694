#include "db/database.hpp"

#include <sqlite3.h>

#include <cctype>
#include <utility>

namespace petteia::db {

namespace {

// Statement texts in error messages: on one line and short enough for a log line.
std::string abbreviate(std::string_view sql) {
    constexpr std::size_t limit = 120;
    std::string out;
    bool in_space = false;
    for (const char c : sql) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            in_space = !out.empty();
            continue;
        }
        if (in_space) out += ' ';
        in_space = false;
        out += c;
        if (out.size() >= limit) return out + "…";
    }
    return out;
}

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

}  // namespace

// ---- Database ----

Database::Database(const std::filesystem::path& file) {
    const int opened = sqlite3_open_v2(file.c_str(), &connection_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (opened != SQLITE_OK) {
        // SQLite hands back a connection even when opening fails, to carry the message.
        std::string message = "SQLite: cannot open database '" + file.string() + "': " +
                              (connection_ ? sqlite3_errmsg(connection_) : sqlite3_errstr(opened));
        sqlite3_close_v2(connection_);
        connection_ = nullptr;
        throw DatabaseError(message);
    }
    try {
        // The timeout first, so that switching the journal mode waits for another process instead of failing.
        if (sqlite3_busy_timeout(connection_, 5000) != SQLITE_OK) throw_sqlite_error(connection_, "setting the busy timeout", "");
        Statement journal = prepare("PRAGMA journal_mode=WAL");
        const std::string mode = journal.step() ? journal.text(0) : std::string();
        // An in-memory database answers "memory": it has no file to make durable anyway.
        if (mode != "wal" && mode != "memory") {
            throw DatabaseError("SQLite: cannot switch '" + file.string() + "' to WAL journal mode (it stays in '" +
                                mode + "' mode)");
        }
        exec("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;");
    } catch (...) {
        sqlite3_close_v2(connection_);
        connection_ = nullptr;
        throw;
    }
}

Database::~Database() {
    // close_v2 waits for statements still alive (it is their destructors that finally close it).
    sqlite3_close_v2(connection_);
}

Database::Database(Database&& other) noexcept
    : connection_(std::exchange(other.connection_, nullptr)), transaction_steps_(std::move(other.transaction_steps_)) {}

Database& Database::operator=(Database&& other) noexcept {
    if (this != &other) {
        transaction_steps_.clear();
        sqlite3_close_v2(connection_);
        connection_ = std::exchange(other.connection_, nullptr);
        transaction_steps_ = std::move(other.transaction_steps_);
    }
    return *this;
}

void Database::exec(std::string_view sql) {
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

Statement Database::prepare(std::string_view sql) {
    sqlite3_stmt* statement = nullptr;
    const char* tail = nullptr;
    if (sqlite3_prepare_v2(connection_, sql.data(), static_cast<int>(sql.size()), &statement, &tail) != SQLITE_OK) {
        throw_sqlite_error(connection_, "preparing", sql);
    }
    Statement prepared(statement);
    if (statement == nullptr) throw DatabaseError("SQLite: nothing to prepare in '" + abbreviate(sql) + "'");
    // SQLite silently compiles only the first statement: a second one would never run.
    const std::string_view rest = sql.substr(static_cast<std::size_t>(tail - sql.data()));
    if (!only_whitespace(rest)) {
        throw DatabaseError("SQLite: more than one statement in '" + abbreviate(sql) + "'");
    }
    return prepared;
}

std::int64_t Database::changes() const { return sqlite3_changes64(connection_); }

bool Database::in_transaction() const { return sqlite3_get_autocommit(connection_) == 0; }

void Database::run(TransactionStep step) {
    if (transaction_steps_.empty()) {
        // In TransactionStep's order.
        for (const char* sql : {"BEGIN IMMEDIATE", "BEGIN DEFERRED", "COMMIT", "ROLLBACK", "SAVEPOINT nested",
                                "RELEASE nested", "ROLLBACK TO nested"})
            transaction_steps_.push_back(prepare(sql));
    }
    Statement& statement = transaction_steps_[static_cast<std::size_t>(step)];
    try {
        statement.step();
    } catch (...) {
        statement.reset();
        throw;
    }
    statement.reset();
}

// ---- Statement ----

Statement::~Statement() { sqlite3_finalize(statement_); }

Statement::Statement(Statement&& other) noexcept : statement_(std::exchange(other.statement_, nullptr)) {}

Statement& Statement::operator=(Statement&& other) noexcept {
    if (this != &other) {
        sqlite3_finalize(statement_);
        statement_ = std::exchange(other.statement_, nullptr);
    }
    return *this;
}

void Statement::fail(std::string_view what) const {
    throw_sqlite_error(sqlite3_db_handle(statement_), what, sqlite3_sql(statement_));
}

void Statement::bind(int index, std::int64_t value) {
    if (sqlite3_bind_int64(statement_, index, value) != SQLITE_OK) fail("binding an integer");
}

void Statement::bind(int index, std::string_view text) {
    // A null pointer would bind NULL, not an empty text.
    const char* data = text.empty() ? "" : text.data();
    if (sqlite3_bind_text64(statement_, index, data, text.size(), SQLITE_TRANSIENT, SQLITE_UTF8) != SQLITE_OK) {
        fail("binding a text");
    }
}

void Statement::bind(int index, std::span<const std::byte> blob) {
    // A null pointer would bind NULL, not an empty blob.
    const int bound = blob.empty() ? sqlite3_bind_zeroblob(statement_, index, 0)
                                   : sqlite3_bind_blob64(statement_, index, blob.data(), blob.size(), SQLITE_TRANSIENT);
    if (bound != SQLITE_OK) fail("binding a blob");
}

void Statement::bind(int index, std::nullopt_t) {
    if (sqlite3_bind_null(statement_, index) != SQLITE_OK) fail("binding NULL");
}

bool Statement::step() {
    switch (sqlite3_step(statement_)) {
        case SQLITE_ROW: return true;
        case SQLITE_DONE: return false;
        default: fail("running");
    }
}

void Statement::reset() noexcept {
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
}

bool Statement::is_null(int column) const { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }

void Statement::require_not_null(int column) const {
    if (is_null(column)) {
        throw DatabaseError("SQLite: column " + std::to_string(column) + " (" +
                            (sqlite3_column_name(statement_, column) ? sqlite3_column_name(statement_, column) : "?") +
                            ") is NULL in '" + abbreviate(sqlite3_sql(statement_)) + "'");
    }
}

std::int64_t Statement::int64(int column) const {
    require_not_null(column);
    return sqlite3_column_int64(statement_, column);
}

std::string Statement::text(int column) const {
    require_not_null(column);
    // The pointer first, then the size: this order is what SQLite documents as safe.
    const auto* data = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
    const auto size = static_cast<std::size_t>(sqlite3_column_bytes(statement_, column));
    return data ? std::string(data, size) : std::string();
}

std::vector<std::byte> Statement::blob(int column) const {
    require_not_null(column);
    const auto* data = static_cast<const std::byte*>(sqlite3_column_blob(statement_, column));
    const auto size = static_cast<std::size_t>(sqlite3_column_bytes(statement_, column));
    return data ? std::vector<std::byte>(data, data + size) : std::vector<std::byte>();
}

// ---- Transaction ----

// Inside an open transaction a Transaction is a savepoint (SQLite's nested transaction), so that a
// failing call among many committed together undoes only its own changes.
Transaction::Transaction(Database& database, Mode mode) : database_(database), nested_(database.in_transaction()) {
    if (nested_) {
        database_.run(TransactionStep::savepoint);
    } else {
        database_.run(mode == Mode::immediate ? TransactionStep::begin_immediate : TransactionStep::begin_deferred);
    }
}

Transaction::~Transaction() {
    if (!open_) return;
    try {
        if (nested_) {
            database_.run(TransactionStep::rollback_to_savepoint);
            database_.run(TransactionStep::release);
        } else {
            database_.run(TransactionStep::rollback);
        }
    } catch (...) {
        // SQLite may already have rolled back by itself (after a full disk, for example), and a
        // destructor must not throw in any case.
    }
}

void Transaction::commit() {
    database_.run(nested_ ? TransactionStep::release : TransactionStep::commit);
    open_ = false;
}

}  // namespace petteia::db
