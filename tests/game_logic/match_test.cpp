// A refereed game with a real SQLite file: seats, start, moves, clocks, takebacks, rematches and
// restoring after a crash.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "db/group_commit.hpp"
#include "server/match.hpp"
#include "server/secrets.hpp"
#include "tests/game_logic/match_store_test.hpp"

namespace {

using namespace petteia;
using namespace petteia::server;
using protocol::Action;
using protocol::ErrorCode;

class MatchTest : public testing_support::MatchStoreTest {
protected:
    // A timed 6×6 game with both players seated and present at t = 0; returns the creator's secret.
    std::string start_game(std::unique_ptr<Match>& match, std::int64_t minutes_ms = 60'000, std::int64_t increment = 0) {
        auto [created, secret] = Match::create(*writes_, {"petteia-6x6", protocol::TimeControl{minutes_ms, increment}, 60'000, std::nullopt},
                                               Side::first, 0);
        match = std::move(created);
        auto friend_join = match->join(std::nullopt, 0);
        EXPECT_TRUE(friend_join && friend_join->seat == Side::second && friend_join->new_secret);
        friend_secret_ = *friend_join->new_secret;
        match->seat_connected(Side::first, 0);
        match->seat_connected(Side::second, 0);
        return secret;
    }

    std::string friend_secret_;
};

TEST_F(MatchTest, SeatsGoToTheCreatorTheFriendThenSpectators) {
    auto [match, secret] = Match::create(*writes_, {"grec", std::nullopt, 60'000, std::nullopt}, Side::second, 0);
    EXPECT_EQ(match->join(secret, 0)->seat, Side::second);
    auto friend_join = match->join(std::nullopt, 0);
    ASSERT_TRUE(friend_join);
    EXPECT_EQ(friend_join->seat, Side::first);
    ASSERT_TRUE(friend_join->new_secret);
    EXPECT_EQ(match->join(*friend_join->new_secret, 0)->seat, Side::first);
    EXPECT_FALSE(match->join(std::nullopt, 0)->seat);  // a spectator
    EXPECT_EQ(match->join(new_secret(), 0).error().code, ErrorCode::bad_secret);
}

TEST_F(MatchTest, NothingMovesBeforeBothArrive) {
    auto [match, secret] = Match::create(*writes_, {"petteia-6x6", std::nullopt, 60'000, std::nullopt}, Side::first, 0);
    match->seat_connected(Side::first, 0);
    EXPECT_EQ(match->move(Side::first, "A1-A2", 0).error().code, ErrorCode::game_not_started);
    match->join(std::nullopt, 0);
    EXPECT_EQ(match->seat_connected(Side::second, 0)->kind, "started");
    EXPECT_TRUE(match->move(Side::first, "A1-A2", 0));
}

TEST_F(MatchTest, MovesAreCheckedAndStored) {
    std::unique_ptr<Match> match;
    start_game(match);
    EXPECT_EQ(match->move(Side::second, "A6-A5", 1).error().code, ErrorCode::not_your_turn);
    auto illegal = match->move(Side::first, "A1-B2", 1);
    EXPECT_EQ(illegal.error().code, ErrorCode::illegal_move);
    EXPECT_EQ(illegal.error().detail, "not-straight");
    const auto version = match->view(1).version;
    auto played = match->move(Side::first, "a1 → a3", 5'000);
    ASSERT_TRUE(played);
    EXPECT_EQ(played->move->move, "A1-A3");
    EXPECT_EQ(played->move->clock_ms, 55'000);
    EXPECT_EQ(match->view(5'000).version, version + 1);
    const auto game = stored(match->id());
    ASSERT_EQ(game->moves.size(), 1u);
    EXPECT_EQ(game->moves[0].move, "A1-A3");
    EXPECT_EQ(game->moves[0].mover_remaining_ms, 55'000);
}

TEST_F(MatchTest, TakebackGivesNoTimeBack) {
    std::unique_ptr<Match> match;
    start_game(match);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 10'000));   // light 50 s
    ASSERT_TRUE(match->move(Side::second, "F6-F4", 14'000));  // dark 56 s
    ASSERT_TRUE(match->act(Side::first, Action::request_takeback, 15'000));
    auto accepted = match->act(Side::second, Action::accept_takeback, 16'000);
    ASSERT_TRUE(accepted);
    const auto view = match->view(16'000);
    EXPECT_TRUE(view.moves->empty());
    EXPECT_EQ(view.to_move, Side::first);
    // Light used 10 s, then its clock ran again from dark's reply (14 s) to the takeback (16 s);
    // dark used 4 s. None of it comes back.
    EXPECT_EQ(view.clock->remaining_ms[0], 48'000);
    EXPECT_EQ(view.clock->remaining_ms[1], 56'000);
    EXPECT_EQ(stored(match->id())->moves.size(), 0u);
}

TEST_F(MatchTest, AbortOnlyBeforeBothMoved) {
    std::unique_ptr<Match> match;
    start_game(match);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 1));
    ASSERT_TRUE(match->move(Side::second, "F6-F4", 2));
    EXPECT_EQ(match->act(Side::first, Action::abort, 3).error().code, ErrorCode::cannot_abort);
    std::unique_ptr<Match> fresh;
    start_game(fresh);
    ASSERT_TRUE(fresh->act(Side::second, Action::abort, 1));
    EXPECT_EQ(fresh->view(1).result.state, protocol::ResultState::aborted);
}

TEST_F(MatchTest, ClaimOnlyAfterTheGracePeriod) {
    std::unique_ptr<Match> match;
    start_game(match);
    EXPECT_EQ(match->act(Side::first, Action::claim_win, 1).error().code, ErrorCode::cannot_claim);
    match->seat_disconnected(Side::second, 1'000);
    EXPECT_EQ(match->act(Side::first, Action::claim_win, 30'000).error().code, ErrorCode::cannot_claim);
    ASSERT_TRUE(match->act(Side::first, Action::claim_win, 61'000));
    EXPECT_EQ(match->view(61'000).result.reason, "abandoned");
    EXPECT_EQ(stored(match->id())->result->reason, "abandoned");
}

TEST_F(MatchTest, TimeRunsOutWithoutAnyMove) {
    std::unique_ptr<Match> match;
    start_game(match, 3'000);
    EXPECT_EQ(match->clock_deadline(), 3'000);
    EXPECT_FALSE(match->check_time(2'999));
    auto flag = match->check_time(3'000);
    ASSERT_TRUE(flag);
    EXPECT_EQ(match->view(3'000).result.winner, Side::second);
    EXPECT_EQ(match->view(3'000).result.reason, "time");
}

TEST_F(MatchTest, RematchSwapsColoursAndKeepsSecrets) {
    std::unique_ptr<Match> match;
    const std::string creator_secret = start_game(match);
    ASSERT_TRUE(match->act(Side::first, Action::resign, 1));
    ASSERT_TRUE(match->act(Side::second, Action::offer_rematch, 2));
    auto agreed = match->act(Side::first, Action::accept_rematch, 3);
    ASSERT_TRUE(agreed);
    ASSERT_TRUE(agreed->rematch);
    EXPECT_EQ(agreed->rematch->join(creator_secret, 3)->seat, Side::second);
    EXPECT_EQ(agreed->rematch->join(friend_secret_, 3)->seat, Side::first);
    EXPECT_EQ(stored(match->id())->rematch_id, agreed->rematch->id());
}

TEST_F(MatchTest, RestoreChargesOnlyUntilTheServerWentDown) {
    std::unique_ptr<Match> match;
    start_game(match);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 10'000));  // dark's turn from 10 s
    // The server's last sign of life was at 13 s; it comes back at 100 s.
    auto restored = Match::restore(*writes_, *stored(match->id()), 60'000, 13'000, 100'000);
    ASSERT_TRUE(restored);
    const auto view = (*restored)->view(100'000);
    EXPECT_EQ(view.moves->size(), 1u);
    EXPECT_EQ(view.to_move, Side::second);
    EXPECT_EQ(view.clock->remaining_ms[1], 57'000);
    EXPECT_EQ(view.clock->remaining_ms[0], 50'000);
    EXPECT_EQ(view.clock->running, Side::second);
    EXPECT_EQ((*restored)->view(101'000).clock->remaining_ms[1], 56'000);
}

TEST_F(MatchTest, AgainstTheComputerTheClockStartsAtOnceAndItsSeatIsNeverFree) {
    const MatchSettings settings{"petteia-6x6", protocol::TimeControl{60'000, 0}, 60'000,
                                 ComputerSeat{Side::first, engine::Level::expert}};
    auto [match, secret] = Match::create(*writes_, settings, Side::second, 1'000);
    auto view = match->view(4'000);
    EXPECT_EQ(view.clock->running, Side::first);  // the computer moves first, on its own time
    EXPECT_EQ(view.clock->remaining_ms[0], 57'000);
    EXPECT_TRUE(view.seats[0].taken && view.seats[0].connected);
    ASSERT_TRUE(view.computer);
    EXPECT_EQ(view.computer->side, Side::first);
    EXPECT_EQ(view.computer->level, "expert");
    // Without a secret, anyone else only watches.
    EXPECT_FALSE(match->join(std::nullopt, 4'000)->seat);
    EXPECT_EQ(match->join(secret, 4'000)->seat, Side::second);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 5'000));

    const auto saved = stored(match->id());
    EXPECT_EQ(saved->opponent, "computer:expert");
    auto restored = Match::restore(*writes_, *saved, 60'000, 6'000, 6'000);
    ASSERT_TRUE(restored);
    ASSERT_TRUE((*restored)->computer());
    EXPECT_EQ((*restored)->computer()->side, Side::first);
    EXPECT_EQ((*restored)->computer()->level, engine::Level::expert);
    EXPECT_TRUE((*restored)->view(6'000).seats[0].connected);
}

TEST_F(MatchTest, ARematchAgainstTheComputerSwapsItsSideAndStartsAtOnce) {
    const MatchSettings settings{"petteia-6x6", std::nullopt, 60'000, ComputerSeat{Side::second, engine::Level::beginner}};
    auto [match, secret] = Match::create(*writes_, settings, Side::first, 0);
    ASSERT_TRUE(match->act(Side::first, Action::resign, 1));
    ASSERT_TRUE(match->act(Side::first, Action::offer_rematch, 2));
    auto agreed = match->act(Side::second, Action::accept_rematch, 3);
    ASSERT_TRUE(agreed && agreed->rematch);
    EXPECT_EQ(agreed->rematch->computer()->side, Side::first);
    EXPECT_EQ(agreed->rematch->join(secret, 3)->seat, Side::second);
    EXPECT_TRUE(agreed->rematch->move(Side::first, "A1-A3", 4));  // started: no one has to arrive
    EXPECT_EQ(stored(agreed->rematch->id())->opponent, "computer:beginner");
}

}  // namespace
