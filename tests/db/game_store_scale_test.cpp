// GameStore under load: several threads at once lose nothing, and a restart with thousands of
// unfinished games gets every one of them back with every move.
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "db/game_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

class GameStoreScaleTest : public testing_support::EachEngine {};
PETTEIA_ON_EACH_ENGINE(GameStoreScaleTest);

using testing_support::bare_game;
using testing_support::TempDirectory;

// A move that says which game and ply it belongs to, so any mix-up shows.
StoredMove move_for(int game, int ply) {
    return StoredMove{"g" + std::to_string(game) + "p" + std::to_string(ply), game * 1'000 + ply, game * 100'000 + ply};
}

TEST_P(GameStoreScaleTest, ThreadsAppendingToTheirOwnGamesLoseNothing) {
    GameStore store(storage.location());
    constexpr int writers = 4;
    constexpr int plies = 250;
    for (int game = 0; game < writers; ++game) store.create(bare_game("game" + std::to_string(game)));

    std::vector<std::thread> threads;
    for (int game = 0; game < writers; ++game) {
        threads.emplace_back([&store, game] {
            const std::string id = "game" + std::to_string(game);
            for (int ply = 0; ply < plies; ++ply) {
                store.append_move(id, ply, move_for(game, ply), {ply, game}, ply);
            }
        });
    }
    // A reader and the heartbeat run alongside the writers, as in the server.
    threads.emplace_back([&store] {
        for (int i = 0; i < 50; ++i) {
            store.heartbeat(i);
            EXPECT_EQ(store.load_games_at_start().size(), static_cast<std::size_t>(writers));
        }
    });
    for (std::thread& thread : threads) thread.join();

    for (int game = 0; game < writers; ++game) {
        const auto loaded = store.load("game" + std::to_string(game));
        ASSERT_TRUE(loaded.has_value());
        ASSERT_EQ(loaded->moves.size(), static_cast<std::size_t>(plies));
        for (int ply = 0; ply < plies; ++ply) EXPECT_EQ(loaded->moves[ply], move_for(game, ply));
        EXPECT_EQ(loaded->remaining_ms, (std::array<std::int64_t, 2>{plies - 1, game}));
    }
    EXPECT_EQ(store.last_heartbeat(), 49);
}

TEST_P(GameStoreScaleTest, TwoThousandUnfinishedGamesComeBackWithAllTheirMoves) {
    constexpr int games = 2'000;
    constexpr int plies = 20;
    {
        GameStore store(storage.location());
        for (int game = 0; game < games; ++game) {
            StoredGame stored = bare_game("game" + std::to_string(game), game);
            for (int ply = 0; ply < plies; ++ply) stored.moves.push_back(move_for(game, ply));
            store.create(stored);
            // Finished games in between, with moves of their own, must not show up or lend moves.
            if (game % 4 == 0) {
                StoredGame finished = bare_game("finished" + std::to_string(game), game);
                finished.moves = {move_for(-game, 0), move_for(-game, 1)};
                store.create(finished);
                store.finish(finished.id, {"draw", std::nullopt, "agreement", std::nullopt}, {0, 0}, game);
            }
        }
    }
    GameStore restarted(storage.location());
    const std::vector<StoredGame> loaded = restarted.load_games_at_start();
    ASSERT_EQ(loaded.size(), static_cast<std::size_t>(games));
    for (int game = 0; game < games; ++game) {
        const StoredGame& stored = loaded[game];
        ASSERT_EQ(stored.id, "game" + std::to_string(game));
        ASSERT_EQ(stored.moves.size(), static_cast<std::size_t>(plies)) << stored.id;
        for (int ply = 0; ply < plies; ++ply) ASSERT_EQ(stored.moves[ply], move_for(game, ply)) << stored.id;
    }
}

}  // namespace
}  // namespace petteia::db
