// The PostgreSQL engine behind Database and Statement, on libpq. What it keeps of SQLite's
// behaviour, so that the stores above cannot tell the difference:
// - `?N` parameters (translated to `$N` once, at prepare time), statements prepared once per
//   connection and run many times;
// - changes() counts the rows of the last INSERT, UPDATE or DELETE only, as sqlite3_changes does;
// - a 5 s lock_timeout, PostgreSQL's counterpart of SQLite's busy timeout;
// - a COMMIT that PostgreSQL turned into a ROLLBACK (a statement of the transaction had failed) is
//   an error, never a silent loss;
// - a connection that dropped (the database restarted, the network failed) is opened again at the
//   next call outside a transaction, so that storage comes back by itself; inside a transaction
//   every call fails until the caller's rollback, so that nothing of a half-lost transaction is
//   then committed piecemeal;
// - a connection broken while it sat idle in a pool (PostgreSQL restarted: libpq still says
//   CONNECTION_OK until it reads the goodbye) is found before anything is sent on it — an idle
//   connection has nothing to read, so anything readable is the server's FATAL or the socket's
//   end — and opened again first; a call that still meets a dead connection is run again once on
//   a fresh one when that cannot run it twice (see may_run_again); and the session settings the
//   stores made (`SET …`) are made again on the new connection, as are the prepared statements.
#include <libpq-fe.h>
#include <poll.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "db/connection.hpp"
#include "db/database.hpp"
#include "db/errors.hpp"

namespace petteia::db {

namespace {

constexpr Oid bool_oid = 16;   // pg_type.oid of boolean
constexpr Oid bytea_oid = 17;  // and of bytea

std::string trimmed(const char* text) {
    std::string out = text ? text : "";
    while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
    return out;
}

// `?N` → `$N` outside quoted text, quoted names and comments.
std::string dollar_parameters(std::string_view sql, int& parameter_count) {
    std::string out;
    out.reserve(sql.size());
    parameter_count = 0;
    for (std::size_t i = 0; i < sql.size(); ++i) {
        const char c = sql[i];
        if (c == '\'' || c == '"') {
            const std::size_t end = sql.find(c, i + 1);
            const std::size_t stop = end == std::string_view::npos ? sql.size() : end + 1;
            out.append(sql.substr(i, stop - i));
            i = stop - 1;
        } else if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
            const std::size_t end = sql.find('\n', i);
            const std::size_t stop = end == std::string_view::npos ? sql.size() : end;
            out.append(sql.substr(i, stop - i));
            i = stop - 1;
        } else if (c == '?' && i + 1 < sql.size() && sql[i + 1] >= '0' && sql[i + 1] <= '9') {
            int number = 0;
            std::size_t j = i + 1;
            while (j < sql.size() && sql[j] >= '0' && sql[j] <= '9') number = number * 10 + (sql[j++] - '0');
            parameter_count = std::max(parameter_count, number);
            out += '$';
            out.append(sql.substr(i + 1, j - i - 1));
            i = j - 1;
        } else {
            out += c;
        }
    }
    return out;
}

// One libpq connection, shared by its statements so that it closes only after the last of them
// (as sqlite3_close_v2 waits for SQLite's).
struct Session {
    PGconn* connection = nullptr;
    std::int64_t changes = 0;
    std::uint64_t generation = 0;    // goes up each time the connection is opened again
    std::uint64_t next_name = 0;     // names of prepared statements
    bool was_in_transaction = false;   // as of the last call
    bool lost_in_transaction = false;  // the connection dropped while a transaction was open
    std::vector<std::string> settings;  // `SET …` run outside a transaction: made again on a new connection

    ~Session() { PQfinish(connection); }

    [[noreturn]] void fail(std::string_view what, std::string_view sql, const PGresult* result = nullptr) const {
        std::string message = "PostgreSQL: ";
        const char* state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
        message += trimmed(result ? PQresultErrorMessage(result) : PQerrorMessage(connection));
        if (state) message += std::string(" [") + state + "]";
        message += " (";
        message += what;
        if (!sql.empty()) message += ": " + abbreviate(sql);
        message += ")";
        throw DatabaseError(message);
    }

    void configure() {
        // NOTICEs ("relation already exists, skipping") would go to the server's stderr.
        PQsetNoticeProcessor(connection, [](void*, const char*) {}, nullptr);
        set("SET lock_timeout = '5s'");
        for (const std::string& setting : settings) set(setting);
    }

