// The blocking-work pool attacked (issue 37): one address sends 400 GET /api/exercises at once, a
// round after another, while 15 bystanders from other addresses ask once each. Before, the flood
// filled the pool's queue (64) and 1 or 2 of 15 bystanders got 503 on a bare node. Now each address
// has its share (BlockingWork::try_post_for: a quarter of the queue waiting or running): the flooder's
// excess is refused to the flooder alone (429 with Retry-After), and every bystander is served.
// "Address" is the client's as the server determines it: on a bare node the connection's (here
// 127.0.0.x, all this machine's), behind a trusted proxy the one it forwards.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tests/security/burst_http.hpp"
#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

constexpr int flood = 400;
constexpr int bystanders = 15;

struct Round {
    int bystanders_served = 0;
    int flood_served = 0;
    int flood_refused = 0;  // 429: its address's connections or share of the pool
    int flood_refused_by_the_pool = 0;  // of those, its share of the pool spent: 429 with Retry-After
    int unavailable = 0;                // 503 to anyone
};

Round round_of(std::uint16_t port, const std::vector<BurstRequest>& burst) {
    const std::vector<BurstAnswer> answers = send_at_once(port, burst);
    Round round;
    for (std::size_t i = 0; i < answers.size(); ++i) {
        const bool bystander = i >= static_cast<std::size_t>(flood);
        const int status = answers[i].status;
        if (status == 503) ++round.unavailable;
        if (bystander) {
            round.bystanders_served += status == 200;
        } else if (status == 200) {
            ++round.flood_served;
        } else if (status == 429) {
            ++round.flood_refused;
            // (A connection refused for their number, past 64 an address, carries no Retry-After.)
            round.flood_refused_by_the_pool += answers[i].retry_after == "1";
        }
    }
    return round;
}

TEST(AttacksOnThePool, OneAddressFloodingTheExercisesLeavesEveryBystanderServed) {
    ServerProcess server;
    ASSERT_EQ(http_get(server.port(), "/api/exercises").status, 200);
    std::vector<BurstRequest> burst;
    for (int i = 0; i < flood; ++i) burst.push_back({"/api/exercises", "127.0.0.1"});
    for (int i = 0; i < bystanders; ++i) burst.push_back({"/api/exercises", "127.0.1." + std::to_string(i + 1)});
    for (int round = 0; round < 3; ++round) {
        const Round result = round_of(server.port(), burst);
        EXPECT_EQ(result.bystanders_served, bystanders) << "round " << round;
        EXPECT_EQ(result.unavailable, 0) << "round " << round << ": nobody is told the server is busy";
        EXPECT_EQ(result.flood_served + result.flood_refused, flood) << "round " << round;
        EXPECT_GT(result.flood_refused_by_the_pool, 0) << "round " << round;
    }
    expect_healthy(server);
}

// Behind a trusted proxy every connection comes from the proxy: the share is the forwarded client's.
TEST(AttacksOnThePool, BehindAProxyTheShareIsTheForwardedClients) {
    ServerProcess server({"--trusted-proxy", "127.0.0.1"});
    std::vector<BurstRequest> burst;
    for (int i = 0; i < flood; ++i) burst.push_back({"/api/exercises", "127.0.0.1", {{"X-Forwarded-For", "203.0.113.9"}}});
    for (int i = 0; i < bystanders; ++i)
        burst.push_back({"/api/exercises", "127.0.0.1", {{"X-Forwarded-For", "198.51.100." + std::to_string(i + 1)}}});
    for (int round = 0; round < 2; ++round) {
        const Round result = round_of(server.port(), burst);
        EXPECT_EQ(result.bystanders_served, bystanders) << "round " << round;
        EXPECT_EQ(result.unavailable, 0) << "round " << round;
        EXPECT_GT(result.flood_refused_by_the_pool, 0) << "round " << round;
    }
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
