// The room's undo copy (server/games/undoable_match.hpp): taken at a unit's first change only, and a copy
// that is put back is the match as it was, the facts of its position included (those are not
// copied: server/games/position_facts.hpp).
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>

#include "protocol/server_messages.hpp"
#include "server/common/secrets.hpp"
#include "server/games/undoable_match.hpp"

namespace {

using namespace petteia;
using namespace petteia::server;

class UndoableMatchTest : public testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(init_secrets());
        // An untimed 6×6 game against a friend who has taken the second seat, both players there.
        auto made = Match::create({"petteia-6x6", std::nullopt, 60'000, std::nullopt}, Side::first, 0);
        ASSERT_TRUE(made.match->join(std::nullopt, 0));
        made.match->seat_connected(Side::first, 0);
        made.match->seat_connected(Side::second, 0);
        match_ = std::make_unique<UndoableMatch>(std::move(made.match));
    }
    UndoableMatch& match() { return *match_; }

private:
    std::unique_ptr<UndoableMatch> match_;
};

TEST_F(UndoableMatchTest, AUnitThatOnlyReadsTakesNoCopy) {
    EXPECT_FALSE(match()->view(1'000).legal.empty());
    EXPECT_FALSE(match()->has_free_seat());
    ASSERT_TRUE(match()->find_seat(std::nullopt));
    EXPECT_EQ(match().take_undo(), nullptr);
}

TEST_F(UndoableMatchTest, TheCopyIsTakenAtTheFirstChangeAndPutsTheMatchBackWhole) {
    const auto legal_before = match()->view(0).legal;
    ASSERT_TRUE(match().change().move(Side::first, "A1-A3", 1'000));
    ASSERT_TRUE(match().change().move(Side::second, "F6-F4", 2'000));
    auto before = match().take_undo();
    ASSERT_NE(before, nullptr);
    EXPECT_EQ(before->plies(), 0u) << "taken before the unit's first change, not its last";

    match().undo(std::move(before));
    EXPECT_EQ(match()->plies(), 0u);
    EXPECT_EQ(match()->game().side_to_move(), Side::first);
    // The facts of the position are computed again for the match put back, not those of the
    // position it left.
    EXPECT_EQ(match()->view(3'000).legal, legal_before);
    EXPECT_TRUE(match().change().move(Side::first, "A1-A3", 4'000));
}

TEST_F(UndoableMatchTest, EachUnitHasItsOwnCopy) {
    ASSERT_TRUE(match().change().move(Side::first, "A1-A3", 1'000));
    ASSERT_NE(match().take_undo(), nullptr);  // the first unit is stored: its copy is dropped
    const auto legal_after_first = match()->view(1'000).legal;
    ASSERT_TRUE(match().change().move(Side::second, "F6-F4", 2'000));
    auto before = match().take_undo();
    ASSERT_NE(before, nullptr);
    EXPECT_EQ(before->plies(), 1u);
    EXPECT_EQ(before->view(2'000).legal, legal_after_first);
    match().undo(nullptr);  // a unit that changed nothing leaves the match as it is
    EXPECT_EQ(match()->plies(), 2u);
}

// The copy made into the memory of one no longer needed (recycle()) is the match as it was, whole,
// for each kind of game the rules have: the same snapshot and the same positions as a fresh copy.
TEST(UndoableMatchRecycling, ACopyMadeIntoRecycledMemoryIsTheMatchAsItWas) {
    ASSERT_TRUE(init_secrets());
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec", "petteia-chess"}) {
        SCOPED_TRACE(variant);
        auto made = Match::create({variant, protocol::TimeControl{300'000, 3'000}, 60'000, std::nullopt}, Side::first, 0);
        ASSERT_TRUE(made.match->join(std::nullopt, 0));
        made.match->seat_connected(Side::first, 0);
        made.match->seat_connected(Side::second, 0);
        UndoableMatch match(std::move(made.match));
        std::mt19937 pick(7);
        std::int64_t now = 0;
        for (int ply = 0; ply < 12 && !match->finished(); ++ply) {
            now += 1'000;
            const protocol::GameView view = match->view(now);
            const auto reference = match->copy();  // a fresh copy, in new memory
            const std::string move = view.legal[std::uniform_int_distribution<std::size_t>(0, view.legal.size() - 1)(pick)];
            ASSERT_TRUE(match.change().move(view.to_move, move, now)) << move;
            auto before = match.take_undo();
            ASSERT_NE(before, nullptr);
            EXPECT_EQ(protocol::snapshot_message(before->view(now)), protocol::snapshot_message(reference->view(now)));
            EXPECT_EQ(before->positions(), reference->positions());
            if (ply % 4 == 3) {
                // A unit not stored: the match goes back to the recycled copy and plays on from it.
                match.undo(std::move(before));
                EXPECT_EQ(protocol::snapshot_message(match->view(now)), protocol::snapshot_message(reference->view(now)));
                ASSERT_TRUE(match.change().move(view.to_move, move, now)) << move;
                before = match.take_undo();
            }
            UndoableMatch::recycle(std::move(before));  // stored: its copy's memory serves the next change
        }
        EXPECT_GE(match->plies(), 4u);
    }
}

}  // namespace
