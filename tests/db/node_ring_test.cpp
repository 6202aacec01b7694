// Which node nginx sends a game to (db/node_ring.hpp): the same answer as Debian 12's nginx 1.22 with
// `hash $arg_k consistent` over these three servers, recorded from it (and, with a fourth server
// listed but down, the same again: a dead node is as if it were not on the ring).
#include <gtest/gtest.h>

#include "db/node_ring.hpp"

namespace petteia::db {
namespace {

TEST(NodeRing, Crc32IsZlibs) {
    EXPECT_EQ(crc32("123456789") ^ 0xffffffffu, 0xcbf43926u);  // the standard check value
    EXPECT_EQ(crc32("") ^ 0xffffffffu, 0u);
}

TEST(NodeRing, SendsEachGameWhereNginxDoes) {
    const NodeRing ring({{"A", "127.0.0.1:18081"}, {"B", "127.0.0.1:18082"}, {"C", "localhost:18083"}});
    const std::pair<const char*, const char*> recorded[] = {
        {"Game0001xYz_-", "B"},
        {"Game0002xYz_-", "A"},
        {"Game0003xYz_-", "B"},
        {"Game0004xYz_-", "C"},
        {"Game0005xYz_-", "C"},
        {"Game0006xYz_-", "C"},
        {"Game0007xYz_-", "B"},
        {"Game0008xYz_-", "B"},
        {"Game0009xYz_-", "C"},
        {"Game0010xYz_-", "A"},
        {"Game0011xYz_-", "C"},
        {"Game0012xYz_-", "A"},
        {"Game0013xYz_-", "B"},
        {"Game0014xYz_-", "B"},
        {"Game0015xYz_-", "B"},
        {"Game0016xYz_-", "C"},
        {"Game0017xYz_-", "A"},
        {"Game0018xYz_-", "C"},
        {"Game0019xYz_-", "B"},
        {"Game0020xYz_-", "C"},
        {"Game0021xYz_-", "B"},
        {"Game0022xYz_-", "B"},
        {"Game0023xYz_-", "C"},
        {"Game0024xYz_-", "C"},
    };
    for (const auto& [key, node] : recorded) EXPECT_EQ(ring.node_for(key), node) << key;
}

TEST(NodeRing, TheOrderOfTheNodesDoesNotMatterAndRemovingOneMovesOnlyItsGames) {
    const NodeRing three({{"A", "10.0.0.1:8080"}, {"B", "10.0.0.2:8080"}, {"C", "10.0.0.3:8080"}});
    const NodeRing shuffled({{"C", "10.0.0.3:8080"}, {"A", "10.0.0.1:8080"}, {"B", "10.0.0.2:8080"}});
    const NodeRing without_b({{"A", "10.0.0.1:8080"}, {"C", "10.0.0.3:8080"}});
    int moved = 0;
    for (int i = 0; i < 1000; ++i) {
        const std::string key = "game" + std::to_string(i);
        EXPECT_EQ(three.node_for(key), shuffled.node_for(key));
        if (three.node_for(key) != "B") EXPECT_EQ(three.node_for(key), without_b.node_for(key)) << key;
        else ++moved;
    }
    EXPECT_GT(moved, 200);  // about a third: B's share, and only B's
    EXPECT_LT(moved, 470);
    EXPECT_FALSE(NodeRing({}).node_for("game"));
}

}  // namespace
}  // namespace petteia::db
