// The plain HTTP side: health, game creation and its limits, and who may open a WebSocket.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

TEST(Http, Healthz) {
    ServerProcess server;
    const HttpReply reply = http_get(server.port(), "/healthz");
    EXPECT_EQ(reply.status, 200);
    EXPECT_EQ(reply.content_type, "application/json");
    EXPECT_EQ(reply.json().value("status", ""), "ok") << reply.body;
}

TEST(Http, VariantCatalogueNamesEachGameAndTheSquaresItIsWonOn) {
    ServerProcess server;
    const HttpReply reply = http_get(server.port(), "/api/variants");
    ASSERT_EQ(reply.status, 200) << reply.body;
    const json variants = reply.json();
    ASSERT_EQ(variants.size(), 5u) << reply.body;
    for (const json& variant : variants) {
        EXPECT_FALSE(variant.contains("goal_ranks")) << variant;
        if (variant["name"] == "grec")
            EXPECT_EQ(variant["goal_squares"], json::parse(R"({"black":["A3","A4","B3","B4","C3","C4","D3","D4"],
                                                               "white":["A1","A2","B1","B2","C1","C2","D1","D2"]})"));
        else if (variant["name"] == "grec-mirror")
            EXPECT_EQ(variant["goal_squares"], json::parse(R"({"black":["A4","B3","B4","C3","C4","D3","D4"],
                                                               "white":["A1","A2","B1","B2","C1","C2","D1"]})"));
        else if (variant["name"] == "petteia-chess")
            EXPECT_EQ(variant["goal_squares"], json::parse(R"({"white":[],"black":[]})")) << variant;
        else EXPECT_EQ(variant["goal_squares"], json::parse(R"({"light":[],"dark":[]})")) << variant;
    }
}

TEST(Http, CreateGameAnswersWithLinkSideAndSecret) {
    ServerProcess server;
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec", "grec-mirror"}) {
        const HttpReply reply =
            http_request(server.port(), "POST", "/api/games", create_body(variant, nullptr, "random").dump());
        ASSERT_EQ(reply.status, 201) << reply.body;
        const json created = reply.json();
        EXPECT_EQ(created["link"], "/g/" + created["game"].get<std::string>());
        EXPECT_TRUE(created["secret"].is_string());
        const json sides = join(server.port(), created["game"], created["secret"].get<std::string>()).joined["snapshot"]["sides"];
        EXPECT_TRUE(created["side"] == sides[0] || created["side"] == sides[1]) << created;
    }
}

TEST(Http, CreateGameRefusesBadRequests) {
    ServerProcess server;
    const struct {
        const char* body;
        const char* code;
    } cases[] = {
        {"{\"variant\":", "malformed_json"},
        {R"({"variant":"chess"})", "invalid_message"},
        {R"({"time":null})", "invalid_message"},
        {R"({"variant":"grec","time":{"minutes":0}})", "invalid_message"},
        {R"({"variant":"grec","time":{"minutes":5,"increment":-1}})", "invalid_message"},
        {R"({"variant":"grec","colour":"first"})", "invalid_message"},
        {R"({"variant":"grec","color":"purple"})", "invalid_message"},
        {R"({"variant":"grec","opponent":"computer"})", "invalid_message"},
        {R"({"variant":"grec","opponent":"computer","level":"grandmaster"})", "invalid_message"},
        {R"({"variant":"grec","opponent":"computer","level":3})", "invalid_message"},
        {R"({"variant":"grec","level":"expert"})", "invalid_message"},
        {R"({"variant":"grec","opponent":"robot","level":"expert"})", "invalid_message"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.body);
        const HttpReply reply = http_request(server.port(), "POST", "/api/games", c.body);
        EXPECT_EQ(reply.status, 400);
        EXPECT_EQ(reply.json().value("code", ""), c.code) << reply.body;
    }
    const std::string huge = create_body().dump().insert(1, "\"padding\":\"" + std::string(20 * 1024, 'x') + "\",");
    EXPECT_EQ(http_request(server.port(), "POST", "/api/games", huge).status, 413) << "the body limit";
    EXPECT_EQ(http_get(server.port(), "/api/games").status, 400) << "the games' states need their ids (?ids=…)";
    const HttpReply unknown = http_get(server.port(), "/api/games/NoSuchGame000000");
    EXPECT_EQ(unknown.status, 404);
    EXPECT_EQ(unknown.json().value("code", ""), "game_not_found");
    EXPECT_EQ(http_get(server.port(), "/no/such/file.png").status, 404) << "a missing file (page paths serve the app)";
}

TEST(Http, GameCreationIsRateLimitedPerAddress) {
    ServerProcess server({"--games-per-minute", "2"});
    for (int i = 0; i < 2; ++i)
        EXPECT_EQ(http_request(server.port(), "POST", "/api/games", create_body().dump()).status, 201);
    const HttpReply third = http_request(server.port(), "POST", "/api/games", create_body().dump());
    EXPECT_EQ(third.status, 429);
    EXPECT_EQ(third.json().value("code", ""), "too_many_games") << third.body;
    // Games already made are not affected.
    EXPECT_EQ(http_get(server.port(), "/healthz").json().value("games", 0), 2);
}

TEST(Http, AtTheConnectionLimitNewVisitorsArePolitelyTurnedAway) {
    ServerProcess server({"--max-connections", "3"});
    std::vector<std::unique_ptr<WsClient>> open;
    for (int i = 0; i < 3; ++i) {
        open.push_back(std::make_unique<WsClient>(server.port()));
        open.back()->wait_for([](const json& m) { return m.value("type", "") == "hello"; }, "hello");
    }
    const HttpReply refused = http_get(server.port(), "/healthz");
    EXPECT_EQ(refused.status, 503);
    EXPECT_EQ(refused.json().value("code", ""), "server_busy") << refused.body;
    // The connections already open are unaffected, and a slot freed is a slot for the next visitor.
    open[0]->send(action("snapshot"));
    EXPECT_EQ(open[0]->wait_error()["code"], "not_joined");
    open[1]->close();
    EXPECT_TRUE(eventually([&] { return http_get(server.port(), "/healthz").status == 200; }));
}

TEST(Http, ForeignOriginCannotOpenAWebSocket) {
    ServerProcess server({"--allow-origin", "https://friends.example"});
    EXPECT_EQ(upgrade_status(server.port(), "http://evil.example"), 403);
    EXPECT_EQ(upgrade_status(server.port(), "http://127.0.0.1:1"), 403) << "another port is another origin";
    EXPECT_EQ(upgrade_status(server.port(), "http://" + server.host()), 101) << "its own origin";
    EXPECT_EQ(upgrade_status(server.port(), "https://friends.example"), 101) << "an allowed origin";
    EXPECT_EQ(upgrade_status(server.port(), std::nullopt), 101) << "no Origin: not a browser";
    EXPECT_THROW(WsClient(server.port(), "http://evil.example"), std::runtime_error);
}

}  // namespace
}  // namespace petteia_server_test
