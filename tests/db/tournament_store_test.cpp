// Tournaments (db/tournament_store.hpp and GameStore::pair_in_tournament, issue 39, migration 22), on
// both engines: stored and read back whole; one tournament a schedule slot; players join once, are
// numbered in order, within the places, and pause, withdraw and come back; the listing and the due
// ones; and a pairing stored with its games all or nothing — a round paired once, a player paired
// only while playing and (arenas) free, never twice or with themself, nothing after an arena's end.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/game_store.hpp"
#include "db/tournament_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using Join = TournamentStore::Join;

StoredTournament arena(const std::string& id, std::int64_t starts_at_ms) {
    StoredTournament t;
    t.id = id;
    t.kind = "arena";
    t.name = "Evening arena";
    t.variant = "petteia-6x6";
    t.time = TimeControl{180'000, 2'000, std::nullopt};
    t.starts_at_ms = starts_at_ms;
    t.duration_ms = 3'600'000;
    t.max_players = 1'000;
    t.created_at_ms = 1'000;
    return t;
}

StoredTournament round_robin(const std::string& id, int max_players) {
    StoredTournament t = arena(id, 50'000);
    t.kind = "round_robin";
    t.name = "Class 4B";
    t.time = TimeControl{3 * 86'400'000LL, 0, 3};
    t.duration_ms = std::nullopt;
    t.listed = false;
    t.max_players = max_players;
    return t;
}

std::vector<std::string> ids_of(const std::vector<StoredTournament>& tournaments) {
    std::vector<std::string> ids;
    for (const auto& t : tournaments) ids.push_back(t.id);
    return ids;
}

class TournamentStoreTest : public testing_support::EachEngine {
protected:
    GameStore games{storage.location()};
    AccountStore accounts{storage.location()};
    TournamentStore tournaments{storage.location()};
    std::int64_t ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
    std::int64_t theseus = *accounts.create_account("Theseus", "theseus", "h", 0);
    std::int64_t minos = *accounts.create_account("Minos", "minos", "h", 0);

    // A game's unit as the director makes it: the game and its two accounts.
    static GameStore::Unit game_unit(const std::string& tournament, const std::string& id, std::int64_t first,
                                     std::int64_t second) {
        StoredGame game = testing_support::bare_game(id, 60'000);
        game.variant = "petteia-6x6";
        game.tournament_id = tournament;
        game.seat_hashes = {std::string("hash 0"), std::string("hash 1")};
        return {GameWrite{id, writes::CreateGame{game}}, GameWrite{id, writes::LinkAccount{0, first}},
                GameWrite{id, writes::LinkAccount{1, second}}};
    }

    void pair(const std::string& tournament, int round, std::vector<std::array<std::int64_t, 2>> players,
              std::optional<std::int64_t> bye = std::nullopt, std::int64_t now_ms = 60'000,
              std::optional<std::int64_t> next_round_at_ms = std::nullopt) {
        TournamentPairing pairing{tournament, round, {}, bye, now_ms, next_round_at_ms};
        std::vector<GameStore::Unit> units;
        for (const auto& [first, second] : players) {
            const std::string id = tournament + "-" + std::to_string(round) + "-" + std::to_string(first) + "-" +
                                   std::to_string(second) + "-" + std::to_string(now_ms);
            pairing.games.push_back({id, first, second});
            units.push_back(game_unit(tournament, id, first, second));
        }
        games.pair_in_tournament(pairing, units);
    }

    void finish(const std::string& game, std::optional<int> winner) {
        const StoredResult result{winner ? "win" : "draw", winner, winner ? "pieces" : "agreement", std::nullopt};
        games.apply({GameWrite{game, writes::Finish{result, {0, 0}, 70'000}}});
    }
};
PETTEIA_ON_EACH_ENGINE(TournamentStoreTest);

TEST_P(TournamentStoreTest, ATournamentIsReadBackAsItWasStored) {
    StoredTournament a = arena("arena-0001", 100'000);
    a.organiser_id = ariadne;
    ASSERT_TRUE(tournaments.create(a));
    EXPECT_EQ(tournaments.find("arena-0001"), a);

    StoredTournament swiss = round_robin("swiss-0001", 40);
    swiss.kind = "swiss";
    swiss.rounds = 5;
    swiss.rated = false;
    ASSERT_TRUE(tournaments.create(swiss));
    EXPECT_EQ(tournaments.find("swiss-0001"), swiss);
    EXPECT_EQ(tournaments.find("swiss-0001")->time.days_per_move, 3);
    EXPECT_FALSE(tournaments.find("nothing-here"));
}

TEST_P(TournamentStoreTest, OneScheduleSlotMakesOneTournament) {
    StoredTournament first = arena("arena-0001", 100'000);
    first.schedule_key = "petteia-6x6/hourly/2026-12-06T18";
    StoredTournament second = first;
    second.id = "arena-0002";
    EXPECT_TRUE(tournaments.create(first));
    EXPECT_FALSE(tournaments.create(second)) << "another node made that slot's arena first";
    EXPECT_FALSE(tournaments.find("arena-0002"));
    EXPECT_THROW(tournaments.create(arena("arena-0001", 5)), DatabaseError) << "an id taken";
}

TEST_P(TournamentStoreTest, APlayerJoinsOnceNumberedInOrderWithinThePlaces) {
    ASSERT_TRUE(tournaments.create(round_robin("class-0001", 2)));
    EXPECT_EQ(tournaments.join("class-0001", theseus, 1620.5, 2'000), Join::joined);
    EXPECT_EQ(tournaments.join("class-0001", theseus, 1620.5, 2'100), Join::already);
    EXPECT_EQ(tournaments.join("class-0001", ariadne, 1500, 2'200), Join::joined);
    EXPECT_EQ(tournaments.join("class-0001", minos, 1700, 2'300), Join::full);
    EXPECT_EQ(tournaments.join("no-such-thing", minos, 1700, 2'300), Join::unknown);
    const auto players = tournaments.players("class-0001");
    ASSERT_EQ(players.size(), 2u);
    EXPECT_EQ(players[0], (TournamentPlayer{theseus, "Theseus", 0, 1620.5, 2'000, "playing"}));
    EXPECT_EQ(players[1], (TournamentPlayer{ariadne, "Ariadne", 1, 1500, 2'200, "playing"}));

    // A withdrawn player frees the place; they may come back while it is open, a new number for the newcomer.
    EXPECT_TRUE(tournaments.set_player_state("class-0001", theseus, "withdrawn"));
    EXPECT_EQ(tournaments.join("class-0001", minos, 1700, 2'400), Join::joined);
    EXPECT_EQ(tournaments.players("class-0001")[2].number, 2);
    EXPECT_EQ(tournaments.join("class-0001", theseus, 1620.5, 2'500), Join::full);
    EXPECT_FALSE(tournaments.set_player_state("class-0001", 999, "paused")) << "not in it";
    EXPECT_THROW(tournaments.set_player_state("class-0001", minos, "playing"), DatabaseError);
}

TEST_P(TournamentStoreTest, ARoundRobinUnderWayTakesNobodyNewAnArenaDoesAndAFinishedOneNobody) {
    ASSERT_TRUE(tournaments.create(round_robin("class-0001", 30)));
    ASSERT_TRUE(tournaments.create(arena("arena-0001", 100'000)));
    EXPECT_EQ(tournaments.join("class-0001", theseus, 1500, 2'000), Join::joined);
    EXPECT_EQ(tournaments.join("class-0001", ariadne, 1500, 2'000), Join::joined);
    EXPECT_TRUE(tournaments.start("class-0001"));
    EXPECT_FALSE(tournaments.start("class-0001")) << "started once";
    EXPECT_EQ(tournaments.join("class-0001", minos, 1500, 3'000), Join::closed);
    // A paused player of a round-robin comes back.
    EXPECT_TRUE(tournaments.set_player_state("class-0001", theseus, "paused"));
    EXPECT_EQ(tournaments.join("class-0001", theseus, 1500, 3'000), Join::back);
    // A withdrawn one does not: neither by joining, nor by pausing first.
    EXPECT_TRUE(tournaments.set_player_state("class-0001", ariadne, "withdrawn"));
    EXPECT_FALSE(tournaments.set_player_state("class-0001", ariadne, "paused"));
    EXPECT_EQ(tournaments.join("class-0001", ariadne, 1500, 3'000), Join::closed);
    EXPECT_EQ(tournaments.players("class-0001")[1].state, "withdrawn");

    EXPECT_TRUE(tournaments.start("arena-0001"));
    EXPECT_EQ(tournaments.join("arena-0001", minos, 1500, 3'000), Join::joined) << "an arena is joined while it runs";
    EXPECT_TRUE(tournaments.finish("arena-0001", 4'000));
    EXPECT_FALSE(tournaments.finish("arena-0001", 4'000));
    EXPECT_EQ(tournaments.find("arena-0001")->state, "finished");
    EXPECT_EQ(tournaments.find("arena-0001")->finished_at_ms, 4'000);
    EXPECT_EQ(tournaments.join("arena-0001", ariadne, 1500, 5'000), Join::closed);
    EXPECT_FALSE(tournaments.set_player_state("arena-0001", minos, "paused")) << "it is over";
}

TEST_P(TournamentStoreTest, AnOpenTournamentNobodyStartedIsCancelled) {
    ASSERT_TRUE(tournaments.create(round_robin("class-0001", 30)));
    EXPECT_TRUE(tournaments.finish("class-0001", 9'000));
    EXPECT_EQ(tournaments.find("class-0001")->state, "cancelled");
    EXPECT_FALSE(tournaments.start("class-0001"));
}

TEST_P(TournamentStoreTest, TheListShowsRunningThenComingListedOnesAndTheDueOnesAreFound) {
    ASSERT_TRUE(tournaments.create(arena("later-0001", 300'000)));
    ASSERT_TRUE(tournaments.create(arena("sooner-001", 200'000)));
    ASSERT_TRUE(tournaments.create(arena("running-01", 100'000)));
    ASSERT_TRUE(tournaments.create(round_robin("hidden-001", 30)));  // by its link only
    ASSERT_TRUE(tournaments.create(arena("over-00001", 10'000)));
    ASSERT_TRUE(tournaments.start("running-01"));
    ASSERT_TRUE(tournaments.start("over-00001"));
    ASSERT_TRUE(tournaments.finish("over-00001", 20'000));
    EXPECT_EQ(ids_of(tournaments.coming(10)), (std::vector<std::string>{"running-01", "sooner-001", "later-0001"}));
    EXPECT_EQ(ids_of(tournaments.coming(1)), (std::vector<std::string>{"running-01"}));

    // At 250 s: the hidden round-robin (50 s) and the sooner arena (200 s) are to start; the running
    // arena (100 s + 1 h) is not over.
    EXPECT_EQ(tournaments.due(250'000, 10), (std::vector<std::string>{"hidden-001", "sooner-001"}));
    EXPECT_EQ(tournaments.due(100'000 + 3'600'000, 10),
              (std::vector<std::string>{"hidden-001", "running-01", "sooner-001", "later-0001"}));
}

TEST_P(TournamentStoreTest, AnAccountsTournamentsAreCountedAndListed) {
    StoredTournament first = arena("arena-0001", 100'000);
    first.organiser_id = ariadne;
    first.created_at_ms = 1'000;
    StoredTournament second = round_robin("class-0001", 30);
    second.organiser_id = ariadne;
    second.created_at_ms = 5'000;
    ASSERT_TRUE(tournaments.create(first));
    ASSERT_TRUE(tournaments.create(second));
    EXPECT_EQ(tournaments.made_since(ariadne, 0), 2);
    EXPECT_EQ(tournaments.made_since(ariadne, 2'000), 1);
    EXPECT_EQ(tournaments.made_since(theseus, 0), 0);
    EXPECT_EQ(ids_of(tournaments.organised_by(ariadne, 10)), (std::vector<std::string>{"class-0001", "arena-0001"}));
    // Within an allowance: counted where it is stored.
    StoredTournament third = arena("arena-0002", 100'000);
    third.organiser_id = ariadne;
    third.created_at_ms = 6'000;
    EXPECT_FALSE(tournaments.create_within(third, 2, 0));
    EXPECT_FALSE(tournaments.find("arena-0002"));
    EXPECT_TRUE(tournaments.create_within(third, 2, 2'000));
    EXPECT_EQ(tournaments.find("arena-0002"), third);
}

TEST_P(TournamentStoreTest, ARoundIsPairedOnceWithItsGamesAndBye) {
    ASSERT_TRUE(tournaments.create(round_robin("class-0001", 30)));
    for (const auto account : {ariadne, theseus, minos}) ASSERT_EQ(tournaments.join("class-0001", account, 1500, 2'000), Join::joined);
    EXPECT_THROW(pair("class-0001", 1, {{ariadne, theseus}}, minos), PairingRefused) << "not started";
    ASSERT_TRUE(tournaments.start("class-0001"));
    pair("class-0001", 1, {{ariadne, theseus}}, minos);
    EXPECT_EQ(tournaments.find("class-0001")->round, 1);
    // A second director pairing the same round, or one skipping a round, is refused, and makes no game.
    EXPECT_THROW(pair("class-0001", 1, {{theseus, minos}}, ariadne, 61'000), PairingRefused);
    EXPECT_THROW(pair("class-0001", 3, {{theseus, minos}}, ariadne, 62'000), PairingRefused);
    EXPECT_FALSE(games.load("class-0001-1-" + std::to_string(theseus) + "-" + std::to_string(minos) + "-61000"));

    auto stored = tournaments.games("class-0001");
    ASSERT_EQ(stored.size(), 1u);
    EXPECT_EQ(stored[0].round, 1);
    EXPECT_EQ(stored[0].first_account, ariadne);
    EXPECT_EQ(stored[0].second_account, theseus);
    EXPECT_FALSE(stored[0].result_state);
    EXPECT_EQ(games.load(stored[0].game_id)->tournament_id, "class-0001") << "the game knows its tournament";
    EXPECT_EQ(tournaments.byes("class-0001"), (std::vector<TournamentBye>{{1, minos}}));
    // The game's own result is the tournament's.
    finish(stored[0].game_id, 1);
    stored = tournaments.games("class-0001");
    EXPECT_EQ(stored[0].result_state, "win");
    EXPECT_EQ(stored[0].winner, 1);
    EXPECT_EQ(stored[0].finished_at_ms, 70'000);
}

TEST_P(TournamentStoreTest, APairingsGamesMustBeItsOwn) {
    ASSERT_TRUE(tournaments.create(round_robin("class-0001", 30)));
    for (const auto account : {ariadne, theseus}) ASSERT_EQ(tournaments.join("class-0001", account, 1500, 2'000), Join::joined);
    ASSERT_TRUE(tournaments.start("class-0001"));
    TournamentPairing pairing{"class-0001", 1, {{"game-0001", ariadne, theseus}}, std::nullopt, 60'000, std::nullopt};
    const std::vector<GameStore::Unit> other_game{game_unit("class-0001", "game-0002", ariadne, theseus)};
    EXPECT_THROW(games.pair_in_tournament(pairing, other_game),
                 DatabaseError)
        << "a unit that makes another game than the pairing's";
    StoredGame elsewhere = testing_support::bare_game("game-0001", 60'000);
    const std::vector<GameStore::Unit> untold{GameStore::Unit{GameWrite{"game-0001", writes::CreateGame{elsewhere}}}};
    EXPECT_THROW(games.pair_in_tournament(pairing, untold),
                 DatabaseError)
        << "a game that does not say it is the tournament's";
    EXPECT_TRUE(tournaments.games("class-0001").empty());
    EXPECT_EQ(tournaments.find("class-0001")->round, 0);
}

TEST_P(TournamentStoreTest, OnlyPlayersWhoPlayAreEverPairedAndNeverTwiceOrWithThemselves) {
    ASSERT_TRUE(tournaments.create(round_robin("class-0001", 30)));
    for (const auto account : {ariadne, theseus}) ASSERT_EQ(tournaments.join("class-0001", account, 1500, 2'000), Join::joined);
    ASSERT_TRUE(tournaments.start("class-0001"));
    EXPECT_THROW(pair("class-0001", 1, {{ariadne, minos}}), PairingRefused) << "Minos never joined";
    EXPECT_THROW(pair("class-0001", 1, {{ariadne, ariadne}}), PairingRefused) << "with herself";
    EXPECT_THROW(pair("class-0001", 1, {{ariadne, theseus}}, ariadne), PairingRefused) << "paired and the bye";
    ASSERT_TRUE(tournaments.set_player_state("class-0001", theseus, "paused"));
    EXPECT_THROW(pair("class-0001", 1, {{ariadne, theseus}}), PairingRefused) << "Theseus paused";
    EXPECT_EQ(tournaments.find("class-0001")->round, 0) << "nothing of a refused pairing stays";
    EXPECT_TRUE(tournaments.games("class-0001").empty());
}

TEST_P(TournamentStoreTest, AnArenaPairsAPlayerOnlyWhenTheirLastGameIsOverAndNothingAfterItsEnd) {
    ASSERT_TRUE(tournaments.create(arena("arena-0001", 50'000)));
    for (const auto account : {ariadne, theseus, minos}) ASSERT_EQ(tournaments.join("arena-0001", account, 1500, 2'000), Join::joined);
    ASSERT_TRUE(tournaments.start("arena-0001"));
    EXPECT_THROW(pair("arena-0001", 1, {{ariadne, theseus}}), PairingRefused) << "an arena has no rounds";
    pair("arena-0001", 0, {{ariadne, theseus}}, std::nullopt, 60'000);
    EXPECT_THROW(pair("arena-0001", 0, {{minos, theseus}}, std::nullopt, 61'000), PairingRefused) << "Theseus plays";
    const std::string game = tournaments.games("arena-0001").front().game_id;
    finish(game, std::nullopt);
    pair("arena-0001", 0, {{minos, theseus}}, std::nullopt, 62'000);
    EXPECT_EQ(tournaments.games("arena-0001").size(), 2u);
    finish(tournaments.games("arena-0001").back().game_id, 0);
    EXPECT_THROW(pair("arena-0001", 0, {{ariadne, minos}}, std::nullopt, 50'000 + 3'600'000), PairingRefused)
        << "the arena is over";
    pair("arena-0001", 0, {{ariadne, minos}}, std::nullopt, 63'000);
    EXPECT_EQ(tournaments.games("arena-0001").size(), 3u);
}

TEST_P(TournamentStoreTest, ADirectorReadsTheGamesInPlayAndEachGameAsItEnds) {
    ASSERT_TRUE(tournaments.create(arena("arena-0002", 50'000)));
    ASSERT_TRUE(tournaments.create(arena("arena-0003", 50'000)));
    for (const auto account : {ariadne, theseus, minos}) ASSERT_EQ(tournaments.join("arena-0002", account, 1500, 2'000), Join::joined);
    ASSERT_EQ(tournaments.join("arena-0003", minos, 1500, 2'000), Join::joined);
    EXPECT_TRUE(tournaments.running(10).empty());
    ASSERT_TRUE(tournaments.start("arena-0002"));
    EXPECT_EQ(tournaments.running(10), std::vector<std::string>{"arena-0002"});
    pair("arena-0002", 0, {{ariadne, theseus}});
    const std::string game = tournaments.games("arena-0002").front().game_id;
    EXPECT_EQ(tournaments.in_play("arena-0002"), std::vector<std::string>{game});
    EXPECT_TRUE(tournaments.in_play("arena-0003").empty());
    EXPECT_FALSE(tournaments.game("arena-0002", game)->result_state);
    EXPECT_FALSE(tournaments.game("arena-0003", game)) << "another tournament's game is none of its own";
    games.apply({GameWrite{game, writes::Berserk{1}}});
    EXPECT_EQ(tournaments.game("arena-0002", game)->berserk[1], true) << "Theseus halved his clock";
    EXPECT_EQ(tournaments.game("arena-0002", game)->berserk[0], false);
    finish(game, 1);
    EXPECT_TRUE(tournaments.in_play("arena-0002").empty());
    const auto ended = tournaments.game("arena-0002", game);
    ASSERT_TRUE(ended);
    EXPECT_EQ(ended->result_state, "win");
    EXPECT_EQ(ended->winner, 1);
    EXPECT_EQ(*ended, tournaments.games("arena-0002").front());
}

TEST_P(TournamentStoreTest, ItsOrganiserStartsItEarlierAndThoseWhoWithdrewBeforeAreLeftOut) {
    StoredTournament t = round_robin("class-0002", 30);
    t.organiser_id = minos;
    t.starts_at_ms = 10'000'000;
    ASSERT_TRUE(tournaments.create(t));
    EXPECT_EQ(tournaments.organiser_name("class-0002"), "Minos");
    for (const auto account : {ariadne, theseus}) ASSERT_EQ(tournaments.join("class-0002", account, 1500, 2'000), Join::joined);
    ASSERT_TRUE(tournaments.set_player_state("class-0002", theseus, "withdrawn"));
    EXPECT_FALSE(tournaments.start_now("class-0002", ariadne, 5'000)) << "not hers";
    EXPECT_TRUE(tournaments.due(5'000, 10).empty());
    ASSERT_TRUE(tournaments.start_now("class-0002", minos, 5'000));
    EXPECT_EQ(tournaments.due(5'000, 10), std::vector<std::string>{"class-0002"});
    EXPECT_FALSE(tournaments.start_now("class-0002", minos, 6'000)) << "earlier already";
    ASSERT_TRUE(tournaments.start("class-0002"));
    const auto players = tournaments.players("class-0002");
    ASSERT_EQ(players.size(), 1u);
    EXPECT_EQ(players.front().account_id, ariadne);
    EXPECT_FALSE(tournaments.start_now("class-0002", minos, 4'000)) << "under way";
    StoredTournament site = arena("site-0001", 50'000);
    ASSERT_TRUE(tournaments.create(site));
    EXPECT_FALSE(tournaments.organiser_name("site-0001")) << "the site's own";
}

TEST_P(TournamentStoreTest, RoundsAtSetTimesAreStoredWithThePairingAndItsOrganiserBringsTheNextForward) {
    StoredTournament t = round_robin("class-0003", 30);
    t.organiser_id = minos;
    t.round_every_ms = 7 * 86'400'000LL;
    ASSERT_TRUE(tournaments.create(t));
    EXPECT_EQ(tournaments.find("class-0003")->round_every_ms, 7 * 86'400'000LL);
    for (const auto account : {ariadne, theseus, minos}) ASSERT_EQ(tournaments.join("class-0003", account, 1500, 2'000), Join::joined);
    EXPECT_FALSE(tournaments.next_round_now("class-0003", minos, 50'000)) << "not running yet";
    ASSERT_TRUE(tournaments.start("class-0003"));
    const std::int64_t next = 60'000 + 7 * 86'400'000LL;
    pair("class-0003", 1, {{ariadne, theseus}}, minos, 60'000, next);
    EXPECT_EQ(tournaments.find("class-0003")->next_round_at_ms, next);
    EXPECT_FALSE(tournaments.next_round_now("class-0003", ariadne, 70'000)) << "not hers";
    ASSERT_TRUE(tournaments.next_round_now("class-0003", minos, 70'000));
    EXPECT_EQ(tournaments.find("class-0003")->next_round_at_ms, 70'000);
    EXPECT_FALSE(tournaments.next_round_now("class-0003", minos, 80'000)) << "it may start already";
    // The next pairing stores the time of the round after it (none after the last).
    pair("class-0003", 2, {{theseus, minos}}, ariadne, 90'000, std::nullopt);
    EXPECT_FALSE(tournaments.find("class-0003")->next_round_at_ms);
}

}  // namespace
}  // namespace petteia::db
