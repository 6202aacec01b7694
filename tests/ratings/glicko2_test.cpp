// Glicko-2 against Glickman's worked example ("Example of the Glicko-2 system"): a 1500 player,
// RD 200, σ 0.06, τ 0.5, beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300).
#include <gtest/gtest.h>

#include "ratings/glicko2.hpp"

namespace {

using namespace petteia::ratings;

const Rating player{1500.0, 200.0, 0.06};
const std::vector<Result> period{{{1400.0, 30.0, 0.06}, 1.0}, {{1550.0, 100.0, 0.06}, 0.0}, {{1700.0, 300.0, 0.06}, 0.0}};

TEST(Glicko2, GlickmansWorkedExample) {
    const Rating after = updated(player, period, 0.5);
    // The paper's figures: r' = 1464.06, RD' = 151.52, σ' = 0.05999.
    EXPECT_NEAR(after.rating, 1464.06, 0.01);
    EXPECT_NEAR(after.deviation, 151.52, 0.01);
    EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
}

TEST(Glicko2, APeriodWithoutGamesOnlyWidensTheDeviation) {
    const Rating idle = updated(player, {}, 0.5);
    EXPECT_EQ(idle.rating, 1500.0);
    EXPECT_EQ(idle.volatility, 0.06);
    // φ' = √(φ² + σ²) on the Glicko-2 scale: 200 → 200.27.
    EXPECT_NEAR(idle.deviation, 200.27, 0.01);
}

TEST(Glicko2, WinsRaiseLossesLowerAndADrawBetweenEqualsChangesLittle) {
    const Rating opponent = newcomer;
    EXPECT_GT(rated(newcomer, {{opponent, 1.0}}).rating, 1500.0);
    EXPECT_LT(rated(newcomer, {{opponent, 0.0}}).rating, 1500.0);
    EXPECT_NEAR(rated(newcomer, {{opponent, 0.5}}).rating, 1500.0, 1e-9);
    // A win over a much stronger player is worth more than one over a weaker one.
    const double over_stronger = rated(newcomer, {{{1900.0, 60.0, 0.06}, 1.0}}).rating;
    const double over_weaker = rated(newcomer, {{{1100.0, 60.0, 0.06}, 1.0}}).rating;
    EXPECT_GT(over_stronger, over_weaker);
}

TEST(Glicko2, TheStoredDeviationStaysWithinTheSitesBounds) {
    Rating steady{1600.0, min_deviation, 0.06};
    for (int i = 0; i < 50; ++i) steady = rated(steady, {{{1600.0, 50.0, 0.06}, i % 2 ? 1.0 : 0.0}});
    EXPECT_GE(steady.deviation, min_deviation);
    Rating away{1600.0, 340.0, 0.2};
    for (int i = 0; i < 50; ++i) away = rated(away, {});
    EXPECT_LE(away.deviation, max_deviation);
    EXPECT_TRUE(provisional(newcomer));
    EXPECT_FALSE(provisional(steady));
}

TEST(Glicko2, ExpectedScoresAreComplementaryBetweenEqualDeviations) {
    const Rating a{1700.0, 80.0, 0.06};
    const Rating b{1500.0, 80.0, 0.06};
    EXPECT_NEAR(expected_score(a, b) + expected_score(b, a), 1.0, 1e-12);
    EXPECT_GT(expected_score(a, b), 0.7);
}

}  // namespace
