// Quick pairing's rules (server/lobby/pairing.hpp): who may meet whom, and in which order.
#include <gtest/gtest.h>

#include "server/lobby/pairing.hpp"

namespace petteia::server::pairing {
namespace {

Waiting seek(std::string browser, std::int64_t since, bool rated = false, double rating = 1500,
             std::optional<std::int64_t> account = std::nullopt, std::string variant = "petteia-6x6",
             std::optional<std::pair<std::int64_t, std::int64_t>> clock = std::pair<std::int64_t, std::int64_t>{180'000, 2'000}) {
    return {std::move(browser), account, std::move(variant), clock, rated, rating, since, {}};
}

TEST(Pairing, TheRangeStartsAt150WidensBy50Every5SecondsAndIsGoneAfterAMinute) {
    EXPECT_EQ(rating_range(0), 150);
    EXPECT_EQ(rating_range(4'999), 150);
    EXPECT_EQ(rating_range(5'000), 200);
    EXPECT_EQ(rating_range(59'999), 150 + 50 * 11);
    EXPECT_FALSE(rating_range(60'000).has_value());
}

TEST(Pairing, OnlyTheSameGameClockAndModeMeet) {
    const std::int64_t now = 1'000;
    EXPECT_TRUE(compatible(seek("a", 0), seek("b", 0), now));
    EXPECT_FALSE(compatible(seek("a", 0), seek("b", 0, false, 1500, std::nullopt, "grec"), now));
    EXPECT_FALSE(compatible(seek("a", 0), seek("b", 0, false, 1500, std::nullopt, "petteia-6x6", std::pair<std::int64_t, std::int64_t>{60'000, 0}), now));
    EXPECT_FALSE(compatible(seek("a", 0), seek("b", 0, false, 1500, std::nullopt, "petteia-6x6", std::nullopt), now));
    EXPECT_FALSE(compatible(seek("a", 0, true, 1500, 1), seek("b", 0, false, 1500, 2), now));
}

TEST(Pairing, NeverOneBrowserNorOneAccountWithItself) {
    EXPECT_FALSE(compatible(seek("same", 0), seek("same", 0), 1'000));
    EXPECT_FALSE(compatible(seek("phone", 0, true, 1500, 7), seek("desktop", 0, true, 1500, 7), 1'000));
    EXPECT_FALSE(compatible(seek("phone", 0, false, 1500, 7), seek("desktop", 0, false, 1500, 7), 1'000));
    EXPECT_TRUE(compatible(seek("phone", 0, false, 1500, 7), seek("desktop", 0, false, 1500, 8), 1'000));
}

// Issue 38: an account never meets one it blocks, nor one that blocks it; others meet both.
TEST(Pairing, NeverTwoPlayersOneOfWhomBlocksTheOther) {
    Waiting ariadne = seek("a", 0, false, 1500, 1);
    ariadne.blocks = {3};
    const Waiting theseus = seek("b", 0, false, 1500, 2);
    const Waiting minos = seek("c", 0, false, 1500, 3);
    EXPECT_FALSE(compatible(ariadne, minos, 1'000));
    EXPECT_FALSE(compatible(minos, ariadne, 1'000)) << "whichever waited longer";
    EXPECT_TRUE(compatible(ariadne, theseus, 1'000));
    EXPECT_TRUE(compatible(theseus, minos, 1'000));
    EXPECT_TRUE(compatible(ariadne, seek("guest", 0), 1'000)) << "a guest has no account to block";
    // Ariadne, then Minos, then Theseus: Ariadne skips Minos for Theseus; Minos waits.
    EXPECT_EQ(pairs({ariadne, minos, theseus}, 1'000), (std::vector<std::pair<std::size_t, std::size_t>>{{0, 2}}));
}

TEST(Pairing, RatedNeedsTwoAccountsWithinBothRangesWhichWiden) {
    const auto strong = seek("strong", 0, true, 1900, 1);
    const auto weak = seek("weak", 0, true, 1500, 2);
    EXPECT_FALSE(compatible(strong, weak, 1'000));    // 400 apart, ranges 150
    EXPECT_FALSE(compatible(strong, weak, 20'000));   // ranges 350 by now
    EXPECT_TRUE(compatible(strong, weak, 25'000));    // 400: just
    EXPECT_TRUE(compatible(seek("x", 0, true, 1500, 1), seek("y", 0, true, 1640, 2), 1'000));
    EXPECT_FALSE(compatible(seek("x", 0, true, 1500), seek("y", 0, true, 1500, 2), 1'000));  // an anonymous one
    // A newcomer's range and a long waiter's: the newer must accept too.
    EXPECT_FALSE(compatible(seek("old", 0, true, 2400, 1), seek("new", 59'000, true, 1500, 2), 60'000));
}

TEST(Pairing, EachIsPairedWithTheOldestCompatibleOneFirst) {
    const std::vector<Waiting> waiting{seek("a", 0), seek("b", 1, false, 1500, std::nullopt, "grec"), seek("c", 2),
                                       seek("d", 3), seek("e", 4, false, 1500, std::nullopt, "grec")};
    const auto made = pairs(waiting, 10);
    ASSERT_EQ(made.size(), 2u);
    EXPECT_EQ(made[0], std::make_pair(std::size_t{0}, std::size_t{2}));
    EXPECT_EQ(made[1], std::make_pair(std::size_t{1}, std::size_t{4}));
    // d waits.
}

}  // namespace
}  // namespace petteia::server::pairing
