#include "db/node_ring.hpp"

#include <algorithm>
#include <array>

namespace petteia::db {

namespace {

constexpr std::array<std::uint32_t, 256> crc_table = [] {
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    return table;
}();

// nginx's split of a `server` address: the port is what follows the last ':' when only digits do.
std::pair<std::string_view, std::string_view> host_and_port(std::string_view address) {
    const auto colon = address.rfind(':');
    if (colon == std::string_view::npos) return {address, {}};
    const std::string_view port = address.substr(colon + 1);
    if (!std::all_of(port.begin(), port.end(), [](char c) { return c >= '0' && c <= '9'; })) return {address, {}};
    return {address.substr(0, colon), port};
}

constexpr int points_per_node = 160;  // nginx's, for a server of weight 1

}  // namespace

std::uint32_t crc32(std::string_view bytes, std::uint32_t running) {
    for (const char byte : bytes) running = crc_table[(running ^ static_cast<unsigned char>(byte)) & 0xff] ^ (running >> 8);
    return running;
}

NodeRing::NodeRing(std::vector<RingNode> nodes) : nodes_(std::move(nodes)) {
    points_.reserve(nodes_.size() * points_per_node);
    for (std::size_t n = 0; n < nodes_.size(); ++n) {
        const auto [host, port] = host_and_port(nodes_[n].address);
        std::uint32_t base = crc32(host);
        base = crc32(std::string_view("\0", 1), base);
        base = crc32(port, base);
        std::uint32_t previous = 0;
        for (int k = 0; k < points_per_node; ++k) {
            const std::array<char, 4> bytes{static_cast<char>(previous & 0xff), static_cast<char>((previous >> 8) & 0xff),
                                            static_cast<char>((previous >> 16) & 0xff), static_cast<char>(previous >> 24)};
            const std::uint32_t hash = crc32(std::string_view(bytes.data(), bytes.size()), base) ^ 0xffffffffu;
            points_.push_back({hash, n});
            previous = hash;
        }
    }
    // Stable, and duplicates dropped after the first, as nginx does (its qsort may keep another of
    // two equal points: a 1-in-10⁷ chance for three nodes, which only moves that point's sliver).
    std::stable_sort(points_.begin(), points_.end(), [](const Point& a, const Point& b) { return a.hash < b.hash; });
    points_.erase(std::unique(points_.begin(), points_.end(), [](const Point& a, const Point& b) { return a.hash == b.hash; }),
                  points_.end());
}

std::optional<std::string> NodeRing::node_for(std::string_view key) const {
    if (points_.empty()) return std::nullopt;
    const std::uint32_t hash = crc32(key) ^ 0xffffffffu;
    const auto first = std::lower_bound(points_.begin(), points_.end(), hash,
                                        [](const Point& point, std::uint32_t value) { return point.hash < value; });
    const Point& point = first == points_.end() ? points_.front() : *first;
    return nodes_[point.node].name;
}

}  // namespace petteia::db
