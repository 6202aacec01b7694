// The exercise catalogue loaded by migration 3, reloading a changed set, and each account's
// solved exercises.
#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/database.hpp"
#include "db/exercise_set.hpp"
#include "db/exercise_store.hpp"
#include "tests/db/db_test_support.hpp"

namespace petteia::db {
namespace {

class ExerciseStoreTest : public testing_support::EachEngine {};
PETTEIA_ON_EACH_ENGINE(ExerciseStoreTest);

using testing_support::TempDirectory;

constexpr std::string_view two_exercises = R"json({"format": 1, "exercises": [
  {"id": "t-capture-01", "variant": "petteia-6x6", "family": "capture", "difficulty": 1,
   "position": "DD4/6/6/1LD1DL/6/3L2 light 0", "goal": {"en": "Capture two.", "fr": "Prenez-en deux.", "el": "Πάρτε δύο."},
   "solution": ["D1-D3"], "captures_needed": 2},
  {"id": "t-finish-01", "variant": "petteia-8x8", "family": "finish", "difficulty": 3,
   "position": "8/8/8/8/8/8/8/8 light 0", "goal": {"en": "Win.", "fr": "Gagnez.", "el": "Κερδίστε."},
   "solution": ["A1-A2", "B1-B2", "C1-C2"], "captures_needed": null}]})json";

TEST_P(ExerciseStoreTest, TheBuiltInSetIsLoadedByTheMigrationInItsOrder) {
    ExerciseStore store(storage.location());
    const auto catalogue = store.catalogue();
    const std::string_view json = exercise_set_json();
    ASSERT_GE(catalogue.size(), 60u);
    std::size_t previous = 0;
    for (const StoredExercise& exercise : catalogue) {
        const auto at = json.find("\"" + exercise.id + "\"");
        ASSERT_NE(at, std::string_view::npos) << exercise.id;
        EXPECT_GT(at, previous) << exercise.id << " is out of the file's order";
        previous = at;
        EXPECT_FALSE(exercise.solution.empty()) << exercise.id;
        // A count of pieces to take is Petteia's capture goal; Petteia chess's "material" wins a piece instead.
        EXPECT_EQ(exercise.captures_needed.has_value(), exercise.family == "capture" && exercise.variant != "petteia-chess")
            << exercise.id;
        // Every goal in the three languages (Greek from migration 28).
        EXPECT_FALSE(exercise.goal_en.empty() || exercise.goal_fr.empty() || exercise.goal_el.empty()) << exercise.id;
    }
}

TEST_P(ExerciseStoreTest, LoadingASetAgainUpdatesItsExercisesInPlace) {
    ExerciseStore store(storage.location());
    EXPECT_EQ(store.differences_from_built_in_set(), 0);
    {
        Database database(storage.location());
        EXPECT_EQ(exercise_set_differences(database, two_exercises), 2);
        load_exercise_set(database, two_exercises);
        EXPECT_EQ(exercise_set_differences(database, two_exercises), 0);
    }
    auto catalogue = store.catalogue();
    const auto finish = std::find_if(catalogue.begin(), catalogue.end(), [](auto& e) { return e.id == "t-finish-01"; });
    ASSERT_NE(finish, catalogue.end());
    EXPECT_EQ(finish->solution, (std::vector<std::string>{"A1-A2", "B1-B2", "C1-C2"}));
    EXPECT_EQ(finish->goal_fr, "Gagnez.");
    EXPECT_EQ(finish->goal_el, "Κερδίστε.");
    EXPECT_FALSE(finish->captures_needed);

    std::string changed(two_exercises);
    changed.replace(changed.find("Gagnez."), 7, "Gagnez !");
    Database database(storage.location());
    EXPECT_EQ(exercise_set_differences(database, changed), 1);
    load_exercise_set(database, changed);
    catalogue = store.catalogue();
    EXPECT_EQ(std::count_if(catalogue.begin(), catalogue.end(), [](auto& e) { return e.goal_fr == "Gagnez !"; }), 1);
    // A goal changed in Greek alone is a difference too, and loaded.
    changed.replace(changed.find("Κερδίστε."), std::string_view("Κερδίστε.").size(), "Νικήστε.");
    EXPECT_EQ(exercise_set_differences(database, changed), 1);
    load_exercise_set(database, changed);
    catalogue = store.catalogue();
    EXPECT_EQ(std::count_if(catalogue.begin(), catalogue.end(), [](auto& e) { return e.goal_el == "Νικήστε."; }), 1);
    EXPECT_THROW(load_exercise_set(database, "{\"format\": 2, \"exercises\": []}"), DatabaseError);
    EXPECT_THROW(load_exercise_set(database, "not json"), DatabaseError);
}

TEST_P(ExerciseStoreTest, SolvedExercisesAreKeptPerAccountAndUnknownIdsSkipped) {
    ExerciseStore store(storage.location());
    AccountStore accounts(storage.location());
    const auto ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
    const auto theseus = *accounts.create_account("Theseus", "theseus", "h", 0);
    const auto catalogue = store.catalogue();
    ASSERT_GE(catalogue.size(), 2u);
    const std::string first = catalogue[0].id, second = catalogue[1].id;

    EXPECT_EQ(store.mark_solved(ariadne, {second, "no-such-exercise", first}, 10), 2);
    EXPECT_EQ(store.mark_solved(ariadne, {first}, 20), 0);
    EXPECT_EQ(store.solved(ariadne), (std::vector<std::string>{first, second}));  // catalogue order
    EXPECT_TRUE(store.solved(theseus).empty());
    accounts.delete_account(ariadne);
    EXPECT_TRUE(store.solved(ariadne).empty());
}

}  // namespace
}  // namespace petteia::db
