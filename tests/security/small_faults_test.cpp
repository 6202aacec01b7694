// Small faults found in review, each a way to make the server misbehave: a UTF-8 sequence cut in
// an error message, and the answers that must stay errors rather than failures.
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

TEST(SmallFaults, ABrokenUtf8IdIsNotFoundNotAServerFailure) {
    ServerProcess server;
    // The id is quoted in the message, cut to 40 bytes: a cut inside "é" or a raw 0xFF made the
    // JSON writer throw, and the 404 became a 500.
    for (const std::string& id : {std::string("%FF"), std::string("%C3"), std::string(39, 'a') + "%C3%A9",
                                  std::string("%ED%A0%80"), std::string("%F4%90%80%80")}) {
        const RawReply reply = raw_get(server.port(), "/api/games/" + id);
        EXPECT_EQ(reply.status, 404) << id << "\n" << reply.text;
        EXPECT_TRUE(reply.has("game_not_found")) << id;
    }
    const RawReply exercise = raw_get(server.port(), "/api/exercises/%FF%FE");
    EXPECT_EQ(exercise.status, 404) << exercise.text;
    EXPECT_EQ(server.log().find("failed"), std::string::npos) << server.log();
    expect_healthy(server);
}

TEST(SmallFaults, BrokenUtf8OverTheWebSocketIsAnError) {
    ServerProcess server;
    WsClient client(server.port());
    client.wait_for([](const json& m) { return m.value("type", "") == "hello"; }, "hello");
    // A text frame must be UTF-8 (RFC 6455): the connection is failed with 1007, the server goes on.
    client.send_text(std::string("{\"type\":\"join\",\"protocol\":1,\"game\":\"\xff\xfe\"}"));
    EXPECT_EQ(client.wait_closed(), 1007);
    expect_healthy(server);
}

// JSON nested thousands deep, which a recursive parser or destructor would overflow its stack on:
// refused as a bad message, in a body (16 KiB) and in a WebSocket message (8 KiB).
TEST(SmallFaults, DeeplyNestedJsonIsRefusedNotACrash) {
    ServerProcess server;
    const std::string arrays = std::string(8000, '[') + std::string(8000, ']');
    std::string objects;
    for (int i = 0; i < 2600; ++i) objects += "{\"a\":";
    objects += "1" + std::string(2600, '}');
    for (const char* target : {"/api/games", "/api/session", "/api/account"})
        for (const std::string& body : {arrays, objects}) {
            const HttpReply reply = http_request(server.port(), "POST", target, body);
            EXPECT_EQ(reply.status, 400) << target << " " << reply.body;
        }
    WsClient client(server.port());
    client.wait_for([](const json& m) { return m.value("type", "") == "hello"; }, "hello");
    client.send_text(std::string(4000, '[') + std::string(4000, ']'));
    EXPECT_EQ(client.wait_error()["code"], "invalid_message");
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
