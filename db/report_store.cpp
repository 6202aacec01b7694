#include "db/report_store.hpp"

#include "db/database.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

std::optional<std::int64_t> report_int64(Statement& row, int column) {
    if (row.is_null(column)) return std::nullopt;
    return row.int64(column);
}

std::optional<std::string> report_text(Statement& row, int column) {
    if (row.is_null(column)) return std::nullopt;
    return row.text(column);
}

}  // namespace

struct ReportStore::Connection {
    Database database;
    Statement insert;
    Statement select_since;
    Statement count_recent;
    Statement select_reported;

    explicit Connection(const DatabaseLocation& location)
        : database(open_migrated(location)),
          // From the games row, so that an unknown game inserts nothing (and says so) rather than
          // failing on the foreign key. PostgreSQL types the bare parameters of a SELECT list by a cast.
          insert(database.prepare(database.dialect(
          // A second report of one key is no row (the unique index reports_once, migration 17).
              "INSERT INTO reports (game_id, against_side, reporter_side, reporter_account, reason, created_at_ms, "
              "reporter_key) SELECT id, ?2, ?3, ?4, ?5, ?6, ?7 FROM games WHERE id = ?1 ON CONFLICT DO NOTHING RETURNING id",
              "INSERT INTO reports (game_id, against_side, reporter_side, reporter_account, reason, created_at_ms, "
              "reporter_key) SELECT id, ?2::bigint, ?3::bigint, ?4::bigint, ?5::text, ?6::bigint, ?7::text FROM games "
              "WHERE id = ?1 ON CONFLICT DO NOTHING RETURNING id"))),
          select_since(database.prepare(
              "SELECT r.id, r.game_id, r.against_side, p.account_id, against.username, r.reporter_side, "
              "r.reporter_account, reporter.username, r.reason, r.created_at_ms FROM reports AS r "
              "LEFT JOIN game_players AS p ON p.game_id = r.game_id AND p.side = r.against_side "
              "LEFT JOIN accounts AS against ON against.id = p.account_id "
              "LEFT JOIN accounts AS reporter ON reporter.id = r.reporter_account "
              "WHERE r.created_at_ms >= ?1 ORDER BY r.created_at_ms DESC, r.id DESC LIMIT ?2")),
          count_recent(database.prepare(
              "SELECT count(*) FROM reports WHERE game_id = ?1 AND created_at_ms >= ?3 "
              "AND (CAST(?2 AS BIGINT) IS NULL OR reporter_account = ?2)")),
          select_reported(database.prepare(
              "SELECT count(*) FROM reports WHERE game_id = ?1 AND against_side = ?2 AND reporter_key = ?3")) {}
};

ReportStore::ReportStore(const DatabaseLocation& location) : connection_(std::make_unique<Connection>(location)) {}

ReportStore::~ReportStore() = default;

std::optional<std::int64_t> ReportStore::add(const NewReport& report) {
    std::lock_guard lock(mutex_);
    {
        InUse insert(connection_->insert);
        insert->bind(1, std::string_view(report.game_id));
        insert->bind(2, static_cast<std::int64_t>(report.against_side));
        if (report.reporter_side) {
            insert->bind(3, static_cast<std::int64_t>(*report.reporter_side));
        } else {
            insert->bind(3, std::nullopt);
        }
        insert->bind(4, report.reporter_account);
        insert->bind(5, std::string_view(report.reason));
        insert->bind(6, report.created_at_ms);
        if (report.reporter_key.empty()) {
            insert->bind(7, std::nullopt);
        } else {
            insert->bind(7, std::string_view(report.reporter_key));
        }
        if (insert->step()) return insert->int64(0);
    }
    // No row: the game is unknown, or the key reported this seat already.
    if (!report.reporter_key.empty() && reported(report.game_id, report.against_side, report.reporter_key))
        return std::nullopt;
    throw DatabaseError("report: no game " + report.game_id);
}

bool ReportStore::has_reported(std::string_view game_id, int against_side, std::string_view reporter_key) {
    std::lock_guard lock(mutex_);
    return reported(game_id, against_side, reporter_key);
}

bool ReportStore::reported(std::string_view game_id, int against_side, std::string_view reporter_key) {
    InUse query(connection_->select_reported);
    query->bind(1, game_id);
    query->bind(2, static_cast<std::int64_t>(against_side));
    query->bind(3, reporter_key);
    query->step();
    return query->int64(0) > 0;
}

std::vector<StoredReport> ReportStore::list(std::int64_t since_ms, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_since);
    query->bind(1, since_ms);
    query->bind(2, static_cast<std::int64_t>(limit));
    std::vector<StoredReport> reports;
    while (query->step()) {
        StoredReport report;
        report.id = query->int64(0);
        report.game_id = query->text(1);
        report.against_side = static_cast<int>(query->int64(2));
        report.against_account = report_int64(*query, 3);
        report.against_name = report_text(*query, 4);
        if (const auto side = report_int64(*query, 5)) report.reporter_side = static_cast<int>(*side);
        report.reporter_account = report_int64(*query, 6);
        report.reporter_name = report_text(*query, 7);
        report.reason = query->text(8);
        report.created_at_ms = query->int64(9);
        reports.push_back(std::move(report));
    }
    return reports;
}

std::int64_t ReportStore::count_recent(std::string_view game_id, std::optional<std::int64_t> reporter_account,
                                       std::int64_t since_ms) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->count_recent);
    query->bind(1, game_id);
    query->bind(2, reporter_account);
    query->bind(3, since_ms);
    query->step();
    return query->int64(0);
}

}  // namespace petteia::db