    void set(const std::string& setting) {
        PGresult* result = PQexec(connection, setting.c_str());
        const bool ok = PQresultStatus(result) == PGRES_COMMAND_OK;
        PQclear(result);
        if (!ok) fail("configuring the connection", setting);
    }

    // Whether an idle connection was closed by the server since its last call (a restart, a
    // failover, an administrator's pg_terminate_backend) although libpq, which has not read the
    // goodbye yet, still says CONNECTION_OK. PostgreSQL sends a connection that listens to nothing
    // nothing unasked, so its socket is quiet while all is well: one poll() that does not wait,
    // about a microsecond a call. When something is there, libpq reads it: the backend's FATAL
    // (57P01, handed to the notice processor) and then the socket's end mark the connection bad;
    // anything else (a TLS record, a parameter status) is taken in and the socket is quiet again.
    bool closed_while_idle() {
        if (PQstatus(connection) != CONNECTION_OK) return true;
        if (PQtransactionStatus(connection) != PQTRANS_IDLE) return false;
        for (int round = 0; round < 4; ++round) {
            const int socket = PQsocket(connection);
            if (socket < 0) return true;
            pollfd watched{socket, POLLIN, 0};
            const int ready = ::poll(&watched, 1, 0);
            if (ready == 0) return false;
            if (ready < 0) return true;  // cannot tell: a new connection costs less than a failed call
            if (PQconsumeInput(connection) == 0 || PQstatus(connection) != CONNECTION_OK) return true;
            PQisBusy(connection);  // parses what came
            if (PQstatus(connection) != CONNECTION_OK) return true;
        }
        return true;  // an idle connection that keeps receiving is not one to trust
    }

    // Before each call: a connection lost outside a transaction is opened again (its prepared
    // statements are then prepared again by their Statement, seeing the new generation). A pooled
    // connection the server closed while it was idle is opened again before anything is sent on
    // it, so that no call fails for a connection broken earlier.
    void ensure_open(std::string_view sql) {
        if (!was_in_transaction && !lost_in_transaction && PQstatus(connection) == CONNECTION_OK && closed_while_idle())
            return reconnect(sql);
        if (PQstatus(connection) == CONNECTION_OK) return;
        if (was_in_transaction) lost_in_transaction = true;
        if (lost_in_transaction) {
            throw DatabaseError("PostgreSQL: the connection was lost in the middle of a transaction (" + abbreviate(sql) + ")");
        }
        reconnect(sql);
    }

    void reconnect(std::string_view sql) {
        PQreset(connection);
        ++generation;  // whatever happens next, the old connection's prepared statements are gone
        was_in_transaction = false;
        if (PQstatus(connection) != CONNECTION_OK) fail("connecting again", sql);
        configure();
    }

    // Whether a call that failed may be run again on a fresh connection: only outside a
    // transaction (inside one, the transaction is lost whole and the caller must roll back), only
    // when the connection is now broken, and only when the statement cannot have taken effect:
    // nothing was sent, or — over the extended protocol, whose implicit transaction commits at the
    // Sync after the statement's CommandComplete — the first answer was the backend's
    // goodbye (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
    bool may_run_again(bool was_in_transaction_before, bool sent, const PGresult* first_answer) const {
        if (was_in_transaction_before || PQstatus(connection) == CONNECTION_OK) return false;
        if (!sent) return true;
        const char* state = first_answer ? PQresultErrorField(first_answer, PG_DIAG_SQLSTATE) : nullptr;
        return state != nullptr && std::string_view(state).starts_with("57P0") && std::string_view(state) != "57P04";
    }

    // After every call, failed or not: whether a transaction is open, so that a connection found
    // lost later is known to have taken one with it.
    void after_call() {
        if (PQstatus(connection) == CONNECTION_OK) {
            const auto status = PQtransactionStatus(connection);
            was_in_transaction = status == PQTRANS_INTRANS || status == PQTRANS_INERROR;
        } else if (was_in_transaction) {
            lost_in_transaction = true;
        }
    }

    // A connection left in the middle of a pipeline serves nothing else: it is opened again, and a
    // transaction it carried is lost (every call fails until the caller's rollback).
    void start_again() {
        if (was_in_transaction) lost_in_transaction = true;
        PQreset(connection);
        ++generation;
        was_in_transaction = false;
        if (PQstatus(connection) == CONNECTION_OK) configure();
    }

