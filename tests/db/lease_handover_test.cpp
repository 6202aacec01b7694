// When a game's lease moves between nodes (db/game_leases.hpp, issue 23): never because some node was
// asked for a game a live node holds, only when the holder lets it go or is gone, and, where the nodes
// know nginx's ring (their advertised addresses), only to the node nginx sends the game to. Stores on
// one database stand for the nodes; heartbeats and "now" are given, so that who is alive is exact.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/game_store.hpp"
#include "db/node_ring.hpp"
#include "lease_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::created;
using testing_support::move;
using testing_support::player_sits;
using testing_support::seen;
using testing_support::took;

// Without advertised addresses: nobody knows nginx's ring.
class LeaseHandoverTest : public testing_support::EachEngine {
protected:
    LeaseHandoverTest() {
        first.serve_as_node("node1");
        second.serve_as_node("node2");
    }
    GameStore first{storage.location()};
    GameStore second{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(LeaseHandoverTest);

TEST_P(LeaseHandoverTest, ALiveHoldersGameIsNotTakenWhenAnotherNodeIsAsked) {
    first.apply({created("g"), player_sits("g")});
    first.heartbeat(10'000);
    const auto asked = second.take_and_load("g", 11'000);
    ASSERT_TRUE(asked) << "the game exists";
    EXPECT_FALSE(asked->game) << "node1 is alive and a player sits there";
    ASSERT_TRUE(asked->previous);
    EXPECT_EQ(asked->previous->node, "node1");
    first.apply({move("g", 0)});  // still node1's
    EXPECT_TRUE(first.wanted_leases(11'000).hand_over.empty()) << "without a ring, no handover on request";
    EXPECT_FALSE(second.holds_lease("g"));
}

TEST_P(LeaseHandoverTest, AGoneHoldersGameIsTaken) {
    first.apply({created("g"), player_sits("g")});
    first.heartbeat(10'000);
    EXPECT_TRUE(took(second, "g", 10'000 + GameLeases::gone_after_ms + 1));
    EXPECT_THROW(first.apply({move("g", 0)}), LeaseLost);
}

TEST_P(LeaseHandoverTest, ANewGameIsOpenUntilAPlayerSitsAtIt) {
    first.apply({created("fresh"), created("seated"), player_sits("seated")});
    first.heartbeat(10'000);
    EXPECT_TRUE(took(second, "fresh", 10'500)) << "made by node1, its players sent to node2";
    EXPECT_FALSE(took(second, "seated", 10'500));
}

TEST_P(LeaseHandoverTest, AGameLetGoOfIsTakenAtOnce) {
    first.apply({created("g"), player_sits("g"), created("h"), player_sits("h")});
    first.heartbeat(10'000);
    const auto token = first.lease_token("g");
    ASSERT_TRUE(token);
    first.release_lease("g", *token);
    EXPECT_TRUE(took(second, "g", 10'500));
    EXPECT_FALSE(took(second, "h", 10'500));
    first.release_all_leases();  // a clean stop
    EXPECT_TRUE(took(second, "h", 10'500));
}

TEST_P(LeaseHandoverTest, AnOldTokenLetsGoOfNothing) {
    first.apply({created("g"), player_sits("g")});
    const auto old_token = first.lease_token("g");
    first.forget_lease("g");
    ASSERT_TRUE(took(first, "g", 10'000));  // taken again by node1: a new token
    first.apply({player_sits("g")});
    first.heartbeat(10'000);
    first.release_lease("g", *old_token);
    EXPECT_FALSE(took(second, "g", 10'500)) << "the release of a former room must not open the new one's lease";
}

// Three nodes that advertise their addresses, as nginx's upstream list writes them.
class RingHandoverTest : public testing_support::EachEngine {
protected:
    RingHandoverTest() {
        for (auto [store, name] : {std::pair{&one, "node1"}, {&two, "node2"}, {&three, "node3"}}) {
            store->serve_as_node(name);
            store->advertise(std::string("10.0.0.") + name[4] + ":8080");
        }
    }
    // A game id nginx sends to `among`'s first node when exactly the nodes of `among` are alive,
    // and (if given) to `otherwise` when only the nodes of `others` are.
    static std::string id_routed(const std::vector<RingNode>& among, const std::vector<RingNode>& others = {},
                                 const std::string& otherwise = {}) {
        const NodeRing ring(among), other_ring(others);
        for (int i = 0;; ++i) {
            std::string id = "Game" + std::to_string(1'000'000 + i);
            if (ring.node_for(id) == among.front().name && (others.empty() || other_ring.node_for(id) == otherwise))
                return id;
        }
    }
    const RingNode node1{"node1", "10.0.0.1:8080"}, node2{"node2", "10.0.0.2:8080"}, node3{"node3", "10.0.0.3:8080"};
    GameStore one{storage.location()};
    GameStore two{storage.location()};
    GameStore three{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(RingHandoverTest);

TEST_P(RingHandoverTest, ANodeNginxDoesNotSendAGameToTakesNothingAndAsksNothing) {
    const std::string id = id_routed({node1, node2});
    one.apply({created(id)});  // open: but only for the node nginx sends it to
    one.heartbeat(10'000);
    two.heartbeat(10'000);
    EXPECT_FALSE(took(two, id, 10'500));
    EXPECT_TRUE(one.wanted_leases(10'500).hand_over.empty());
    EXPECT_TRUE(one.wanted_leases(10'500).refused.empty()) << "node2 did not even ask";
    one.apply({move(id, 0)});
}

TEST_P(RingHandoverTest, AHolderHandsAGameOverToTheNodeNginxSendsItTo) {
    const std::string id = id_routed({node2, node1});
    one.apply({created(id), player_sits(id)});  // made and played on node1 while node2 was away
    one.heartbeat(10'000);
    two.heartbeat(10'000);
    EXPECT_FALSE(took(two, id, 10'500)) << "node1 is alive and holds it: node2 asks";
    const Handovers decided = one.wanted_leases(10'600);
    EXPECT_EQ(decided.hand_over, std::vector<std::string>{id});
    EXPECT_TRUE(decided.refused.empty());
    one.release_lease(id, *one.lease_token(id));
    EXPECT_TRUE(took(two, id, 10'700));
    EXPECT_THROW(one.apply({move(id, 0)}), LeaseLost);
    two.apply({move(id, 0)});
}

TEST_P(RingHandoverTest, ARequestFromANodeNginxNoLongerSendsTheGameToIsRefused) {
    // Sent to node3 while all three are alive, to node2 once node3 is gone.
    const std::string id = id_routed({node3, node1, node2}, {node1, node2}, "node2");
    one.apply({created(id), player_sits(id)});
    for (GameStore* store : {&one, &two, &three}) store->heartbeat(10'000);
    EXPECT_FALSE(took(three, id, 10'500));  // node3 asks
    one.heartbeat(16'000);
    two.heartbeat(16'000);
    const Handovers decided = one.wanted_leases(16'000);  // node3 has been silent for 6 s
    EXPECT_TRUE(decided.hand_over.empty());
    ASSERT_EQ(decided.refused.size(), 1u);
    EXPECT_EQ(decided.refused[0], std::make_pair(id, std::string("node3")));
    EXPECT_TRUE(one.wanted_leases(16'100).refused.empty()) << "refused once, forgotten";
    one.apply({move(id, 0)});
}

TEST_P(RingHandoverTest, AGoneNodesUnfinishedGamesAreAdoptedByTheNodeNginxSendsThemTo) {
    const std::string to_two = id_routed({node2, node3}), to_three = id_routed({node3, node2});
    one.apply({created(to_two), player_sits(to_two), created(to_three), player_sits(to_three)});
    one.heartbeat(10'000);
    two.heartbeat(20'000);
    three.heartbeat(20'000);
    const auto adopted = two.adopt_orphans(20'000);
    if (GetParam() == Engine::sqlite) {
        EXPECT_TRUE(adopted.empty()) << "one node alone has no orphans";
        return;
    }
    ASSERT_EQ(adopted.size(), 1u);
    ASSERT_TRUE(adopted[0].game);
    EXPECT_EQ(adopted[0].game->id, to_two);
    EXPECT_EQ(adopted[0].previous->node, "node1");
    EXPECT_EQ(adopted[0].previous->last_heartbeat_ms, 10'000);
    two.apply({move(to_two, 0)});
    EXPECT_THROW(one.apply({move(to_two, 0)}), LeaseLost);
    EXPECT_TRUE(two.adopt_orphans(20'100).empty()) << "adopted once";
    EXPECT_EQ(three.adopt_orphans(20'000).size(), 1u);
}

// A gone node's correspondence games stay in the store (issue 38): the deadline sweep, or the next
// visitor, loads each on the node nginx sends it to; adopting them would fill that node's memory.
TEST_P(RingHandoverTest, AGoneNodesCorrespondenceGamesAreNotAdopted) {
    const std::string id = id_routed({node2, node3});
    one.apply({testing_support::created_correspondence(id, 2), player_sits(id)});
    one.heartbeat(10'000);
    two.heartbeat(20'000);
    three.heartbeat(20'000);
    EXPECT_TRUE(two.adopt_orphans(20'000).empty());
    EXPECT_TRUE(took(two, id, 20'100)) << "taken on demand from the gone node";
    two.apply({move(id, 0)});
}

}  // namespace
}  // namespace petteia::db
