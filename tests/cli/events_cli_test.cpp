// `petteia events` (issue 39), run as the operator would on a real store (SQLite and PostgreSQL) made
// with the db layer: every tournament not over, listed or not; one tournament and its standings;
// cancelled once, and its director's pairings refused from then on; a bad use refused.
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "db/account_store.hpp"
#include "db/game_store.hpp"
#include "db/tournament_store.hpp"
#include "tests/cli/cli_runner.hpp"
#include "tests/db/db_test_support.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;
namespace db = petteia::db;

std::vector<nlohmann::json> lines_of(const std::string& out) {
    std::vector<nlohmann::json> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
    return lines;
}

db::StoredTournament arena(const std::string& id, bool listed) {
    db::StoredTournament t;
    t.id = id;
    t.kind = "arena";
    t.name = "Arena " + id;
    t.variant = "petteia-6x6";
    t.time = db::TimeControl{60'000, 0, std::nullopt};
    t.listed = listed;
    t.starts_at_ms = 1'000;
    t.duration_ms = 3'600'000;
    t.max_players = 100;
    return t;
}

class EventsCommand : public db::testing_support::EachEngine {
protected:
    std::string db_option() const {
        const auto& location = storage.location();
        return "--db '" + (location.engine == db::Engine::sqlite ? "sqlite:" + location.target : location.target) + "'";
    }
};
PETTEIA_ON_EACH_ENGINE(EventsCommand);

TEST_P(EventsCommand, ListsShowsAndCancels) {
    {
        db::GameStore games(storage.location());
        db::AccountStore accounts(storage.location());
        db::TournamentStore tournaments(storage.location());
        const auto ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
        const auto theseus = *accounts.create_account("Theseus", "theseus", "h", 0);
        ASSERT_TRUE(tournaments.create(arena("listed-0001", true)));
        ASSERT_TRUE(tournaments.create(arena("hidden-0001", false)));
        db::StoredTournament over = arena("over-0001", true);
        ASSERT_TRUE(tournaments.create(over));
        ASSERT_TRUE(tournaments.finish("over-0001", 2'000));
        for (const auto account : {ariadne, theseus}) tournaments.join("listed-0001", account, 1500, 1'500);
        ASSERT_TRUE(tournaments.start("listed-0001"));
        db::StoredGame game = db::testing_support::bare_game("game-0001", 60'000);
        game.variant = "petteia-6x6";
        game.tournament_id = "listed-0001";
        game.seat_hashes = {std::string("a"), std::string("b")};
        db::TournamentPairing pairing{"listed-0001", 0, {{"game-0001", ariadne, theseus}}, std::nullopt, 2'000, std::nullopt};
        games.pair_in_tournament(pairing, std::vector<db::GameStore::Unit>{
                                              {db::GameWrite{"game-0001", db::writes::CreateGame{game}},
                                               db::GameWrite{"game-0001", db::writes::LinkAccount{0, ariadne}},
                                               db::GameWrite{"game-0001", db::writes::LinkAccount{1, theseus}}}});
        games.apply({db::GameWrite{"game-0001", db::writes::Finish{{"win", 1, "resign", std::nullopt}, {0, 0}, 3'000}}});
    }
    const auto listed = lines_of(petteia("events list " + db_option()).out);
    ASSERT_EQ(listed.size(), 2u) << "the hidden one too, not the one over";
    std::vector<std::string> ids{listed[0]["id"], listed[1]["id"]};
    std::sort(ids.begin(), ids.end());
    EXPECT_EQ(ids, (std::vector<std::string>{"hidden-0001", "listed-0001"}));

    const CliRun shown = petteia("events show " + db_option() + " --id listed-0001");
    ASSERT_EQ(shown.status, 0) << shown.err;
    const auto lines = lines_of(shown.out);
    ASSERT_EQ(lines.size(), 3u) << shown.out;
    EXPECT_EQ(lines[0]["state"], "running");
    EXPECT_EQ(lines[0]["starts_at"], "1970-01-01T00:00:01.000Z");
    EXPECT_EQ(lines[1]["rank"], 1);
    EXPECT_EQ(lines[1]["name"], "Theseus");
    EXPECT_EQ(lines[1]["score"], 2);
    EXPECT_EQ(lines[2]["name"], "Ariadne");

    const CliRun cancelled = petteia("events cancel " + db_option() + " --id listed-0001");
    EXPECT_EQ(cancelled.status, 0) << cancelled.err;
    EXPECT_EQ(cancelled.out, "cancelled listed-0001\n");
    EXPECT_EQ(petteia("events cancel " + db_option() + " --id listed-0001").status, 1) << "once";
    EXPECT_EQ(petteia("events cancel " + db_option() + " --id nobody-0001").status, 1);
    EXPECT_EQ(lines_of(petteia("events list " + db_option()).out).size(), 1u);
    db::TournamentStore tournaments(storage.location());
    EXPECT_EQ(tournaments.find("listed-0001")->state, "cancelled");
    EXPECT_TRUE(tournaments.running(10).empty()) << "no director directs it any more";
}

TEST(EventsCommandUse, ABadUseIsRefused) {
    EXPECT_EQ(petteia("events").status, 2);
    EXPECT_EQ(petteia("events purge --db x.sqlite").status, 2);
    EXPECT_EQ(petteia("events show --db x.sqlite").status, 2) << "--id is required";
    EXPECT_EQ(petteia("events list --db x.sqlite --id x").status, 2);
    EXPECT_EQ(petteia("events list --db /nonexistent/petteia.sqlite").status, 1);
}

}  // namespace