    // The transaction lost with the connection is over once the caller rolls it back.
    void forget_lost_transaction() {
        lost_in_transaction = false;
        was_in_transaction = false;
    }

    bool in_transaction() const {
        const auto status = PQtransactionStatus(connection);
        return lost_in_transaction || (PQstatus(connection) != CONNECTION_OK && was_in_transaction) ||
               status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE;
    }
};

class PostgresStatement final : public PreparedStatement {
public:
    PostgresStatement(std::shared_ptr<Session> session, std::string_view sql) : session_(std::move(session)) {
        sql_ = dollar_parameters(sql, parameter_count_);
        name_ = "petteia_" + std::to_string(session_->next_name++);
        values_.resize(static_cast<std::size_t>(parameter_count_));
        formats_.assign(static_cast<std::size_t>(parameter_count_), 0);
        transaction_end_ = sql_ == "COMMIT" || sql_ == "ROLLBACK";
        prepare_on_server();
    }

    ~PostgresStatement() override {
        reset();
        // Prepared statements live as long as the connection: forget the one-off ones (migrations).
        if (prepared_generation_ == session_->generation && PQstatus(session_->connection) == CONNECTION_OK) {
            PQclear(PQexec(session_->connection, ("DEALLOCATE " + name_).c_str()));
            session_->after_call();
        }
    }
    PostgresStatement(const PostgresStatement&) = delete;
    PostgresStatement& operator=(const PostgresStatement&) = delete;

    void bind_int64(int index, std::int64_t value) override { set(index, std::to_string(value), 0); }
    // Text with 17 significant digits: read back by PostgreSQL as exactly this double.
    void bind_real(int index, double value) override {
        char text[32];
        const auto [end, error] = std::to_chars(text, text + sizeof text, value, std::chars_format::general, 17);
        if (error != std::errc{}) throw DatabaseError("PostgreSQL: a number could not be written");
        set(index, std::string(text, end), 0);
    }
    void bind_text(int index, std::string_view text) override { set(index, std::string(text), 0); }
    // Binary format: the bytes as they are, typed bytea by the column they go to.
    void bind_blob(int index, std::span<const std::byte> blob) override {
        set(index, std::string(reinterpret_cast<const char*>(blob.data()), blob.size()), 1);
    }
    void bind_null(int index) override { slot(index) = std::nullopt; }

    bool step() override {
        if (result_) return ++row_ < PQntuples(result_);
        if (session_->lost_in_transaction && transaction_end_) {
            // The server already dropped the transaction with the connection.
            session_->forget_lost_transaction();
            if (sql_ == "COMMIT") throw DatabaseError("PostgreSQL: the connection was lost before the commit");
            return false;
        }
        std::vector<const char*> values(values_.size());
        std::vector<int> lengths(values_.size());
        for (std::size_t i = 0; i < values_.size(); ++i) {
            values[i] = values_[i] ? values_[i]->data() : nullptr;
            lengths[i] = values_[i] ? static_cast<int>(values_[i]->size()) : 0;
        }
        for (int attempt = 0;; ++attempt) {
            session_->ensure_open(sql_);
            if (prepared_generation_ != session_->generation) prepare_on_server();
            const bool in_transaction_before = session_->was_in_transaction;
            bool sent = false, completed = false;
            result_ = execute(values, lengths, sent, completed);
            session_->after_call();
            if (attempt > 0 || completed || !session_->may_run_again(in_transaction_before, sent, result_)) break;
            PQclear(std::exchange(result_, nullptr));  // the connection broke before running it: once more
        }
        const auto status = PQresultStatus(result_);
        if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
            PGresult* failed = std::exchange(result_, nullptr);
            try {
                session_->fail("running", sql_, failed);
            } catch (...) {
                PQclear(failed);
                throw;
            }
        }
        const std::string_view command = PQcmdStatus(result_);
        if (command.starts_with("INSERT") || command.starts_with("UPDATE") || command.starts_with("DELETE")) {
            session_->changes = std::atoll(PQcmdTuples(result_));
        }
        // PostgreSQL answers COMMIT of a transaction in which a statement failed with ROLLBACK.
        if (sql_ == "COMMIT" && command == "ROLLBACK") {
            throw DatabaseError("PostgreSQL: the transaction was rolled back at its commit: a statement in it had failed");
        }
        row_ = 0;
        return PQntuples(result_) > 0;
    }

    void reset() noexcept override {
        PQclear(result_);
        result_ = nullptr;
        for (auto& value : values_) value.reset();
        formats_.assign(formats_.size(), 0);
    }

