// The exercise verifier and generator: sound exercises of each family pass, and each way an
// exercise can be wrong (a second solution, a shorter win, a wrong count, an illegal move, a goal
// that does not match) is refused with a reason naming the move at fault.
#include <gtest/gtest.h>

#include "engine/exercises/generate.hpp"
#include "engine/exercises/goal_text.hpp"
#include "engine/exercises/verify.hpp"
#include "tests/engine/exercise_test_support.hpp"
#include "rules/variants.hpp"

namespace {

using namespace petteia::engine::exercises;

Exercise exercise(std::string id, std::string variant, Family family, int difficulty, std::string position,
                  std::vector<std::string> solution, std::optional<int> captures_needed = std::nullopt) {
    Exercise made;
    made.id = std::move(id);
    made.variant = std::move(variant);
    made.family = family;
    made.difficulty = difficulty;
    made.position = std::move(position);
    made.solution = std::move(solution);
    made.captures_needed = captures_needed;
    const int solver_moves = static_cast<int>(made.solution.size() + 1) / 2;
    made.goal = family == Family::capture ? capture_goal(captures_needed.value_or(0))
              : family == Family::finish  ? finish_goal(solver_moves)
                                          : GoalText{};
    return made;
}

// C1-C3 takes B3 (against A3) and C4 (against C5); F1-F3 takes F4 alone, a decoy: two ideas
// beyond a single capture, so difficulty 3.
Exercise good_capture() {
    return exercise("p6-capture-01", "petteia-6x6", Family::capture, 3, "D5/2L2L/2D2D/LD4/6/2L2L light 0", {"C1-C3"}, 2);
}

// Dark threatens C3; C3-E3 is the only move after which Dark has no capture at all.
Exercise good_defence() {
    Exercise made = exercise("p6-defence-01", "petteia-6x6", Family::defence, 1, "3D1D/6/2DD2/D1L2L/1D4/LLL1L1 light 0",
                             {"C3-E3"});
    made.goal = defence_goal({"C3"});
    return made;
}

// D1-C1 takes B1 against A1 and leaves Dark a single piece.
Exercise good_finish_in_one() {
    return exercise("p6-finish-01", "petteia-6x6", Family::finish, 1, "D5/6/6/6/6/LD1L2 light 0", {"D1-C1"});
}

using exercise_test::reason_of;

TEST(ExerciseVerifier, AcceptsASoundExerciseOfEachFamily) {
    for (const Exercise& sound : {good_capture(), good_defence(), good_finish_in_one()})
        EXPECT_EQ(reason_of(sound), "accepted") << sound.id;
}

// F2-B2 takes B3 against B4, and no other move takes anything: one idea, a first exercise.
TEST(ExerciseVerifier, ASingleCaptureOfOnePieceIsTheEasiestCapture) {
    Exercise single = exercise("p6-capture-13", "petteia-6x6", Family::capture, 1, "D1D3/6/1L4/1D4/5L/6 light 0", {"F2-B2"}, 1);
    EXPECT_EQ(single.goal.en, "Capture a piece with one move.");
    EXPECT_EQ(single.goal.fr, "Prenez une pièce en un seul coup.");
    EXPECT_EQ(single.goal.el, "Πάρτε ένα κομμάτι με μία κίνηση.");
    EXPECT_EQ(reason_of(single), "accepted");
    Exercise harder = single;
    harder.difficulty = 2;
    EXPECT_NE(reason_of(harder).find("difficulty"), std::string::npos) << reason_of(harder);
}

TEST(ExerciseVerifier, AcceptsAWinInTwoWithItsLongestDefence) {
    // B2-D2 threatens two captures; whatever Dark does, Light wins next move.
    const Exercise finish = exercise("p6-finish-02", "petteia-6x6", Family::finish, 2,
                                     "6/2L3/3L1L/3D2/1L3D/1L2LD light 0", {"B2-D2", "F2-E2", "F4-F2"});
    EXPECT_EQ(reason_of(finish), "accepted");
    Exercise weak_defence = finish;
    weak_defence.solution[1] = "D3-C3";
    weak_defence.solution[2] = "F4-F2";
    EXPECT_NE(reason_of(weak_defence), "accepted");
}

TEST(ExerciseVerifier, RefusesACaptureWithASecondSolution) {
    // C1-C3 takes B3 (against A3) and C4 (against C5); F6-F4 takes E4 (against D4) and F3 (against F2).
    Exercise twice = good_capture();
    twice.position = "5L/2L3/2DLD1/LD3D/5L/2L3 light 0";
    ASSERT_TRUE(petteia::new_game("petteia-6x6", twice.position));
    const std::string reason = reason_of(twice);
    EXPECT_NE(reason.find("second solution F6-F4: it also captures 2"), std::string::npos) << reason;
}

TEST(ExerciseVerifier, RefusesAFinishWhereTwoFirstMovesWin) {
    // D1-C1 takes B1 (against A1) and E6-C6 takes B6 (against A6): either leaves Dark one piece.
    Exercise twice = good_finish_in_one();
    twice.position = "LD2L1/6/6/6/6/LD1L2 light 0";
    const std::string reason = reason_of(twice);
    EXPECT_EQ(reason, "second solution E6-C6: both D1-C1 and E6-C6 force a win within 1");
}

TEST(ExerciseVerifier, RefusesAFinishWithADualAfterADefence) {
    // E4-F4 is the only move that wins in two, but after the defence F3-A3 both A5-A4 and B6-F6
    // win at once: not a problem with a single solution.
    const Exercise dual = exercise("p6-finish-01", "petteia-6x6", Family::finish, 2, "1L4/L4D/3LL1/5D/L5/2L3 light 0",
                                   {"E4-F4", "F3-A3", "A5-A4"});
    const std::string reason = reason_of(dual);
    EXPECT_EQ(reason, "after E4-F4 F3-A3, second solution B6-F6: both A5-A4 and B6-F6 force a win within 1");
}

TEST(ExerciseVerifier, RefusesAFinishWithAShorterWin) {
    // Declared a win in two, but D1-C1 wins at once.
    Exercise slow = exercise("p6-finish-01", "petteia-6x6", Family::finish, 2, "D5/6/6/6/6/LD1L2 light 0",
                             {"D1-D2", "A6-A5", "D2-D1"});
    const std::string reason = reason_of(slow);
    EXPECT_NE(reason.find("shortcut: D1-C1 wins in 1"), std::string::npos) << reason;
}

TEST(ExerciseVerifier, RefusesAWrongCaptureCount) {
    Exercise wrong = good_capture();
    wrong.captures_needed = 3;
    wrong.goal = capture_goal(3);
    const std::string reason = reason_of(wrong);
    EXPECT_NE(reason.find("captures_needed is 3 but the most one move takes is 2 (C1-C3)"), std::string::npos)
        << reason;
}

TEST(ExerciseVerifier, RefusesAnIllegalOrWrongSolution) {
    Exercise blocked = good_capture();
    blocked.solution = {"C1-C6"};  // C4 stands in the way
    std::string reason = reason_of(blocked);
    EXPECT_NE(reason.find("\"C1-C6\" is illegal"), std::string::npos) << reason;

    Exercise decoy = good_capture();
    decoy.solution = {"F1-F3"};
    reason = reason_of(decoy);
    EXPECT_NE(reason.find("solution F1-F3 does not capture 2"), std::string::npos) << reason;

    Exercise careless = good_defence();
    careless.solution = {"A1-A2"};
    reason = reason_of(careless);
    EXPECT_NE(reason.find("solution A1-A2 leaves the opponent a capture"), std::string::npos) << reason;
}

TEST(ExerciseVerifier, RefusesGoalsIdsAndPositionsThatDoNotMatch) {
    Exercise wrong_square = good_defence();
    wrong_square.goal = defence_goal({"D3"});
    EXPECT_NE(reason_of(wrong_square).find("goal (en)"), std::string::npos);

    Exercise wrong_french = good_capture();
    wrong_french.goal.fr = "Prenez trois pièces en un seul coup.";
    EXPECT_NE(reason_of(wrong_french).find("goal (fr)"), std::string::npos);

    Exercise wrong_greek = good_capture();
    wrong_greek.goal.el = "Πάρτε τρία κομμάτια με μία κίνηση.";
    EXPECT_NE(reason_of(wrong_greek).find("goal (el)"), std::string::npos);

    Exercise bad_id = good_capture();
    bad_id.id = "p8-capture-01";
    EXPECT_NE(reason_of(bad_id).find("is not p6-capture-NN"), std::string::npos);

    Exercise bad_difficulty = good_capture();
    bad_difficulty.difficulty = 4;
    EXPECT_NE(reason_of(bad_difficulty).find("difficulty 4"), std::string::npos);

    Exercise other_variant = good_capture();
    other_variant.variant = "halma";
    EXPECT_NE(reason_of(other_variant).find("unknown variant"), std::string::npos);

    Exercise quiet_plies = good_capture();
    quiet_plies.position = "D5/2L2L/2D2D/LD4/6/2L2L light 7";
    EXPECT_NE(reason_of(quiet_plies).find("quiet-ply count must be 0"), std::string::npos);
}

TEST(ExerciseVerifier, RefusesDuplicateIdsInASet) {
    const auto failures = verify_all({good_capture(), good_defence(), good_capture()});
    ASSERT_EQ(failures.size(), 1u);
    EXPECT_EQ(failures[0].id, "p6-capture-01");
    EXPECT_EQ(failures[0].reason, "duplicate id");
}

TEST(ExerciseGenerator, IsDeterministicAndEveryExerciseVerifies) {
    GenerateOptions options;
    options.seed = 7;
    options.per_group = 2;
    options.games = 1;
    options.max_plies = 60;
    const Generated first = generate(options);
    options.threads = 1;
    const Generated again = generate(options);
    EXPECT_EQ(first.exercises, again.exercises);
    EXPECT_FALSE(first.exercises.empty());
    for (const Exercise& made : first.exercises) EXPECT_EQ(reason_of(made), "accepted") << made.id;
}

}  // namespace
