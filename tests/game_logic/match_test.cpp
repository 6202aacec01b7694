// The referee alone, without a database: seats, start, moves, clocks, takebacks, rematches and
// restoring after a crash, and for each accepted change the writes it asks the store for, as data.
#include <gtest/gtest.h>

#include <algorithm>
#include <variant>

#include "server/games/match.hpp"
#include "server/common/secrets.hpp"

namespace {

using namespace petteia;
using namespace petteia::server;
using protocol::Action;
using protocol::ErrorCode;
using protocol::EventKind;

// The one write of `kind` among the change's, or null.
template <class Kind>
const Kind* write_of(const Change& change) {
    for (const db::GameWrite& write : change.writes)
        if (const auto* found = std::get_if<Kind>(&write.change)) return found;
    return nullptr;
}

class MatchTest : public testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(init_secrets()); }

    CreatedMatch create(MatchSettings settings, Side creator, std::int64_t now) {
        CreatedMatch made = Match::create(std::move(settings), creator, now);
        stored_ = std::get<db::writes::CreateGame>(made.write.change).game;
        return made;
    }
    // The store's copy of the game, kept up to date by hand from the writes the tests check.
    void stored_move(const Change& change) {
        const auto* append = write_of<db::writes::AppendMove>(change);
        ASSERT_TRUE(append);
        ASSERT_EQ(append->ply, static_cast<int>(stored_.moves.size())) << "plies follow each other";
        stored_.moves.push_back(append->move);
        stored_.remaining_ms = append->remaining_ms;
        stored_.turn_started_at_ms = append->turn_started_at_ms;
    }

    // A timed 6×6 game with both players seated and present at t = 0; returns the creator's secret.
    std::string start_game(std::unique_ptr<Match>& match, std::int64_t minutes_ms = 60'000, std::int64_t increment = 0) {
        auto made = create({"petteia-6x6", protocol::TimeControl{minutes_ms, increment}, 60'000, std::nullopt}, Side::first, 0);
        match = std::move(made.match);
        auto friend_join = match->join(std::nullopt, 0);
        EXPECT_TRUE(friend_join && friend_join->seat == Side::second && friend_join->new_secret);
        friend_secret_ = *friend_join->new_secret;
        match->seat_connected(Side::first, 0);
        const auto started = match->seat_connected(Side::second, 0);
        EXPECT_TRUE(started && write_of<db::writes::StartClock>(*started));
        stored_.started_at_ms = stored_.turn_started_at_ms = 0;
        stored_.seat_hashes[1] = "taken";
        return made.secret;
    }

    db::StoredGame stored_;
    std::string friend_secret_;
};

TEST_F(MatchTest, ANewGameIsStoredBeforeItsSecretIsHandedOut) {
    auto made = create({"petteia-6x6", protocol::TimeControl{300'000, 2'000}, 60'000, std::nullopt}, Side::second, 7);
    EXPECT_EQ(made.write.game_id, made.match->id());
    const db::StoredGame& game = stored_;
    EXPECT_EQ(game.id, made.match->id());
    EXPECT_EQ(game.variant, "petteia-6x6");
    EXPECT_EQ(game.time_control, (db::TimeControl{300'000, 2'000}));
    EXPECT_EQ(game.created_at_ms, 7);
    EXPECT_FALSE(game.seat_hashes[0]);
    ASSERT_TRUE(game.seat_hashes[1]);
    EXPECT_NE(*game.seat_hashes[1], made.secret) << "only the secret's hash is stored";
}

TEST_F(MatchTest, SeatsGoToTheCreatorTheFriendThenSpectators) {
    auto [match, secret, write] = create({"grec", std::nullopt, 60'000, std::nullopt}, Side::second, 0);
    EXPECT_EQ(match->join(secret, 0)->seat, Side::second);
    auto friend_join = match->join(std::nullopt, 0);
    ASSERT_TRUE(friend_join);
    EXPECT_EQ(friend_join->seat, Side::first);
    ASSERT_TRUE(friend_join->new_secret);
    ASSERT_TRUE(friend_join->change);
    const auto* seat = write_of<db::writes::SetSeat>(*friend_join->change);
    ASSERT_TRUE(seat) << "the new seat is stored before its secret is given";
    EXPECT_EQ(seat->side, 0);
    EXPECT_EQ(match->join(*friend_join->new_secret, 0)->seat, Side::first);
    EXPECT_FALSE(match->join(std::nullopt, 0)->seat);  // a spectator
    EXPECT_EQ(match->join(new_secret(), 0).error().code, ErrorCode::bad_secret);
}

// A direct challenge (issue 38): the free seat is kept for the account challenged — anyone else who
// joins watches — and only the two accounts answer it: declined, or withdrawn (by DELETE or abort).
TEST_F(MatchTest, AChallengesSeatIsKeptForTheAccountChallenged) {
    const auto challenge = [&] {
        MatchSettings settings{"grec", std::nullopt, 60'000, std::nullopt};
        settings.accounts[0] = SeatAccount{7, "Ariadne", std::nullopt, std::nullopt, std::nullopt};
        settings.accounts[1] = SeatAccount{8, "Theseus", std::nullopt, std::nullopt, std::nullopt};
        return create(std::move(settings), Side::first, 0);
    };
    auto [match, secret, write] = challenge();
    EXPECT_EQ(match->account_links().size(), 2u) << "both accounts stored with the game";
    EXPECT_EQ(match->challenged_account(), 8);
    EXPECT_FALSE(match->join(std::nullopt, 0)->seat) << "signed out: a spectator";
    EXPECT_FALSE(match->join(std::nullopt, 0, 9)->seat) << "another account: a spectator";
    EXPECT_FALSE(match->join(std::nullopt, 0, 7)->seat) << "the challenger without the secret: a spectator";
    EXPECT_EQ(match->decline_challenge(9, 0).error().code, ErrorCode::not_a_player);
    const auto taken = match->join(std::nullopt, 0, 8);
    ASSERT_TRUE(taken);
    EXPECT_EQ(taken->seat, Side::second);
    EXPECT_TRUE(taken->new_secret);
    EXPECT_FALSE(match->challenged_account()) << "answered by sitting down";
    EXPECT_EQ(match->decline_challenge(8, 0).error().code, ErrorCode::challenge_not_found);

    auto [declined, declined_secret, declined_write] = challenge();
    ASSERT_TRUE(declined->decline_challenge(8, 5));
    EXPECT_EQ(declined->result().reason, "declined");
    EXPECT_EQ(declined->result().state, protocol::ResultState::aborted);
    auto [withdrawn, withdrawn_secret, withdrawn_write] = challenge();
    ASSERT_TRUE(withdrawn->decline_challenge(7, 5));
    EXPECT_EQ(withdrawn->result().reason, "withdrawn");
    auto [aborted, aborted_secret, aborted_write] = challenge();
    ASSERT_TRUE(aborted->act(Side::first, protocol::Action::abort, 5));
    EXPECT_EQ(aborted->result().reason, "withdrawn") << "the challenger's abort withdraws it";
}

TEST_F(MatchTest, NothingMovesBeforeBothArrive) {
    auto [match, secret, write] = create({"petteia-6x6", std::nullopt, 60'000, std::nullopt}, Side::first, 0);
    match->seat_connected(Side::first, 0);
    EXPECT_EQ(match->move(Side::first, "A1-A2", 0).error().code, ErrorCode::game_not_started);
    match->join(std::nullopt, 0);
    const auto started = match->seat_connected(Side::second, 5);
    ASSERT_TRUE(started);
    EXPECT_EQ(started->kind, EventKind::started);
    ASSERT_TRUE(write_of<db::writes::StartClock>(*started));
    EXPECT_EQ(write_of<db::writes::StartClock>(*started)->started_at_ms, 5);
    EXPECT_TRUE(match->move(Side::first, "A1-A2", 6));
}

TEST_F(MatchTest, MovesAreCheckedAndAskedToBeStored) {
    std::unique_ptr<Match> match;
    start_game(match);
    EXPECT_EQ(match->move(Side::second, "A6-A5", 1).error().code, ErrorCode::not_your_turn);
    auto illegal = match->move(Side::first, "A1-B2", 1);
    EXPECT_EQ(illegal.error().code, ErrorCode::illegal_move);
    EXPECT_EQ(illegal.error().detail, "not-straight");
    const auto version = match->view(1).version;
    auto played = match->move(Side::first, "a1 → a3", 5'000);
    ASSERT_TRUE(played);
    EXPECT_EQ(played->kind, EventKind::move);
    EXPECT_EQ(played->move->move, "A1-A3");
    EXPECT_EQ(played->move->clock_ms, 55'000);
    EXPECT_EQ(match->view(5'000).version, version + 1);
    ASSERT_EQ(played->writes.size(), 2u);
    const auto* append = write_of<db::writes::AppendMove>(*played);
    ASSERT_TRUE(append);
    EXPECT_EQ(played->writes[0].game_id, match->id());
    EXPECT_EQ(append->ply, 0);
    EXPECT_EQ(append->move, (db::StoredMove{"A1-A3", 55'000, 5'000}));
    EXPECT_EQ(append->remaining_ms, (std::array<std::int64_t, 2>{55'000, 60'000}));
    EXPECT_EQ(append->turn_started_at_ms, 5'000);
    const auto* state = write_of<db::writes::SetState>(*played);
    ASSERT_TRUE(state) << "the version goes with every change";
    EXPECT_EQ(state->version, version + 1);
}

TEST_F(MatchTest, ACopyIsWhatTheMatchWasWhenItWasTaken) {
    std::unique_ptr<Match> match;
    start_game(match);
    const auto before = match->copy();
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 1'000));
    ASSERT_TRUE(match->act(Side::second, Action::offer_draw, 2'000));
    EXPECT_EQ(before->plies(), 0u);
    EXPECT_EQ(before->view(2'000).version + 2, match->view(2'000).version);
    EXPECT_FALSE(before->offers().draw);
    EXPECT_EQ(before->game().side_to_move(), Side::first);
    // The copy plays on by itself, as if nothing had happened since.
    EXPECT_TRUE(before->move(Side::first, "B1-B3", 3'000));
    EXPECT_EQ(match->plies(), 1u);
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
    const auto* truncate = write_of<db::writes::TruncateMoves>(accepted->change);
    ASSERT_TRUE(truncate);
    EXPECT_EQ(truncate->keep_plies, 0);
    EXPECT_EQ(truncate->remaining_ms, (std::array<std::int64_t, 2>{48'000, 56'000}));
    EXPECT_EQ(truncate->turn_started_at_ms, 16'000);
}

// Light asks to take back its move and reply; before the answer reaches it, it plays on from the
// position it sees. Its move, sent for two plies, must not be played after the takeback.
TEST_F(MatchTest, AMoveThatCrossedATakebackIsNotPlayed) {
    std::unique_ptr<Match> match;
    start_game(match);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 1, 0));
    ASSERT_TRUE(match->move(Side::second, "F6-F4", 2, 1));
    ASSERT_TRUE(match->act(Side::first, Action::request_takeback, 3));
    ASSERT_TRUE(match->act(Side::second, Action::accept_takeback, 4));
    const auto version = match->view(5).version;
    auto crossed = match->move(Side::first, "B1-B3", 5, 2);
    ASSERT_FALSE(crossed);
    EXPECT_EQ(crossed.error().code, ErrorCode::position_changed);
    EXPECT_EQ(match->plies(), 0u);
    EXPECT_EQ(match->view(5).version, version);
    // The same move for the position it now meets is played; without a ply, as before, too.
    EXPECT_TRUE(match->move(Side::first, "B1-B3", 6, 0));
    EXPECT_TRUE(match->move(Side::second, "F6-F4", 7));
    EXPECT_EQ(match->plies(), 2u);
}

TEST_F(MatchTest, OffersAreStoredAndSurviveARestart) {
    std::unique_ptr<Match> match;
    start_game(match);
    const auto moved = match->move(Side::first, "A1-A3", 1);
    ASSERT_TRUE(moved);
    stored_move(*moved);
    const auto offer = match->act(Side::second, Action::offer_draw, 2);
    ASSERT_TRUE(offer);
    EXPECT_EQ(offer->change.kind, EventKind::offer);
    ASSERT_EQ(offer->change.writes.size(), 1u) << "an offer is stored before it is told";
    const auto& state = std::get<db::writes::SetState>(offer->change.writes[0].change);
    EXPECT_EQ(state.offers, (db::StoredOffers{1, std::nullopt, std::nullopt}));
    EXPECT_EQ(state.version, match->view(2).version);
    // Back from the store, the offer is still there and the versions go on.
    stored_.offers = state.offers;
    stored_.version = state.version;
    auto restored = Match::restore(stored_, 60'000, 3, 3);
    ASSERT_TRUE(restored) << restored.error();
    EXPECT_EQ(restored->match->offers().draw, Side::second);
    EXPECT_EQ(restored->match->view(3).version, state.version);
    const auto accepted = restored->match->act(Side::first, Action::accept_draw, 4);
    ASSERT_TRUE(accepted);
    EXPECT_EQ(restored->match->view(4).version, state.version + 1);
    EXPECT_EQ(restored->match->view(4).result.reason, "agreement");
}

TEST_F(MatchTest, AbortOnlyBeforeBothMoved) {
    std::unique_ptr<Match> match;
    start_game(match);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 1));
    ASSERT_TRUE(match->move(Side::second, "F6-F4", 2));
    EXPECT_EQ(match->act(Side::first, Action::abort, 3).error().code, ErrorCode::cannot_abort);
    std::unique_ptr<Match> fresh;
    start_game(fresh);
    const auto aborted = fresh->act(Side::second, Action::abort, 1);
    ASSERT_TRUE(aborted);
    EXPECT_EQ(fresh->view(1).result.state, protocol::ResultState::aborted);
    const auto* finish = write_of<db::writes::Finish>(aborted->change);
    ASSERT_TRUE(finish);
    EXPECT_EQ(finish->result, (db::StoredResult{"aborted", std::nullopt, "aborted", 1}));
    EXPECT_EQ(fresh->view(1).result.by, Side::second);
    // Back from the store, the game still says who aborted it.
    stored_.result = finish->result;
    stored_.finished_at_ms = finish->finished_at_ms;
    auto restored = Match::restore(stored_, 60'000, 2, 3);
    ASSERT_TRUE(restored) << restored.error();
    EXPECT_EQ(restored->match->view(2).result.by, Side::second);
}

TEST_F(MatchTest, ClaimOnlyAfterTheGracePeriod) {
    std::unique_ptr<Match> match;
    start_game(match);
    EXPECT_EQ(match->act(Side::first, Action::claim_win, 1).error().code, ErrorCode::cannot_claim);
    const auto away = match->seat_disconnected(Side::second, 1'000);
    ASSERT_TRUE(away);
    EXPECT_TRUE(away->writes.empty()) << "a departure is told at once";
    const auto last_seen = std::find_if(away->best_effort_writes.begin(), away->best_effort_writes.end(),
                                        [](const db::GameWrite& w) { return std::holds_alternative<db::writes::SetLastSeen>(w.change); });
    ASSERT_NE(last_seen, away->best_effort_writes.end());
    EXPECT_EQ(std::get<db::writes::SetLastSeen>(last_seen->change).at_ms, 1'000);
    EXPECT_EQ(match->act(Side::first, Action::claim_win, 30'000).error().code, ErrorCode::cannot_claim);
    const auto claimed = match->act(Side::first, Action::claim_win, 61'000);
    ASSERT_TRUE(claimed);
    EXPECT_EQ(match->view(61'000).result.reason, "abandoned");
    const auto* finish = write_of<db::writes::Finish>(claimed->change);
    ASSERT_TRUE(finish);
    EXPECT_EQ(finish->result, (db::StoredResult{"win", 0, "abandoned", 0}));
    EXPECT_EQ(finish->finished_at_ms, 61'000);
}

TEST_F(MatchTest, TimeRunsOutWithoutAFurtherMove) {
    std::unique_ptr<Match> match;
    start_game(match, 3'000);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 1'000));
    ASSERT_TRUE(match->move(Side::second, "A6-A4", 1'500));
    EXPECT_EQ(match->clock_deadline(), 3'500) << "light has 2 s left";
    EXPECT_FALSE(match->first_move_deadline()) << "both began";
    EXPECT_FALSE(match->check_time(3'499));
    auto flag = match->check_time(3'500);
    ASSERT_TRUE(flag);
    EXPECT_EQ(flag->kind, EventKind::result);
    EXPECT_EQ(match->view(3'500).result.winner, Side::second);
    EXPECT_EQ(match->view(3'500).result.reason, "time");
    const auto* finish = write_of<db::writes::Finish>(*flag);
    ASSERT_TRUE(finish);
    EXPECT_EQ(finish->remaining_ms, (std::array<std::int64_t, 2>{0, 2'500}));
}

TEST_F(MatchTest, AGameNobodyBeginsIsAbortedAfterThirtySecondsNeverLost) {
    std::unique_ptr<Match> match;
    start_game(match, 300'000);
    EXPECT_EQ(match->first_move_deadline(), 30'000);
    EXPECT_EQ(match->timer_deadline(), 30'000) << "the room's timer looks then";
    EXPECT_EQ(match->view(10'000).clock->first_move_by_ms, 30'000) << "the players are told when";
    EXPECT_FALSE(match->check_time(29'999));
    const auto aborted = match->check_time(30'000);
    ASSERT_TRUE(aborted);
    const auto result = match->view(30'000).result;
    EXPECT_EQ(result.state, protocol::ResultState::aborted);
    EXPECT_FALSE(result.winner);
    EXPECT_EQ(result.reason, "no-first-move");
    EXPECT_EQ(write_of<db::writes::Finish>(*aborted)->result, (db::StoredResult{"aborted", std::nullopt, "no-first-move", std::nullopt}));

    // The second player's first move is due 30 s after the first player's.
    std::unique_ptr<Match> second;
    start_game(second, 300'000);
    ASSERT_TRUE(second->move(Side::first, "A1-A3", 20'000));
    EXPECT_EQ(second->first_move_deadline(), 50'000);
    EXPECT_FALSE(second->check_time(49'999));
    ASSERT_TRUE(second->check_time(50'000));
    EXPECT_EQ(second->view(50'000).result.reason, "no-first-move");

    // A clock shorter than the first move's time: its fall aborts the game too, it is no loss.
    std::unique_ptr<Match> short_clock;
    start_game(short_clock, 10'000);
    EXPECT_EQ(short_clock->first_move_deadline(), 10'000) << "the players are told the earlier";
    EXPECT_EQ(short_clock->timer_deadline(), 10'000);
    ASSERT_TRUE(short_clock->check_time(10'000));
    EXPECT_EQ(short_clock->view(10'000).result.state, protocol::ResultState::aborted);

    // Both moved: no first-move deadline is left.
    std::unique_ptr<Match> begun;
    start_game(begun, 300'000);
    ASSERT_TRUE(begun->move(Side::first, "A1-A3", 1'000));
    ASSERT_TRUE(begun->move(Side::second, "A6-A4", 2'000));
    EXPECT_FALSE(begun->first_move_deadline());
    EXPECT_FALSE(begun->view(2'000).clock->first_move_by_ms);
}

TEST_F(MatchTest, AtDaysPerMoveAFirstMoveIsDueWithinADayAndTheStoredClockSaysSo) {
    auto made = create({"petteia-6x6", protocol::days_per_move(3), 60'000, std::nullopt}, Side::first, 0);
    auto& match = made.match;
    ASSERT_TRUE(match->join(std::nullopt, 0));
    match->seat_connected(Side::first, 0);
    const auto started = match->seat_connected(Side::second, 0);
    ASSERT_TRUE(started);
    constexpr std::int64_t day = 86'400'000;
    const auto* stored_clock = write_of<db::writes::UpdateClocks>(*started);
    ASSERT_TRUE(stored_clock) << "the first turn's day is stored with the start";
    EXPECT_EQ(stored_clock->remaining_ms[0], day);
    EXPECT_EQ(match->first_move_deadline(), day);
    EXPECT_EQ(match->clock_deadline(), day) << "the store's sweep finds the game at its deadline";
    const auto moved = match->move(Side::first, "A1-A3", 1'000);
    ASSERT_TRUE(moved);
    const auto* append = write_of<db::writes::AppendMove>(*moved);
    ASSERT_TRUE(append);
    EXPECT_EQ(append->remaining_ms[1], day) << "dark's first turn, stored cut to a day";
    EXPECT_EQ(match->clock_deadline(), 1'000 + day);
    ASSERT_TRUE(match->check_time(1'000 + day));
    EXPECT_EQ(match->view(1'000 + day).result.reason, "no-first-move");
}

TEST_F(MatchTest, AMoveThatEndsTheGameIsStoredWithItsResult) {
    auto [match, secret, write] = create({"petteia-6x6", std::nullopt, 60'000, std::nullopt}, Side::first, 0);
    match->join(std::nullopt, 0);
    match->seat_connected(Side::first, 0);
    match->seat_connected(Side::second, 0);
    ASSERT_TRUE(match->act(Side::first, Action::resign, 1));
    EXPECT_TRUE(match->finished());
    const auto rematch = match->act(Side::second, Action::offer_rematch, 2);
    ASSERT_TRUE(rematch);
    EXPECT_FALSE(rematch->rematch);
    EXPECT_FALSE(write_of<db::writes::CreateGame>(rematch->change)) << "an offer alone makes no game";
}

TEST_F(MatchTest, RematchSwapsColoursKeepsSecretsAndIsStoredLinked) {
    std::unique_ptr<Match> match;
    const std::string creator_secret = start_game(match);
    ASSERT_TRUE(match->act(Side::first, Action::resign, 1));
    ASSERT_TRUE(match->act(Side::second, Action::offer_rematch, 2));
    auto agreed = match->act(Side::first, Action::accept_rematch, 3);
    ASSERT_TRUE(agreed);
    ASSERT_TRUE(agreed->rematch);
    EXPECT_EQ(agreed->rematch->join(creator_secret, 3)->seat, Side::second);
    EXPECT_EQ(agreed->rematch->join(friend_secret_, 3)->seat, Side::first);
    const auto* create = write_of<db::writes::CreateGame>(agreed->change);
    ASSERT_TRUE(create) << "the rematch is stored before anyone is told of it";
    EXPECT_EQ(create->game.id, agreed->rematch->id());
    EXPECT_EQ(create->game.rematch_of, match->id());
}

TEST_F(MatchTest, ARematchOfferCanBeWithdrawnByItsMaker) {
    std::unique_ptr<Match> match;
    start_game(match);
    ASSERT_TRUE(match->act(Side::first, Action::resign, 1));
    EXPECT_FALSE(match->act(Side::second, Action::decline_rematch, 2)) << "nothing to withdraw yet";
    ASSERT_TRUE(match->act(Side::second, Action::offer_rematch, 2));
    ASSERT_TRUE(match->act(Side::second, Action::decline_rematch, 3));
    EXPECT_FALSE(match->act(Side::first, Action::accept_rematch, 4)) << "a withdrawn offer cannot be accepted";
}

TEST_F(MatchTest, ATakebackRequestCanBeWithdrawnByItsMaker) {
    std::unique_ptr<Match> match;
    start_game(match);
    ASSERT_TRUE(match->move(Side::first, "A1-A3", 1));
    EXPECT_FALSE(match->act(Side::first, Action::decline_takeback, 2)) << "nothing to withdraw yet";
    ASSERT_TRUE(match->act(Side::first, Action::request_takeback, 2));
    ASSERT_TRUE(match->act(Side::first, Action::decline_takeback, 3));
    EXPECT_FALSE(match->offers().takeback);
    EXPECT_FALSE(match->act(Side::second, Action::accept_takeback, 4)) << "a withdrawn request cannot be accepted";
    EXPECT_EQ(match->plies(), 1u) << "nothing was taken back";
}

TEST_F(MatchTest, RestoreChargesOnlyUntilTheServerWentDown) {
    std::unique_ptr<Match> match;
    start_game(match);
    const auto moved = match->move(Side::first, "A1-A3", 10'000);  // dark's turn from 10 s
    ASSERT_TRUE(moved);
    stored_move(*moved);
    // The server's last sign of life was at 13 s; it comes back at 100 s.
    auto restored = Match::restore(stored_, 60'000, 13'000, 100'000);
    ASSERT_TRUE(restored) << restored.error();
    const auto view = restored->match->view(100'000);
    EXPECT_EQ(view.moves->size(), 1u);
    EXPECT_EQ(view.to_move, Side::second);
    EXPECT_EQ(view.clock->remaining_ms[1], 57'000);
    EXPECT_EQ(view.clock->remaining_ms[0], 50'000);
    EXPECT_EQ(view.clock->running, Side::second);
    EXPECT_EQ(restored->match->view(101'000).clock->remaining_ms[1], 56'000);
    // The clock as restored is to be stored, so that a second crash charges from here.
    ASSERT_EQ(restored->writes.size(), 1u);
    const auto& clocks = std::get<db::writes::UpdateClocks>(restored->writes[0].change);
    EXPECT_EQ(clocks.remaining_ms, (std::array<std::int64_t, 2>{50'000, 57'000}));
    EXPECT_EQ(clocks.turn_started_at_ms, 100'000);
}

TEST_F(MatchTest, AStoredResultWithAnUnknownStateIsRefused) {
    std::unique_ptr<Match> match;
    start_game(match);
    stored_.result = db::StoredResult{"won-somehow", 0, "resign", 1};
    stored_.finished_at_ms = 5;
    EXPECT_FALSE(Match::restore(stored_, 60'000, 5, 5));
}

TEST_F(MatchTest, AgainstTheComputerEachSidesTimeRunsFromItsFirstMoveAndItsSeatIsNeverFree) {
    const MatchSettings settings{"petteia-6x6", protocol::TimeControl{60'000, 2'000}, 60'000,
                                 ComputerSeat{Side::first, engine::Level::expert}};
    auto [match, secret, write] = create(settings, Side::second, 1'000);
    auto view = match->view(4'000);
    EXPECT_FALSE(view.clock->running) << "nobody's time runs before their first move";
    EXPECT_EQ(view.clock->remaining_ms[0], 60'000);
    EXPECT_FALSE(view.clock->first_move_by_ms) << "a game against the computer is never aborted for it";
    EXPECT_TRUE(view.seats[0].taken && view.seats[0].connected);
    ASSERT_TRUE(view.computer);
    EXPECT_EQ(view.computer->side, Side::first);
    EXPECT_EQ(view.computer->level, "expert");
    // Without a secret, anyone else only watches.
    EXPECT_FALSE(match->join(std::nullopt, 4'000)->seat);
    EXPECT_EQ(match->join(secret, 4'000)->seat, Side::second);
    const auto moved = match->move(Side::first, "A1-A3", 5'000);
    ASSERT_TRUE(moved);
    stored_move(*moved);
    EXPECT_EQ(match->view(5'000).clock->remaining_ms[0], 60'000) << "the computer's first move: free";

    // The player reads the how-to for four minutes: nothing runs, nothing falls, even across a restart.
    EXPECT_EQ(stored_.opponent, "computer:expert");
    EXPECT_FALSE(match->time_is_out(245'000));
    EXPECT_EQ(match->view(245'000).clock->remaining_ms[1], 60'000);
    auto restored = Match::restore(stored_, 60'000, 100'000, 245'000);
    ASSERT_TRUE(restored);
    ASSERT_TRUE(restored->match->computer());
    EXPECT_EQ(restored->match->computer()->side, Side::first);
    EXPECT_EQ(restored->match->computer()->level, engine::Level::expert);
    EXPECT_TRUE(restored->match->view(245'000).seats[0].connected);
    EXPECT_EQ(restored->match->view(245'000).clock->remaining_ms[1], 60'000);
    EXPECT_FALSE(restored->match->view(245'000).clock->running) << "still held after the restart";
    // The player's first move: free; then the computer's time runs, and the player's from their second.
    ASSERT_TRUE(restored->match->move(Side::second, "A6-A4", 250'000));
    auto after = restored->match->view(253'000);
    EXPECT_EQ(after.clock->running, Side::first);
    EXPECT_EQ(after.clock->remaining_ms, (std::array<std::int64_t, 2>{57'000, 60'000}));
    ASSERT_TRUE(restored->match->move(Side::first, "B1-B3", 253'000));
    EXPECT_EQ(restored->match->view(263'000).clock->remaining_ms[1], 50'000);
}

TEST_F(MatchTest, ARematchAgainstTheComputerSwapsItsSideAndStartsAtOnce) {
    const MatchSettings settings{"petteia-6x6", std::nullopt, 60'000, ComputerSeat{Side::second, engine::Level::beginner}};
    auto [match, secret, write] = create(settings, Side::first, 0);
    ASSERT_TRUE(match->act(Side::first, Action::resign, 1));
    ASSERT_TRUE(match->act(Side::first, Action::offer_rematch, 2));
    auto agreed = match->act(Side::second, Action::accept_rematch, 3);
    ASSERT_TRUE(agreed && agreed->rematch);
    EXPECT_EQ(agreed->rematch->computer()->side, Side::first);
    EXPECT_EQ(agreed->rematch->join(secret, 3)->seat, Side::second);
    EXPECT_TRUE(agreed->rematch->move(Side::first, "A1-A3", 4));  // started: no one has to arrive
    const auto* create = write_of<db::writes::CreateGame>(agreed->change);
    ASSERT_TRUE(create);
    EXPECT_EQ(create->game.opponent, "computer:beginner");
    EXPECT_TRUE(create->game.started_at_ms);
}

}  // namespace
