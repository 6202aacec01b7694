// Group commit: queued writes of many games reach the file together, a failing write spoils none of
// the others, and nobody is told before the writes queued ahead of the message are stored. And the
// checkpointer that keeps the write-ahead log from growing once commits no longer checkpoint.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <future>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "db/checkpointer.hpp"
#include "db/game_store.hpp"
#include "db/group_commit.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

class GroupCommitShutdownTest : public testing_support::EachEngine {};
PETTEIA_ON_EACH_ENGINE(GroupCommitShutdownTest);

using testing_support::bare_game;
using testing_support::TempDirectory;

class GroupCommitTest : public testing_support::EachEngine {
protected:
    std::vector<std::string> failures() {
        const std::lock_guard lock(mutex);
        return reported;
    }

    GameStore store{storage.location()};
    std::mutex mutex;
    std::vector<std::string> reported;
    GroupCommit writes{store, [this](const std::string& what) {
                           const std::lock_guard lock(mutex);
                           reported.push_back(what);
                       }};
};
PETTEIA_ON_EACH_ENGINE(GroupCommitTest);

TEST_P(GroupCommitTest, QueuedWritesAreStoredInOrder) {
    writes.submit([](GameStore& s) { s.create(bare_game("g")); });
    for (int ply = 0; ply < 50; ++ply)
        writes.submit([ply](GameStore& s) { s.append_move("g", ply, {"M" + std::to_string(ply), ply, ply}, {1, 2}, ply); });
    writes.flush();
    const auto game = store.load("g");
    ASSERT_TRUE(game);
    ASSERT_EQ(game->moves.size(), 50u);
    EXPECT_EQ(game->moves[49].move, "M49");
    EXPECT_TRUE(failures().empty());
    EXPECT_EQ(writes.totals().writes, 51u);
    EXPECT_LE(writes.totals().commits, 51u);
}

TEST_P(GroupCommitTest, ManyThreadsShareCommits) {
    constexpr int threads = 4, games_each = 25, moves_each = 20;
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t)
        workers.emplace_back([&, t] {
            for (int g = 0; g < games_each; ++g) {
                const std::string id = "t" + std::to_string(t) + "g" + std::to_string(g);
                writes.submit([id](GameStore& s) { s.create(bare_game(id)); });
                for (int ply = 0; ply < moves_each; ++ply)
                    writes.submit([id, ply](GameStore& s) { s.append_move(id, ply, {"A1-A2", 0, ply}, {0, 0}, ply); });
            }
        });
    for (auto& worker : workers) worker.join();
    writes.flush();
    EXPECT_TRUE(failures().empty());
    EXPECT_EQ(store.load("t3g24")->moves.size(), static_cast<std::size_t>(moves_each));
    const auto totals = writes.totals();
    EXPECT_EQ(totals.writes, static_cast<std::uint64_t>(threads * games_each * (moves_each + 1)));
    // Writes queue while a commit runs: with four threads pushing, commits are fewer than writes.
    EXPECT_LT(totals.commits, totals.writes);
}

TEST_P(GroupCommitTest, AFailingWriteIsReportedAndSpoilsNothingElse) {
    writes.submit([](GameStore& s) { s.create(bare_game("a")); });
    writes.submit([](GameStore& s) { s.append_move("a", 0, {"A1-A2", 0, 1}, {5, 5}, 1); });
    // Ply 5 does not follow ply 0: refused after its clock update ran, which must be undone too.
    writes.submit([](GameStore& s) { s.append_move("a", 5, {"B1-B2", 0, 2}, {9, 9}, 2); });
    writes.submit([](GameStore& s) { s.create(bare_game("b")); });
    writes.flush();
    ASSERT_EQ(failures().size(), 1u);
    EXPECT_NE(failures()[0].find("does not follow"), std::string::npos) << failures()[0];
    const auto a = store.load("a");
    ASSERT_TRUE(a);
    EXPECT_EQ(a->moves.size(), 1u);
    EXPECT_EQ(a->remaining_ms, (std::array<std::int64_t, 2>{5, 5}));
    EXPECT_TRUE(store.load("b"));
    EXPECT_EQ(writes.totals().failures, 1u);
}

TEST_P(GroupCommitTest, CallbacksRunAfterTheWritesBeforeThemAreStoredAndInOrder) {
    std::mutex order_mutex;
    std::vector<int> order;
    std::atomic<bool> stored_when_told{true};
    for (int i = 0; i < 200; ++i) {
        const std::string id = "g" + std::to_string(i);
        writes.submit([id](GameStore& s) { s.create(bare_game(id)); });
        writes.after_commit([&, i, id] {
            // Another connection sees the game: it is committed, not just written.
            GameStore reader(storage.location());
            if (!reader.load(id)) stored_when_told = false;
            const std::lock_guard lock(order_mutex);
            order.push_back(i);
        });
        if (i % 50 == 0) writes.flush();
    }
    writes.flush();
    EXPECT_TRUE(stored_when_told);
    std::vector<int> expected(200);
    for (int i = 0; i < 200; ++i) expected[i] = i;
    EXPECT_EQ(order, expected);
}

