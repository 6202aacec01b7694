// Attacks on tournaments (issue 39): only an account makes one, never from another site's page; five a
// day per account and ten per address whatever the accounts; a name that would break the page or hide
// its text is refused; nobody but its organiser starts it; a player cannot join twice, be paired with
// themself, nor join one that is full or under way; a guessed id finds nothing and a socket for it is
// refused, not sent round; its files cannot carry a spreadsheet formula; a malformed body makes nothing.
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/tournament_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

HttpReply post_from(std::uint16_t port, const std::string& cookie, const json& body, const std::string& origin,
                    const std::vector<std::string>& forwarded_for = {}) {
    std::vector<std::pair<std::string, std::string>> headers{{"Cookie", cookie}};
    if (!origin.empty()) headers.emplace_back("Origin", origin);
    for (const std::string& line : forwarded_for) headers.emplace_back("X-Forwarded-For", line);
    return http_request(port, "POST", "/api/tournaments", body.dump(), headers);
}

// The tournaments listed that players made (the site's own arenas are listed too).
std::size_t made_by_players_listed(std::uint16_t port) {
    // The answer kept whole: a loop over a part of a temporary would read it after it is gone.
    const json answer = account_request(port, "GET", "/api/tournaments").json();
    std::size_t made = 0;
    for (const auto& t : answer["tournaments"])
        if (!t["organiser"].is_null()) ++made;
    return made;
}

TEST(AttacksOnTournaments, OnlyAnAccountOnThisSiteMakesOne) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    EXPECT_EQ(post_tournament(server.port(), "", arena_body()).status, 401);
    EXPECT_EQ(post_tournament(server.port(), "petteia_session=forged", arena_body()).status, 401);
    EXPECT_EQ(post_from(server.port(), ariadne, arena_body(), "https://evil.example").status, 400);
    EXPECT_EQ(made_by_players_listed(server.port()), 0u) << "nothing made";
}

TEST(AttacksOnTournaments, MalformedBodiesAndHostileNamesMakeNothing) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const auto with = [](const std::string& field, const json& value) {
        json body = arena_body();
        body[field] = value;
        return body;
    };
    const std::vector<json> refused{
        with("name", "a"), with("name", std::string(41, 'x')), with("name", " padded"), with("name", "tab\there"),
        with("name", "evil\u202Egnp.exe"), with("name", 7), with("kind", "knockout"), with("variant", "chess"),
        with("time", nullptr), with("time", {{"days", 3}}) /* an arena is played now */, with("minutes", 25),
        with("minutes", 100000), with("max_players", 1), with("max_players", 1'000'000), with("starts_in_minutes", -5),
        with("starts_in_minutes", 100'000), with("rounds", 5) /* a Swiss's only */, with("surprise", true),
        round_robin_body(31), with("rated", "yes")};
    for (const json& body : refused) {
        const HttpReply reply = post_tournament(server.port(), ariadne, body);
        EXPECT_EQ(reply.status, 400) << body.dump() << " → " << reply.body;
        EXPECT_EQ(reply.json()["code"], "invalid_message") << body.dump();
    }
    EXPECT_EQ(http_request(server.port(), "POST", "/api/tournaments", "{not json", {{"Cookie", ariadne}}).status, 400);
    EXPECT_EQ(made_by_players_listed(server.port()), 0u) << "nothing made";
    // Names in any script are welcome.
    EXPECT_EQ(post_tournament(server.port(), ariadne, with("name", "Πεττεία της Παρασκευής")).status, 201);
}

// An account signed up from its own address (sign-ups are limited per address too).
std::string signed_up_from(std::uint16_t port, const std::string& name, const std::string& address) {
    const HttpReply reply = http_request(port, "POST", "/api/account", json{{"username", name}, {"password", "correct horse battery"}}.dump(),
                                         {{"X-Forwarded-For", address}});
    EXPECT_EQ(reply.status, 201) << reply.body;
    return session_cookie_of(reply);
}

TEST(AttacksOnTournaments, FiveADayPerAccountAndTenPerAddressWhateverTheAccounts) {
    ServerProcess server({"--trusted-proxy", "127.0.0.1"});
    const std::string ariadne = signed_up_from(server.port(), "Ariadne", "192.0.2.100");
    for (int i = 0; i < 5; ++i) ASSERT_EQ(post_from(server.port(), ariadne, arena_body(), "", {"203.0.113." + std::to_string(i)}).status, 201);
    const HttpReply sixth = post_from(server.port(), ariadne, arena_body(), "", {"203.0.113.99"});
    EXPECT_EQ(sixth.status, 429);
    EXPECT_EQ(sixth.json()["code"], "rate_limited");
    EXPECT_FALSE(sixth.header("Retry-After").empty());
    // From one address, fresh accounts: ten, then refused however many accounts it makes.
    int made = 0;
    for (int i = 0; i < 13; ++i) {
        const std::string cookie = signed_up_from(server.port(), "Sybil" + std::to_string(i), "192.0.2." + std::to_string(i));
        if (post_from(server.port(), cookie, arena_body(), "", {"198.51.100.7"}).status == 201) ++made;
    }
    EXPECT_EQ(made, 10);
}

