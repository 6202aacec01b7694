// The engine-neutral half of Database, Statement and Transaction: each call goes to the
// connection of the engine the location names (db/connection.hpp).
#include "db/database.hpp"

#include <cmath>

#include <cctype>
#include <utility>

#include "db/connection.hpp"

namespace petteia::db {

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

// ---- Database ----

Database::Database(const DatabaseLocation& location)
    : connection_(location.engine == Engine::postgresql ? open_postgresql(location.target) : open_sqlite(location.target)) {}

// The transaction statements go first: they belong to the connection, which must outlive them.
Database::~Database() { transaction_steps_.clear(); }

Database::Database(Database&& other) noexcept
    : connection_(std::move(other.connection_)), transaction_steps_(std::move(other.transaction_steps_)) {}

Database& Database::operator=(Database&& other) noexcept {
    if (this != &other) {
        transaction_steps_.clear();
        connection_ = std::move(other.connection_);
        transaction_steps_ = std::move(other.transaction_steps_);
    }
    return *this;
}

void Database::exec(std::string_view sql) { connection_->exec(sql); }

Statement Database::prepare(std::string_view sql) { return Statement(connection_->prepare(sql)); }

std::int64_t Database::changes() const { return connection_->changes(); }

bool Database::in_transaction() const { return connection_->in_transaction(); }

Engine Database::engine() const { return connection_->engine(); }

Statement& Database::transaction_step(TransactionStep step) {
    if (transaction_steps_.empty()) {
        for (const TransactionStep each :
             {TransactionStep::begin_immediate, TransactionStep::begin_deferred, TransactionStep::commit,
              TransactionStep::rollback, TransactionStep::savepoint, TransactionStep::release,
              TransactionStep::rollback_to_savepoint})
            transaction_steps_.push_back(prepare(connection_->transaction_sql(each)));
    }
    return transaction_steps_[static_cast<std::size_t>(step)];
}

void Database::run(TransactionStep step) {
    Statement& statement = transaction_step(step);
    try {
        statement.step();
    } catch (...) {
        statement.reset();
        throw;
    }
    statement.reset();
}

void Database::queue(Statement& statement) { connection_->queue(*statement.statement_); }

void Database::queue(TransactionStep step) { queue(transaction_step(step)); }

std::vector<QueuedRun> Database::run_queued() { return connection_->run_queued(); }

void Database::discard_queued() noexcept { connection_->discard_queued(); }

// ---- Statement ----

Statement::Statement(std::unique_ptr<PreparedStatement> statement) : statement_(std::move(statement)) {}

Statement::~Statement() = default;

Statement::Statement(Statement&& other) noexcept = default;

Statement& Statement::operator=(Statement&& other) noexcept = default;

void Statement::bind(int index, std::int64_t value) { statement_->bind_int64(index, value); }

void Statement::bind_real(int index, double value) {
    // NaN and the infinities have no place in a rating; SQLite would store NaN as NULL.
    if (!std::isfinite(value)) throw DatabaseError("binding a number that is not finite");
    statement_->bind_real(index, value);
}

void Statement::bind(int index, std::string_view text) { statement_->bind_text(index, text); }

void Statement::bind(int index, std::span<const std::byte> blob) { statement_->bind_blob(index, blob); }

void Statement::bind(int index, std::nullopt_t) { statement_->bind_null(index); }

bool Statement::step() { return statement_->step(); }

void Statement::reset() noexcept { statement_->reset(); }

bool Statement::is_null(int column) const { return statement_->is_null(column); }

void Statement::require_not_null(int column) const {
    if (is_null(column)) throw DatabaseError(statement_->describe_column(column));
}

std::int64_t Statement::int64(int column) const {
    require_not_null(column);
    return statement_->int64(column);
}

double Statement::real(int column) const {
    require_not_null(column);
    return statement_->real(column);
}

std::string Statement::text(int column) const {
    require_not_null(column);
    return statement_->text(column);
}

std::vector<std::byte> Statement::blob(int column) const {
    require_not_null(column);
    return statement_->blob(column);
}

// ---- Transaction ----

// Inside an open transaction a Transaction is a savepoint (a nested transaction, in both engines),
// so that a failing call among many committed together undoes only its own changes; inside a
// savepoint it joins that savepoint (see database.hpp).
Transaction::Transaction(Database& database, Mode mode)
    : database_(database),
      kind_(!database.in_transaction() ? Kind::top : database.in_savepoint_ ? Kind::joined : Kind::savepoint) {
    if (kind_ == Kind::top) {
        database_.run(mode == Mode::immediate ? TransactionStep::begin_immediate : TransactionStep::begin_deferred);
    } else if (kind_ == Kind::savepoint) {
        database_.run(TransactionStep::savepoint);
        database_.in_savepoint_ = true;
    }
}

Transaction::~Transaction() {
    if (!open_) return;
    try {
        if (kind_ == Kind::savepoint) {
            database_.in_savepoint_ = false;
            database_.run(TransactionStep::rollback_to_savepoint);
            database_.run(TransactionStep::release);
        } else if (kind_ == Kind::top) {
            database_.run(TransactionStep::rollback);
        }
    } catch (...) {
        // The engine may already have rolled back by itself (SQLite after a full disk, PostgreSQL
        // after a lost connection), and a destructor must not throw in any case.
    }
}

void Transaction::commit() {
    if (kind_ == Kind::savepoint) {
        database_.run(TransactionStep::release);
        database_.in_savepoint_ = false;
    } else if (kind_ == Kind::top) {
        database_.run(TransactionStep::commit);
    }
    open_ = false;
}

}  // namespace petteia::db
