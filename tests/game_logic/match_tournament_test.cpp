// A tournament's game (issue 39) as the referee keeps it: both seats kept for their accounts, taken
// by each account's join in any order (anyone else watches); the clock runs from the pairing, so that
// a player who never comes loses on time; no abort, takeback nor rematch; no challenge to decline;
// and all of it after a restart from the stored form.
#include <gtest/gtest.h>

#include <algorithm>
#include <variant>

#include "server/common/secrets.hpp"
#include "server/games/match.hpp"

namespace {

using namespace petteia;
using namespace petteia::server;
using protocol::Action;
using protocol::ErrorCode;

class MatchTournamentTest : public testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(init_secrets()); }

    // Ariadne (7) plays first, Theseus (8) second, 3 minutes each, paired at t = 1 s.
    static std::pair<std::unique_ptr<Match>, std::vector<db::GameWrite>> pair_them() {
        MatchSettings settings{"petteia-6x6", protocol::TimeControl{180'000, 0}, 60'000, std::nullopt};
        settings.rated = true;
        settings.tournament = "arena-0001";
        settings.accounts[0] = SeatAccount{7, "Ariadne", 1500.0, 350.0, std::nullopt};
        settings.accounts[1] = SeatAccount{8, "Theseus", 1600.0, 300.0, std::nullopt};
        return Match::create_for_tournament(std::move(settings), 1'000);
    }
};

TEST_F(MatchTournamentTest, TheGameIsStoredStartedWithItsTournamentAndAccounts) {
    auto [match, writes] = pair_them();
    ASSERT_EQ(writes.size(), 3u);
    const auto& created = std::get<db::writes::CreateGame>(writes[0].change).game;
    EXPECT_EQ(created.tournament_id, "arena-0001");
    EXPECT_EQ(created.started_at_ms, 1'000) << "the clock runs from the pairing";
    EXPECT_EQ(created.turn_started_at_ms, 1'000);
    EXPECT_FALSE(created.seat_hashes[0]);
    EXPECT_FALSE(created.seat_hashes[1]);
    EXPECT_TRUE(created.rated);
    EXPECT_EQ(std::get<db::writes::LinkAccount>(writes[1].change).account_id, 7);
    EXPECT_EQ(std::get<db::writes::LinkAccount>(writes[2].change).account_id, 8);
    EXPECT_THROW(Match::create_for_tournament({"grec", std::nullopt, 60'000, std::nullopt}, 0), std::logic_error);
}

TEST_F(MatchTournamentTest, EachAccountTakesItsOwnSeatInAnyOrderAndAnyoneElseWatches) {
    auto [match, writes] = pair_them();
    EXPECT_FALSE(match->challenged_account()) << "no challenge to answer";
    EXPECT_EQ(match->decline_challenge(8, 2'000).error().code, ErrorCode::challenge_not_found);
    EXPECT_FALSE(match->join(std::nullopt, 2'000)->seat) << "signed out: a spectator";
    EXPECT_FALSE(match->join(std::nullopt, 2'000, 9)->seat) << "another account: a spectator";
    const auto theseus = match->join(std::nullopt, 2'000, 8);
    ASSERT_TRUE(theseus);
    EXPECT_EQ(theseus->seat, Side::second) << "the second player, though the first seat is free too";
    EXPECT_TRUE(theseus->new_secret);
    EXPECT_FALSE(match->join(std::nullopt, 2'000, 8)->seat) << "once seated, joining again without the secret watches";
    const auto ariadne = match->join(std::nullopt, 2'000, 7);
    ASSERT_TRUE(ariadne);
    EXPECT_EQ(ariadne->seat, Side::first);
}

TEST_F(MatchTournamentTest, APlayerWhoNeverComesLosesOnTime) {
    auto [match, writes] = pair_them();
    EXPECT_FALSE(match->check_time(180'999));
    const auto flag = match->check_time(181'000);
    ASSERT_TRUE(flag);
    EXPECT_EQ(match->result().state, protocol::ResultState::win);
    EXPECT_EQ(match->result().winner, Side::second);
    EXPECT_EQ(match->result().reason, "time");
}

TEST_F(MatchTournamentTest, ItIsPlayedOutNoAbortTakebackNorRematch) {
    auto [match, writes] = pair_them();
    ASSERT_TRUE(match->join(std::nullopt, 2'000, 7));
    ASSERT_TRUE(match->join(std::nullopt, 2'000, 8));
    EXPECT_EQ(match->act(Side::first, Action::abort, 2'000).error().code, ErrorCode::cannot_abort);
    EXPECT_EQ(match->act(Side::second, Action::abort, 2'000).error().code, ErrorCode::cannot_abort);
    ASSERT_TRUE(match->move(Side::first, "A1-A2", 3'000));
    EXPECT_EQ(match->act(Side::first, Action::request_takeback, 3'500).error().code, ErrorCode::offer_not_allowed);
    ASSERT_TRUE(match->act(Side::second, Action::offer_draw, 4'000)) << "a draw may be offered";
    ASSERT_TRUE(match->act(Side::second, Action::resign, 5'000));
    EXPECT_EQ(match->result().winner, Side::first);
    EXPECT_EQ(match->act(Side::first, Action::offer_rematch, 6'000).error().code, ErrorCode::offer_not_allowed);
}

TEST_F(MatchTournamentTest, AfterARestartItIsStillTheTournamentsGame) {
    auto [match, writes] = pair_them();
    db::StoredGame stored = std::get<db::writes::CreateGame>(writes[0].change).game;
    stored.players[0] = db::StoredPlayer{7, "Ariadne", 1500.0, 350.0, std::nullopt};
    stored.players[1] = db::StoredPlayer{8, "Theseus", 1600.0, 300.0, std::nullopt};
    auto restored = Match::restore(stored, 60'000, 10'000, 10'000);
    ASSERT_TRUE(restored);
    Match& again = *restored->match;
    EXPECT_EQ(again.join(std::nullopt, 11'000, 8)->seat, Side::second);
    EXPECT_EQ(again.act(Side::second, Action::abort, 11'000).error().code, ErrorCode::cannot_abort);
    EXPECT_FALSE(again.challenged_account());
}

}  // namespace

namespace {

TEST_F(MatchTournamentTest, BerserkHalvesOnlyOnesOwnClockOnceBeforeOnesFirstMove) {
    auto [match, writes] = pair_them();
    // Theseus berserks while Ariadne's clock runs (she moves first): half of his three minutes go.
    const auto his = match->act(Side::second, Action::berserk, 5'000);
    ASSERT_TRUE(his) << his.error().message;
    EXPECT_EQ(match->remaining_ms(Side::second, 5'000), 90'000);
    EXPECT_EQ(match->remaining_ms(Side::first, 5'000), 176'000) << "hers runs on, untouched";
    const auto& unit = his->change.writes;
    const auto clocks = std::find_if(unit.begin(), unit.end(), [](const db::GameWrite& w) {
        return std::holds_alternative<db::writes::UpdateClocks>(w.change);
    });
    const auto marked = std::find_if(unit.begin(), unit.end(), [](const db::GameWrite& w) {
        return std::holds_alternative<db::writes::Berserk>(w.change);
    });
    ASSERT_NE(clocks, unit.end());
    ASSERT_NE(marked, unit.end()) << "the tournament's row says so, for the standings";
    EXPECT_EQ(std::get<db::writes::UpdateClocks>(clocks->change).remaining_ms[1], 90'000);
    EXPECT_EQ(std::get<db::writes::Berserk>(marked->change).side, 1);
    EXPECT_EQ(match->view(5'000).berserk, (std::array<bool, 2>{false, true}));
    EXPECT_EQ(match->act(Side::second, Action::berserk, 6'000).error().code, ErrorCode::offer_not_allowed) << "once";
    // Hers, running: half of her initial time goes from what is left.
    ASSERT_TRUE(match->act(Side::first, Action::berserk, 7'000));
    EXPECT_EQ(match->remaining_ms(Side::first, 7'000), 84'000);
}

TEST_F(MatchTournamentTest, NoBerserkAfterOnesFirstMoveNorOutsideATournament) {
    auto [match, writes] = pair_them();
    const auto legal = match->view(2'000).legal;
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(match->move(Side::first, legal.front(), 2'000));
    EXPECT_EQ(match->act(Side::first, Action::berserk, 3'000).error().code, ErrorCode::offer_not_allowed);
    EXPECT_TRUE(match->act(Side::second, Action::berserk, 3'000)) << "his first move is still to come";

    MatchSettings friendly{"petteia-6x6", protocol::TimeControl{180'000, 0}, 60'000, std::nullopt};
    auto casual = Match::create(friendly, Side::first, 0);
    EXPECT_FALSE(casual.match->act(Side::first, Action::berserk, 1'000)) << "a friend's game has no berserk";
}

}  // namespace
