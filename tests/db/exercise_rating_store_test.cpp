// Exercise ratings as stored (migration 27): only an account's first try at an exercise is rated,
// each try starts from the ratings the last one left, and concurrent tries lose no update.
#include <gtest/gtest.h>

#include <thread>
#include <vector>

#include "db/account_store.hpp"
#include "db/exercise_rating_store.hpp"
#include "db/exercise_store.hpp"
#include "tests/db/db_test_support.hpp"

namespace petteia::db {
namespace {

class ExerciseRatingStoreTest : public testing_support::EachEngine {
protected:
    ExerciseStore exercises{storage.location()};
    ExerciseRatingStore store{storage.location()};
    AccountStore accounts{storage.location()};
    std::int64_t ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
    std::int64_t theseus = *accounts.create_account("Theseus", "theseus", "h", 0);
    std::string first = exercises.catalogue().at(0).id;
    std::string second = exercises.catalogue().at(1).id;

    const StoredRating newcomer{1500.0, 350.0, 0.06, 0};
    const StoredRating easy{1200.0, 250.0, 0.06, 0};

    // Not Glicko-2 (that is ratings/'s, tested there): a plain step that shows what started where.
    static std::pair<StoredRating, StoredRating> step(const StoredRating& player, const StoredRating& exercise,
                                                      bool solved) {
        const double sign = solved ? 1.0 : -1.0;
        return {{player.rating + 10.0 * sign, player.deviation - 5.0, player.volatility, 0},
                {exercise.rating - 10.0 * sign, exercise.deviation - 5.0, exercise.volatility, 0}};
    }

    std::optional<ExerciseRatingChange> rate(std::int64_t account, const std::string& id, bool solved) {
        return store.rate_first_try(account, id, solved, 1'000, newcomer, easy, step);
    }
};
PETTEIA_ON_EACH_ENGINE(ExerciseRatingStoreTest);

TEST_P(ExerciseRatingStoreTest, TheFirstTryStartsFromTheStartingRatingsAndIsStored) {
    EXPECT_FALSE(store.player_rating(ariadne));
    EXPECT_TRUE(store.exercise_ratings().empty());
    const auto change = rate(ariadne, first, true);
    ASSERT_TRUE(change);
    EXPECT_EQ(change->player_before, newcomer);
    EXPECT_EQ(change->exercise_before, easy);
    EXPECT_EQ(change->player_after, (StoredRating{1510.0, 345.0, 0.06, 1}));
    EXPECT_EQ(change->exercise_after, (StoredRating{1190.0, 245.0, 0.06, 1}));
    EXPECT_EQ(store.player_rating(ariadne), change->player_after);
    EXPECT_EQ(store.exercise_ratings(), (std::map<std::string, StoredRating>{{first, change->exercise_after}}));
}

TEST_P(ExerciseRatingStoreTest, ASecondTryAtTheSameExerciseCountsNothingSolvedOrNot) {
    ASSERT_TRUE(rate(ariadne, first, false));
    const auto player = store.player_rating(ariadne);
    const auto exercise = store.exercise_ratings();
    EXPECT_FALSE(rate(ariadne, first, true));
    EXPECT_FALSE(rate(ariadne, first, false));
    EXPECT_EQ(store.player_rating(ariadne), player);
    EXPECT_EQ(store.exercise_ratings(), exercise);
}

TEST_P(ExerciseRatingStoreTest, EachTryStartsWhereTheLastLeftThePlayerAndTheExercise) {
    ASSERT_TRUE(rate(ariadne, first, true));
    const auto next = rate(ariadne, second, true);
    ASSERT_TRUE(next);
    EXPECT_EQ(next->player_before, (StoredRating{1510.0, 345.0, 0.06, 1}));
    EXPECT_EQ(next->exercise_before, easy);  // the second exercise had not been tried
    const auto other = rate(theseus, first, false);
    ASSERT_TRUE(other);
    EXPECT_EQ(other->player_before, newcomer);
    EXPECT_EQ(other->exercise_before, (StoredRating{1190.0, 245.0, 0.06, 1}));
    EXPECT_EQ(other->exercise_after, (StoredRating{1200.0, 240.0, 0.06, 2}));
}

TEST_P(ExerciseRatingStoreTest, ADeletedAccountsRatingGoesAndTheExercisesStays) {
    ASSERT_TRUE(rate(ariadne, first, true));
    accounts.delete_account(ariadne);
    EXPECT_FALSE(store.player_rating(ariadne));
    EXPECT_EQ(store.exercise_ratings().at(first).games, 1);
}

TEST_P(ExerciseRatingStoreTest, ConcurrentTriesAtOneExerciseLoseNoUpdate) {
    // Each thread with a store (a connection) of its own, as several nodes would be.
    constexpr int players = 6;
    std::vector<std::int64_t> ids;
    for (int i = 0; i < players; ++i)
        ids.push_back(*accounts.create_account("Player" + std::to_string(i), "player" + std::to_string(i), "h", 0));
    std::vector<std::thread> threads;
    for (const std::int64_t id : ids)
        threads.emplace_back([this, id] {
            ExerciseRatingStore own(storage.location());
            own.rate_first_try(id, first, true, 1'000, newcomer, easy, step);
        });
    for (auto& thread : threads) thread.join();
    const StoredRating exercise = store.exercise_ratings().at(first);
    EXPECT_EQ(exercise.games, players);
    EXPECT_DOUBLE_EQ(exercise.rating, 1200.0 - 10.0 * players);
}

}  // namespace
}  // namespace petteia::db
