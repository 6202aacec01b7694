// People one knows (db/people_store.hpp, issue 38, migration 21), on both engines: following and
// blocking, each once, listed newest first with names; blocking ends any following between the two;
// nobody lists themself; the lists are bounded; an account deleted leaves no row behind.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/game_store.hpp"
#include "db/people_store.hpp"
#include "db/rating_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using Change = PeopleStore::Change;

std::vector<std::string> names(const std::vector<KnownAccount>& accounts) {
    std::vector<std::string> listed;
    for (const auto& account : accounts) listed.push_back(account.name);
    return listed;
}

class PeopleStoreTest : public testing_support::EachEngine {
protected:
    GameStore games{storage.location()};
    AccountStore accounts{storage.location()};
    PeopleStore people{storage.location()};
    std::int64_t ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
    std::int64_t theseus = *accounts.create_account("Theseus", "theseus", "h", 0);
    std::int64_t minos = *accounts.create_account("Minos", "minos", "h", 0);
};
PETTEIA_ON_EACH_ENGINE(PeopleStoreTest);

// A game between two accounts (seat 0 `first`, seat 1 `second`), each seat taken or not.
void two_accounts_game(GameStore& games, const std::string& id, std::int64_t created_at_ms, std::int64_t first,
                             std::int64_t second, bool first_taken, bool second_taken) {
    StoredGame game = testing_support::bare_game(id, created_at_ms);
    game.variant = "petteia-6x6";
    game.time_control = TimeControl{259'200'000, 0, 3};
    if (first_taken) game.seat_hashes[0] = std::string("hash 0");
    if (second_taken) game.seat_hashes[1] = std::string("hash 1");
    games.apply({GameWrite{id, writes::CreateGame{game}}, GameWrite{id, writes::LinkAccount{0, first}},
                 GameWrite{id, writes::LinkAccount{1, second}}});
}

TEST_P(PeopleStoreTest, AnAccountIsFoundByItsNameKey) {
    const auto found = people.find("theseus");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->id, theseus);
    EXPECT_EQ(found->name, "Theseus");
    EXPECT_FALSE(people.find("nobody"));
}

