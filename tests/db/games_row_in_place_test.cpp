// On PostgreSQL a move updates its games row in place (migration 29): the update changes no
// column that an index names, so that PostgreSQL keeps the new version on the same page with no new
// index entry (a HOT update). The deadline of a correspondence game, which the clocks make, is a
// column PostgreSQL computes, and the sweep's index is on it.
#include <string>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "db/game_statements.hpp"
#include "db/game_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::bare_game;

class GamesRowInPlaceTest : public testing_support::EachEngine {
protected:
    // Runs the group commit's statement for one move of `id` (game_sql::moves_update_sql), in a
    // transaction of this connection, and says how many rows it updated in place and in all.
    std::pair<std::int64_t, std::int64_t> update_in_place_and_all(const std::string& id) {
        database.exec("BEGIN");
        Statement update = database.prepare(game_sql::moves_update_sql(false));
        const std::vector<std::string> arrays{"{\"" + id + "\"}", "{90}", "{80}", "{7000}", "{2}", "{NULL}", "{NULL}", "{NULL}",
                                              "{NULL}"};
        for (std::size_t i = 0; i < arrays.size(); ++i) update.bind(static_cast<int>(i + 1), arrays[i]);
        update.step();
        Statement counts = database.prepare(
            "SELECT n_tup_hot_upd, n_tup_upd FROM pg_stat_xact_user_tables WHERE relid = 'games'::regclass");  // this schema's
        EXPECT_TRUE(counts.step());
        const std::pair<std::int64_t, std::int64_t> found{counts.int64(0), counts.int64(1)};
        database.exec("COMMIT");
        return found;
    }

    GameStore store{storage.location()};
    Database database{storage.location()};
};
INSTANTIATE_TEST_SUITE_P(Engines, GamesRowInPlaceTest, ::testing::Values(Engine::postgresql), testing_support::engine_name);

TEST_P(GamesRowInPlaceTest, AMoveOfAGameOnAGameClockUpdatesItsRowInPlace) {
    StoredGame game = bare_game("g");
    game.time_control = TimeControl{300'000, 3'000, std::nullopt};
    game.remaining_ms = {300'000, 300'000};
    store.create(game);
    const auto [in_place, all] = update_in_place_and_all("g");
    EXPECT_EQ(all, 1);
    EXPECT_EQ(in_place, 1) << "the update wrote a new index entry: an index names a column a move changes";
}

TEST_P(GamesRowInPlaceTest, ACorrespondenceGamesDeadlineFollowsItsClocks) {
    constexpr std::int64_t day = 86'400'000;
    StoredGame game = bare_game("c");
    game.time_control = TimeControl{3 * day, 0, 3};
    game.remaining_ms = {3 * day, 3 * day};
    store.create(game);
    update_in_place_and_all("c");  // its turn began at 7,000 with 80 and 90 ms left
    Statement deadline = database.prepare("SELECT deadline_at_ms FROM games WHERE id = 'c'");
    ASSERT_TRUE(deadline.step());
    EXPECT_EQ(deadline.int64(0), 7'000 + 80);
    EXPECT_EQ(store.games_past_deadline(7'079, 10), std::vector<std::string>{});
    EXPECT_EQ(store.games_past_deadline(7'080, 10), std::vector<std::string>{"c"});
}

}  // namespace
}  // namespace petteia::db