TEST(AttacksOnTournaments, OnlyItsOrganiserStartsItAndNobodyJoinsTwiceOrAFullOne) {
    ServerProcess server;
    const std::string minos = signed_up(server.port(), "Minos");
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    const std::string icarus = signed_up(server.port(), "Icarus");
    const std::string id = make_tournament(server.port(), minos, round_robin_body(2));
    EXPECT_EQ(tournament_action(server.port(), id, "start", ariadne).status, 403);
    EXPECT_EQ(tournament_action(server.port(), id, "start", "").status, 401);
    const HttpReply foreign = http_request(server.port(), "POST", "/api/tournaments/" + id + "/start", "",
                                           {{"Cookie", minos}, {"Origin", "https://evil.example"}});
    EXPECT_EQ(foreign.status, 400);
    ASSERT_EQ(tournament_action(server.port(), id, "join", ariadne).json()["done"], "joined");
    EXPECT_EQ(tournament_action(server.port(), id, "join", ariadne).json()["done"], "already");
    ASSERT_EQ(tournament_action(server.port(), id, "join", theseus).json()["done"], "joined");
    const HttpReply full = tournament_action(server.port(), id, "join", icarus);
    EXPECT_EQ(full.status, 409);
    EXPECT_EQ(full.json()["detail"], "full");
    const json page = account_request(server.port(), "GET", "/api/tournaments/" + id).json();
    EXPECT_EQ(page["tournament"]["players"], 2) << "joined twice, counted once";
    // Started: one game, the two of them, never a player against themself.
    auto her_page = follow_tournament(server.port(), id, ariadne);
    ASSERT_EQ(tournament_action(server.port(), id, "start", minos).status, 200);
    const json game = next_tournament_game(*her_page);
    EXPECT_EQ(game["opponent"], "Theseus");
    EXPECT_EQ(tournament_action(server.port(), id, "join", icarus).json()["code"], "tournament_closed");
}

TEST(AttacksOnTournaments, AGuessedIdFindsNothingAndItsSocketIsRefusedNotSentRound) {
    ServerProcess server;
    EXPECT_EQ(account_request(server.port(), "GET", "/api/tournaments/AAAAAAAAAAAAAAAA").status, 404);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/tournaments/../../etc/passwd").status, 404);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/tournaments/AAAAAAAAAAAAAAAA/results.csv").status, 404);
    WsClient socket(server.port(), std::nullopt, std::nullopt, "/ws/tournament?id=AAAAAAAAAAAAAAAA");
    const json refused = socket.wait_for([](const json& m) { return m.value("type", "") == "error"; }, "the refusal");
    EXPECT_EQ(refused["code"], "tournament_not_found");
    EXPECT_EQ(socket.wait_closed(), 1008) << "closed for good (a 1013 would bring the page back at once)";
    // Malformed ids never reach the store: the upgrade itself is refused.
    EXPECT_THROW(WsClient(server.port(), std::nullopt, std::nullopt, "/ws/tournament?id=../x"), std::exception);
    EXPECT_THROW(WsClient(server.port(), std::nullopt, std::nullopt, "/ws/tournament?id=AAAAAAAAAAAAAAAA&game=x"), std::exception);
}

TEST(AttacksOnTournaments, ItsFilesCarryNoSpreadsheetFormula) {
    ServerProcess server;
    // A name may begin with '-', which a spreadsheet reads as the start of a formula.
    const std::string minus = signed_up(server.port(), "-2-cmd");
    const std::string id = make_tournament(server.port(), minus, round_robin_body(4));
    ASSERT_EQ(tournament_action(server.port(), id, "join", minus).status, 200);
    const HttpReply results = account_request(server.port(), "GET", "/api/tournaments/" + id + "/results.csv");
    ASSERT_EQ(results.status, 200);
    EXPECT_EQ(results.header("Content-Disposition"), "attachment; filename=\"tournament-" + id + "-results.csv\"");
    EXPECT_NE(results.body.find(",\"'-2-cmd\","), std::string::npos) << results.body;
    EXPECT_EQ(results.body.find(",-2-cmd"), std::string::npos) << results.body;
}

}  // namespace
}  // namespace petteia_security_test
