// Who waits in the lobby (issue 38, deliverable 5), on the real server: a seek shows in its pool, with
// how many seek it, to everyone in the lobby and in a newcomer's first message; a seek of the same
// pool joins it (paired at once), and the pool is gone; a cancelled seek leaves its pool.
#include <gtest/gtest.h>

#include "tests/server/lobby_support.hpp"

namespace petteia_server_test {
namespace {

json next_pools(Visitor& visitor) {
    return visitor.wait("lobby_pools")["pools"];
}

TEST(LobbyPools, ASeekShowsInItsPoolAndIsJoinedFromIt) {
    ServerProcess server;
    Visitor ana = enter_lobby(server.port(), browser_token("ana"));
    Visitor bo = enter_lobby(server.port(), browser_token("bo"));
    EXPECT_TRUE(bo.lobby["pools"].empty());

    ana->send(seek_request(clock_of(3, 2), "grec"));
    ASSERT_TRUE(of_type(ana.wait("seeking"), "seeking"));
    const json pools = next_pools(bo);
    ASSERT_EQ(pools.size(), 1u) << pools.dump();
    EXPECT_EQ(pools[0]["variant"], "grec");
    EXPECT_EQ(pools[0]["time"]["initial_ms"], 180'000);
    EXPECT_EQ(pools[0]["time"]["increment_ms"], 2'000);
    EXPECT_EQ(pools[0]["rated"], false);
    EXPECT_EQ(pools[0]["seeking"], 1);
    Visitor newcomer = enter_lobby(server.port(), browser_token("cy"));
    EXPECT_EQ(newcomer.lobby["pools"], pools) << "a newcomer sees who waits at once";

    // Bo joins the pool: paired with Ana at once, and the pool is empty again.
    bo->send(seek_request(clock_of(3, 2), "grec"));
    const json paired = bo.wait("paired");
    ASSERT_TRUE(of_type(paired, "paired")) << paired.dump();
    EXPECT_EQ(ana.wait("paired")["game"], paired["game"]);
    EXPECT_TRUE(next_pools(newcomer).empty());
}

TEST(LobbyPools, PoolsCountEachSeekAndACancelLeavesIt) {
    ServerProcess server;
    Visitor watcher = enter_lobby(server.port(), browser_token("watcher"));
    Visitor ana = enter_lobby(server.port(), browser_token("ana"));
    Visitor bo = enter_lobby(server.port(), browser_token("bo"));
    ana->send(seek_request(clock_of(10, 5), "petteia-6x6"));
    ana.wait("seeking");
    bo->send(seek_request(clock_of(1, 0), "petteia-6x6"));
    bo.wait("seeking");
    json pools = next_pools(watcher);
    while (pools.size() < 2) pools = next_pools(watcher);
    EXPECT_EQ(pools[0]["seeking"], 1);
    EXPECT_EQ(pools[1]["seeking"], 1);
    ana->send({{"type", "cancel_seek"}});
    ana.wait("seek_ended");
    pools = next_pools(watcher);
    ASSERT_EQ(pools.size(), 1u) << pools.dump();
    EXPECT_EQ(pools[0]["time"]["initial_ms"], 60'000);
}

}  // namespace
}  // namespace petteia_server_test