    bool is_null(int column) const override { return PQgetisnull(row_result(), row_, column) != 0; }

    std::int64_t int64(int column) const override {
        const char* value = PQgetvalue(row_result(), row_, column);
        if (PQftype(result_, column) == bool_oid) return value[0] == 't' ? 1 : 0;
        std::int64_t number = 0;
        const std::size_t size = static_cast<std::size_t>(PQgetlength(result_, row_, column));
        const auto [end, error] = std::from_chars(value, value + size, number);
        if (error != std::errc{} || end != value + size) {
            throw DatabaseError("PostgreSQL: column " + std::to_string(column) + " is not an integer ('" +
                                std::string(value, size) + "') in '" + abbreviate(sql_) + "'");
        }
        return number;
    }

    double real(int column) const override {
        const char* value = PQgetvalue(row_result(), row_, column);
        const std::size_t size = static_cast<std::size_t>(PQgetlength(result_, row_, column));
        double number = 0;
        const auto [end, error] = std::from_chars(value, value + size, number);
        if (error != std::errc{} || end != value + size) {
            throw DatabaseError("PostgreSQL: column " + std::to_string(column) + " is not a number ('" +
                                std::string(value, size) + "') in '" + abbreviate(sql_) + "'");
        }
        return number;
    }

    std::string text(int column) const override {
        return std::string(PQgetvalue(row_result(), row_, column),
                           static_cast<std::size_t>(PQgetlength(result_, row_, column)));
    }

    std::vector<std::byte> blob(int column) const override {
        const std::string value = text(column);
        if (PQftype(result_, column) != bytea_oid) {
            const auto* data = reinterpret_cast<const std::byte*>(value.data());
            return std::vector<std::byte>(data, data + value.size());
        }
        // bytea in text results: "\x" then two hex digits a byte (PostgreSQL's default output).
        if (!value.starts_with("\\x") || value.size() % 2 != 0) {
            throw DatabaseError("PostgreSQL: bytea column " + std::to_string(column) + " is not in hex format");
        }
        const auto hex = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
        std::vector<std::byte> bytes;
        bytes.reserve(value.size() / 2 - 1);
        for (std::size_t i = 2; i < value.size(); i += 2)
            bytes.push_back(static_cast<std::byte>(hex(value[i]) * 16 + hex(value[i + 1])));
        return bytes;
    }

    // A queued run (PostgresConnection::queue): the parameters as bound now; the statement is reset.
    struct Queued {
        PostgresStatement* statement;
        std::vector<std::optional<std::string>> values;
        std::vector<int> formats;
    };
    Queued take_for_queue() {
        Queued queued{this, std::exchange(values_, std::vector<std::optional<std::string>>(values_.size())), formats_};
        reset();
        return queued;
    }

    const std::string& sql() const { return sql_; }

    // Prepared again if the connection was opened again since (a pipeline cannot wait for that).
    void prepare_if_needed() {
        if (prepared_generation_ != session_->generation) prepare_on_server();
    }

    // Sends a queued run into the pipeline; false if libpq could not (the connection broke).
    bool send(const Queued& queued) const {
        std::vector<const char*> values(queued.values.size());
        std::vector<int> lengths(queued.values.size());
        for (std::size_t i = 0; i < queued.values.size(); ++i) {
            values[i] = queued.values[i] ? queued.values[i]->data() : nullptr;
            lengths[i] = queued.values[i] ? static_cast<int>(queued.values[i]->size()) : 0;
        }
        return PQsendQueryPrepared(session_->connection, name_.c_str(), parameter_count_, values.data(), lengths.data(),
                                   queued.formats.data(), 0) == 1;
    }

    std::string describe_column(int column) const override {
        const char* name = result_ ? PQfname(result_, column) : nullptr;
        return "PostgreSQL: column " + std::to_string(column) + " (" + (name ? name : "?") + ") is NULL in '" +
               abbreviate(sql_) + "'";
    }

private:
    // PQexecPrepared in its two halves, to know whether the statement left at all (`sent`). The
    // answer is the first error, else the last result, as PQexec gives; null only if libpq had
    // no memory or nothing was sent.
    PGresult* execute(const std::vector<const char*>& values, const std::vector<int>& lengths, bool& sent,
                      bool& completed) const {
        PGconn* connection = session_->connection;
        sent = PQsendQueryPrepared(connection, name_.c_str(), parameter_count_, values.data(), lengths.data(),
                                   formats_.data(), 0) == 1;
        completed = false;
        if (!sent) return nullptr;
        const auto failed = [](const PGresult* result) {
            const auto status = PQresultStatus(result);
            return status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK;
        };
        PGresult* answer = nullptr;
        while (PGresult* next = PQgetResult(connection)) {
            if (answer != nullptr && failed(answer)) {
                PQclear(next);
                continue;
            }
            if (!failed(next)) completed = true;
            PQclear(answer);
            answer = next;
        }
        return answer;
    }

