// Attacks on direct challenges (issue 38): another site's page cannot challenge with the player's
// cookie, nor decline for them; the seat kept for the player challenged cannot be taken by anyone else
// — a stranger with the link, another account, a guessed secret — and a watcher cannot act; nobody
// but the two players can end the challenge; a name's answers never tell whom it blocks; a malformed
// or oversized body makes nothing.
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/player_events_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

const json untimed{{"variant", "petteia-6x6"}, {"color", "first"}};

HttpReply challenge(std::uint16_t port, const std::string& name, const std::string& cookie, const std::string& body,
                    const std::string& origin = "") {
    std::vector<std::pair<std::string, std::string>> headers{{"Cookie", cookie}};
    if (!origin.empty()) headers.emplace_back("Origin", origin);
    return http_request(port, "POST", "/api/players/" + name + "/challenge", body, headers);
}

std::size_t waiting_for(std::uint16_t port, const std::string& cookie) {
    return account_request(port, "GET", "/api/account/challenges", nullptr, cookie).json()["challenges"].size();
}

TEST(AttacksOnChallenges, AnotherSitesPageCannotChallengeNorAnswer) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    EXPECT_EQ(challenge(server.port(), "Theseus", ariadne, untimed.dump(), "https://evil.example").status, 400);
    EXPECT_EQ(waiting_for(server.port(), theseus), 0u) << "nothing made";
    const std::string game = challenge(server.port(), "Theseus", ariadne, untimed.dump()).json()["game"];
    const HttpReply foreign = http_request(server.port(), "DELETE", "/api/games/" + game + "/challenge", "",
                                           {{"Cookie", theseus}, {"Origin", "https://evil.example"}});
    EXPECT_EQ(foreign.status, 400);
    EXPECT_EQ(waiting_for(server.port(), theseus), 1u) << "still waiting";
}

TEST(AttacksOnChallenges, TheKeptSeatIsThePlayersAlone) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    const std::string mallory = signed_up(server.port(), "Mallory");
    const HttpReply made = challenge(server.port(), "Theseus", ariadne, untimed.dump());
    const std::string game = made.json()["game"];
    Player stranger = join(server.port(), game, std::nullopt, mallory);
    EXPECT_EQ(stranger.role, "spectator");
    stranger->send({{"type", "move"}, {"move", "a2-a3"}});
    EXPECT_EQ(stranger->wait_for([](const json& m) { return m.value("type", "") == "error"; }, "error")["code"], "not_a_player");
    // A made-up secret is no seat; the challenger's own secret is the challenger's seat, not the kept one.
    stranger->send(join_request(game, std::string(43, 'A')));
    EXPECT_EQ(stranger->wait_for([](const json& m) { return m.value("type", "") == "error"; }, "error")["code"], "bad_secret");
    Player challenger = join(server.port(), game, made.json()["secret"].get<std::string>(), ariadne);
    EXPECT_EQ(challenger.role, "light");
    // Nor can a third account end it, nor anyone signed out.
    EXPECT_EQ(account_request(server.port(), "DELETE", "/api/games/" + game + "/challenge", nullptr, mallory).status, 403);
    EXPECT_EQ(account_request(server.port(), "DELETE", "/api/games/" + game + "/challenge", nullptr, "petteia_session=forged").status, 401);
    EXPECT_EQ(waiting_for(server.port(), theseus), 1u);
    EXPECT_EQ(join(server.port(), game, std::nullopt, theseus).role, "dark") << "the player challenged still sits there";
}

TEST(AttacksOnChallenges, BadBodiesMakeNothing) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    for (const std::string& body : {std::string("{"), std::string("[]"), std::string("{\"variant\":\"petteia-6x6\",\"extra\":1}"),
                                   std::string("{\"variant\":\"petteia-6x6\",\"time\":{\"days\":4}}"),
                                   "{\"variant\":\"" + std::string(100'000, 'x') + "\"}"}) {
        const HttpReply refused = challenge(server.port(), "Theseus", ariadne, body);
        EXPECT_TRUE(refused.status == 400 || refused.status == 413) << refused.status << " " << body.substr(0, 60);
    }
    EXPECT_EQ(waiting_for(server.port(), theseus), 0u);
    EXPECT_EQ(http_get(server.port(), "/healthz").json().value("games", -1), 0) << "no game was made";
}

}  // namespace
}  // namespace petteia_security_test
