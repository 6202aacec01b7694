// The token buckets behind the sign-in and exercise limits: a burst, then a steady refill, a refund
// for attempts that did not count, and keys that do not share.
#include <gtest/gtest.h>

#include "server/limits/attempt_limiter.hpp"

namespace petteia::server {
namespace {

TEST(AttemptLimiter, AllowsABurstThenOneAttemptPerRefill) {
    AttemptLimiter limiter(3, 1000);
    for (int i = 0; i < 3; ++i) EXPECT_EQ(limiter.try_spend("a", 0), 0);
    EXPECT_EQ(limiter.try_spend("a", 0), 1001);
    EXPECT_EQ(limiter.try_spend("a", 400), 601);
    EXPECT_EQ(limiter.try_spend("a", 1000), 0);
    EXPECT_GT(limiter.try_spend("a", 1000), 0);
    EXPECT_EQ(limiter.try_spend("b", 1000), 0) << "each key has its own bucket";
}

TEST(AttemptLimiter, ARefusedAttemptSpendsNothingAndARefundGivesOneBack) {
    AttemptLimiter limiter(2, 60'000);
    EXPECT_EQ(limiter.try_spend("a", 0), 0);
    EXPECT_EQ(limiter.try_spend("a", 0), 0);
    for (int i = 0; i < 5; ++i) EXPECT_GT(limiter.try_spend("a", 0), 0);
    limiter.refund("a");
    EXPECT_EQ(limiter.try_spend("a", 0), 0);
    limiter.refund("a");
    limiter.refund("a");
    limiter.refund("a");
    EXPECT_EQ(limiter.try_spend("a", 0), 0);
    EXPECT_EQ(limiter.try_spend("a", 0), 0);
    EXPECT_GT(limiter.try_spend("a", 0), 0) << "refunds never raise a bucket above its burst";
}

}  // namespace
}  // namespace petteia::server
