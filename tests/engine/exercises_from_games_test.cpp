// `petteia exercises from-games`, run as a user would run it on a real store made with the db layer:
// a finished Petteia chess game in which Black, eight plies in, lets a Snake go instead of taking it
// becomes one "material" exercise, verified, with nothing of the game but its position; a finished
// game without a mistake, and an unfinished game with one, give none.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "db/account_store.hpp"
#include "db/game_store.hpp"
#include "engine/engine.hpp"
#include "engine/exercises/from_games.hpp"
#include "engine/exercises/verify.hpp"
#include "rules/variants.hpp"
#include "tests/cli/cli_runner.hpp"
#include "tests/engine/exercise_test_support.hpp"
#include "tools/cli/exercise_json.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;
namespace db = petteia::db;
namespace ex = petteia::engine::exercises;

// Black's fourth move, Se6-f3, leaves White's Snake on e4 where Se6xe4 took it for
// nothing: the position before it has one capture that wins a piece (a material exercise).
const std::vector<std::string> snake_let_go = {"Pe1-e2", "Sd9-e6", "Sg0-h3", "Sg9-h6",
                                               "Sh3-e4", "Sh6-g3", "Kf0-g0", "Se6-f3"};
const std::string before_the_mistake = "ehc1mk1che/pppppppppp/10/4s5/10/4S5/6s3/4P5/PPPP1PPPPP/EHCSM1KCHE black Ss - 0";

const std::string game_id = "game-id-Xq7Zk2";
const std::string player = "Zoé Lamistake";

std::string store_path(const std::string& stem) {
    const std::string path = cli_test::temporary_file(stem);
    std::filesystem::remove(path);  // the store makes its own file
    return path;
}

db::StoredGame game_of(const std::string& id, const std::string& variant, const std::vector<std::string>& moves) {
    db::StoredGame game;
    game.id = id;
    game.variant = variant;
    game.created_at_ms = 1'700'000'000'000;
    for (std::size_t ply = 0; ply < moves.size(); ++ply)
        game.moves.push_back({moves[ply], 0, 1'700'000'001'000 + static_cast<std::int64_t>(ply)});
    return game;
}

// Every move the analysis's best: a game without a mistake by construction (the command analyses the
// same positions in the same order, with an engine as fresh).
std::vector<std::string> best_play(const std::string& variant, int plies) {
    petteia::engine::Engine engine;
    engine.set_max_milliseconds(0);
    const std::atomic<bool> stop{false};
    auto game = std::move(petteia::new_game(variant)).value();
    std::vector<std::string> moves;
    for (int ply = 0; ply < plies && !game->is_over(); ++ply) {
        const auto best = engine.analyse(*game, petteia::engine::Level::advanced, stop);
        moves.push_back(game->move_text(best.move));
        game->play(best.move);
    }
    return moves;
}

// A store with the game, a named account at its first seat, and its result.
void store_finished(const std::string& path, const db::StoredGame& game) {
    db::GameStore games(db::DatabaseLocation{std::filesystem::path(path)});
    db::AccountStore accounts(db::DatabaseLocation{std::filesystem::path(path)});
    games.create(game);
    const auto account = accounts.create_account(player, "zoe lamistake", "not-a-real-hash", 1'700'000'000'000);
    ASSERT_TRUE(account.has_value());
    games.link_account(game.id, 0, *account);
    games.finish(game.id, {"win", 0, "resign", 1}, {0, 0}, 1'700'000'002'000);
}

TEST(ExercisesFromGames, AMissedCaptureInAFinishedGameBecomesAVerifiedExercise) {
    const std::string path = store_path("from_games_mistake");
    store_finished(path, game_of(game_id, "petteia-chess", snake_let_go));

    const CliRun run = petteia("exercises from-games --db " + path);
    ASSERT_EQ(run.status, 0) << run.err;
    const auto exercises = run.json()["exercises"];
    ASSERT_EQ(exercises.size(), 1u) << run.out << run.err;
    const ex::Exercise exercise = petteia::cli::exercise_from_json(exercises[0]);
    EXPECT_EQ(exercise.id, "pc-material-01") << "without --add-to the ids start at 01";
    EXPECT_EQ(exercise.family, ex::Family::capture);
    EXPECT_EQ(exercise.position, before_the_mistake) << "the position before the mistake, its player to move";
    EXPECT_EQ(exercise.solution, (std::vector<std::string>{"Se6xe4"}));
    EXPECT_EQ(exercise_test::reason_of(exercise), "accepted");
    EXPECT_NE(run.err.find("petteia-chess: 1 games read, 1 analysed, 9 positions"), std::string::npos) << run.err;
    // Only the position: not the game's id, nor the player's name, nor anything of the account.
    for (const std::string& private_text : {game_id, player, std::string("Lamistake"), std::string("zoe"), std::string("resign")}) {
        EXPECT_EQ(run.out.find(private_text), std::string::npos) << private_text << " in " << run.out;
        EXPECT_EQ(run.err.find(private_text), std::string::npos) << private_text << " in " << run.err;
    }
    std::filesystem::remove(path);
}

