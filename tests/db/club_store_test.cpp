// Clubs and classes (db/club_store.hpp, issue 39, migration 25), on both engines: a club made with its
// organiser as a member, within the organiser's limit; joins (never into a class), leaves (never its
// organiser, never a pupil from its class); pupil accounts made with their class all or nothing,
// protected and hidden from the start; the circle a protected pupil may meet; a club's games.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/club_store.hpp"
#include "db/game_store.hpp"
#include "db/rating_store.hpp"
#include "db/tournament_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using ClubJoin = ClubStore::Join;
using ClubLeave = ClubStore::Leave;

StoredClub club_named(const std::string& id, const std::string& kind, std::int64_t organiser) {
    return StoredClub{id, kind, kind == "class" ? "Class 4B" : "Friday club", organiser, "", "joinkey-" + id, 1'000, 0};
}

std::vector<std::string> member_names(const std::vector<ClubMember>& members) {
    std::vector<std::string> names;
    for (const auto& member : members) names.push_back(member.name);
    return names;
}

class ClubStoreTest : public testing_support::EachEngine {
protected:
    AccountStore accounts{storage.location()};
    ClubStore clubs{storage.location()};
    std::int64_t ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
    std::int64_t theseus = *accounts.create_account("Theseus", "theseus", "h", 0);
    std::int64_t minos = *accounts.create_account("Minos", "minos", "h", 0);
};

TEST_P(ClubStoreTest, AClubIsMadeWithItsOrganiserAsItsFirstMember) {
    ASSERT_EQ(clubs.create(club_named("club-0001", "club", ariadne), 100, 0), ClubStore::Made::made);
    const auto club = clubs.find("club-0001");
    ASSERT_TRUE(club);
    EXPECT_EQ(club->organiser_name, "Ariadne");
    EXPECT_EQ(club->join_key, "joinkey-club-0001");
    EXPECT_EQ(club->members, 1);
    EXPECT_TRUE(clubs.is_member("club-0001", ariadne));
    EXPECT_FALSE(clubs.is_member("club-0001", theseus));
    EXPECT_EQ(clubs.made_since(ariadne, 0), 1);
    EXPECT_EQ(clubs.made_since(ariadne, 2'000), 0);
    EXPECT_FALSE(clubs.find("club-0002"));
    clubs.set_join_key("club-0001", "another-key");
    EXPECT_EQ(clubs.find("club-0001")->join_key, "another-key");
}

TEST_P(ClubStoreTest, AnAccountOrganisesAtMostItsShare) {
    for (int i = 0; i < ClubStore::max_organised; ++i)
        ASSERT_EQ(clubs.create(club_named("club-" + std::to_string(1000 + i), "club", ariadne), 100, 0), ClubStore::Made::made);
    EXPECT_EQ(clubs.create(club_named("club-9999", "club", ariadne), 100, 0), ClubStore::Made::too_many);
    EXPECT_FALSE(clubs.find("club-9999"));
    EXPECT_EQ(clubs.create(club_named("club-9999", "club", theseus), 100, 0), ClubStore::Made::made);
}

TEST_P(ClubStoreTest, AnAccountMakesItsDailyShareAndNoMore) {
    ASSERT_EQ(clubs.create(club_named("club-0001", "club", ariadne), 2, 0), ClubStore::Made::made);
    ASSERT_EQ(clubs.create(club_named("club-0002", "class", ariadne), 2, 0), ClubStore::Made::made);
    EXPECT_EQ(clubs.create(club_named("club-0003", "club", ariadne), 2, 0), ClubStore::Made::too_many_today);
    EXPECT_FALSE(clubs.find("club-0003"));
    // Made before the day counted: a new day's allowance.
    EXPECT_EQ(clubs.create(club_named("club-0003", "club", ariadne), 2, 2'000), ClubStore::Made::made);
}

TEST_P(ClubStoreTest, MembersJoinAClubOnceAndLeaveButItsOrganiserStays) {
    clubs.create(club_named("club-0001", "club", ariadne), 100, 0);
    EXPECT_EQ(clubs.join("club-0001", theseus, 2'000), ClubJoin::joined);
    EXPECT_EQ(clubs.join("club-0001", theseus, 2'000), ClubJoin::already);
    EXPECT_EQ(clubs.join("club-0001", minos, 3'000), ClubJoin::joined);
    EXPECT_EQ(clubs.join("nowhere-1", minos, 3'000), ClubJoin::unknown);
    EXPECT_EQ(member_names(clubs.members("club-0001", 10)), (std::vector<std::string>{"Ariadne", "Minos", "Theseus"}));
    EXPECT_EQ(clubs.find("club-0001")->members, 3);
    EXPECT_EQ(clubs.leave("club-0001", ariadne), ClubLeave::organiser);
    EXPECT_EQ(clubs.leave("club-0001", theseus), ClubLeave::left);
    EXPECT_EQ(clubs.leave("club-0001", theseus), ClubLeave::not_a_member);
    EXPECT_EQ(member_names(clubs.members("club-0001", 10)), (std::vector<std::string>{"Ariadne", "Minos"}));
    ASSERT_EQ(clubs.of_member(minos, 10).size(), 1u);
    EXPECT_EQ(clubs.of_member(minos, 10)[0].id, "club-0001");
    EXPECT_TRUE(clubs.of_member(theseus, 10).empty());
}

TEST_P(ClubStoreTest, NobodyJoinsAClassByItsLink) {
    clubs.create(club_named("class-001", "class", ariadne), 100, 0);
    EXPECT_EQ(clubs.join("class-001", theseus, 2'000), ClubJoin::not_a_club);
    EXPECT_FALSE(clubs.is_member("class-001", theseus));
}

TEST_P(ClubStoreTest, APupilIsMadeInItsClassProtectedAndHiddenAndCannotLeaveIt) {
    clubs.create(club_named("class-001", "class", ariadne), 100, 0);
    const auto ana = clubs.create_pupil("class-001", "ana-4821", "ana-4821", "hash", 5'000);
    ASSERT_TRUE(ana);
    // Its account is an account like another: it signs in by its name.
    const auto account = accounts.find_by_name_key("ana-4821");
    ASSERT_TRUE(account);
    EXPECT_EQ(account->id, *ana);
    EXPECT_EQ(account->password_hash, "hash");
    EXPECT_TRUE(RatingStore(storage.location()).profile_hidden(*ana));
    const auto pupil = clubs.pupil(*ana);
    ASSERT_TRUE(pupil);
    EXPECT_EQ(pupil->class_id, "class-001");
    EXPECT_EQ(pupil->teacher_id, ariadne);
    EXPECT_TRUE(pupil->is_protected);
    EXPECT_FALSE(clubs.pupil(theseus));
    EXPECT_EQ(clubs.leave("class-001", *ana), ClubLeave::pupil);
    const auto members = clubs.members("class-001", 10);
    ASSERT_EQ(members.size(), 2u);
    EXPECT_FALSE(members[0].pupil);  // the teacher first
    EXPECT_TRUE(members[1].pupil);
    EXPECT_TRUE(members[1].is_protected);
    // A name taken makes nothing: neither an account nor a pupil.
    EXPECT_FALSE(clubs.create_pupil("class-001", "Theseus", "theseus", "hash", 5'000));
    EXPECT_EQ(clubs.pupils("class-001").size(), 1u);
    // A club is no class.
    clubs.create(club_named("club-0001", "club", ariadne), 100, 0);
    EXPECT_THROW(clubs.create_pupil("club-0001", "bion-1111", "bion-1111", "hash", 5'000), DatabaseError);
    EXPECT_FALSE(accounts.find_by_name_key("bion-1111"));
}

TEST_P(ClubStoreTest, AClassHoldsAtMostItsPupils) {
    clubs.create(club_named("class-001", "class", ariadne), 100, 0);
    for (int i = 0; i < ClubStore::max_pupils; ++i) {
        const std::string name = "pupil-" + std::to_string(i);
        ASSERT_TRUE(clubs.create_pupil("class-001", name, name, "hash", 5'000)) << i;
    }
    EXPECT_FALSE(clubs.create_pupil("class-001", "one-more", "one-more", "hash", 5'000));
    EXPECT_FALSE(accounts.find_by_name_key("one-more"));
}

TEST_P(ClubStoreTest, AProtectedPupilMeetsOnlyItsTeacherAndClassmates) {
    clubs.create(club_named("class-001", "class", ariadne), 100, 0);
    clubs.create(club_named("class-002", "class", theseus), 100, 0);
    const auto ana = *clubs.create_pupil("class-001", "ana-4821", "ana-4821", "hash", 5'000);
    const auto bion = *clubs.create_pupil("class-001", "bion-1234", "bion-1234", "hash", 5'000);
    const auto chloe = *clubs.create_pupil("class-002", "chloe-777", "chloe-777", "hash", 5'000);
    auto circle = clubs.circle(ana);
    ASSERT_TRUE(circle);
    std::sort(circle->begin(), circle->end());
    EXPECT_EQ(*circle, (std::vector<std::int64_t>{ariadne, bion}));
    EXPECT_EQ(clubs.circle(chloe), (std::vector<std::int64_t>{theseus}));
    EXPECT_FALSE(clubs.circle(minos));  // no pupil: no circle
    EXPECT_TRUE(clubs.set_protected(ana, false));
    EXPECT_FALSE(clubs.circle(ana));
    EXPECT_FALSE(clubs.pupil(ana)->is_protected);
    EXPECT_FALSE(clubs.set_protected(minos, true));
    // Protected again: hidden again, whatever the pupil did meanwhile.
    RatingStore ratings(storage.location());
    ratings.set_profile_hidden(ana, false);
    EXPECT_TRUE(clubs.set_protected(ana, true));
    EXPECT_TRUE(ratings.profile_hidden(ana));
}

TEST_P(ClubStoreTest, APupilWhoseTeacherWentStaysProtectedWithNobodyInItsCircle) {
    clubs.create(club_named("class-001", "class", minos), 100, 0);
    const auto ana = *clubs.create_pupil("class-001", "ana-4821", "ana-4821", "hash", 5'000);
    accounts.delete_account(minos);
    EXPECT_FALSE(clubs.find("class-001"));
    const auto pupil = clubs.pupil(ana);
    ASSERT_TRUE(pupil);
    EXPECT_FALSE(pupil->class_id);
    EXPECT_TRUE(pupil->is_protected);
    EXPECT_EQ(clubs.circle(ana), std::vector<std::int64_t>{});
}

TEST_P(ClubStoreTest, AClubListsItsMembersFinishedGamesOnceEach) {
    GameStore games(storage.location());
    clubs.create(club_named("club-0001", "club", ariadne), 100, 0);
    clubs.join("club-0001", theseus, 2'000);
    const auto finished = [&](const std::string& id, std::int64_t first, std::int64_t second, std::int64_t at) {
        StoredGame game = testing_support::full_game(id);
        game.opponent = "human";
        game.result = StoredResult{"win", 0, "pieces", std::nullopt};
        game.finished_at_ms = at;
        games.create(game);
        games.link_account(id, 0, first);
        games.link_account(id, 1, second);
    };
    finished("game-0001", ariadne, theseus, 10'000);  // both members: once
    finished("game-0002", minos, theseus, 20'000);    // one member
    const auto pasiphae = *accounts.create_account("Pasiphae", "pasiphae", "h", 0);
    finished("game-0003", minos, pasiphae, 30'000);  // no member
    const auto listed = clubs.games("club-0001", 10);
    ASSERT_EQ(listed.size(), 2u);
    EXPECT_EQ(listed[0].game_id, "game-0002");
    EXPECT_EQ(listed[0].first, "Minos");
    EXPECT_EQ(listed[0].second, "Theseus");
    EXPECT_EQ(listed[0].result.winner, 0);
    EXPECT_EQ(listed[1].game_id, "game-0001");
}

TEST_P(ClubStoreTest, AClubsEventsAreItsOwnAndWaitForItsOrganiser) {
    TournamentStore tournaments(storage.location());
    clubs.create(club_named("class-001", "class", ariadne), 100, 0);
    StoredTournament event;
    event.id = "event-0001";
    event.kind = "round_robin";
    event.name = "Class 4B's round-robin";
    event.variant = "petteia-6x6";
    event.time = TimeControl{3 * 86'400'000LL, 0, 3};
    event.listed = false;
    event.organiser_id = ariadne;
    event.starts_at_ms = 50'000;
    event.max_players = 30;
    event.created_at_ms = 1'000;
    event.club_id = "class-001";
    event.by_organiser = true;
    ASSERT_TRUE(tournaments.create(event));
    EXPECT_EQ(tournaments.find("event-0001"), event);
    StoredTournament other = event;
    other.id = "event-0002";
    other.club_id = std::nullopt;
    ASSERT_TRUE(tournaments.create(other));
    const auto listed = tournaments.of_club("class-001", 10);
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_EQ(listed[0].id, "event-0001");
    // The club gone (with its organiser's account), its event stays, a club's no more.
    accounts.delete_account(ariadne);
    EXPECT_FALSE(tournaments.find("event-0001")->club_id);
}

PETTEIA_ON_EACH_ENGINE(ClubStoreTest);

}  // namespace
}  // namespace petteia::db
