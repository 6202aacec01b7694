// Games at one's own pace (issue 38, migration 19): their days per move come back as stored, and the
// sweep's query finds exactly the unfinished correspondence games whose deadline has passed — the
// turn's start plus the running side's time, which is the smaller of the two stored — earliest first.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/game_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::bare_game;

constexpr std::int64_t day = 86'400'000;
constexpr std::int64_t t0 = 1'800'000'000'000;

// A started correspondence game of `days` a move whose turn began at `turn_started`.
StoredGame correspondence(const std::string& id, std::int64_t days, std::int64_t turn_started) {
    StoredGame game = bare_game(id);
    game.time_control = TimeControl{days * day, 0, days};
    game.started_at_ms = t0;
    game.remaining_ms = {days * day, days * day};
    game.turn_started_at_ms = turn_started;
    return game;
}

class GameDeadlinesTest : public testing_support::EachEngine {
protected:
    GameStore store{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(GameDeadlinesTest);

TEST_P(GameDeadlinesTest, DaysPerMoveComeBackAsStored) {
    const StoredGame game = correspondence("corr", 3, t0);
    store.create(game);
    const auto loaded = store.load("corr");
    ASSERT_TRUE(loaded && loaded->time_control);
    EXPECT_EQ(loaded->time_control->days_per_move, 3);
    EXPECT_EQ(*loaded, game);
    store.create(testing_support::full_game("clock"));
    EXPECT_EQ(store.load("clock")->time_control->days_per_move, std::nullopt) << "a game clock has no days";
}

TEST_P(GameDeadlinesTest, TheSweepFindsOnlyCorrespondenceGamesPastTheirDeadlineEarliestFirst) {
    store.create(correspondence("one-day", 1, t0));            // deadline t0 + 1 day
    store.create(correspondence("three-days", 3, t0));         // t0 + 3 days
    StoredGame taken_back = correspondence("taken-back", 2, t0 + day / 2);
    taken_back.remaining_ms = {day / 4, 2 * day};              // after a takeback: the deadline did not move
    store.create(taken_back);                                  // t0 + 3/4 day
    StoredGame waiting = correspondence("not-started", 1, t0);
    waiting.started_at_ms.reset();
    waiting.turn_started_at_ms.reset();                        // an invitation: no clock runs
    store.create(waiting);
    StoredGame clock = testing_support::full_game("game-clock");
    clock.result.reset();
    store.create(clock);                                       // a game clock long past: memory's business
    store.create(correspondence("finished", 1, t0));
    store.finish("finished", StoredResult{"win", 0, "resign", 1}, {day, day}, t0 + 1);

    EXPECT_TRUE(store.games_past_deadline(t0 + day / 2, 10).empty());
    EXPECT_EQ(store.games_past_deadline(t0 + 3 * day / 4, 10), std::vector<std::string>{"taken-back"}) << "at the deadline itself";
    EXPECT_EQ(store.games_past_deadline(t0 + day, 10), (std::vector<std::string>{"taken-back", "one-day"}));
    EXPECT_EQ(store.games_past_deadline(t0 + 10 * day, 10), (std::vector<std::string>{"taken-back", "one-day", "three-days"}));
    EXPECT_EQ(store.games_past_deadline(t0 + 10 * day, 1), std::vector<std::string>{"taken-back"}) << "at most the limit";

    // A move a minute before the deadline: the next deadline is a whole period after it.
    store.append_move("one-day", 0, StoredMove{"A1-A2", 60'000, t0 + day - 60'000}, {day, day}, t0 + day - 60'000);
    EXPECT_EQ(store.games_past_deadline(t0 + 2 * day - 60'001, 10), std::vector<std::string>{"taken-back"});
    EXPECT_EQ(store.games_past_deadline(t0 + 2 * day - 60'000, 10), (std::vector<std::string>{"taken-back", "one-day"}));
}

// Home's "your turn" list of an account: each correspondence game whose clock runs says its deadline
// (the same expression the sweep reads); an invitation and a game clock say none.
TEST_P(GameDeadlinesTest, AnAccountsGamesInPlaySayTheirDeadline) {
    AccountStore accounts{storage.location()};
    const auto ariadne = accounts.create_account("Ariadne", "ariadne", "$argon2id$hash", 1'000);
    ASSERT_TRUE(ariadne);
    StoredGame taken_back = correspondence("taken-back", 2, t0 + day / 2);
    taken_back.remaining_ms = {day / 4, 2 * day};
    StoredGame waiting = correspondence("not-started", 1, t0);
    waiting.started_at_ms.reset();
    waiting.turn_started_at_ms.reset();
    StoredGame clock = testing_support::full_game("game-clock");
    clock.result.reset();
    for (const StoredGame* game : {&taken_back, &waiting, &clock})
        store.apply({GameWrite{game->id, writes::CreateGame{*game}}, GameWrite{game->id, writes::LinkAccount{0, *ariadne}}});

    std::map<std::string, std::optional<std::int64_t>> deadlines;
    for (const AccountGameInProgress& game : accounts.games_in_progress(*ariadne, 20)) deadlines[game.game_id] = game.deadline_ms;
    EXPECT_EQ(deadlines, (std::map<std::string, std::optional<std::int64_t>>{
                             {"taken-back", t0 + 3 * day / 4}, {"not-started", std::nullopt}, {"game-clock", std::nullopt}}));
}

}  // namespace
}  // namespace petteia::db
