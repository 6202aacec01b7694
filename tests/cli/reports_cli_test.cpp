// `petteia reports`, run as the operator would run it on a real store (SQLite and PostgreSQL) made with
// the db layer: the reports of the last hours, newest first, one JSON object a line, with the reported
// player's name; nothing printed when there is none; a missing file or a bad option refused.
#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "db/account_store.hpp"
#include "db/game_store.hpp"
#include "db/report_store.hpp"
#include "tests/cli/cli_runner.hpp"
#include "tests/db/db_test_support.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;
namespace db = petteia::db;

std::int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

std::vector<nlohmann::json> lines_of(const std::string& out) {
    std::vector<nlohmann::json> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
    return lines;
}

class ReportsCommand : public db::testing_support::EachEngine {
protected:
    // The --db argument, quoted for the shell (a PostgreSQL URI has '?' and '%').
    std::string db_option() const {
        const auto& location = storage.location();
        return "--db '" + (location.engine == db::Engine::sqlite ? "sqlite:" + location.target : location.target) + "'";
    }
};
PETTEIA_ON_EACH_ENGINE(ReportsCommand);

TEST_P(ReportsCommand, PrintsTheRecentReportsNewestFirstOneALine) {
    const std::int64_t now = now_ms();
    {
        db::GameStore games(storage.location());
        db::AccountStore accounts(storage.location());
        db::ReportStore reports(storage.location());
        const auto zoe = *accounts.create_account("Zoé", "zoe", "h", 0);
        const auto minos = *accounts.create_account("Minos", "minos", "h", 0);
        db::StoredGame game = db::testing_support::bare_game("game-1");
        game.lobby = true;
        games.apply({db::GameWrite{"game-1", db::writes::CreateGame{game}},
                     db::GameWrite{"game-1", db::writes::LinkAccount{0, zoe}},
                     db::GameWrite{"game-1", db::writes::LinkAccount{1, minos}}});
        reports.add({"game-1", 1, 0, zoe, "insult", now - 3 * 3'600'000});  // three hours ago
        reports.add({"game-1", 0, std::nullopt, std::nullopt, "stalling", now - 60'000});
        reports.add({"game-1", 1, 0, zoe, "cheating", now - 1'000});
    }

    const CliRun run = petteia("reports " + db_option() + " --since-hours 2");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 2u) << run.out;
    EXPECT_EQ(lines[0]["reason"], "cheating");
    EXPECT_EQ(lines[0]["game"], "game-1");
    EXPECT_EQ(lines[0]["at_ms"], now - 1'000);
    EXPECT_EQ(lines[0]["against_side"], 1);
    EXPECT_EQ(lines[0]["against_name"], "Minos");
    EXPECT_EQ(lines[0]["reporter_side"], 0);
    EXPECT_EQ(lines[0]["reporter_name"], "Zoé");
    EXPECT_EQ(lines[0]["at"].get<std::string>().size(), std::string("2026-01-01T00:00:00.000Z").size());
    EXPECT_EQ(lines[1]["reason"], "stalling");
    EXPECT_EQ(lines[1]["against_name"], "Zoé");
    EXPECT_TRUE(lines[1]["reporter_side"].is_null()) << "a spectator";
    EXPECT_TRUE(lines[1]["reporter_account"].is_null());

    EXPECT_EQ(lines_of(petteia("reports " + db_option()).out).size(), 3u) << "a week by default";
    const auto newest = lines_of(petteia("reports " + db_option() + " --limit 1").out);
    ASSERT_EQ(newest.size(), 1u);
    EXPECT_EQ(newest[0]["reason"], "cheating");
}

TEST_P(ReportsCommand, NoReportsPrintNothing) {
    db::ReportStore{storage.location()};  // the schema, and no report
    const CliRun run = petteia("reports " + db_option());
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "");
}

TEST(ReportsCommandUse, AMissingFileOrABadOptionIsRefused) {
    const CliRun missing = petteia("reports --db /nonexistent/petteia.sqlite");
    EXPECT_EQ(missing.status, 1);
    EXPECT_NE(missing.err.find("no database at /nonexistent/petteia.sqlite"), std::string::npos) << missing.err;
    EXPECT_EQ(petteia("reports").status, 2) << "--db is required";
    EXPECT_EQ(petteia("reports --db x.sqlite --limit 0").status, 2);
    EXPECT_EQ(petteia("reports --db x.sqlite --since-hours soon").status, 2);
    EXPECT_EQ(petteia("reports --db x.sqlite --everything yes").status, 2);
}

}  // namespace
