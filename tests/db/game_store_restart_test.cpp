// A restart finds every game as it was: after a clean close, and after the process is killed with
// SIGKILL in the middle of play (a committed call survives a process crash).
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>

#include <gtest/gtest.h>

#include "db/game_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

class GameStoreRestartTest : public testing_support::EachEngine {};
PETTEIA_ON_EACH_ENGINE(GameStoreRestartTest);

using testing_support::bare_game;
using testing_support::full_game;
using testing_support::TempDirectory;

TEST_P(GameStoreRestartTest, EverythingSurvivesClosingAndReopening) {
    std::vector<StoredGame> unfinished;
    {
        GameStore store(storage.location());
        StoredGame playing = full_game("playing");
        store.create(playing);
        store.append_move("playing", 2, {"B1-B2", 296'000, 1'700'000'012'000}, {296'000, 301'000}, 1'700'000'012'000);
        store.set_seat("playing", 0, "new hash");
        playing.moves.push_back({"B1-B2", 296'000, 1'700'000'012'000});
        playing.remaining_ms = {296'000, 301'000};
        playing.turn_started_at_ms = 1'700'000'012'000;
        playing.seat_hashes[0] = "new hash";

        store.create(bare_game("done"));
        store.finish("done", {"draw", std::nullopt, "agreement", std::nullopt}, {0, 0}, 2'000);
        store.create(bare_game("waiting"));
        store.heartbeat(1'700'000'013'000);
        unfinished = {playing, bare_game("waiting")};
    }
    GameStore reopened(storage.location());
    EXPECT_EQ(reopened.load_games_at_start(), unfinished);
    EXPECT_EQ(reopened.load("done")->result, (StoredResult{"draw", std::nullopt, "agreement", std::nullopt}));
    EXPECT_EQ(reopened.last_heartbeat(), 1'700'000'013'000);
}

TEST_P(GameStoreRestartTest, CommittedWorkSurvivesSigkill) {
    constexpr int moves = 50;
    int ready[2];
    ASSERT_EQ(pipe(ready), 0);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        // The "server": store a game move by move, say so, then wait to be killed mid-flight.
        close(ready[0]);
        try {
            GameStore store(storage.location());
            store.create(full_game("g"));
            for (int ply = 2; ply < moves; ++ply) {
                store.append_move("g", ply, {"M" + std::to_string(ply), ply, ply}, {ply, ply}, ply);
                store.heartbeat(ply);
            }
            const char done = 'x';
            if (write(ready[1], &done, 1) != 1) _exit(2);
            while (true) pause();
        } catch (...) {
            _exit(1);
        }
    }
    close(ready[1]);
    char done = 0;
    const bool child_wrote = read(ready[0], &done, 1) == 1;
    close(ready[0]);
    kill(child, SIGKILL);
    int status = 0;
    waitpid(child, &status, 0);
    ASSERT_TRUE(child_wrote) << "the child failed before storing its moves";
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);

    GameStore restarted(storage.location());
    const auto games = restarted.load_games_at_start();
    ASSERT_EQ(games.size(), 1u);
    const StoredGame& game = games.front();
    ASSERT_EQ(game.moves.size(), static_cast<std::size_t>(moves));
    EXPECT_EQ(game.moves.back(), (StoredMove{"M49", 49, 49}));
    EXPECT_EQ(game.remaining_ms, (std::array<std::int64_t, 2>{49, 49}));
    EXPECT_EQ(game.turn_started_at_ms, 49);
    EXPECT_EQ(restarted.last_heartbeat(), 49);
}

}  // namespace
}  // namespace petteia::db
