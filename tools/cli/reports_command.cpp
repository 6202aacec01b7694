// petteia reports --db PATH|sqlite:PATH|postgresql://… [--since-hours N] [--limit N]
// The players' reports against other players (issue 27), for the operator: those of the last N hours
// (default 168, a week), newest first, at most --limit (default 1000), one JSON object a line. The
// database is the site's, as petteia-server's --database names it; its schema is brought up to date
// first, as the server does. Exit status 1 when the database cannot be read, 2 for a usage error.
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/location.hpp"
#include "db/report_store.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/json_lines.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace {

using nlohmann::ordered_json;

ordered_json report_json(const db::StoredReport& report) {
    ordered_json json;
    json["id"] = report.id;
    json["at"] = utc_time(report.created_at_ms);
    json["at_ms"] = report.created_at_ms;
    json["game"] = report.game_id;
    json["reason"] = report.reason;
    json["against_side"] = report.against_side;
    json["against_account"] = or_null(report.against_account);
    json["against_name"] = or_null(report.against_name);
    json["reporter_side"] = or_null(report.reporter_side);
    json["reporter_account"] = or_null(report.reporter_account);
    json["reporter_name"] = or_null(report.reporter_name);
    return json;
}

}  // namespace

int reports_command(const Arguments& arguments) {
    const Options options(arguments, {"db", "since-hours", "limit"});
    const std::string database = options.required("db");
    const long long since_hours = options.integer("since-hours", 1, 24LL * 366 * 100, 168);
    const int limit = static_cast<int>(options.integer("limit", 1, 1'000'000, 1000));
    const std::int64_t now_ms = wall_clock_ms();
    std::vector<db::StoredReport> reports;
    try {
        reports = db::ReportStore(existing_database(database)).list(now_ms - since_hours * 3'600'000, limit);
    } catch (const db::DatabaseError& error) {
        std::cerr << "petteia reports: " << error.what() << '\n';
        return 1;
    }
    for (const db::StoredReport& report : reports)
        print_line(report_json(report));
    return 0;
}

}  // namespace petteia::cli
