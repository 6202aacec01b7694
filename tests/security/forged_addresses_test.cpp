// Forged addresses: X-Forwarded-For is believed only from a trusted proxy, all its lines count, and
// the client is the rightmost entry no trusted proxy wrote. The per-address limits hold per client.
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

// POST /api/games with the given X-Forwarded-For lines (each its own header line).
int create_with(const ServerProcess& server, const std::vector<std::string>& forwarded_for) {
    const std::string body = create_body().dump();
    std::string request = "POST /api/games HTTP/1.1\r\nHost: " + server.host() +
                          "\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " +
                          std::to_string(body.size()) + "\r\n";
    for (const std::string& line : forwarded_for) request += "X-Forwarded-For: " + line + "\r\n";
    return raw_request(server.port(), request + "\r\n" + body).status;
}

TEST(ForgedAddresses, WithoutATrustedProxyTheHeaderIsIgnored) {
    ServerProcess server({"--games-per-minute", "2"});
    EXPECT_EQ(create_with(server, {"198.51.100.1"}), 201);
    EXPECT_EQ(create_with(server, {"198.51.100.2"}), 201);
    EXPECT_EQ(create_with(server, {"198.51.100.3"}), 429) << "a new header every time is still 127.0.0.1";
    EXPECT_EQ(create_with(server, {}), 429);
}

TEST(ForgedAddresses, BehindATrustedProxyEachClientHasItsOwnLimit) {
    ServerProcess server({"--games-per-minute", "2", "--trusted-proxy", "127.0.0.1"});
    EXPECT_EQ(create_with(server, {"198.51.100.1"}), 201);
    EXPECT_EQ(create_with(server, {"198.51.100.1"}), 201);
    EXPECT_EQ(create_with(server, {"198.51.100.1"}), 429);
    EXPECT_EQ(create_with(server, {"198.51.100.2"}), 201) << "another client";
    // A client writing its own entries to the left changes nothing: the proxy's entry is last.
    EXPECT_EQ(create_with(server, {"203.0.113.50, 198.51.100.1"}), 429);
    EXPECT_EQ(create_with(server, {"203.0.113.51, 10.0.0.7, 198.51.100.1"}), 429);
}

TEST(ForgedAddresses, EveryHeaderLineCounts) {
    ServerProcess server({"--games-per-minute", "2", "--trusted-proxy", "127.0.0.1"});
    EXPECT_EQ(create_with(server, {"198.51.100.1"}), 201);
    EXPECT_EQ(create_with(server, {"198.51.100.1"}), 201);
    // The client's own line comes first; the proxy appends a line of its own. Reading only the
    // first line would count this against 203.0.113.x, a fresh address each time.
    EXPECT_EQ(create_with(server, {"203.0.113.60", "198.51.100.1"}), 429);
    EXPECT_EQ(create_with(server, {"203.0.113.61", "203.0.113.62, 198.51.100.1"}), 429);
}

TEST(ForgedAddresses, SeveralTrustedProxiesAreSkipped) {
    ServerProcess server({"--games-per-minute", "1", "--trusted-proxy", "127.0.0.1,10.9.0.0/16", "--trusted-proxy", "::1"});
    EXPECT_EQ(create_with(server, {"198.51.100.1, 10.9.3.4"}), 201);
    EXPECT_EQ(create_with(server, {"198.51.100.1, 10.9.200.1"}), 429) << "the same client through another proxy";
    EXPECT_EQ(create_with(server, {"198.51.100.1"}), 429);
    EXPECT_EQ(create_with(server, {"10.9.9.9, 198.51.100.2"}), 201);
}

TEST(ForgedAddresses, GarbageInTheHeaderIsOneUnknownClientAndNeverLogged) {
    ServerProcess server({"--games-per-minute", "1", "--trusted-proxy", "127.0.0.1"});
    EXPECT_EQ(create_with(server, {"not-an-address"}), 201);
    EXPECT_EQ(create_with(server, {"evil;junk"}), 429) << "every unparsable entry shares one bucket";
    EXPECT_EQ(create_with(server, {"198.51.100.1"}), 201);
    EXPECT_EQ(server.log().find("not-an-address"), std::string::npos);
    expect_healthy(server);
}

TEST(ForgedAddresses, AnUnparsableProxyListIsRefusedAtStart) {
    EXPECT_THROW(ServerProcess({"--trusted-proxy", "proxy.example"}), std::runtime_error);
    EXPECT_THROW(ServerProcess({"--trusted-proxy", "10.0.0.0/40"}), std::runtime_error);
}

}  // namespace
}  // namespace petteia_security_test
