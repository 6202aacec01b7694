// The limits that hold across nodes (issue 23; server/limits/shared_limits.hpp): two servers over one
// PostgreSQL, as nginx runs them, and a client that spreads its attempts over both — as it can,
// since nginx routes a game's lookups and sockets by the game's id, and one account is attacked
// from many addresses. Each limit must answer as one node would: before, each node kept its own
// count, and two nodes let through twice as much. A fresh schema of the tests' PostgreSQL each test.
#include <string>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "tests/postgres/test_schema.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/node_support.hpp"

namespace petteia_server_test {
namespace {

using petteia::testing_postgres::TestSchema;

// Two nodes behind one trusted proxy (loopback), so that a test can speak for many client addresses.
struct TwoNodes {
    explicit TwoNodes(std::vector<std::string> more = {}) : first(start("node1", more)), second(start("node2", more)) {}
    const ServerProcess& at(int i) const { return i % 2 ? second : first; }

    TestSchema schema;
    ServerProcess first;
    ServerProcess second;

private:
    ServerProcess start(const std::string& name, std::vector<std::string> more) {
        more.insert(more.end(), {"--trusted-proxy", "127.0.0.1"});
        return node(schema, name, more);
    }
};

HttpReply sign_in_from(const ServerProcess& server, const std::string& address, const std::string& password,
                       const std::string& cookies = "") {
    std::vector<std::pair<std::string, std::string>> headers{{"X-Forwarded-For", address}};
    if (!cookies.empty()) headers.emplace_back("Cookie", cookies);
    return http_request(server.port(), "POST", "/api/session",
                        json{{"username", "Ariadne"}, {"password", password}}.dump(), headers);
}

std::string device_cookie_of(const HttpReply& reply) {
    for (const auto& [header, value] : reply.headers) {
        if (header != "Set-Cookie") continue;
        const std::string pair = value.substr(0, value.find(';'));
        if (pair.substr(0, pair.find('=')).ends_with("petteia_device")) return pair;
    }
    return "";
}

// Wrong passwords, a new address each, alternating nodes: how many were checked before a 429.
int wrong_passwords_until_refused(const TwoNodes& nodes, const std::string& cookies = "") {
    for (int guess = 0; guess < 30; ++guess) {
        const int status =
            sign_in_from(nodes.at(guess), "203.0.113." + std::to_string(guess + 1), "guess-" + std::to_string(guess), cookies)
                .status;
        if (status == 429) return guess;
        EXPECT_EQ(status, 401) << "guess " << guess;
    }
    return 30;
}

TEST(SharedLimits, OneAccountsWrongPasswordsAreCountedOnceOverBothNodes) {
    TwoNodes nodes;
    ASSERT_EQ(sign_up(nodes.first.port(), "Ariadne", "labyrinth-1").status, 201);
    EXPECT_EQ(wrong_passwords_until_refused(nodes), 10) << "10 in all, not 10 a node";
    // Locked at both nodes, even with the right password from a browser never seen.
    EXPECT_EQ(sign_in_from(nodes.first, "198.51.100.1", "labyrinth-1").status, 429);
    EXPECT_EQ(sign_in_from(nodes.second, "198.51.100.2", "labyrinth-1").status, 429);
}

TEST(SharedLimits, TwoAddressesAlternatingNodesGetFiveGuessesEach) {
    TwoNodes nodes;
    ASSERT_EQ(sign_up(nodes.first.port(), "Ariadne", "labyrinth-1").status, 201);
    int checked = 0;
    for (int guess = 0; guess < 24; ++guess) {
        // Address a at node1 then node2, address b at node2 then node1, …
        const std::string address = guess % 2 ? "198.51.100.20" : "198.51.100.10";
        const int status = sign_in_from(nodes.at(guess / 2), address, "guess").status;
        if (status == 401) ++checked;
    }
    EXPECT_EQ(checked, 10) << "5 per account and address, whichever node";
}

TEST(SharedLimits, AStolenDeviceCookieIsWorthFiveGuessesOverBothNodes) {
    TwoNodes nodes;
    const std::string device = device_cookie_of(sign_up(nodes.first.port(), "Ariadne", "labyrinth-1"));
    ASSERT_FALSE(device.empty());
    EXPECT_EQ(wrong_passwords_until_refused(nodes, device), 5);
    // The device's bucket is its own: the account's is untouched.
    EXPECT_EQ(sign_in_from(nodes.second, "192.0.2.50", "labyrinth-1").status, 200);
}

// The shared table stores a key's hash: a name with a NUL (which PostgreSQL's text refuses) is
// counted like any other, and never makes a check fail (which would refuse every guess, fail closed).
TEST(SharedLimits, GuessesUnderANameWithANulAreCountedOverBothNodes) {
    TwoNodes nodes;
    const std::string name = std::string("Ari\0adne\n", 9);
    int checked = 0;
    for (int guess = 0; guess < 15; ++guess) {
        const HttpReply reply =
            http_request(nodes.at(guess).port(), "POST", "/api/session", json{{"username", name}, {"password", "guess"}}.dump(),
                         {{"X-Forwarded-For", "203.0.113." + std::to_string(guess + 1)}});
        if (reply.status == 401) ++checked;
        else EXPECT_EQ(reply.status, 429) << reply.body;
    }
    EXPECT_EQ(checked, 10);
    EXPECT_EQ(nodes.first.log().find("in the database"), std::string::npos) << nodes.first.log();
    EXPECT_EQ(nodes.second.log().find("in the database"), std::string::npos) << nodes.second.log();
}

TEST(SharedLimits, SignInsFromOneAddressAreCountedOnceOverBothNodes) {
    TwoNodes nodes;
    int answered = 0;
    for (int i = 0; i < 14; ++i) {
        // Another name each time: only the address is the same.
        const HttpReply reply = http_request(nodes.at(i).port(), "POST", "/api/session",
                                             json{{"username", "Nobody" + std::to_string(i)}, {"password", "guess"}}.dump(),
                                             {{"X-Forwarded-For", "192.0.2.7"}});
        if (reply.status != 429) ++answered;
    }
    EXPECT_EQ(answered, 10);
}

TEST(SharedLimits, UnknownIdsLookedUpAtBothNodesAreCountedOnce) {
    TwoNodes nodes;
    int answered = 0;
    for (int i = 0; i < 60; ++i) {
        const HttpReply reply = http_get(nodes.at(i).port(), "/api/games/AAAAAAAAAAAA" + std::to_string(1000 + i));
        if (reply.status == 404) ++answered;
        else EXPECT_EQ(reply.status, 429) << reply.body;
    }
    // 20 at once, plus at most one a node that had not heard yet (21 measured), plus the refill meanwhile.
    EXPECT_GE(answered, 20);
    EXPECT_LE(answered, 23) << "each node counted on its own";
    // A socket's guesses spend the same budget. The loop above may have been slow enough (under the
    // sanitizers) for a token or two to come back, so a few guesses are allowed before the refusal:
    // a node counting alone would still have ten or more to give.
    std::string code;
    int guesses = 0;
    while (guesses < 4) {
        const std::string id = "BBBBBBBBBBBBBBB" + std::string(1, static_cast<char>('A' + guesses++));
        WsClient guesser(nodes.second.port(), std::nullopt, std::nullopt, socket_for(id));
        guesser.send(join_request(id));
        code = guesser.wait_error()["code"];
        if (code != "game_not_found") break;
    }
    EXPECT_EQ(code, "rate_limited") << "after " << guesses << " guesses on the socket";
    // A game the node holds is still answered (only lookups that may read the store are limited).
    const std::string game = create_game(nodes.first.port(), create_body()).game;
    EXPECT_EQ(http_get(nodes.first.port(), "/api/games/" + game).status, 200);
}

TEST(SharedLimits, GamesPerMinuteFromOneAddressAreCountedOnceOverBothNodes) {
    TwoNodes nodes({"--games-per-minute", "6"});
    int created = 0;
    for (int i = 0; i < 10; ++i) {
        const HttpReply reply = http_request(nodes.at(i).port(), "POST", "/api/games", create_body().dump());
        if (reply.status == 201) ++created;
        else EXPECT_EQ(reply.status, 429) << reply.body;
    }
    EXPECT_EQ(created, 6) << "6 in all, not 6 a node";
}

// The table gone (a database that cannot count): a guess is refused, fail closed, and logged; an
// unknown id is still answered, counted by the node alone; nothing crashes.
TEST(SharedLimits, WhenTheDatabaseCannotCountAGuessTheGuessIsRefused) {
    TwoNodes nodes;
    ASSERT_EQ(sign_up(nodes.first.port(), "Ariadne", "labyrinth-1").status, 201);
    petteia::db::Database(nodes.schema.location()).exec("DROP TABLE limit_buckets");
    const HttpReply refused = sign_in_from(nodes.first, "198.51.100.1", "labyrinth-1");
    EXPECT_EQ(refused.status, 429) << refused.body;
    EXPECT_EQ(refused.header("Retry-After"), "30");
    EXPECT_NE(nodes.first.log().find("cannot spend"), std::string::npos) << nodes.first.log();
    EXPECT_EQ(http_get(nodes.second.port(), "/api/games/AAAAAAAAAAAA1000").status, 404);
    EXPECT_NE(nodes.second.log().find("counted on this node"), std::string::npos) << nodes.second.log();
    EXPECT_EQ(http_get(nodes.first.port(), "/healthz").status, 200);
    EXPECT_EQ(http_get(nodes.second.port(), "/healthz").status, 200);
}

}  // namespace
}  // namespace petteia_server_test
