// Whom the per-address limits count a request against: the peer, or the client a trusted proxy
// names; IPv6 clients by their /64.
#include <gtest/gtest.h>

#include "server/client_address.hpp"

namespace petteia::server {
namespace {

TEST(ClientAddress, IsThePeerUnlessThePeerIsTheTrustedProxy) {
    EXPECT_EQ(client_address("192.0.2.1", "", ""), "192.0.2.1");
    EXPECT_EQ(client_address("192.0.2.1", "198.51.100.7", ""), "192.0.2.1") << "nobody is trusted by default";
    EXPECT_EQ(client_address("192.0.2.1", "198.51.100.7", "10.0.0.1"), "192.0.2.1");
    EXPECT_EQ(client_address("10.0.0.1", "198.51.100.7", "10.0.0.1"), "198.51.100.7");
    // Earlier entries are whatever the client wrote; the last is what the proxy saw.
    EXPECT_EQ(client_address("10.0.0.1", "1.2.3.4, 5.6.7.8,198.51.100.7 ", "10.0.0.1"), "198.51.100.7");
    EXPECT_EQ(client_address("10.0.0.1", "", "10.0.0.1"), "10.0.0.1");
}

TEST(ClientAddress, CountsAnIpv6ClientByItsNetwork) {
    EXPECT_EQ(client_address("2001:db8:1:2:3:4:5:6", "", ""), "2001:db8:1:2::/64");
    EXPECT_EQ(client_address("2001:db8:1:2:ffff::1", "", ""), "2001:db8:1:2::/64");
    EXPECT_EQ(client_address("::ffff:192.0.2.1", "", ""), "::ffff:192.0.2.1");
    EXPECT_EQ(client_address("10.0.0.1", "not an address", "10.0.0.1"), "not an address");
}

}  // namespace
}  // namespace petteia::server
