// Who meets whom next in an arena: neighbours in the standings, never the last opponent while
// someone else waits; one player left over waits.
#include <gtest/gtest.h>

#include "tournaments/arena_pairing.hpp"

namespace petteia::tournaments {
namespace {

using Pairs = std::vector<std::pair<std::int64_t, std::int64_t>>;

TEST(ArenaPairing, NeighboursInTheStandingsMeet) {
    // Standings: 4 (10 points), 2 (8), 1 (8, rated lower), 3 (0).
    const Pairs pairs = arena_pairs({{1, 8, 1400, {}}, {2, 8, 1600, {}}, {3, 0, 1500, {}}, {4, 10, 1500, {}}});
    EXPECT_EQ(pairs, (Pairs{{4, 2}, {1, 3}}));
}

TEST(ArenaPairing, NeverTheLastOpponentAgainWhileAnotherWaits) {
    // 1 and 2 just played each other: 1 meets 3 instead, and 2 waits.
    EXPECT_EQ(arena_pairs({{1, 6, 1500, 2}, {2, 5, 1500, 1}, {3, 4, 1500, 9}}), (Pairs{{1, 3}}));
    // With a fourth, 2 meets them.
    EXPECT_EQ(arena_pairs({{1, 6, 1500, 2}, {2, 5, 1500, 1}, {3, 4, 1500, 9}, {4, 0, 1500, {}}}), (Pairs{{1, 3}, {2, 4}}));
    // Only the two of them wait: they meet again rather than wait for nobody.
    EXPECT_EQ(arena_pairs({{1, 6, 1500, 2}, {2, 5, 1500, 1}}), (Pairs{{1, 2}}));
}

TEST(ArenaPairing, ALoneOrLeftOverPlayerWaits) {
    EXPECT_TRUE(arena_pairs({{1, 0, 1500, {}}}).empty());
    EXPECT_TRUE(arena_pairs({}).empty());
    EXPECT_EQ(arena_pairs({{1, 2, 1500, {}}, {2, 2, 1500, {}}, {3, 2, 1500, {}}}).size(), 1u);
    // Three in a ring of last opponents (1 played 2, 2 played 3, 3 played 1): any pair would be a
    // rematch while the third waits, so all three wait for the next game to end.
    EXPECT_EQ(arena_pairs({{1, 0, 1500, 2}, {2, 0, 1500, 3}, {3, 0, 1500, 1}}), (Pairs{}));
}

}  // namespace
}  // namespace petteia::tournaments