TEST(ExercisesFromGames, AddedToTheSetTheIdsContinueItsNumbers) {
    const std::string path = store_path("from_games_add_to");
    store_finished(path, game_of(game_id, "petteia-chess", snake_let_go));

    const CliRun run = petteia("exercises from-games --db sqlite:" + path + " --variant petteia-chess --add-to " +
                               PETTEIA_EXERCISES_FILE);
    ASSERT_EQ(run.status, 0) << run.err;
    const auto set = nlohmann::json::parse(std::ifstream(PETTEIA_EXERCISES_FILE));
    const auto exercises = run.json()["exercises"];
    ASSERT_EQ(exercises.size(), set["exercises"].size() + 1) << run.err;
    for (std::size_t index = 0; index < set["exercises"].size(); ++index)
        EXPECT_EQ(exercises[index], set["exercises"][index]) << "the set's exercises first, unchanged";
    int last = 0;  // the set's last Petteia chess material exercise
    for (const auto& exercise : set["exercises"])
        if (const std::string id = exercise["id"]; id.starts_with("pc-material-")) last = std::max(last, std::stoi(id.substr(12)));
    ASSERT_GE(last, 10);
    EXPECT_EQ(exercises.back()["id"], "pc-material-" + std::to_string(last + 1)) << "after the set's last";
    EXPECT_EQ(exercises.back()["position"], before_the_mistake);
    EXPECT_EQ(exercise_test::reason_of(petteia::cli::exercise_from_json(exercises.back())), "accepted");

    // Another game's variant only: nothing read.
    const CliRun grec = petteia("exercises from-games --db " + path + " --variant grec");
    ASSERT_EQ(grec.status, 0) << grec.err;
    EXPECT_TRUE(grec.json()["exercises"].empty());
    std::filesystem::remove(path);
}

TEST(ExercisesFromGames, NoMistakeAndAnUnfinishedGameGiveNone) {
    const std::string path = store_path("from_games_none");
    store_finished(path, game_of("best-play", "petteia-6x6", best_play("petteia-6x6", 16)));
    {
        // The game with the mistake, still being played: not read.
        db::GameStore games(db::DatabaseLocation{std::filesystem::path(path)});
        games.create(game_of(game_id, "petteia-chess", snake_let_go));
    }
    const CliRun run = petteia("exercises from-games --db " + path);
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_TRUE(run.json()["exercises"].empty()) << run.out;
    EXPECT_NE(run.err.find("petteia-6x6: 1 games read, 1 analysed, 17 positions, 0 mistakes"), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("petteia-chess"), std::string::npos) << run.err;
    std::filesystem::remove(path);
}

TEST(ExercisesFromGames, AMissingStoreOrAGameThatDoesNotReplayIsSaid) {
    const CliRun missing = petteia("exercises from-games --db /nonexistent/petteia.sqlite");
    EXPECT_EQ(missing.status, 1);
    EXPECT_NE(missing.err.find("no database at /nonexistent/petteia.sqlite"), std::string::npos) << missing.err;
    EXPECT_FALSE(std::filesystem::exists("/nonexistent/petteia.sqlite"));
    EXPECT_EQ(petteia("exercises from-games").status, 2) << "--db is required";

    // In the engine: a refused move stops that game, named by its place among those read.
    const auto found = ex::exercises_from_games({{"petteia-chess", std::nullopt, {"Pe1-e2", "Pe2-e9"}}}, {});
    EXPECT_TRUE(found.exercises.empty());
    ASSERT_EQ(found.problems.size(), 1u);
    EXPECT_EQ(found.problems[0].rfind("game 1 of those read: move 2 (Pe2-e9) is refused", 0), 0u) << found.problems[0];
    EXPECT_EQ(found.figures.at("petteia-chess").analysed, 0);
}

TEST(ExercisesFromGames, TheMistakeThresholdIsTheSitesMistake) {
    // 1 / (1 + e^(−s/120)): even is a half, a forced win one; a piece (about 150) is a mistake's 0.2.
    EXPECT_DOUBLE_EQ(ex::winning_chance(0), 0.5);
    EXPECT_DOUBLE_EQ(ex::winning_chance(petteia::engine::win_score - 7), 1.0);
    EXPECT_DOUBLE_EQ(ex::winning_chance(-(petteia::engine::win_score - 7)), 0.0);
    EXPECT_NEAR(ex::winning_chance(120), 1 / (1 + std::exp(-1.0)), 1e-12);
    EXPECT_GT(ex::winning_chance(0) - ex::winning_chance(-150), 0.2);
    EXPECT_LT(ex::winning_chance(0) - ex::winning_chance(-100), 0.2);
}

}  // namespace
