#pragma once
// Whom a request comes from, for the per-address limits (game creation, connections, sign-in,
// exercise moves) and the logs.
//
// The peer's address, unless the peer is one of the trusted reverse proxies (--trusted-proxy):
// then X-Forwarded-For is read, all of its header lines together as one list, from the right, and
// the client is the rightmost entry that is not itself a trusted proxy. Entries further left are
// whatever the client wrote and are never believed. An IPv6 client is known by its /64 network,
// which a single subscriber usually holds whole.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/expected.hpp"

namespace petteia::server {

// Addresses and networks ("10.0.0.1", "172.16.0.0/12", "::1", "fd00::/8") of trusted proxies.
class TrustedProxies {
public:
    TrustedProxies() = default;
    // Parses a list of addresses or CIDR networks; the error names the first bad entry.
    static Expected<TrustedProxies, std::string> parse(const std::vector<std::string>& entries);

    bool empty() const { return networks_.empty(); }
    bool contains(std::string_view address) const;

private:
    struct Network {
        std::vector<unsigned char> bytes;  // 4 or 16
        int prefix = 0;
    };
    std::vector<Network> networks_;
};

// The key of the client: "192.0.2.1", "2001:db8:1:2::/64", or "unknown" when the entry a trusted
// proxy wrote is no address.
std::string client_address(std::string_view peer, const std::vector<std::string_view>& forwarded_for_lines,
                           const TrustedProxies& trusted);

}  // namespace petteia::server
