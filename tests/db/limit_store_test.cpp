// The token buckets shared by every node (db/limit_store.hpp), on both engines: a burst then one a
// refill, debt for attempts counted after they fail, refunds, full buckets forgotten, and two stores
// on one database (two nodes) racing for the last tokens of one bucket without both getting one.
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "db/limit_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

constexpr BucketRule guesses{"guesses", 3, 1'000};  // 3 at once, then one a second
constexpr BucketRule lookups{"lookups", 3, 1'000};

class LimitStoreTest : public testing_support::EachEngine {
protected:
    LimitStore store{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(LimitStoreTest);

TEST_P(LimitStoreTest, ABurstThenOneAPerRefill) {
    for (int i = 0; i < 3; ++i) EXPECT_EQ(store.try_spend(guesses, "ariadne", 10'000), 0) << i;
    EXPECT_EQ(store.try_spend(guesses, "ariadne", 10'000), 1'000);
    EXPECT_EQ(store.try_spend(guesses, "ariadne", 10'400), 600);  // a refusal spends nothing
    EXPECT_EQ(store.try_spend(guesses, "ariadne", 11'000), 0);
    EXPECT_EQ(store.try_spend(guesses, "ariadne", 11'000), 1'000);
    // Long after, the bucket is full again: 3 at once.
    for (int i = 0; i < 3; ++i) EXPECT_EQ(store.try_spend(guesses, "ariadne", 60'000), 0) << i;
    EXPECT_GT(store.try_spend(guesses, "ariadne", 60'000), 0);
}

TEST_P(LimitStoreTest, ASpenderLearnsWhenItTookTheLastToken) {
    std::int64_t empty_for = -1;
    EXPECT_EQ(store.try_spend(guesses, "ariadne", 10'000, &empty_for), 0);
    EXPECT_EQ(empty_for, 0);
    store.try_spend(guesses, "ariadne", 10'000, &empty_for);
    EXPECT_EQ(empty_for, 0);
    EXPECT_EQ(store.try_spend(guesses, "ariadne", 10'000, &empty_for), 0);
    EXPECT_EQ(empty_for, 1'000) << "the last token: the next attempt waits a refill";
    EXPECT_EQ(store.try_spend(guesses, "ariadne", 10'500, &empty_for), 500);
    EXPECT_EQ(empty_for, 500);
}

TEST_P(LimitStoreTest, KeysAndLimitsHaveBucketsOfTheirOwn) {
    for (int i = 0; i < 3; ++i) store.try_spend(guesses, "ariadne", 10'000);
    EXPECT_GT(store.try_spend(guesses, "ariadne", 10'000), 0);
    EXPECT_EQ(store.try_spend(guesses, "theseus", 10'000), 0);
    EXPECT_EQ(store.try_spend(lookups, "ariadne", 10'000), 0);
}

TEST_P(LimitStoreTest, ChargesRunIntoDebtThatTheRefillPaysFirst) {
    EXPECT_EQ(store.charge(lookups, "10.0.0.1", 10'000), 0);
    EXPECT_EQ(store.charge(lookups, "10.0.0.1", 10'000), 0);
    EXPECT_EQ(store.charge(lookups, "10.0.0.1", 10'000), 1'000);  // the last token
    EXPECT_EQ(store.charge(lookups, "10.0.0.1", 10'000), 2'000);  // one in debt
    // At most `burst` tokens deep, however many fail.
    for (int i = 0; i < 20; ++i) store.charge(lookups, "10.0.0.1", 10'000);
    EXPECT_EQ(store.charge(lookups, "10.0.0.1", 10'000), 4'000);
    EXPECT_EQ(store.try_spend(lookups, "10.0.0.1", 13'999), 1);
    EXPECT_EQ(store.try_spend(lookups, "10.0.0.1", 14'000), 0);
}

TEST_P(LimitStoreTest, ARefundGivesATokenBack) {
    for (int i = 0; i < 3; ++i) store.try_spend(guesses, "ariadne", 10'000);
    store.refund(guesses, "ariadne");
    EXPECT_EQ(store.try_spend(guesses, "ariadne", 10'000), 0);
    EXPECT_GT(store.try_spend(guesses, "ariadne", 10'000), 0);
    store.refund(guesses, "nobody");  // no bucket: nothing to give back, no error
}

TEST_P(LimitStoreTest, FullBucketsAreForgotten) {
    store.try_spend(guesses, "short", 10'000);                             // full again at 11 s
    for (int i = 0; i < 3; ++i) store.try_spend(guesses, "long", 10'000);  // full again at 13 s
    EXPECT_EQ(store.size(), 2);
    EXPECT_EQ(store.forget_full(12'000), 1);
    EXPECT_EQ(store.size(), 1);
    EXPECT_EQ(store.forget_full(20'000), 1);
    EXPECT_EQ(store.size(), 0);
}

TEST_P(LimitStoreTest, TheDatabaseClockServesWhenNoTimeIsGiven) {
    constexpr BucketRule slow{"slow", 2, 3'600'000};
    EXPECT_EQ(store.try_spend(slow, "k"), 0);
    EXPECT_EQ(store.try_spend(slow, "k"), 0);
    const auto wait = store.try_spend(slow, "k");
    EXPECT_GT(wait, 3'500'000);
    EXPECT_LE(wait, 3'600'000);
    EXPECT_EQ(store.forget_full(), 0);
}

// Two nodes: two stores, each its own connection, spending one bucket from several threads at once.
TEST_P(LimitStoreTest, TwoNodesRacingCannotBothSpendTheLastToken) {
    if (GetParam() == Engine::sqlite) GTEST_SKIP() << "one node per SQLite file; the race is PostgreSQL's";
    LimitStore other(storage.location());
    constexpr BucketRule ten{"ten", 10, 3'600'000};
    std::atomic<int> spent{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            LimitStore& node = t % 2 ? other : store;
            for (int i = 0; i < 10; ++i)
                if (node.try_spend(ten, "ariadne", 10'000) == 0) ++spent;
        });
    for (auto& thread : threads) thread.join();
    EXPECT_EQ(spent.load(), 10);
}

}  // namespace
}  // namespace petteia::db