TEST_P(PeopleStoreTest, FollowingIsOnceAndListedNewestFirst) {
    EXPECT_EQ(people.follow(ariadne, theseus, 1'000), Change::done);
    EXPECT_EQ(people.follow(ariadne, theseus, 1'500), Change::already);
    EXPECT_EQ(people.follow(ariadne, minos, 2'000), Change::done);
    EXPECT_EQ(names(people.following(ariadne, 10)), (std::vector<std::string>{"Minos", "Theseus"}));
    EXPECT_EQ(people.following(ariadne, 10)[1].since_ms, 1'000) << "the first follow's time stays";
    EXPECT_TRUE(people.following(theseus, 10).empty()) << "following is one way";
    EXPECT_EQ(names(people.following(ariadne, 1)), std::vector<std::string>{"Minos"});
    EXPECT_TRUE(people.unfollow(ariadne, minos));
    EXPECT_FALSE(people.unfollow(ariadne, minos));
    EXPECT_EQ(names(people.following(ariadne, 10)), std::vector<std::string>{"Theseus"});
    EXPECT_THROW(people.follow(ariadne, ariadne, 3'000), DatabaseError);
    EXPECT_THROW(people.follow(ariadne, 999'999, 3'000), DatabaseError) << "no such account";
}

TEST_P(PeopleStoreTest, BlockingEndsFollowingBothWaysAndIsAsked) {
    people.follow(ariadne, minos, 1'000);
    people.follow(minos, ariadne, 1'000);
    EXPECT_EQ(people.block(ariadne, minos, 2'000), Change::done);
    EXPECT_EQ(people.block(ariadne, minos, 2'500), Change::already);
    EXPECT_TRUE(people.blocks(ariadne, minos));
    EXPECT_FALSE(people.blocks(minos, ariadne)) << "blocking is one way";
    EXPECT_TRUE(people.following(ariadne, 10).empty());
    EXPECT_TRUE(people.following(minos, 10).empty());
    EXPECT_EQ(names(people.blocked(ariadne, 10)), std::vector<std::string>{"Minos"});
    EXPECT_TRUE(people.unblock(ariadne, minos));
    EXPECT_FALSE(people.blocks(ariadne, minos));
    EXPECT_FALSE(people.unblock(ariadne, minos));
}

TEST_P(PeopleStoreTest, TheListsAreBoundedAndGoWithTheAccount) {
    for (int i = 0; i < PeopleStore::max_follows; ++i) {
        const auto other = *accounts.create_account("Player" + std::to_string(i), "player" + std::to_string(i), "h", 0);
        ASSERT_EQ(people.follow(theseus, other, i), Change::done);
    }
    EXPECT_EQ(people.follow(theseus, ariadne, 10'000), Change::full);
    EXPECT_EQ(people.following(theseus, 1'000).size(), static_cast<std::size_t>(PeopleStore::max_follows));
    people.block(ariadne, theseus, 1'000);
    accounts.delete_account(theseus);
    EXPECT_TRUE(people.blocked(ariadne, 10).empty()) << "the blocked account is gone, and its row";
}

}  // namespace
}  // namespace petteia::db

namespace petteia::db {
namespace {

// A direct challenge is a game between two accounts with exactly one seat free: listed to both, with
// the reader's side, as long as it is new enough, unfinished, and not from an account the reader blocks.
TEST_P(PeopleStoreTest, ChallengesAreGamesWithTheOtherSeatKept) {
    two_accounts_game(games, "challenge", 5'000, ariadne, theseus, true, false);
    two_accounts_game(games, "old", 1'000, ariadne, theseus, true, false);
    two_accounts_game(games, "accepted", 6'000, ariadne, theseus, true, true);
    two_accounts_game(games, "from-minos", 7'000, theseus, minos, false, true);
    const auto his = people.challenges(theseus, 2'000, 10);
    ASSERT_EQ(his.size(), 2u);
    EXPECT_EQ(his[0], (WaitingChallenge{"from-minos", "petteia-6x6", 259'200'000, 0, 3, 0, true, "Minos", 7'000}));
    EXPECT_EQ(his[1], (WaitingChallenge{"challenge", "petteia-6x6", 259'200'000, 0, 3, 1, true, "Ariadne", 5'000}));
    const auto hers = people.challenges(ariadne, 2'000, 10);
    ASSERT_EQ(hers.size(), 1u);
    EXPECT_FALSE(hers[0].incoming);
    EXPECT_EQ(hers[0].side, 0);
    EXPECT_EQ(hers[0].other_name, "Theseus");
    // Blocked: Minos's challenge is no longer listed to Theseus (it stays listed to Minos).
    people.block(theseus, minos, 8'000);
    ASSERT_EQ(people.challenges(theseus, 2'000, 10).size(), 1u);
    EXPECT_EQ(people.challenges(minos, 2'000, 10).size(), 1u);
    // Finished: gone.
    games.apply({GameWrite{"challenge", writes::Finish{StoredResult{"aborted", std::nullopt, "declined", std::nullopt}, {0, 0}, 9'000}}});
    EXPECT_TRUE(people.challenges(theseus, 2'000, 10).empty());
    EXPECT_EQ(people.challenges(theseus, 0, 1).size(), 1u) << "the limit";
}

// The followed accounts' lobby games in play, listed, of profiles shown; nothing else.
TEST_P(PeopleStoreTest, TheGamesOfTheFollowedAreThoseAnyoneMayWatch) {
    people.follow(ariadne, theseus, 1);
    const auto make = [&](const std::string& id, std::int64_t at, bool lobby, bool started, std::int64_t other) {
        StoredGame game = testing_support::bare_game(id, at);
        game.lobby = lobby;
        game.seat_hashes = {std::string("hash 0"), std::string("hash 1")};
        if (started) game.started_at_ms = at + 1;
        games.apply({GameWrite{id, writes::CreateGame{game}}, GameWrite{id, writes::LinkAccount{0, theseus}},
                     GameWrite{id, writes::LinkAccount{1, other}}});
    };
    make("in-play", 5'000, true, true, minos);
    make("newer", 6'000, true, true, ariadne);
    make("between-friends", 7'000, false, true, minos);
    make("not-started", 8'000, true, false, minos);
    make("over", 9'000, true, true, minos);
    games.apply({GameWrite{"over", writes::Finish{StoredResult{"draw", std::nullopt, "agreement", std::nullopt}, {0, 0}, 9'500}}});
    make("unlisted", 10'000, true, true, minos);
    games.apply({GameWrite{"unlisted", writes::SetListing{1, false}}});
    const auto found = people.games_of_followed(ariadne, 10);
    ASSERT_EQ(found.size(), 2u);
    EXPECT_EQ(found[0], (FollowedGame{theseus, "newer", "grec", "Ariadne"}));
    EXPECT_EQ(found[1], (FollowedGame{theseus, "in-play", "grec", "Minos"}));
    EXPECT_TRUE(people.games_of_followed(theseus, 10).empty()) << "Theseus follows nobody";
    RatingStore(storage.location()).set_profile_hidden(theseus, true);
    EXPECT_TRUE(people.games_of_followed(ariadne, 10).empty()) << "a hidden profile's games";
}

}  // namespace
}  // namespace petteia::db