TEST_P(GroupCommitTest, WithNothingPendingTheCallbackRunsAtOnce) {
    writes.flush();
    EXPECT_TRUE(writes.idle());
    const auto caller = std::this_thread::get_id();
    std::thread::id ran_on;
    writes.after_commit([&] { ran_on = std::this_thread::get_id(); });
    EXPECT_EQ(ran_on, caller);
}

TEST_P(GroupCommitShutdownTest, QueuedWritesAreCommittedBeforeTheWriterStops) {
    {
        GameStore store(storage.location());
        GroupCommit writes(store, [](const std::string&) {});
        for (int i = 0; i < 100; ++i)
            writes.submit([i](GameStore& s) { s.create(bare_game("g" + std::to_string(i))); });
    }
    GameStore reopened(storage.location());
    EXPECT_TRUE(reopened.load("g99"));
}

TEST(Checkpointer, KeepsTheWriteAheadLogSmallWhileWritesNeverPause) {
    TempDirectory directory;
    GameStore store(directory.file());
    store.create(bare_game("g"));
    std::uintmax_t largest_wal = 0;
    {
        Checkpointer checkpointer(store, std::chrono::milliseconds(5), 1u << 20);
        // Its first checkpoint opens its connection, which a busy writer could hold up: let it start.
        for (int waited = 0; checkpointer.totals().passive == 0 && waited < 5000; ++waited)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        for (int ply = 0; ply < 3000; ++ply) {
            store.append_move("g", ply, {"A1-A2", 0, ply}, {0, 0}, ply);
            largest_wal = std::max(largest_wal, store.log_bytes());
            // SQLite's lock is not fair: a writer that never lets go for an instant can starve the
            // restarting checkpoint for as long as it likes (this test failed 1 run in 5 on an idle
            // machine). The server's group commit lets go between batches; so does this writer,
            // for 1 ms every 100 commits — the writes themselves still never wait for a checkpoint.
            // (0.2 ms was too short on a busy machine: with two other programs spinning, the
            // checkpointer was not even scheduled in it, and the log passed 8 MB in 6 runs of 40.)
            if (ply % 100 == 99) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        const auto totals = checkpointer.totals();
        EXPECT_GT(totals.passive, 0u);
        EXPECT_GT(totals.restarts, 0u);
        EXPECT_EQ(totals.failures, 0u);
    }
    // 3,000 commits of a few 4 KiB pages each make a log of about 25 MB unchecked, and passive
    // checkpoints alone never catch up with writes that never pause.
    EXPECT_LT(largest_wal, 8u << 20);
    EXPECT_EQ(GameStore(directory.file()).load("g")->moves.size(), 3000u);
}


// A commit may wait for more writes to share it (issue 41), but only while they come fast, and
// never when someone waits for everything to be stored.
class GroupCommitDelayTest : public testing_support::EachEngine {
protected:
    GameStore store{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(GroupCommitDelayTest);

TEST_P(GroupCommitDelayTest, AWriteThatComesAloneWaitsForNothing) {
    GroupCommit writes{store, [](const std::string&) {}, std::chrono::seconds(60)};
    std::promise<bool> stored;
    writes.submit([](GameStore& s) { s.create(bare_game("alone")); }, [&](bool ok) { stored.set_value(ok); });
    auto told = stored.get_future();
    // Far less than the minute it could wait: nothing came before it, so nothing is expected after.
    ASSERT_EQ(told.wait_for(std::chrono::seconds(20)), std::future_status::ready);
    EXPECT_TRUE(told.get());
    EXPECT_EQ(writes.totals().delayed, 0u);
}

TEST_P(GroupCommitDelayTest, WritesThatComeFastWaitForEachOtherUntilAFlush) {
    GroupCommit writes{store, [](const std::string&) {}, std::chrono::seconds(60)};
    writes.submit([](GameStore& s) { s.create(bare_game("fast")); });
    // A hundred writes in a burst: the writer learns that they come fast.
    for (int ply = 0; ply < 100; ++ply)
        writes.submit([ply](GameStore& s) { s.append_move("fast", ply, {"A1-A2", 0, ply}, {0, 0}, ply); });
    writes.flush();  // hurries any batch being gathered
    const std::uint64_t delayed_before = writes.totals().delayed;
    // One more: its batch now waits for others (up to a minute), until the flush below.
    writes.submit([](GameStore& s) { s.append_move("fast", 100, {"A1-A2", 0, 100}, {0, 0}, 100); });
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (writes.totals().delayed == delayed_before && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_GT(writes.totals().delayed, delayed_before);
    EXPECT_FALSE(writes.idle());  // still waiting for company
    const auto flushed = std::chrono::steady_clock::now();
    writes.flush();
    EXPECT_LT(std::chrono::steady_clock::now() - flushed, std::chrono::seconds(30));  // not the minute
    EXPECT_EQ(store.load("fast")->moves.size(), 101u);
}

}  // namespace
}  // namespace petteia::db
