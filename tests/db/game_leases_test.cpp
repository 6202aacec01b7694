// Game leases (db/game_leases.hpp): two stores on one database stand for two nodes. A node writes
// only the games it holds; taking a game gives it a new token, so the former holder's writes are
// refused from then on and change nothing; a take waits for the unit the former holder is
// committing, and loads what it wrote.
#include <algorithm>
#include <chrono>
#include <future>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "db/game_store.hpp"
#include "db/group_commit.hpp"
#include "lease_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::bare_game;
using testing_support::created;
using testing_support::move;
using testing_support::player_sits;
using testing_support::seen;
using testing_support::took;

class GameLeasesTest : public testing_support::EachEngine {
protected:
    GameLeasesTest() {
        first.serve_as_node("node1");
        second.serve_as_node("node2");
    }
    GameStore first{storage.location()};
    GameStore second{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(GameLeasesTest);

TEST_P(GameLeasesTest, TheCreatorHoldsANewGameAndWritesIt) {
    first.apply({created("g")});
    EXPECT_TRUE(first.holds_lease("g"));
    first.apply({move("g", 0), seen("g", 7)});
    const auto game = second.load("g");
    ASSERT_TRUE(game);
    EXPECT_EQ(game->moves.size(), 1u);
    EXPECT_EQ(game->last_seen_at_ms, 7);
}

TEST_P(GameLeasesTest, ANodeThatDoesNotHoldAGameWritesNothingOfIt) {
    first.apply({created("g")});
    EXPECT_FALSE(second.holds_lease("g"));
    EXPECT_THROW(second.apply({move("g", 0)}), LeaseLost);
    EXPECT_TRUE(first.load("g")->moves.empty());
}

TEST_P(GameLeasesTest, TakingAGameFencesOffItsFormerHolder) {
    first.apply({created("g"), move("g", 0)});
    const auto taken = second.take_and_load("g", 5'000);
    ASSERT_TRUE(taken);
    EXPECT_EQ(taken->game->moves.size(), 1u);
    ASSERT_TRUE(taken->previous);
    EXPECT_EQ(taken->previous->node, "node1");
    EXPECT_FALSE(taken->previous->last_heartbeat_ms);  // node1 never wrote one

    // node1 does not know yet: its next unit is refused whole, and it learns that it lost the game.
    EXPECT_TRUE(first.holds_lease("g"));
    EXPECT_THROW(first.apply({move("g", 1), seen("g", 9)}), LeaseLost);
    EXPECT_FALSE(first.holds_lease("g"));
    second.apply({move("g", 1)});
    const auto game = first.load("g");
    EXPECT_EQ(game->moves.size(), 1u + 1u);
    EXPECT_EQ(game->moves[1].played_at_ms, 2'001);
    EXPECT_FALSE(game->last_seen_at_ms);

    // And taking it back fences off node2 in turn.
    ASSERT_TRUE(took(first, "g", 6'000));
    EXPECT_THROW(second.apply({move("g", 2)}), LeaseLost);
    first.apply({move("g", 2)});
}

TEST_P(GameLeasesTest, ARestartedNodeFencesOffItsFormerSelf) {
    first.apply({created("g")});
    // The same node name in a new process (after a crash, or a second server wrongly given the name).
    GameStore again{storage.location()};
    again.serve_as_node("node1");
    ASSERT_EQ(again.take_unfinished(9'000).size(), 1u);
    EXPECT_THROW(first.apply({move("g", 0)}), LeaseLost);
    again.apply({move("g", 0)});
}

TEST_P(GameLeasesTest, AtStartANodeTakesItsOwnUnfinishedGamesAndThoseNobodyHolds) {
    first.apply({created("mine"), created("done")});
    first.apply({{"done", writes::Finish{{"draw", std::nullopt, "agreement", std::nullopt}, {1, 2}, 3'000}}});
    second.apply({created("theirs")});
    GameStore unleased_writer{storage.location()};  // no node: a game stored before leases existed
    unleased_writer.create(bare_game("old"));

    GameStore restarted{storage.location()};
    restarted.serve_as_node("node1");
    std::vector<std::string> ids;
    for (const auto& game : restarted.take_unfinished(10'000)) ids.push_back(game.id);
    std::sort(ids.begin(), ids.end());
    EXPECT_EQ(ids, (std::vector<std::string>{"mine", "old"}));
    EXPECT_TRUE(restarted.holds_lease("old"));
    EXPECT_FALSE(restarted.holds_lease("theirs"));
    second.apply({move("theirs", 0)});  // untouched
}

// A correspondence game waits in the store until someone comes or its deadline passes (issue 38):
// a restart neither loads it nor takes its lease, whether the node held it or nobody did.
TEST_P(GameLeasesTest, AtStartANodeLeavesCorrespondenceGamesInTheStore) {
    first.apply({created("clock"), testing_support::created_correspondence("held", 3)});
    GameStore unleased_writer{storage.location()};
    unleased_writer.create(bare_game("unleased"));
    unleased_writer.apply({testing_support::created_correspondence("unleased-days", 1)});

    GameStore restarted{storage.location()};
    restarted.serve_as_node("node1");
    std::vector<std::string> ids;
    for (const auto& game : restarted.take_unfinished(10'000)) ids.push_back(game.id);
    std::sort(ids.begin(), ids.end());
    EXPECT_EQ(ids, (std::vector<std::string>{"clock", "unleased"}));
    EXPECT_FALSE(restarted.holds_lease("held"));
    EXPECT_FALSE(restarted.holds_lease("unleased-days"));
    EXPECT_EQ(unleased_writer.load_games_at_start().size(), 2u) << "the same two, without a node";
    // Loaded on demand, it is taken then.
    EXPECT_TRUE(took(restarted, "held", 11'000));
    EXPECT_TRUE(took(restarted, "unleased-days", 11'000));
    restarted.apply({move("held", 0)});
}

TEST_P(GameLeasesTest, ANodeLearnsWhichOfItsGamesOthersTook) {
    first.apply({created("a"), created("b"), created("c")});
    second.apply({created("z")});
    ASSERT_TRUE(took(second, "b", 20'000));
    EXPECT_EQ(first.leases_lost_since(19'000), std::vector<std::string>{"b"});
    EXPECT_FALSE(first.holds_lease("b"));
    EXPECT_TRUE(first.holds_lease("a"));
    EXPECT_TRUE(first.leases_lost_since(19'000).empty());  // told once
    EXPECT_TRUE(second.leases_lost_since(0).empty());      // node2 lost nothing
}

TEST_P(GameLeasesTest, AGameThatLeftMemoryIsTakenAgainBeforeItIsWritten) {
    first.apply({created("g")});
    first.forget_lease("g");
    EXPECT_THROW(first.apply({move("g", 0)}), LeaseLost);
    ASSERT_TRUE(took(first, "g", 2'000));
    first.apply({move("g", 0)});
}

TEST_P(GameLeasesTest, ARematchIsWrittenOnlyByTheHolderOfTheOriginal) {
    first.apply({created("g")});
    StoredGame rematch = bare_game("r", 2'000);
    rematch.rematch_of = "g";
    EXPECT_THROW(second.apply({{"r", writes::CreateGame{rematch}}}), LeaseLost);
    EXPECT_FALSE(first.load("r"));
    first.apply({{"r", writes::CreateGame{rematch}}});
    EXPECT_TRUE(first.holds_lease("r"));
    EXPECT_EQ(first.load("g")->rematch_id, "r");
}

TEST_P(GameLeasesTest, UnknownGamesAreNotTaken) { EXPECT_FALSE(first.take_and_load("nowhere", 1'000)); }

TEST_P(GameLeasesTest, EachNodeHasItsOwnHeartbeatAndTheTakerSeesIt) {
    first.apply({created("g")});
    first.heartbeat(40'000);
    second.heartbeat(50'000);
    EXPECT_EQ(first.last_heartbeat(), 40'000);
    EXPECT_EQ(second.last_heartbeat(), 50'000);
    const auto taken = second.take_and_load("g", 60'000);
    ASSERT_TRUE(taken && taken->previous);
    EXPECT_EQ(taken->previous->last_heartbeat_ms, 40'000);
}

TEST_P(GameLeasesTest, ANewNodeStartsFromTheSingleServersHeartbeat) {
    GameStore single{storage.location()};
    single.heartbeat(30'000);  // written before nodes existed
    GameStore upgraded{storage.location()};
    upgraded.serve_as_node("node3");
    EXPECT_EQ(upgraded.last_heartbeat(), 30'000);
    upgraded.heartbeat(31'000);
    EXPECT_EQ(upgraded.last_heartbeat(), 31'000);
}

// The take waits for the unit the holder is committing, and loads the game with that unit's writes.
TEST_P(GameLeasesTest, ATakeWaitsForTheHoldersUnitInProgress) {
    first.apply({created("g")});
    std::promise<void> written;
    auto holder = std::async(std::launch::async, [&] {
        first.in_one_transaction([&] {
            first.apply({move("g", 0)});
            written.set_value();
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
        });
    });
    written.get_future().wait();
    const auto taken = second.take_and_load("g", 5'000);
    holder.get();
    ASSERT_TRUE(taken);
    EXPECT_EQ(taken->game->moves.size(), 1u);
}

// A unit locks the games row (its move's update) before the lease row (a player sits down); a take
// waiting for that unit locks them in the same order, so neither waits for the other in a circle
// (on PostgreSQL a deadlock would fail one of them after a second).
TEST_P(GameLeasesTest, ATakeDuringAUnitThatSeatsAPlayerWaitsForItWithoutADeadlock) {
    first.apply({created("g")});
    std::promise<void> moved;
    auto holder = std::async(std::launch::async, [&] {
        first.in_one_transaction([&] {
            first.apply({move("g", 0)});
            moved.set_value();
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            first.apply({player_sits("g")});
        });
    });
    moved.get_future().wait();
    const auto taken = second.take_and_load("g", 5'000);
    EXPECT_NO_THROW(holder.get());
    ASSERT_TRUE(taken);
    ASSERT_TRUE(taken->game);
    EXPECT_EQ(taken->game->moves.size(), 1u);
    EXPECT_THROW(first.apply({move("g", 1)}), LeaseLost);
    second.apply({move("g", 1)});
    EXPECT_EQ(second.load("g")->moves.size(), 2u);
}

TEST_P(GameLeasesTest, AGroupCommitCountsALostGameAsNoStorageFault) {
    first.apply({created("g"), created("h")});
    ASSERT_TRUE(took(second, "g", 5'000));
    std::vector<std::string> reported;
    GroupCommit writes(first, [&](const std::string& what) { reported.push_back(what); });
    std::promise<bool> g_stored, h_stored;
    writes.submit([](GameStore& s) { s.apply({move("g", 0)}); }, [&](bool stored) { g_stored.set_value(stored); });
    writes.submit([](GameStore& s) { s.apply({move("h", 0)}); }, [&](bool stored) { h_stored.set_value(stored); });
    EXPECT_FALSE(g_stored.get_future().get());
    EXPECT_TRUE(h_stored.get_future().get());
    writes.flush();
    EXPECT_FALSE(writes.failing());
    EXPECT_TRUE(reported.empty());
    EXPECT_EQ(first.load("h")->moves.size(), 1u);
}

}  // namespace
}  // namespace petteia::db
