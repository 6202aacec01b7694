// One address cannot take every connection: past --connections-per-address it is answered 429,
// while other clients (behind the trusted proxy, each its own address) still get in.
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

std::unique_ptr<WsClient> open_socket(const ServerProcess& server) {
    auto client = std::make_unique<WsClient>(server.port());
    client->wait_for([](const json& m) { return m.value("type", "") == "hello"; }, "hello");
    return client;
}

TEST(ConnectionLimits, OneAddressHoldsAtMostItsShare) {
    ServerProcess server({"--connections-per-address", "4"});
    std::vector<std::unique_ptr<WsClient>> open;
    for (int i = 0; i < 4; ++i) open.push_back(open_socket(server));
    const RawReply refused = raw_get(server.port(), "/healthz");
    EXPECT_EQ(refused.status, 429) << refused.text;
    EXPECT_TRUE(refused.has("rate_limited"));
    EXPECT_THROW(WsClient{server.port()}, std::runtime_error) << "a fifth WebSocket";
    // Those already open still work, and a connection closed is a connection for the next one.
    open[0]->send(action("snapshot"));
    EXPECT_EQ(open[0]->wait_error()["code"], "not_joined");
    open[1]->close();
    EXPECT_TRUE(eventually([&] { return raw_get(server.port(), "/healthz").status == 200; }));
}

TEST(ConnectionLimits, SilentConnectionsCountToo) {
    ServerProcess server({"--connections-per-address", "3"});
    {
        // Connections that say nothing hold their places from the moment they are accepted.
        std::vector<std::unique_ptr<SilentConnection>> silent;
        for (int i = 0; i < 3; ++i) silent.push_back(std::make_unique<SilentConnection>(server.port()));
        std::this_thread::sleep_for(100ms);  // accepted
        EXPECT_EQ(raw_get(server.port(), "/").status, 429);
    }
    EXPECT_TRUE(eventually([&] { return raw_get(server.port(), "/healthz").status == 200; }))
        << "closed connections give their places back";
}

TEST(ConnectionLimits, BehindTheProxyEachClientHasItsOwnShare) {
    ServerProcess server({"--connections-per-address", "2", "--trusted-proxy", "127.0.0.1"});
    // Two keep-alive connections for one client through the proxy.
    const auto request_from = [&](const std::string& client) {
        return raw_request(server.port(), "GET /healthz HTTP/1.1\r\nHost: " + server.host() +
                                              "\r\nX-Forwarded-For: " + client + "\r\nConnection: close\r\n\r\n");
    };
    std::vector<std::unique_ptr<WsClient>> open;
    for (int i = 0; i < 2; ++i) open.push_back(open_socket(server));  // 127.0.0.1 itself, no header: its own share
    EXPECT_EQ(request_from("198.51.100.1").status, 200) << "another client through the same proxy";
    EXPECT_EQ(request_from("198.51.100.2").status, 200);
    EXPECT_EQ(raw_get(server.port(), "/healthz").status, 429) << "the proxy's own address is full";
}

}  // namespace
}  // namespace petteia_security_test
