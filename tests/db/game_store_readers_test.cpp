// Reads and takes on connections of their own (GameStore's readers, PostgreSQL): a join of a game
// not in memory or a lookup does not wait for the group commit's transaction, and several run side
// by side; a take still waits for the lease a unit of writes holds, so it loads every write the
// unit was allowed to commit.
#include <chrono>
#include <future>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "db/game_leases.hpp"
#include "db/game_store.hpp"
#include "db/migrations.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using namespace std::chrono_literals;
using testing_support::bare_game;

class GameStoreReadersTest : public testing_support::EachEngine {
protected:
    void SetUp() override {
        if (GetParam() != Engine::postgresql) GTEST_SKIP() << "SQLite reads on the store's one connection";
    }
    GameStore store{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(GameStoreReadersTest);

TEST_P(GameStoreReadersTest, LookupsDoNotWaitForTheWritersTransaction) {
    store.create(bare_game("g"));
    std::promise<void> inside, release;
    std::thread writer([&] {
        store.in_one_transaction([&] {
            store.update_clocks("g", {5, 5}, std::nullopt);
            inside.set_value();
            release.get_future().wait();
        });
    });
    inside.get_future().wait();
    std::vector<std::future<std::optional<StoredGame>>> lookups;
    for (int i = 0; i < 5; ++i) lookups.push_back(std::async(std::launch::async, [&] { return store.load("g"); }));
    for (auto& lookup : lookups) {
        ASSERT_EQ(lookup.wait_for(10s), std::future_status::ready) << "a lookup waited for the writer";
        const auto game = lookup.get();
        ASSERT_TRUE(game);
        EXPECT_EQ(game->remaining_ms, (std::array<std::int64_t, 2>{0, 0}));  // committed data only
    }
    release.set_value();
    writer.join();
    EXPECT_EQ(store.load("g")->remaining_ms, (std::array<std::int64_t, 2>{5, 5}));
}

TEST_P(GameStoreReadersTest, ATakeWaitsForTheUnitThatHoldsTheLeaseAndLoadsItsWrites) {
    GameStore other{storage.location()};
    store.serve_as_node("a");
    other.serve_as_node("b");
    store.apply({{"g", writes::CreateGame{bare_game("g")}}});
    store.heartbeat(1'000);
    // Node a's unit holds the lease (FOR SHARE) until its commit; node b, asking meanwhile for a
    // game whose holder is gone, must load the game with that unit's write in it.
    std::promise<void> inside, release;
    std::thread writer([&] {
        store.in_one_transaction([&] {
            store.apply({{"g", writes::UpdateClocks{{7, 7}, std::nullopt}}});
            inside.set_value();
            release.get_future().wait();
        });
    });
    inside.get_future().wait();
    auto taken = std::async(std::launch::async, [&] { return other.take_and_load("g", 1'000 + 60'000); });
    EXPECT_EQ(taken.wait_for(300ms), std::future_status::timeout) << "the take did not wait for the lease";
    release.set_value();
    writer.join();
    const auto result = taken.get();
    ASSERT_TRUE(result && result->game);
    EXPECT_EQ(result->game->remaining_ms, (std::array<std::int64_t, 2>{7, 7}));
    EXPECT_THROW(store.apply({{"g", writes::UpdateClocks{{1, 1}, std::nullopt}}}), LeaseLost);
}

// The heartbeat's sweep (on the writer's connection) asks which games other nodes took lately, while a
// reader's take of one may not be committed yet: the sweep then reads the previous holder's row,
// which must not cost this node the game it is taking (found by the three-node load bench).
TEST_P(GameStoreReadersTest, ASweepDuringAReadersTakeDoesNotLoseTheGame) {
    store.serve_as_node("a");
    store.apply({{"g", writes::CreateGame{bare_game("g")}}});  // an open lease, "a"'s
    Database reader_connection = open_migrated(storage.location());
    Database writer_connection = open_migrated(storage.location());
    GameLeases reader(reader_connection, "b");
    GameLeases writer(writer_connection, "b", reader.held_tokens());
    {
        Transaction take(reader_connection);
        ASSERT_TRUE(reader.take("g", 1'000).taken);
        EXPECT_TRUE(writer.lost_since(0).empty()) << "the row of the take not yet committed is the previous holder's";
        take.commit();
    }
    EXPECT_TRUE(writer.lost_since(0).empty());
    EXPECT_TRUE(writer.token("g"));
    // A take by another node after this one's is a loss.
    GameStore third{storage.location()};
    third.serve_as_node("c");
    ASSERT_TRUE(writer.token("g"));
    reader.release("g", *writer.token("g"));
    ASSERT_TRUE(third.take_and_load("g", 2'000));
    EXPECT_EQ(writer.lost_since(0), std::vector<std::string>{"g"});
    EXPECT_FALSE(writer.token("g"));
}

}  // namespace
}  // namespace petteia::db
