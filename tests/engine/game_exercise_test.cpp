// The Petteia chess and Le Grec exercise families: a position with one solution is accepted, one
// with two is refused, a mate the defender escapes is refused, and the Le Grec families follow the
// solved table. Positions are made by hand so that what they test is plain to see.
#include <gtest/gtest.h>

#include "engine/exercises/game_exercises.hpp"
#include "engine/exercises/goal_text.hpp"
#include "engine/exercises/verify.hpp"
#include "tests/engine/exercise_test_support.hpp"

namespace {

using namespace petteia::engine::exercises;

Exercise exercise(std::string id, std::string variant, Family family, int difficulty, std::string position,
                  std::vector<std::string> solution, GoalText goal) {
    Exercise made;
    made.id = std::move(id);
    made.variant = std::move(variant);
    made.family = family;
    made.difficulty = difficulty;
    made.position = std::move(position);
    made.solution = std::move(solution);
    made.goal = std::move(goal);
    return made;
}

using exercise_test::reason_of;

// Black's King in the corner behind its pawns; the Elephant mates on the back rank. No Sacrifice left.
constexpr const char* back_rank = "9k/8pp/10/10/10/10/10/10/10/E4K4 white - - 0";

TEST(ChessMateExercise, AUniqueMateIsAccepted) {
    const Exercise mate = exercise("pc-mate-01", "petteia-chess", Family::finish, 1, back_rank, {"Ea0-a9"}, mate_goal(1));
    EXPECT_EQ(reason_of(mate), "accepted");
}

TEST(ChessMateExercise, TwoMatingMovesAreRefused) {
    // A second Elephant on b1 mates on b9 as well.
    const Exercise mate = exercise("pc-mate-01", "petteia-chess", Family::finish, 1,
                                   "9k/8pp/10/10/10/10/10/10/1E8/E4K4 white - - 0", {"Ea0-a9"}, mate_goal(1));
    EXPECT_NE(reason_of(mate).find("second solution Eb1-b9"), std::string::npos) << reason_of(mate);
}

TEST(ChessMateExercise, AMateTheDefenderEscapesIsRefused) {
    // With its Sacrifice still there, Black gives up the i8 pawn and its King steps out: no mate.
    const Exercise mate = exercise("pc-mate-01", "petteia-chess", Family::finish, 1,
                                   "9k/8pp/10/10/10/10/10/10/10/E4K4 white s - 0", {"Ea0-a9"}, mate_goal(1));
    EXPECT_NE(reason_of(mate).find("Ea0-a9 does not force mate within 1"), std::string::npos) << reason_of(mate);
}

// Black's Minister stands alone on e5, in the white Elephant's line.
constexpr const char* loose_minister = "9k/10/10/10/4m5/10/10/10/10/K3E5 white - - 0";

TEST(ChessMaterialExercise, TheOneWinningCaptureIsAccepted) {
    const Exercise material =
        exercise("pc-material-01", "petteia-chess", Family::capture, 1, loose_minister, {"Ee0xe5"}, material_goal());
    EXPECT_EQ(reason_of(material), "accepted");
}

TEST(ChessMaterialExercise, TwoWinningCapturesAreRefused) {
    // A white Camel on b2 can take the Minister as well.
    const Exercise material = exercise("pc-material-01", "petteia-chess", Family::capture, 1,
                                       "9k/10/10/10/4m5/10/10/1C8/10/K3E5 white - - 0", {"Ee0xe5"}, material_goal());
    EXPECT_NE(reason_of(material).find("second solution Cb2xe5"), std::string::npos) << reason_of(material);
}

TEST(ChessMaterialExercise, ACaptureThatLosesThePieceBackIsRefused) {
    // A black pawn on d6 guards e5: Ee0xe5 is taken back, and no move wins a piece.
    const Exercise material = exercise("pc-material-01", "petteia-chess", Family::capture, 1,
                                       "9k/10/10/3p6/4h5/10/10/10/10/K3E5 white - - 0", {"Ee0xe5"}, material_goal());
    EXPECT_NE(reason_of(material).find("does not win a piece by force"), std::string::npos) << reason_of(material);
}

// White's King on a0 is checked along the back rank by the Elephant on e0, its pawns on a1 and b1
// hem it in, and the Camel on d3 watches b1: the Sacrifice of the a1 pawn is the only legal move.
constexpr const char* hemmed_king = "9k/10/10/10/10/10/3c6/10/PP8/K3e5 white S - 0";

TEST(ChessSacrificeExercise, TheOneSavingSacrificeIsAccepted) {
    // From a game of the generator (pc-sacrifice-01): White's King on i0 is in check and its only
    // moves are two Sacrifices; giving up the j0 Elephant walks into a mate, the j1 pawn does not.
    const Exercise sacrifice =
        exercise("pc-sacrifice-01", "petteia-chess", Family::defence, 1,
                 "eh3k2C1/pp2pp2pp/7p2/3pc1p3/10/10/7h2/2P5Hc/PC1PPs1P1P/EH6KE white Ss - 0", {"Ki0*j1"}, sacrifice_goal());
    EXPECT_EQ(reason_of(sacrifice), "accepted");
}

TEST(ChessSacrificeExercise, ASingleLegalMoveIsNoPuzzle) {
    const Exercise sacrifice =
        exercise("pc-sacrifice-01", "petteia-chess", Family::defence, 1, hemmed_king, {"Ka0*a1"}, sacrifice_goal());
    EXPECT_NE(reason_of(sacrifice).find("single legal move"), std::string::npos) << reason_of(sacrifice);
}

TEST(ChessSacrificeExercise, TwoSavingMovesAreRefused) {
    // Without the Camel, giving up the b1 pawn saves the King as well.
    const Exercise sacrifice = exercise("pc-sacrifice-01", "petteia-chess", Family::defence, 1,
                                        "9k/10/10/10/10/10/10/10/PP8/K3e5 white S - 0", {"Ka0*a1"}, sacrifice_goal());
    EXPECT_NE(reason_of(sacrifice).find("second solution Ka0*b1"), std::string::npos) << reason_of(sacrifice);
}

// From a game of the generator: Black wins only by C2-B3 (the table's word).
constexpr const char* grec_won = "BBBB/B1BW/WWB1/WWWW black";

TEST(GrecExercise, TheOnlyWinningMoveIsAccepted) {
    const Exercise win = exercise("gr-win-01", "grec", Family::finish, 1, grec_won, {"C2-B3"}, grec_win_goal());
    EXPECT_EQ(reason_of(win), "accepted");
}

TEST(GrecExercise, AMoveThatLetsTheWinGoIsRefused) {
    const Exercise win = exercise("gr-win-01", "grec", Family::finish, 1, grec_won, {"C2-D2"}, grec_win_goal());
    EXPECT_NE(reason_of(win).find("C2-D2 does not keep the win"), std::string::npos) << reason_of(win);
}

TEST(GrecExercise, HoldingADrawWithFiveDrawingMovesIsRefused) {
    // At the start every first move draws: not one move to find.
    const Exercise hold =
        exercise("gr-hold-01", "grec", Family::defence, 1, "WWWW/1WWW/BBB1/BBBB black", {"C1-D2"}, grec_hold_goal());
    EXPECT_NE(reason_of(hold).find("second solution"), std::string::npos) << reason_of(hold);
}

TEST(GrecExercise, ADrawIsNotAWinToFind) {
    const Exercise win =
        exercise("gr-win-01", "grec", Family::finish, 1, "WWWW/1WWW/BBB1/BBBB black", {"C1-D2"}, grec_win_goal());
    EXPECT_NE(reason_of(win).find("not a win"), std::string::npos) << reason_of(win);
}

TEST(GrecExercise, LeGrecHasNoCaptureExercises) {
    const Exercise capture =
        exercise("gr-capture-01", "grec", Family::capture, 1, grec_won, {"C2-B3"}, capture_goal(1));
    EXPECT_NE(reason_of(capture).find("no capture exercises in grec"), std::string::npos) << reason_of(capture);
}

TEST(GameExerciseGenerator, IsDeterministicAndEveryExerciseVerifies) {
    GameExerciseOptions options;
    options.variant = "grec";
    options.per_group = 4;
    options.games = 6;
    const Generated first = generate_game_exercises(options);
    options.threads = 1;
    const Generated again = generate_game_exercises(options);
    EXPECT_EQ(first.exercises, again.exercises);
    ASSERT_FALSE(first.exercises.empty());
    for (const Exercise& made : first.exercises) EXPECT_EQ(reason_of(made), "accepted") << made.id;
}

}  // namespace
