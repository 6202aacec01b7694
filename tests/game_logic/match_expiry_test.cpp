// Games that end on their own: an invitation nobody joined, and an unfinished game nobody has been
// at for a long time. With a real SQLite file: the end is stored, and a seat's departure too.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "db/group_commit.hpp"
#include "server/games/match.hpp"
#include "server/common/secrets.hpp"
#include "tests/game_logic/match_store_test.hpp"

namespace {

using namespace petteia;
using namespace petteia::server;
using protocol::Action;
using protocol::Field;
using protocol::ResultState;

constexpr std::int64_t hour = 3'600'000;
constexpr std::int64_t day = 24 * hour;
constexpr ExpiryLimits limits{24 * hour, 7 * day};
constexpr std::int64_t t0 = 1'800'000'000'000;  // creation time of the games below

using testing_support::StoringMatch;

class MatchExpiryTest : public testing_support::MatchStoreTest {
protected:
    // A game between friends created at t0 by light, who is connected; nobody has joined it.
    StoringMatch invitation(std::optional<protocol::TimeControl> time = std::nullopt) {
        auto match = created({"petteia-6x6", time, 60'000, std::nullopt}, Side::first, t0);
        match->seat_connected(Side::first, t0);
        return match;
    }

    // A game between friends, both seated and present from t0; its clock (5 minutes) runs.
    StoringMatch started_game() {
        auto match = invitation(protocol::TimeControl{300'000, 0});
        EXPECT_TRUE(match->join(std::nullopt, t0));
        match->seat_connected(Side::second, t0);
        return match;
    }

    StoringMatch computer_game(Side player) {
        auto match = created({"petteia-6x6", std::nullopt, 60'000, ComputerSeat{opponent(player), engine::Level::beginner}},
                             player, t0);
        match->seat_connected(player, t0);
        return match;
    }

    StoringMatch restored(const std::string& id, std::int64_t now) { return MatchStoreTest::restored(id, now, now); }

    static void expect_ended(const Match& match, const std::optional<Change>& change, std::string_view reason,
                             std::int64_t now) {
        ASSERT_TRUE(change);
        EXPECT_EQ(change->kind, protocol::EventKind::result);
        EXPECT_NE(std::find(change->fields.begin(), change->fields.end(), Field::result), change->fields.end());
        EXPECT_FALSE(change->move);
        const auto view = match.view(now);
        EXPECT_EQ(view.result.state, ResultState::aborted);
        EXPECT_EQ(view.result.winner, std::nullopt);
        EXPECT_EQ(view.result.reason, reason);
        EXPECT_TRUE(view.legal.empty());
        EXPECT_TRUE(match.finished());
    }
};

TEST_F(MatchExpiryTest, AnInvitationExpiresADayAfterItsCreationEvenWithItsCreatorThere) {
    auto match = invitation();
    EXPECT_EQ(match->expiry(limits, t0 + day - 1), std::nullopt);
    EXPECT_FALSE(match->check_expiry(limits, t0 + day - 1));
    EXPECT_FALSE(match->finished());

    EXPECT_EQ(match->expiry(limits, t0 + day), invitation_expired_reason);
    const auto version = match->view(t0 + day).version;
    const auto change = match->check_expiry(limits, t0 + day);
    expect_ended(*match, change, "invitation-expired", t0 + day);
    EXPECT_EQ(match->view(t0 + day).version, version + 1);  // an event like any other result

    const auto game = stored(match->id());
    ASSERT_TRUE(game->result);
    EXPECT_EQ(game->result->state, "aborted");
    EXPECT_EQ(game->result->winner, std::nullopt);
    EXPECT_EQ(game->result->reason, "invitation-expired");
    EXPECT_EQ(game->finished_at_ms, t0 + day);
    // Over once: nothing more expires, nobody can take the seat or move.
    EXPECT_FALSE(match->check_expiry(limits, t0 + 30 * day));
    EXPECT_FALSE(match->join(std::nullopt, t0 + day)->seat);
}

TEST_F(MatchExpiryTest, TheInvitationLimitIsTheOneGiven) {
    auto match = invitation();
    const ExpiryLimits short_limits{2 * hour, 7 * day};
    EXPECT_FALSE(match->check_expiry(short_limits, t0 + 2 * hour - 1));
    expect_ended(*match, match->check_expiry(short_limits, t0 + 2 * hour), "invitation-expired", t0 + 2 * hour);
}

TEST_F(MatchExpiryTest, AGameWhoseSecondSeatWasTakenIsNoInvitation) {
    auto match = invitation();
    ASSERT_TRUE(match->join(std::nullopt, t0 + hour));  // taken, but the friend never connected
    EXPECT_EQ(match->expiry(limits, t0 + 3 * day), std::nullopt);
    EXPECT_FALSE(match->check_expiry(limits, t0 + 3 * day));
}

TEST_F(MatchExpiryTest, AGameNobodyIsAtEndsAsInactiveAWeekAfterTheLastActivity) {
    auto match = started_game();
    ASSERT_TRUE(match->move(Side::first, "A1-A3", t0 + 10'000));
    ASSERT_TRUE(match->move(Side::second, "F6-F4", t0 + 20'000));
    match->seat_disconnected(Side::second, t0 + 2 * day);
    match->seat_disconnected(Side::first, t0 + 3 * day);  // the last to leave
    EXPECT_EQ(match->last_activity_ms(), t0 + 3 * day);
    EXPECT_FALSE(match->check_expiry(limits, t0 + 10 * day - 1));
    const auto change = match->check_expiry(limits, t0 + 10 * day);
    expect_ended(*match, change, "inactive", t0 + 10 * day);
    const auto view = match->view(t0 + 10 * day);
    ASSERT_TRUE(view.clock);
    EXPECT_EQ(view.clock->running, std::nullopt);  // the clock stops with the game
    const auto game = stored(match->id());
    EXPECT_EQ(game->result->reason, "inactive");
    EXPECT_EQ(game->result->state, "aborted");
    EXPECT_EQ(game->moves.size(), 2u);
}

TEST_F(MatchExpiryTest, AGameWithAPlayerConnectedNeverEndsAsInactive) {
    auto match = started_game();
    match->seat_disconnected(Side::second, t0 + hour);
    EXPECT_EQ(match->expiry(limits, t0 + 60 * day), std::nullopt);
    EXPECT_FALSE(match->check_expiry(limits, t0 + 60 * day));
    // Once the last one leaves, the week counts from then.
    match->seat_disconnected(Side::first, t0 + 60 * day);
    EXPECT_FALSE(match->check_expiry(limits, t0 + 67 * day - 1));
    EXPECT_TRUE(match->check_expiry(limits, t0 + 67 * day));
}

TEST_F(MatchExpiryTest, AMoveIsActivityToo) {
    auto match = started_game();
    match->seat_disconnected(Side::second, t0);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", t0 + 1'000));
    match->seat_disconnected(Side::first, t0 + 2'000);
    EXPECT_EQ(match->last_activity_ms(), t0 + 2'000);
    // A restore that finds no last-seen time counts from the last move.
    auto game = stored(match->id());
    game->last_seen_at_ms.reset();
    auto restored_match = Match::restore(*game, 60'000, t0 + 3'000, t0 + 3'000);
    ASSERT_TRUE(restored_match);
    EXPECT_EQ(restored_match->match->last_activity_ms(), t0 + 1'000);
}

TEST_F(MatchExpiryTest, AnInvitationItsCreatorLeftEndsAsAnInvitationFirst) {
    auto match = invitation();
    match->seat_disconnected(Side::first, t0 + 1'000);
    const ExpiryLimits long_invitations{30 * day, 7 * day};
    // With invitations longer than the abandonment limit, the deserted invitation is abandoned.
    EXPECT_EQ(match->expiry(long_invitations, t0 + 8 * day), inactive_reason);
    EXPECT_EQ(match->expiry(limits, t0 + 8 * day), invitation_expired_reason);
}

TEST_F(MatchExpiryTest, AgainstTheComputerThePlayersAbsenceCountsNotTheComputersPresence) {
    auto match = computer_game(Side::first);
    // Never an invitation: the computer's seat is taken from the start.
    EXPECT_FALSE(match->check_expiry(limits, t0 + 2 * day));
    ASSERT_TRUE(match->move(Side::first, "A1-A3", t0 + 5'000));
    ASSERT_TRUE(match->move(Side::second, "F6-F4", t0 + 6'000));
    match->seat_disconnected(Side::first, t0 + day);
    EXPECT_FALSE(match->check_expiry(limits, t0 + 8 * day - 1));
    expect_ended(*match, match->check_expiry(limits, t0 + 8 * day), "inactive", t0 + 8 * day);
    EXPECT_EQ(stored(match->id())->result->reason, "inactive");
}

TEST_F(MatchExpiryTest, AnUnstartedComputerGameWithThePlayerGoneEndsToo) {
    // The player is the second side and never came back after creating it: nothing was ever seen.
    auto match = created({"grec", std::nullopt, 60'000, ComputerSeat{Side::first, engine::Level::beginner}}, Side::second, t0);
    EXPECT_EQ(match->last_activity_ms(), t0);
    EXPECT_EQ(match->expiry(limits, t0 + 7 * day), inactive_reason);
}

TEST_F(MatchExpiryTest, ASeatsDepartureIsStoredAndRestoredAndCountsAfterARestart) {
    auto match = started_game();
    match->seat_disconnected(Side::first, t0 + 5 * hour);
    EXPECT_EQ(stored(match->id())->last_seen_at_ms, t0 + 5 * hour);
    match->seat_disconnected(Side::second, t0 + 6 * hour);
    EXPECT_EQ(stored(match->id())->last_seen_at_ms, t0 + 6 * hour);

    // The server restarts two days later: the game remembers when its players were last there.
    auto back = restored(match->id(), t0 + 2 * day);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->last_activity_ms(), t0 + 6 * hour);
    EXPECT_FALSE(back->check_expiry(limits, t0 + 7 * day + 6 * hour - 1));
    expect_ended(*back, back->check_expiry(limits, t0 + 7 * day + 6 * hour), "inactive", t0 + 7 * day + 6 * hour);
    EXPECT_EQ(stored(match->id())->result->reason, "inactive");
}

TEST_F(MatchExpiryTest, ARestoredInvitationCountsFromItsCreation) {
    auto match = invitation();
    auto back = restored(match->id(), t0 + 20 * hour);
    ASSERT_TRUE(back);
    EXPECT_FALSE(back->check_expiry(limits, t0 + 24 * hour - 1));
    expect_ended(*back, back->check_expiry(limits, t0 + 24 * hour), "invitation-expired", t0 + 24 * hour);
}

TEST_F(MatchExpiryTest, AFinishedGameNeverExpiresAndItsDepartureIsNotWritten) {
    auto match = started_game();
    ASSERT_TRUE(match->act(Side::first, Action::resign, t0 + 1'000));
    match->seat_disconnected(Side::first, t0 + 2'000);
    match->seat_disconnected(Side::second, t0 + 3'000);
    EXPECT_EQ(match->expiry(limits, t0 + 100 * day), std::nullopt);
    EXPECT_FALSE(match->check_expiry(limits, t0 + 100 * day));
    const auto game = stored(match->id());
    EXPECT_EQ(game->result->reason, "resign");
    EXPECT_EQ(game->last_seen_at_ms, std::nullopt);
}

TEST_F(MatchExpiryTest, WhileAPlayerStaysTheirLastSeenTimeIsRefreshedHourly) {
    auto match = started_game();
    EXPECT_FALSE(match->check_expiry(limits, t0 + 1'000));  // never recorded yet: recorded now
    EXPECT_EQ(stored(match->id())->last_seen_at_ms, t0 + 1'000);
    EXPECT_FALSE(match->check_expiry(limits, t0 + 30 * 60'000));  // within the hour: not again
    EXPECT_EQ(stored(match->id())->last_seen_at_ms, t0 + 1'000);
    EXPECT_FALSE(match->check_expiry(limits, t0 + 1'000 + hour));
    EXPECT_EQ(stored(match->id())->last_seen_at_ms, t0 + 1'000 + hour);
    // A crash now: the restored game counts from the last refresh, not from the start.
    auto back = restored(match->id(), t0 + 3 * hour);
    EXPECT_EQ(back->last_activity_ms(), t0 + 1'000 + hour);
}

TEST_F(MatchExpiryTest, ARematchIsANewGameWithItsOwnCreationTime) {
    auto match = started_game();
    ASSERT_TRUE(match->act(Side::first, Action::resign, t0 + 1'000));
    ASSERT_TRUE(match->act(Side::second, Action::offer_rematch, t0 + 3 * day));
    auto agreed = match->act(Side::first, Action::accept_rematch, t0 + 3 * day);
    ASSERT_TRUE(agreed && agreed->rematch);
    EXPECT_EQ(agreed->rematch->last_activity_ms(), t0 + 3 * day);
    // Both seats are taken: no invitation, and nobody is connected to it yet.
    EXPECT_EQ(agreed->rematch->expiry(limits, t0 + 10 * day - 1), std::nullopt);
    EXPECT_EQ(agreed->rematch->expiry(limits, t0 + 10 * day), inactive_reason);
}

}  // namespace