    void prepare_on_server() {
        // Preparing changes nothing stored: a connection found dead at it is opened again once.
        PGresult* result = nullptr;
        for (int attempt = 0;; ++attempt) {
            session_->ensure_open(sql_);
            const bool in_transaction_before = session_->was_in_transaction;
            result = PQprepare(session_->connection, name_.c_str(), sql_.c_str(), parameter_count_, nullptr);
            session_->after_call();
            if (attempt > 0 || in_transaction_before || PQstatus(session_->connection) == CONNECTION_OK) break;
            PQclear(std::exchange(result, nullptr));
        }
        const bool ok = PQresultStatus(result) == PGRES_COMMAND_OK;
        if (!ok) {
            try {
                session_->fail("preparing", sql_, result);
            } catch (...) {
                PQclear(result);
                throw;
            }
        }
        PQclear(result);
        prepared_generation_ = session_->generation;
    }

    std::optional<std::string>& slot(int index) {
        if (index < 1 || index > parameter_count_) {
            throw DatabaseError("PostgreSQL: no parameter ?" + std::to_string(index) + " in '" + abbreviate(sql_) + "'");
        }
        return values_[static_cast<std::size_t>(index - 1)];
    }

    void set(int index, std::string value, int format) {
        slot(index) = std::move(value);
        formats_[static_cast<std::size_t>(index - 1)] = format;
    }

    const PGresult* row_result() const {
        if (!result_ || row_ >= PQntuples(result_)) throw DatabaseError("PostgreSQL: no row to read in '" + abbreviate(sql_) + "'");
        return result_;
    }

    std::shared_ptr<Session> session_;
    std::string sql_;
    std::string name_;
    int parameter_count_ = 0;
    bool transaction_end_ = false;
    std::uint64_t prepared_generation_ = 0;
    std::vector<std::optional<std::string>> values_;
    std::vector<int> formats_;  // 0 text, 1 binary
    PGresult* result_ = nullptr;
    int row_ = 0;
};

class PostgresConnection final : public Connection {
public:
    explicit PostgresConnection(const std::string& uri) : session_(std::make_shared<Session>()) {
        // Our defaults first: the URI's own settings, when it has them, win. GSSAPI encryption
        // is off unless asked for: libpq would otherwise try Kerberos before every connection.
        const char* keywords[] = {"connect_timeout", "application_name", "gssencmode", "dbname", nullptr};
        const char* values[] = {"5", "petteia-server", "disable", uri.c_str(), nullptr};
        session_->connection = PQconnectdbParams(keywords, values, 1);
        if (session_->connection == nullptr) throw DatabaseError("PostgreSQL: out of memory connecting");
        if (PQstatus(session_->connection) != CONNECTION_OK) {
            DatabaseLocation location;
            location.engine = Engine::postgresql;
            location.target = uri;
            throw DatabaseError("PostgreSQL: cannot connect to " + location.describe() + ": " +
                                trimmed(PQerrorMessage(session_->connection)));
        }
        session_->configure();
    }

    Engine engine() const override { return Engine::postgresql; }

