// Whom the per-address limits count a request against: the peer, or the client that the trusted
// proxies name in X-Forwarded-For (all its lines, read from the right); IPv6 clients by their /64.
#include <gtest/gtest.h>

#include "server/common/client_address.hpp"

namespace petteia::server {
namespace {

TrustedProxies trusting(const std::vector<std::string>& entries) {
    auto parsed = TrustedProxies::parse(entries);
    EXPECT_TRUE(parsed) << parsed.error();
    return parsed ? *parsed : TrustedProxies{};
}

TEST(ClientAddress, IsThePeerUnlessThePeerIsATrustedProxy) {
    const TrustedProxies none, proxy = trusting({"10.0.0.1"});
    EXPECT_EQ(client_address("192.0.2.1", {}, none), "192.0.2.1");
    EXPECT_EQ(client_address("192.0.2.1", {"198.51.100.7"}, none), "192.0.2.1") << "nobody is trusted by default";
    EXPECT_EQ(client_address("192.0.2.1", {"198.51.100.7"}, proxy), "192.0.2.1");
    EXPECT_EQ(client_address("10.0.0.1", {"198.51.100.7"}, proxy), "198.51.100.7");
    // Earlier entries are whatever the client wrote; the last is what the proxy saw.
    EXPECT_EQ(client_address("10.0.0.1", {"1.2.3.4, 5.6.7.8,198.51.100.7 "}, proxy), "198.51.100.7");
    EXPECT_EQ(client_address("10.0.0.1", {}, proxy), "10.0.0.1") << "the proxy's own request";
}

TEST(ClientAddress, EveryHeaderLineCounts) {
    const TrustedProxies proxy = trusting({"10.0.0.1"});
    // A client's own line first, then the proxy's: the proxy's last entry is the client.
    EXPECT_EQ(client_address("10.0.0.1", {"1.2.3.4", "198.51.100.7"}, proxy), "198.51.100.7");
    // Reading only the first line would believe the forged "1.2.3.4".
    EXPECT_EQ(client_address("10.0.0.1", {"1.2.3.4", "5.6.7.8, 198.51.100.7"}, proxy), "198.51.100.7");
}

TEST(ClientAddress, SeveralTrustedProxiesAreSkippedFromTheRight) {
    const TrustedProxies chain = trusting({"10.0.0.1", "172.16.0.0/12", "fd00::/8"});
    EXPECT_EQ(client_address("10.0.0.1", {"198.51.100.7, 172.20.1.1"}, chain), "198.51.100.7");
    EXPECT_EQ(client_address("172.16.5.5", {"203.0.113.9, 198.51.100.7, 10.0.0.1"}, chain), "198.51.100.7");
    EXPECT_EQ(client_address("fd12::1", {"198.51.100.7"}, chain), "198.51.100.7");
    // A client that writes a trusted proxy's address itself gains nothing: the real hop is to its right.
    EXPECT_EQ(client_address("10.0.0.1", {"10.0.0.1, 198.51.100.7"}, chain), "198.51.100.7");
    // Every entry trusted: the leftmost is as far as anyone can tell.
    EXPECT_EQ(client_address("10.0.0.1", {"172.16.0.9, 10.0.0.1"}, chain), "172.16.0.9");
}

TEST(ClientAddress, AnEntryThatIsNoAddressIsUnknownNeverItsText) {
    const TrustedProxies proxy = trusting({"10.0.0.1"});
    EXPECT_EQ(client_address("10.0.0.1", {"not an address"}, proxy), "unknown");
    EXPECT_EQ(client_address("10.0.0.1", {"198.51.100.7\nforged log line"}, proxy), "unknown");
    // Further left than the client, garbage is never read.
    EXPECT_EQ(client_address("10.0.0.1", {"garbage, 198.51.100.7"}, proxy), "198.51.100.7");
}

TEST(ClientAddress, CountsAnIpv6ClientByItsNetwork) {
    const TrustedProxies none;
    EXPECT_EQ(client_address("2001:db8:1:2:3:4:5:6", {}, none), "2001:db8:1:2::/64");
    EXPECT_EQ(client_address("2001:db8:1:2:ffff::1", {}, none), "2001:db8:1:2::/64");
    EXPECT_EQ(client_address("::ffff:192.0.2.1", {}, none), "192.0.2.1") << "an IPv4 client on a dual-stack socket";
}

TEST(TrustedProxies, RefusesWhatIsNoAddressOrNetwork) {
    EXPECT_FALSE(TrustedProxies::parse({"proxy.example"}));
    EXPECT_FALSE(TrustedProxies::parse({"10.0.0.0/33"}));
    EXPECT_FALSE(TrustedProxies::parse({"10.0.0.0/"}));
    EXPECT_FALSE(TrustedProxies::parse({"::/129"}));
    const TrustedProxies network = trusting({"10.1.0.0/16"});
    EXPECT_TRUE(network.contains("10.1.200.3"));
    EXPECT_FALSE(network.contains("10.2.0.1"));
    EXPECT_TRUE(network.contains("::ffff:10.1.0.1")) << "IPv4-mapped";
}

}  // namespace
}  // namespace petteia::server
