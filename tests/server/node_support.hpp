#pragma once
// Several servers over one PostgreSQL database, as nginx runs them (--node, db/game_leases.hpp): the
// test stands in for nginx, connecting to the node nginx would send a game to (db/node_ring.hpp).
#include <string>
#include <vector>

#include "db/node_ring.hpp"
#include "tests/postgres/test_schema.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {

constexpr int try_again_later = 1013;  // RFC 6455's close code: "this game is served elsewhere now"

// A node's address as the tests' nginx would list it (no nginx runs: only the ring is computed).
inline std::string advertised(const std::string& name) { return name + ".test:8080"; }

// Node `name` over `schema`; `ring`: it advertises its address, and so knows nginx's ring.
inline ServerProcess node(const petteia::testing_postgres::TestSchema& schema, const std::string& name,
                          std::vector<std::string> more = {}, bool ring = false) {
    std::vector<std::string> arguments{"--database", schema.location().target, "--node", name};
    if (ring) arguments.insert(arguments.end(), {"--advertise", advertised(name)});
    arguments.insert(arguments.end(), more.begin(), more.end());
    return ServerProcess(arguments);
}

// nginx's ring over the nodes named, all alive.
inline petteia::db::NodeRing ring_of(const std::vector<std::string>& names) {
    std::vector<petteia::db::RingNode> nodes;
    for (const auto& name : names) nodes.push_back({name, advertised(name)});
    return petteia::db::NodeRing(std::move(nodes));
}

// A game made at `maker` whose id nginx sends to `to` (games are made until one is).
inline CreatedGame create_routed(const ServerProcess& maker, const petteia::db::NodeRing& ring, const std::string& to,
                                 const json& body = create_body()) {
    for (int tries = 0; tries < 60; ++tries) {
        CreatedGame created = create_game(maker.port(), body);
        if (ring.node_for(created.game) == to) return created;
    }
    throw std::runtime_error("no game id routed to " + to + " in 60 tries");
}

// Both seats taken at the node on `port`, both players connected: the clock runs.
inline Table seat_both(std::uint16_t port, const CreatedGame& created) {
    Table table;
    table.game = created.game;
    table.creator = join(port, created.game, created.secret);
    table.guest = join(port, created.game);
    table.creator->wait_event("started");
    table.first_side = table.guest.joined["snapshot"]["sides"][0];
    return table;
}

// Joins as a browser does: a socket closed with 1013 ("try again later": the game is on its way
// to this node) is opened again a moment later, for up to `patience`.
inline Player join_when_served(std::uint16_t port, const std::string& game, const std::optional<std::string>& secret,
                               std::chrono::milliseconds patience = 15s) {
    const auto deadline = std::chrono::steady_clock::now() + patience;
    for (;;) {
        Player player;
        player.ws = std::make_unique<WsClient>(port, std::nullopt, std::nullopt, socket_for(game));
        player->send(join_request(game, secret));
        std::optional<json> answer;
        do answer = player->receive();  // hello, then joined; nothing once closed
        while (answer && answer->value("type", "") == "hello");
        if (answer && answer->value("type", "") == "error") throw std::runtime_error("join refused: " + answer->dump());
        if (answer) {
            player.joined = *answer;
            player.role = player.joined.at("role");
            player.secret = secret ? *secret : player.joined.value("secret", "");
            return player;
        }
        EXPECT_EQ(player->wait_closed(1s), try_again_later) << player->end_reason();
        if (std::chrono::steady_clock::now() >= deadline) throw std::runtime_error("game " + game + " never served here");
        std::this_thread::sleep_for(300ms);
    }
}

}  // namespace petteia_server_test