    void exec(std::string_view sql) override {
        const std::string text(sql);
        session_->ensure_open(text);
        // A session setting (the limits' synchronous_commit) outlives a reconnection: made again.
        const bool session_setting = text.starts_with("SET ") && !session_->was_in_transaction;
        PGresult* result = PQexec(session_->connection, text.c_str());
        session_->after_call();
        const auto status = PQresultStatus(result);
        if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK && status != PGRES_EMPTY_QUERY) {
            try {
                session_->fail("running", sql, result);
            } catch (...) {
                PQclear(result);
                throw;
            }
        }
        PQclear(result);
        if (session_setting && std::find(session_->settings.begin(), session_->settings.end(), text) == session_->settings.end())
            session_->settings.push_back(text);
    }

    std::unique_ptr<PreparedStatement> prepare(std::string_view sql) override {
        return std::make_unique<PostgresStatement>(session_, sql);
    }

    std::int64_t changes() const override { return session_->changes; }

    bool in_transaction() const override { return session_->in_transaction(); }

    void queue(PreparedStatement& statement) override {
        queued_.push_back(static_cast<PostgresStatement&>(statement).take_for_queue());
    }

    void discard_queued() noexcept override { queued_.clear(); }

    // One pipeline: every queued run sent, one Sync, then the answers read in order. After an
    // error the server skips what follows up to the Sync (PGRES_PIPELINE_ABORTED: not run). A
    // connection that breaks half-way fails the whole call, as a failed COMMIT would.
    std::vector<QueuedRun> run_queued() override {
        std::vector<PostgresStatement::Queued> queued = std::exchange(queued_, {});
        std::vector<QueuedRun> runs(queued.size());
        if (queued.empty()) return runs;
        const std::string& first = queued.front().statement->sql();
        session_->ensure_open(first);
        for (auto& run : queued) run.statement->prepare_if_needed();
        PGconn* connection = session_->connection;
        const auto broken = [&](std::string_view what) {
            const std::string message = "PostgreSQL: " + trimmed(PQerrorMessage(connection)) + " (" + std::string(what) +
                                        ": " + abbreviate(first) + ")";
            session_->after_call();
            if (PQpipelineStatus(connection) != PQ_PIPELINE_OFF) session_->start_again();
            throw DatabaseError(message);
        };
        if (PQenterPipelineMode(connection) != 1) broken("entering pipeline mode");
        for (auto& run : queued)
            if (!run.statement->send(run)) broken("sending a pipeline");
        if (PQpipelineSync(connection) != 1) broken("sending a pipeline");
        for (std::size_t i = 0; i < queued.size(); ++i) {
            PGresult* result = PQgetResult(connection);
            if (result == nullptr) broken("reading a pipeline's answers");
            read_outcome(result, runs[i]);
            PQclear(result);
            // Each run's answers end with a null result.
            while (PGresult* more = PQgetResult(connection)) PQclear(more);
        }
        PGresult* sync = PQgetResult(connection);
        const bool synced = sync != nullptr && PQresultStatus(sync) == PGRES_PIPELINE_SYNC;
        PQclear(sync);
        if (!synced) broken("reading a pipeline's end");
        if (PQexitPipelineMode(connection) != 1) broken("leaving pipeline mode");
        session_->after_call();
        return runs;
    }

    std::string_view transaction_sql(TransactionStep step) const override {
        switch (step) {
            // Row locks are taken by the writes themselves; PostgreSQL has no up-front write lock.
            case TransactionStep::begin_immediate: return "BEGIN";
            // A snapshot for the whole transaction, as SQLite's read transaction gives.
            case TransactionStep::begin_deferred: return "BEGIN ISOLATION LEVEL REPEATABLE READ";
            case TransactionStep::commit: return "COMMIT";
            case TransactionStep::rollback: return "ROLLBACK";
            case TransactionStep::savepoint: return "SAVEPOINT nested";
            case TransactionStep::release: return "RELEASE SAVEPOINT nested";
            case TransactionStep::rollback_to_savepoint: return "ROLLBACK TO SAVEPOINT nested";
        }
        return "";
    }

private:
    void read_outcome(const PGresult* result, QueuedRun& run) {
        const auto status = PQresultStatus(result);
        if (status == PGRES_PIPELINE_ABORTED) return;  // skipped after an earlier failure
        run.ran = true;
        if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
            const char* state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
            run.error = "PostgreSQL: " + trimmed(PQresultErrorMessage(result)) + (state ? std::string(" [") + state + "]" : "");
            if (run.error == "PostgreSQL: ") run.error += "a statement of a pipeline failed";
            return;
        }
        const std::string_view command = PQcmdStatus(const_cast<PGresult*>(result));
        if (command.starts_with("INSERT") || command.starts_with("UPDATE") || command.starts_with("DELETE")) {
            run.changes = std::atoll(PQcmdTuples(const_cast<PGresult*>(result)));
            session_->changes = run.changes;
        }
        run.returned_row = PQntuples(result) > 0;
    }

    std::shared_ptr<Session> session_;
    std::vector<PostgresStatement::Queued> queued_;
};

}  // namespace

std::unique_ptr<Connection> open_postgresql(const std::string& uri) { return std::make_unique<PostgresConnection>(uri); }

}  // namespace petteia::db
