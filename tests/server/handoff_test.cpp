// Work handed to the I/O threads from another thread (server/common/handoff.hpp), as the group
// commit's writer hands back its verdicts: everything runs, in the order handed over, even what is
// handed over while a drain runs, and a failing item stops none after it (a stuck hand-off would
// leave every game waiting for its commit's verdict).
#include <stdexcept>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "server/common/handoff.hpp"

namespace {

using namespace petteia::server;

TEST(Handoff, RunsWhatAnotherThreadHandsOverInOrderAndPastAFailure) {
    asio::io_context io(1);
    Handoff handoff(io.get_executor());
    std::vector<int> ran;
    std::thread writer([&] {
        for (int i = 0; i < 1000; ++i) {
            if (i == 500) handoff.post([] { throw std::runtime_error("an item that fails"); });
            handoff.post([&ran, i] { ran.push_back(i); });
        }
    });
    writer.join();
    io.run();  // until the drains it was handed are done
    ASSERT_EQ(ran.size(), 1000u);
    for (int i = 0; i < 1000; ++i) ASSERT_EQ(ran[static_cast<std::size_t>(i)], i);
}

TEST(Handoff, WhatIsHandedOverDuringADrainRunsToo) {
    asio::io_context io(1);
    Handoff handoff(io.get_executor());
    std::vector<int> ran;
    handoff.post([&] {
        ran.push_back(1);
        handoff.post([&] { ran.push_back(2); });
    });
    io.run();
    EXPECT_EQ(ran, (std::vector<int>{1, 2}));
    // And a later hand-off is not lost: a new drain is posted for it.
    handoff.post([&] { ran.push_back(3); });
    io.restart();
    io.run();
    EXPECT_EQ(ran, (std::vector<int>{1, 2, 3}));
}

}  // namespace
