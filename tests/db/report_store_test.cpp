// Reports against a player of a game (db/report_store.hpp), on both engines: listed newest first with
// the reported seat's account name, counted per reporter for refusing repeats; a report of a game
// that does not exist, or with a reason the schema does not know, is refused and stores nothing.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/game_store.hpp"
#include "db/report_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

class ReportStoreTest : public testing_support::EachEngine {
protected:
    GameStore games{storage.location()};
    AccountStore accounts{storage.location()};
    ReportStore reports{storage.location()};
    std::int64_t ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
    std::int64_t theseus = *accounts.create_account("Theseus", "theseus", "h", 0);

    ReportStoreTest() {
        // "g": Ariadne first, Theseus second; "guest": Theseus first, a guest second.
        StoredGame game = testing_support::bare_game("g");
        game.lobby = true;
        games.apply({GameWrite{"g", writes::CreateGame{game}}, GameWrite{"g", writes::LinkAccount{0, ariadne}},
                     GameWrite{"g", writes::LinkAccount{1, theseus}}});
        game.id = "guest";
        games.apply({GameWrite{"guest", writes::CreateGame{game}}, GameWrite{"guest", writes::LinkAccount{0, theseus}}});
    }
};
PETTEIA_ON_EACH_ENGINE(ReportStoreTest);

TEST_P(ReportStoreTest, ReportsAreListedNewestFirstWithTheReportedPlayersName) {
    const auto first = *reports.add({"g", 1, 0, ariadne, "insult", 1'000});
    const auto second = *reports.add({"guest", 1, std::nullopt, std::nullopt, "stalling", 3'000});
    const auto third = *reports.add({"guest", 0, 1, std::nullopt, "name", 2'000});
    EXPECT_NE(first, second);

    const auto listed = reports.list(0, 10);
    ASSERT_EQ(listed.size(), 3u);
    EXPECT_EQ(listed[0], (StoredReport{second, "guest", 1, std::nullopt, std::nullopt, std::nullopt, std::nullopt,
                                       std::nullopt, "stalling", 3'000}))
        << "a guest's seat: no account, no name";
    EXPECT_EQ(listed[1], (StoredReport{third, "guest", 0, theseus, "Theseus", 1, std::nullopt, std::nullopt, "name", 2'000}));
    EXPECT_EQ(listed[2], (StoredReport{first, "g", 1, theseus, "Theseus", 0, ariadne, "Ariadne", "insult", 1'000}));

    EXPECT_EQ(reports.list(2'000, 10).size(), 2u) << "since 2 s, 2 s included";
    const auto newest = reports.list(0, 1);
    ASSERT_EQ(newest.size(), 1u);
    EXPECT_EQ(newest[0].id, second);

    // A reporter who deletes her account: her reports stay, without her.
    accounts.delete_account(ariadne);
    const auto kept = reports.list(0, 10);
    ASSERT_EQ(kept.size(), 3u);
    EXPECT_EQ(kept[2].reporter_account, std::nullopt);
    EXPECT_EQ(kept[2].reporter_name, std::nullopt);
}

TEST_P(ReportStoreTest, AnUnknownGameOrReasonIsRefused) {
    EXPECT_THROW(reports.add({"no-such-game", 0, std::nullopt, std::nullopt, "other", 1'000}), DatabaseError);
    EXPECT_THROW(reports.add({"g", 0, std::nullopt, std::nullopt, "rude", 1'000}), DatabaseError);
    EXPECT_THROW(reports.add({"g", 2, std::nullopt, std::nullopt, "other", 1'000}), DatabaseError);
    EXPECT_TRUE(reports.list(0, 10).empty());
    // The store still works after a refusal.
    reports.add({"g", 0, std::nullopt, std::nullopt, "cheating", 1'000});
    EXPECT_EQ(reports.list(0, 10).size(), 1u);
}

TEST_P(ReportStoreTest, AReporterKeyReportsAGamesSeatOnce) {
    EXPECT_TRUE(reports.add({"g", 1, std::nullopt, std::nullopt, "insult", 1'000, "browser:ab"}));
    EXPECT_EQ(reports.add({"g", 1, std::nullopt, std::nullopt, "other", 2'000, "browser:ab"}), std::nullopt) << "once";
    EXPECT_TRUE(reports.has_reported("g", 1, "browser:ab"));
    EXPECT_FALSE(reports.has_reported("g", 0, "browser:ab"));
    // The other seat, another game, another reporter: each once.
    EXPECT_TRUE(reports.add({"g", 0, std::nullopt, std::nullopt, "insult", 3'000, "browser:ab"}));
    EXPECT_TRUE(reports.add({"guest", 1, std::nullopt, std::nullopt, "insult", 3'000, "browser:ab"}));
    EXPECT_TRUE(reports.add({"g", 1, std::nullopt, ariadne, "insult", 3'000, "account:1"}));
    // Reports without a key (stored before issue 37) are not counted as one reporter.
    EXPECT_TRUE(reports.add({"g", 1, std::nullopt, std::nullopt, "insult", 4'000}));
    EXPECT_TRUE(reports.add({"g", 1, std::nullopt, std::nullopt, "insult", 4'000}));
    EXPECT_EQ(reports.list(0, 10).size(), 6u);
    // An unknown game is still an error, not a repeat.
    EXPECT_THROW(reports.add({"no-such-game", 1, std::nullopt, std::nullopt, "insult", 1'000, "browser:ab"}), DatabaseError);
}

TEST_P(ReportStoreTest, RecentReportsAreCountedPerReporterOrForEveryone) {
    reports.add({"g", 1, 0, ariadne, "insult", 1'000});
    reports.add({"g", 1, 0, ariadne, "other", 5'000});
    reports.add({"g", 0, 1, theseus, "cheating", 6'000});
    reports.add({"g", 0, std::nullopt, std::nullopt, "stalling", 7'000});
    reports.add({"guest", 1, 0, ariadne, "name", 8'000});
    EXPECT_EQ(reports.count_recent("g", ariadne, 0), 2);
    EXPECT_EQ(reports.count_recent("g", ariadne, 2'000), 1);
    EXPECT_EQ(reports.count_recent("g", theseus, 0), 1);
    EXPECT_EQ(reports.count_recent("g", std::nullopt, 0), 4);
    EXPECT_EQ(reports.count_recent("g", std::nullopt, 6'000), 2);
    EXPECT_EQ(reports.count_recent("guest", ariadne, 0), 1);
    EXPECT_EQ(reports.count_recent("no-such-game", std::nullopt, 0), 0);
}

}  // namespace
}  // namespace petteia::db
