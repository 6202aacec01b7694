// Work that runs on the server's own threads — the blocking-work pools (the hourly session purge
// among their jobs), the computer's workers, the group commit's callbacks — may fail (a disk error,
// a bug); before, an exception there escaped into the thread and ended the whole server. Each must
// be caught, logged, and leave the thread working.
#include <atomic>
#include <chrono>
#include <filesystem>
#include <future>
#include <stdexcept>
#include <thread>

#include <unistd.h>

#include <gtest/gtest.h>

#include "db/game_store.hpp"
#include "db/group_commit.hpp"
#include "rules/variants.hpp"
#include "server/common/blocking_work.hpp"
#include "server/games/engine_pool.hpp"

namespace petteia::server {
namespace {

using namespace std::chrono_literals;

TEST(ThreadFaults, AFailingBlockingJobLeavesThePoolWorking) {
    BlockingWork work(1, 8);
    ASSERT_TRUE(work.try_post([] { throw std::runtime_error("database is locked (the hourly purge)"); }));
    std::promise<void> ran;
    ASSERT_TRUE(work.try_post([&] { ran.set_value(); }));
    EXPECT_EQ(ran.get_future().wait_for(10s), std::future_status::ready);
    work.stop_and_join();
}

TEST(ThreadFaults, AFailingAnswerOfTheComputerLeavesItsWorkerThinking) {
    EnginePool pool(1);
    const auto think = [&](std::function<void(const engine::SearchResult&)> done) {
        ThinkRequest request;
        auto game = new_game("petteia-6x6");
        request.game = std::move(game.value());
        request.max_milliseconds = 20;
        request.stop = std::make_shared<std::atomic<bool>>(false);
        request.owner = "198.51.100.1";
        request.done = std::move(done);
        pool.think(std::move(request));
    };
    think([](const engine::SearchResult&) { throw std::runtime_error("the room is gone"); });
    std::promise<void> answered;
    think([&](const engine::SearchResult&) { answered.set_value(); });
    EXPECT_EQ(answered.get_future().wait_for(10s), std::future_status::ready);
}

TEST(ThreadFaults, AFailingAfterCommitCallbackLeavesTheWriterWriting) {
    const auto directory = std::filesystem::temp_directory_path() / ("petteia-thread-faults-" + std::to_string(::getpid()));
    std::filesystem::create_directories(directory);
    {
        db::GameStore store(directory / "petteia.sqlite");
        std::atomic<int> reported{0};
        db::GroupCommit writes(store, [&](const std::string&) { ++reported; });
        // The first write waits until every callback is queued, so that the failing one is the
        // writer's to run (with nothing pending, after_commit runs its callback on the caller's
        // thread, and the test would catch the throw itself).
        std::promise<void> release;
        std::shared_future<void> released = release.get_future().share();
        writes.submit([released](db::GameStore& s) {
            released.wait();
            s.heartbeat(1);
        });
        writes.after_commit([] { throw std::runtime_error("a recipient failed"); });
        writes.submit([](db::GameStore& s) { s.heartbeat(2); });
        std::promise<void> told;
        writes.after_commit([&] { told.set_value(); });
        release.set_value();
        EXPECT_EQ(told.get_future().wait_for(10s), std::future_status::ready);
        writes.flush();
        EXPECT_EQ(store.last_heartbeat(), 2);
        EXPECT_GE(reported.load(), 1) << "the failure is reported, not hidden";
    }
    std::filesystem::remove_all(directory);
}

}  // namespace
}  // namespace petteia::server
