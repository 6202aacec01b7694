// Attacks on reports (issue 37): once a reporter (account, else seat, else browser token), game and
// seat, for the game's life, whatever the connection; and capped an hour per address, per account
// and per game (server/games/report_filing.hpp), so that one address reconnecting in a loop cannot
// flood the operator. Before the fix, a spectator's "once" was remembered by the connection's memory
// address: of 20 honest spectators 7 or 8 were stored, and one address reconnecting stored 232 in 10 s.
#include <gtest/gtest.h>

#include "db/report_store.hpp"
#include "server/common/secrets.hpp"
#include "server/games/report_filing.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/lobby_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;
using namespace std::chrono_literals;

constexpr int reports_per_address = 20;  // SharedLimits::reports_per_address, at once

petteia::db::DatabaseLocation database_of(const ServerProcess& server) {
    return petteia::db::DatabaseLocation::parse("sqlite:" + (server.data_directory() / "petteia.sqlite").string());
}

std::size_t stored_reports(const ServerProcess& server) {
    petteia::db::ReportStore reports(database_of(server));
    return reports.list(0, 10'000).size();
}

json report_request(const std::string& against, const std::optional<std::string>& browser) {
    json request{{"type", "report"}, {"against", against}, {"reason", "insult"}};
    if (browser) request["browser"] = *browser;
    return request;
}

// The answer to a report: "reported" or an error.
json report_answer(Player& follower) {
    return follower->wait_for([](const json& m) { return of_type(m, "reported") || of_type(m, "error"); }, "the report's answer");
}

TEST(AttacksOnReports, TwentyFreshSpectatorsEachReportingOnceAreTwentyStored) {
    ServerProcess server;
    Table table = open_table(server);
    const std::string against = table.second().role;
    // One after the other, each closing before the next opens: the freed connection's memory is
    // what the old rule mistook for a reporter who had reported already.
    for (int i = 0; i < 20; ++i) {
        Player spectator = join(server.port(), table.game);
        ASSERT_EQ(spectator.role, "spectator");
        spectator->send(report_request(against, browser_token("spectator-" + std::to_string(i))));
        const json answer = report_answer(spectator);
        ASSERT_TRUE(of_type(answer, "reported")) << "spectator " << i << ": " << answer.dump();
        EXPECT_FALSE(answer.contains("already"));
        spectator->close();
    }
    EXPECT_EQ(stored_reports(server), 20u);
}

TEST(AttacksOnReports, OneAddressReconnectingInALoopStoresAtMostTheCap) {
    ServerProcess server;
    Table table = open_table(server);
    const std::string against = table.second().role;
    int reported = 0;
    int limited = 0;
    int loops = 0;
    const auto until = std::chrono::steady_clock::now() + 10s;
    while (std::chrono::steady_clock::now() < until) {
        Player spectator = join(server.port(), table.game);
        // A new browser token each time: the token is the attacker's to make up.
        spectator->send(report_request(against, browser_token("flood-" + std::to_string(loops++))));
        const json answer = report_answer(spectator);
        if (of_type(answer, "reported")) {
            ++reported;
        } else {
            ASSERT_EQ(answer["code"], "rate_limited") << answer.dump();
            // Like every limit: when to try again, in seconds, for people and for programs.
            EXPECT_NE(answer["message"].get<std::string>().find("try again in"), std::string::npos) << answer.dump();
            EXPECT_GT(std::stoi(answer["detail"].get<std::string>()), 60) << answer.dump();
            ++limited;
        }
        spectator->drop();
    }
    EXPECT_GT(loops, reports_per_address + 10) << "the loop must go well past the cap to test it";
    EXPECT_LE(reported, reports_per_address);
    EXPECT_GT(limited, 0);
    EXPECT_LE(stored_reports(server), static_cast<std::size_t>(reports_per_address));
    // The players and the game are unharmed.
    play(table.first(), table.first().joined["snapshot"]["legal"][0], {&table.first(), &table.second()});
}

TEST(AttacksOnReports, ADuplicateFromTheSameBrowserOrAccountIsAnsweredPolitelyAndNotStored) {
    ServerProcess server;
    Table table = open_table(server);
    const std::string against = table.second().role;
    const std::string token = browser_token("the-same-browser");
    for (int connection = 0; connection < 3; ++connection) {
        Player spectator = join(server.port(), table.game);
        for (int again = 0; again < 2; ++again) {
            spectator->send(report_request(against, token));
            const json answer = report_answer(spectator);
            ASSERT_TRUE(of_type(answer, "reported")) << answer.dump();  // not an error: the report stands
            EXPECT_EQ(answer.value("already", false), connection > 0 || again > 0) << answer.dump();
        }
    }
    // Signed in: the account is the reporter, whatever browser token it sends.
    ASSERT_EQ(sign_up(server.port(), "Thersites", "ugliest-greek").status, 201);
    const std::string cookie = session_cookie_of(sign_in(server.port(), "Thersites", "ugliest-greek"));
    for (int connection = 0; connection < 2; ++connection) {
        Player spectator = join(server.port(), table.game, std::nullopt, cookie);
        spectator->send(report_request(against, browser_token("account-" + std::to_string(connection))));
        const json answer = report_answer(spectator);
        ASSERT_TRUE(of_type(answer, "reported")) << answer.dump();
        EXPECT_EQ(answer.value("already", false), connection > 0);
    }
    // A player reports the opponent once, by the seat, from any connection.
    table.first()->send(report_request(against, std::nullopt));
    const json by_the_seat = report_answer(table.first());
    ASSERT_TRUE(of_type(by_the_seat, "reported")) << by_the_seat.dump();
    EXPECT_FALSE(by_the_seat.contains("already"));
    Player again = join(server.port(), table.game, table.first().secret);
    again->send(report_request(against, std::nullopt));
    EXPECT_TRUE(report_answer(again).value("already", false));
    // A spectator who is neither signed in nor names a browser has no identity to report with.
    Player nobody = join(server.port(), table.game);
    nobody->send(report_request(against, std::nullopt));
    EXPECT_EQ(nobody->wait_error()["code"], "invalid_message");
    nobody->send(report_request(against, std::string("not a token")));
    EXPECT_EQ(nobody->wait_error()["code"], "invalid_message");

    EXPECT_EQ(stored_reports(server), 3u);  // the browser, the account, the seat
}

// The caps per game and per account, which one loopback address cannot reach before its own: the
// filing itself, over the server's own stores and limits on an SQLite file.
TEST(AttacksOnReports, ManyAddressesReachTheCapPerGameAndOneAccountItsCap) {
    ServerProcess server({"--games-per-minute", "100"});
    ASSERT_EQ(sign_up(server.port(), "Thersites", "ugliest-greek").status, 201);
    std::vector<std::string> games;
    for (int i = 0; i < 7; ++i) games.push_back(create_game(server.port(), create_body()).game);
    ASSERT_TRUE(petteia::server::init_secrets());
    petteia::db::ReportStore reports(database_of(server));
    petteia::server::SharedLimits limits(database_of(server), 60);
    const std::int64_t account = 1;  // Thersites, the first account of the file
    using Kind = petteia::server::GameRegistry::ReportVerdict::Kind;
    const std::int64_t now = epoch_ms();
    const auto file = [&](const std::string& game, int against, const std::string& key, const std::string& address,
                          std::optional<std::int64_t> by = std::nullopt) {
        return petteia::server::file_report(reports, limits, {game, against, std::nullopt, by, "insult", key, address}, now);
    };
    int stored = 0;
    petteia::server::GameRegistry::ReportVerdict last;
    for (int i = 0; i < 40; ++i) {
        last = file(games[0], 1, "browser:" + std::to_string(i), "198.51.100." + std::to_string(i));
        if (last.kind == Kind::stored) ++stored;
    }
    EXPECT_EQ(stored, 30);
    EXPECT_EQ(last.kind, Kind::rate_limited);
    EXPECT_EQ(last.cap, "game");
    EXPECT_GT(last.retry_ms, 60'000);
    // That refusal gave the address back what it took: it may still report in another game.
    EXPECT_EQ(file(games[1], 1, "browser:x", "198.51.100.39").kind, Kind::stored);

    // One account, from a new address each time, in game after game: 10 an hour.
    stored = 0;
    for (int i = 0; i < 12; ++i) {
        last = file(games[1 + i / 2], i % 2, "account:" + std::to_string(account), "203.0.113." + std::to_string(i), account);
        if (last.kind == Kind::stored) ++stored;
    }
    EXPECT_EQ(stored, 10);
    EXPECT_EQ(last.kind, Kind::rate_limited);
    EXPECT_EQ(last.cap, "account");
}

}  // namespace
}  // namespace petteia_security_test
