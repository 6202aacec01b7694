// Units of writes performed together (GameStore::apply_each, which the group commit uses): on
// PostgreSQL all their statements travel in one pipeline and are judged afterwards, so a unit that
// fails — by a statement's error, which aborts the rest of the pipeline, or by changing nothing —
// must be undone alone while every other unit of the group is stored, in order.
#include <future>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/game_store.hpp"
#include "db/group_commit.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::bare_game;

class GameUnitsTest : public testing_support::EachEngine {
protected:
    static GameWrite move(const std::string& id, int ply) {
        return {id, writes::AppendMove{ply, {"M" + std::to_string(ply), 0, ply}, {100 - ply, 100}, ply}};
    }
    static GameWrite state(const std::string& id, std::int64_t version) {
        return {id, writes::SetState{version, {std::nullopt, 1, std::nullopt}}};
    }

    GameStore store{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(GameUnitsTest);

TEST_P(GameUnitsTest, AFailingUnitIsUndoneAloneAndTheOthersAreStoredInOrder) {
    store.create(bare_game("a"));
    const std::vector<GameStore::Unit> units{
        {move("a", 0), state("a", 2)},
        {move("a", 5), state("a", 3)},           // does not follow: changes nothing, undone
        {move("a", 1), state("a", 4)},           // follows ply 0, stored in the same group
        {{"a", writes::CreateGame{bare_game("a")}}},  // a statement's error: the pipeline stops there
        {state("missing", 9)},                   // no such game
        {move("a", 2), state("a", 5)},
    };
    std::vector<const GameStore::Unit*> pointers;
    for (const auto& unit : units) pointers.push_back(&unit);
    const auto applied = store.apply_each(pointers);

    ASSERT_EQ(applied.size(), units.size());
    const std::vector<GameStore::Outcome> expected{GameStore::Outcome::stored, GameStore::Outcome::failed,
                                                   GameStore::Outcome::stored, GameStore::Outcome::failed,
                                                   GameStore::Outcome::failed, GameStore::Outcome::stored};
    for (std::size_t i = 0; i < units.size(); ++i) EXPECT_EQ(applied[i].outcome, expected[i]) << "unit " << i;
    EXPECT_NE(applied[1].error.find("ply 5 does not follow"), std::string::npos) << applied[1].error;
    EXPECT_FALSE(applied[3].error.empty());
    EXPECT_NE(applied[4].error.find("no game with id 'missing'"), std::string::npos) << applied[4].error;

    const auto a = store.load("a");
    ASSERT_TRUE(a);
    ASSERT_EQ(a->moves.size(), 3u);
    EXPECT_EQ(a->moves[2].move, "M2");
    EXPECT_EQ(a->version, 5);  // the state of the last unit stored, written with its move
    EXPECT_EQ(a->remaining_ms, (std::array<std::int64_t, 2>{98, 100}));
    EXPECT_EQ(a->offers.takeback, 1);
}

TEST_P(GameUnitsTest, AMoveAndItsStateMakeOneRowWhateverTheFinishBetweenThem) {
    store.create(bare_game("g"));
    // The state moves up into the move's clock update; the finish after the move still stops the
    // clock (turn_started_at_ms NULL) and keeps its own clocks.
    store.apply({move("g", 0),
                 {"g", writes::Finish{{"win", 0, "resignation", std::nullopt}, {7, 8}, 50}},
                 state("g", 3)});
    const auto g = store.load("g");
    ASSERT_TRUE(g);
    EXPECT_EQ(g->version, 3);
    EXPECT_EQ(g->remaining_ms, (std::array<std::int64_t, 2>{7, 8}));
    EXPECT_EQ(g->turn_started_at_ms, std::nullopt);
    ASSERT_TRUE(g->result);
    EXPECT_EQ(g->result->reason, "resignation");
}

TEST_P(GameUnitsTest, TheGroupCommitTellsEachUnitWhetherItIsStored) {
    store.create(bare_game("a"));
    GroupCommit writes{store, [](const std::string&) {}};
    std::vector<std::promise<bool>> told(5);
    // How the writes fall into batches depends on the writer thread's timing; the last write fails
    // so that, however they fall, the last batch has a failure.
    writes.submit(GameStore::Unit{move("a", 0)}, [&](bool stored) { told[0].set_value(stored); });
    writes.submit(GameStore::Unit{move("a", 7)}, [&](bool stored) { told[1].set_value(stored); });
    writes.submit(GameStore::Unit{move("a", 1)}, [&](bool stored) { told[2].set_value(stored); });
    writes.submit([](GameStore& s) { s.heartbeat(5); }, [&](bool stored) { told[3].set_value(stored); });
    writes.submit(GameStore::Unit{move("a", 9)}, [&](bool stored) { told[4].set_value(stored); });
    writes.flush();
    EXPECT_TRUE(told[0].get_future().get());
    EXPECT_FALSE(told[1].get_future().get());
    EXPECT_TRUE(told[2].get_future().get());
    EXPECT_TRUE(told[3].get_future().get());
    EXPECT_FALSE(told[4].get_future().get());
    EXPECT_EQ(store.load("a")->moves.size(), 2u);
    EXPECT_EQ(writes.totals().failures, 2u);
    EXPECT_TRUE(writes.failing());

    // A batch that commits whole ends the failing state.
    writes.submit(GameStore::Unit{move("a", 2)}, [](bool) {});
    writes.flush();
    EXPECT_FALSE(writes.failing());
    EXPECT_EQ(store.load("a")->moves.size(), 3u);
}

}  // namespace
}  // namespace petteia::db
