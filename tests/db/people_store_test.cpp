// People one knows (db/people_store.hpp, issue 38, migration 21), on both engines: following and
// blocking, each once, listed newest first with names; blocking ends any following between the two;
// nobody lists themself; the lists are bounded; an account deleted leaves no row behind.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/people_store.hpp"
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
    AccountStore accounts{storage.location()};
    PeopleStore people{storage.location()};
    std::int64_t ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
    std::int64_t theseus = *accounts.create_account("Theseus", "theseus", "h", 0);
    std::int64_t minos = *accounts.create_account("Minos", "minos", "h", 0);
};
PETTEIA_ON_EACH_ENGINE(PeopleStoreTest);

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
