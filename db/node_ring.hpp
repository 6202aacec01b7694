#pragma once
// Which node nginx sends a game's requests to, computed the way nginx computes it, so that a node
// can tell a request nginx routed to it from one that reached it another way (internal to db/: the
// lease rules of game_leases.hpp use it).
//
// docker/nginx routes with `hash $petteia_route consistent` (ngx_http_upstream_hash_module): each
// upstream server "HOST:PORT", as its `server` line writes it, puts 160 points on a ring of 32-bit
// values, point k being CRC-32 of HOST, a zero byte, PORT and point k-1's four bytes (little-endian;
// 0 before the first); a request goes to the server of the first point at or after CRC-32 of its
// key, wrapping around, and when that server is down, to the server of the next point, and so on.
// Every node advertises its own "HOST:PORT" (--advertise, written with its heartbeat), so the ring
// is built from the nodes that are alive: a node nginx lists but that is down is skipped by nginx
// per request as it is here.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace petteia::db {

// CRC-32 (IEEE 802.3, as zlib and nginx compute it).
std::uint32_t crc32(std::string_view bytes, std::uint32_t running = 0xffffffffu);

struct RingNode {
    std::string name;     // the node's name (--node)
    std::string address;  // its address as nginx's upstream list writes it
};

class NodeRing {
public:
    explicit NodeRing(std::vector<RingNode> nodes);
    // The node nginx sends requests keyed `key` to (the game's id); nullopt for an empty ring.
    std::optional<std::string> node_for(std::string_view key) const;

private:
    struct Point {
        std::uint32_t hash;
        std::size_t node;
    };
    std::vector<RingNode> nodes_;
    std::vector<Point> points_;
};

}  // namespace petteia::db
