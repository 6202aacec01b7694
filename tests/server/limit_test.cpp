// One limit (server/limits/limit.hpp) as two nodes hold it over one PostgreSQL: two Limit objects, each
// with its own store and worker, on one schema. What a node knows without asking (its verdicts),
// what it counts afterwards, and what it does when the database fails, limit by limit's policy.
#include <atomic>
#include <future>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "db/limit_store.hpp"
#include "server/limits/limit.hpp"
#include "server/limits/limit_worker.hpp"
#include "tests/postgres/test_schema.hpp"

namespace petteia::server {
namespace {

using Policy = Limit::IfTheDatabaseFails;

constexpr db::BucketRule three{"three", 3, 3'600'000};  // 3, then one an hour: no refill during a test

struct Node {
    Node(const db::DatabaseLocation& database, Policy policy)
        : store(database), limit(three, store, worker, policy) {}
    db::LimitStore store;
    LimitWorker worker{16};
    Limit limit;
};

std::int64_t spend_then(Limit& limit, const std::string& key) {
    std::promise<std::int64_t> answered;
    limit.try_spend_then(key, 0, [&](std::int64_t wait) { answered.set_value(wait); });
    return answered.get_future().get();
}

class SharedLimit : public ::testing::Test {
protected:
    testing_postgres::TestSchema schema;
    Node first{schema.location(), Policy::refuse};
    Node second{schema.location(), Policy::count_here};
};

TEST_F(SharedLimit, TwoNodesSpendOneBucket) {
    EXPECT_EQ(first.limit.try_spend("ariadne", 0), 0);
    EXPECT_EQ(spend_then(second.limit, "ariadne"), 0);
    EXPECT_EQ(first.limit.try_spend("ariadne", 0), 0);
    EXPECT_GT(spend_then(second.limit, "ariadne"), 0);
    EXPECT_GT(first.limit.try_spend("ariadne", 0), 0);
    first.limit.refund("ariadne", 0);
    EXPECT_EQ(spend_then(second.limit, "ariadne"), 0) << "a refund at one node is a token at the other";
}

TEST_F(SharedLimit, ANodeRefusesWithoutAskingOnlyWhatItWasToldAndCountsWhatItLetThrough) {
    for (int i = 0; i < 3; ++i) first.limit.try_spend("10.0.0.1", 0);
    // The second node has not heard: it lets one through, and counts it (a debt)...
    EXPECT_EQ(second.limit.known_wait("10.0.0.1", 0), 0);
    EXPECT_TRUE(second.limit.spend_without_waiting("10.0.0.1", 0));
    second.worker.finish();  // the count made
    // ...and from then on knows.
    EXPECT_GT(second.limit.known_wait("10.0.0.1", 0), 0);
    EXPECT_FALSE(second.limit.spend_without_waiting("10.0.0.1", 0));
    EXPECT_GT(first.limit.known_wait("10.0.0.1", 0), 0) << "the first node was told at its last check";
}

TEST_F(SharedLimit, WhenTheDatabaseFailsAGuessIsRefusedAndTheRestCountedHere) {
    db::Database(schema.location()).exec("DROP TABLE limit_buckets");
    EXPECT_EQ(first.limit.try_spend("ariadne", 0), Limit::refused_while_failing_ms);
    EXPECT_EQ(first.limit.try_spend("theseus", 0), Limit::refused_while_failing_ms);
    first.limit.refund("ariadne", 0);  // logged, nothing thrown
    // count_here: the node's own bucket of 3.
    for (int i = 0; i < 3; ++i) EXPECT_EQ(spend_then(second.limit, "10.0.0.1"), 0) << i;
    EXPECT_GT(spend_then(second.limit, "10.0.0.1"), 0);
}

}  // namespace
}  // namespace petteia::server
