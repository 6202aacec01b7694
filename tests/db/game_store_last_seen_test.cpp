// When a game's players were last seen: recorded by set_last_seen, read back by load and
// load_games_at_start, kept across reopening the file, absent until recorded.
#include <string>

#include <gtest/gtest.h>

#include "db/game_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::bare_game;
using testing_support::full_game;
using testing_support::TempDirectory;

class GameStoreLastSeenTest : public testing_support::EachEngine {
protected:
    GameStore store{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(GameStoreLastSeenTest);

TEST_P(GameStoreLastSeenTest, ANewGameHasNoLastSeenTime) {
    store.create(bare_game("quiet"));
    EXPECT_EQ(store.load("quiet")->last_seen_at_ms, std::nullopt);
    ASSERT_EQ(store.load_games_at_start().size(), 1u);
    EXPECT_EQ(store.load_games_at_start().front().last_seen_at_ms, std::nullopt);
}

TEST_P(GameStoreLastSeenTest, TheRecordedTimeIsLoadedByBothLoads) {
    store.create(full_game("left"));
    store.create(bare_game("other"));
    store.set_last_seen("left", 1'700'000'050'000);

    EXPECT_EQ(store.load("left")->last_seen_at_ms, 1'700'000'050'000);
    EXPECT_EQ(store.load("other")->last_seen_at_ms, std::nullopt);
    const auto unfinished = store.load_games_at_start();
    ASSERT_EQ(unfinished.size(), 2u);
    EXPECT_EQ(unfinished[0].id, "left");
    EXPECT_EQ(unfinished[0].last_seen_at_ms, 1'700'000'050'000);
    EXPECT_EQ(unfinished[0].moves.size(), 2u);  // the rest of the game is untouched
    EXPECT_EQ(unfinished[1].last_seen_at_ms, std::nullopt);
}

TEST_P(GameStoreLastSeenTest, TheLatestCallWins) {
    store.create(bare_game("game"));
    store.set_last_seen("game", 5'000);
    store.set_last_seen("game", 9'000);
    EXPECT_EQ(store.load("game")->last_seen_at_ms, 9'000);
}

TEST_P(GameStoreLastSeenTest, AGameCreatedWithALastSeenTimeRoundTrips) {
    StoredGame game = full_game("restored-elsewhere");
    game.last_seen_at_ms = 1'700'000'010'000;
    store.create(game);
    EXPECT_EQ(store.load("restored-elsewhere"), game);
}

TEST_P(GameStoreLastSeenTest, AFinishedGameKeepsItButIsNoLongerUnfinished) {
    store.create(bare_game("done"));
    store.set_last_seen("done", 4'000);
    store.finish("done", StoredResult{"aborted", std::nullopt, "inactive", std::nullopt}, {0, 0}, 8'000);
    EXPECT_EQ(store.load("done")->last_seen_at_ms, 4'000);
    EXPECT_EQ(store.load("done")->result->reason, "inactive");
    EXPECT_TRUE(store.load_games_at_start().empty());
}

TEST_P(GameStoreLastSeenTest, ItSurvivesReopeningTheFile) {
    store.create(bare_game("kept"));
    store.set_last_seen("kept", 123'456);
    GameStore reopened(storage.location());
    EXPECT_EQ(reopened.load("kept")->last_seen_at_ms, 123'456);
}

TEST_P(GameStoreLastSeenTest, AnUnknownGameIsRefused) {
    EXPECT_THROW(store.set_last_seen("nobody", 1'000), DatabaseError);
}

TEST_P(GameStoreLastSeenTest, ItCanBeWrittenInOneTransactionWithOtherChanges) {
    store.create(bare_game("batched"));
    store.in_one_transaction([&] {
        store.set_last_seen("batched", 7'000);
        store.update_clocks("batched", {1, 2}, std::nullopt);
    });
    const auto loaded = store.load("batched");
    EXPECT_EQ(loaded->last_seen_at_ms, 7'000);
    EXPECT_EQ(loaded->remaining_ms, (std::array<std::int64_t, 2>{1, 2}));
}

}  // namespace
}  // namespace petteia::db
