// Optional accounts end to end over HTTP against the real server: sign-up, names unique whatever
// their case, sign-in and its limits, the session cookie, log out, expiry, password change and
// deletion.
#include <atomic>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

TEST(Accounts, SignUpSetsAnHttpOnlyLaxSessionCookieAndSignsIn) {
    ServerProcess server;
    const HttpReply reply = sign_up(server.port(), "Ariadne", "labyrinth-1");
    ASSERT_EQ(reply.status, 201) << reply.body;
    EXPECT_EQ(reply.json()["username"], "Ariadne");
    EXPECT_EQ(reply.json()["signed_in"], true);
    EXPECT_EQ(reply.json()["solved"], json::array());
    const std::string set_cookie = reply.header("Set-Cookie");
    EXPECT_NE(set_cookie.find("HttpOnly"), std::string::npos) << set_cookie;
    EXPECT_NE(set_cookie.find("SameSite=Lax"), std::string::npos) << set_cookie;
    EXPECT_NE(set_cookie.find("Path=/"), std::string::npos) << set_cookie;
    EXPECT_EQ(set_cookie.find("Secure"), std::string::npos) << "plain http: " << set_cookie;
    const std::string cookie = session_cookie_of(reply);
    // 256 random bits in base64url: 43 characters after "petteia_session=".
    EXPECT_EQ(cookie.size(), std::string("petteia_session=").size() + 43) << cookie;

    const HttpReply account = account_request(server.port(), "GET", "/api/account", nullptr, cookie);
    ASSERT_EQ(account.status, 200) << account.body;
    EXPECT_EQ(account.json()["username"], "Ariadne");
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account").status, 401);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account").json()["code"], "not_signed_in");
}

TEST(Accounts, TheServerStoresOnlyHashesOfTokensAndPasswords) {
    ServerProcess server;
    const HttpReply reply = sign_up(server.port(), "Daedalus", "wings-of-wax");
    ASSERT_EQ(reply.status, 201) << reply.body;
    const std::string token = session_cookie_of(reply).substr(std::string("petteia_session=").size());

    petteia::db::Database file(server.data_directory() / "petteia.sqlite");
    auto sessions = file.prepare("SELECT token_hash FROM sessions");
    ASSERT_TRUE(sessions.step());
    const auto stored = sessions.blob(0);
    EXPECT_EQ(stored.size(), 32u);
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(stored.data()), stored.size()).find(token), std::string::npos);
    auto accounts = file.prepare("SELECT password_hash FROM accounts");
    ASSERT_TRUE(accounts.step());
    EXPECT_TRUE(accounts.text(0).starts_with("$argon2id$")) << accounts.text(0);
    EXPECT_EQ(accounts.text(0).find("wings-of-wax"), std::string::npos);
}

TEST(Accounts, NamesAreUniqueWhateverTheirCaseAndChecked) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
    const HttpReply taken = sign_up(server.port(), "ARIADNE", "another-password");
    EXPECT_EQ(taken.status, 409);
    EXPECT_EQ(taken.json()["code"], "username_taken");
    EXPECT_EQ(taken.header("Set-Cookie"), "");

    for (const std::string bad : {"ab", "a-name-far-too-long-for-us", "Ari adne", "Ariadne\u0301", "ari/adne", ""}) {
        const HttpReply refused = sign_up(server.port(), bad, "labyrinth-1");
        EXPECT_EQ(refused.status, 400) << bad;
        EXPECT_EQ(refused.json()["code"], "bad_username") << bad;
    }
    for (const std::string& bad : {std::string("short"), std::string(257, 'x')}) {
        const HttpReply refused = sign_up(server.port(), "Theseus", bad);
        EXPECT_EQ(refused.status, 400);
        EXPECT_EQ(refused.json()["code"], "bad_password");
    }
    EXPECT_EQ(sign_up(server.port(), "Theseus_of-Athens", std::string(256, 'x')).status, 201);
    const HttpReply malformed = account_request(server.port(), "POST", "/api/account", {{"username", "Minos"}});
    EXPECT_EQ(malformed.status, 400);
    EXPECT_EQ(malformed.json()["code"], "invalid_message");
}

// Names with diacritics are kept as given, but one key (case and diacritics folded) means one account.
TEST(Accounts, AccentedNamesAreAcceptedAndCollideWithTheirUnaccentedSpelling) {
    ServerProcess server;
    const HttpReply zoe = sign_up(server.port(), "Zoé", "labyrinth-1");
    ASSERT_EQ(zoe.status, 201) << zoe.body;
    EXPECT_EQ(zoe.json()["username"], "Zoé");
    for (const std::string& same : {std::string("Zoe"), std::string("ZOÉ"), std::string("zoè")}) {
        const HttpReply taken = sign_up(server.port(), same, "labyrinth-2");
        EXPECT_EQ(taken.status, 409) << same;
        EXPECT_EQ(taken.json()["code"], "username_taken") << same;
    }
    ASSERT_EQ(sign_up(server.port(), "Eloise", "labyrinth-1").status, 201);
    EXPECT_EQ(sign_up(server.port(), "Éloïse", "labyrinth-1").status, 409);
    for (const std::string& name : {std::string("Łukasz"), std::string("Ærø"), std::string("Jean-Luc")})
        EXPECT_EQ(sign_up(server.port(), name, "labyrinth-1").status, 201) << name;

    const HttpReply signed_in = sign_in(server.port(), "zoe", "labyrinth-1");
    ASSERT_EQ(signed_in.status, 200) << signed_in.body;
    EXPECT_EQ(signed_in.json()["username"], "Zoé");
}

TEST(Accounts, SignInAcceptsAnyCaseOfTheNameAndRefusesAWrongPasswordLikeAnUnknownName) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
    const HttpReply signed_in = sign_in(server.port(), "ariADNE", "labyrinth-1");
    ASSERT_EQ(signed_in.status, 200) << signed_in.body;
    EXPECT_EQ(signed_in.json()["username"], "Ariadne");
    EXPECT_NE(session_cookie_of(signed_in), "");

    const HttpReply wrong = sign_in(server.port(), "Ariadne", "labyrinth-2");
    const HttpReply unknown = sign_in(server.port(), "Pasiphae", "labyrinth-1");
    EXPECT_EQ(wrong.status, 401);
    EXPECT_EQ(wrong.json()["code"], "wrong_credentials");
    EXPECT_EQ(unknown.status, 401);
    EXPECT_EQ(unknown.json()["message"], wrong.json()["message"]);
    EXPECT_EQ(wrong.header("Set-Cookie"), "");
}

TEST(Accounts, FailedSignInsAreLimitedPerAccount) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
    for (int i = 0; i < 5; ++i) ASSERT_EQ(sign_in(server.port(), "ariadne", "guess-" + std::to_string(i)).status, 401);
    // Even the right password waits now: the account is under attack.
    const HttpReply limited = sign_in(server.port(), "Ariadne", "labyrinth-1");
    EXPECT_EQ(limited.status, 429);
    EXPECT_EQ(limited.json()["code"], "too_many_attempts");
    const int retry_after = std::stoi(limited.header("Retry-After"));
    EXPECT_GT(retry_after, 200);
    EXPECT_LE(retry_after, 300);
    // Other accounts are not held up by it.
    ASSERT_EQ(sign_up(server.port(), "Theseus", "thread-ball").status, 201);
    EXPECT_EQ(sign_in(server.port(), "Theseus", "thread-ball").status, 200);
}

TEST(Accounts, SignInsAreLimitedPerAddress) {
    ServerProcess server;
    // Ten attempts at different names (a sign-up counts as one), then the address waits.
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
    for (int i = 0; i < 9; ++i) ASSERT_EQ(sign_in(server.port(), "nobody" + std::to_string(i), "whatever-1").status, 401);
    const HttpReply limited = sign_in(server.port(), "Ariadne", "labyrinth-1");
    EXPECT_EQ(limited.status, 429);
    EXPECT_GT(std::stoi(limited.header("Retry-After")), 0);
    EXPECT_LE(std::stoi(limited.header("Retry-After")), 60);
}

TEST(Accounts, LogOutRevokesTheSessionAndClearsTheCookie) {
    ServerProcess server;
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    const std::string other_device = session_cookie_of(sign_in(server.port(), "Ariadne", "labyrinth-1"));
    const HttpReply out = account_request(server.port(), "DELETE", "/api/session", nullptr, cookie);
    ASSERT_EQ(out.status, 200) << out.body;
    EXPECT_EQ(out.json()["signed_in"], false);
    EXPECT_NE(out.header("Set-Cookie").find("Max-Age=0"), std::string::npos) << out.header("Set-Cookie");
    // The token itself no longer works, even if a browser kept it.
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, cookie).status, 401);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, other_device).status, 200);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, "petteia_session=forged-token").status, 401);
}

TEST(Accounts, SessionsExpire) {
    ServerProcess server({"--session-lifetime", "2"});
    const HttpReply reply = sign_up(server.port(), "Ariadne", "labyrinth-1");
    EXPECT_NE(reply.header("Set-Cookie").find("Max-Age=2"), std::string::npos);
    const std::string cookie = session_cookie_of(reply);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, cookie).status, 200);
    std::this_thread::sleep_for(std::chrono::milliseconds(2500));
    const HttpReply expired = account_request(server.port(), "GET", "/api/account", nullptr, cookie);
    EXPECT_EQ(expired.status, 401);
    EXPECT_EQ(expired.json()["code"], "not_signed_in");
}

TEST(Accounts, ChangingThePasswordEndsTheOtherSessions) {
    ServerProcess server;
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    const std::string other_device = session_cookie_of(sign_in(server.port(), "Ariadne", "labyrinth-1"));

    const HttpReply wrong = account_request(server.port(), "POST", "/api/account/password",
                                            {{"current", "not-it-at-all"}, {"new", "minotaur-2"}}, cookie);
    EXPECT_EQ(wrong.status, 401);
    EXPECT_EQ(wrong.json()["code"], "wrong_credentials");
    const HttpReply short_one = account_request(server.port(), "POST", "/api/account/password",
                                                {{"current", "labyrinth-1"}, {"new", "short"}}, cookie);
    EXPECT_EQ(short_one.json()["code"], "bad_password");

    const HttpReply changed = account_request(server.port(), "POST", "/api/account/password",
                                              {{"current", "labyrinth-1"}, {"new", "minotaur-2"}}, cookie);
    ASSERT_EQ(changed.status, 200) << changed.body;
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, cookie).status, 200);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, other_device).status, 401);
    EXPECT_EQ(sign_in(server.port(), "Ariadne", "labyrinth-1").status, 401);
    EXPECT_EQ(sign_in(server.port(), "Ariadne", "minotaur-2").status, 200);
}

TEST(Accounts, DeletingTheAccountTakesItsDataAndFreesTheName) {
    ServerProcess server;
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    const std::string other_device = session_cookie_of(sign_in(server.port(), "Ariadne", "labyrinth-1"));
    // Data of the account's own: progress, and a finished game at its seat.
    const json exercises = http_get(server.port(), "/api/exercises").json()["exercises"];
    ASSERT_EQ(account_request(server.port(), "POST", "/api/account/progress", {{"solved", {exercises[0]["id"]}}}, cookie)
                  .json()["solved"].size(), 1u);
    const CreatedGame game = create_game(server.port(), {{"variant", "petteia-6x6"}, {"opponent", "computer"},
                                                         {"level", "beginner"}, {"color", "first"}});
    Player player = join(server.port(), game.game, game.secret, cookie);
    player->send(action("resign"));
    player->wait_event("result");
    for (int waited = 0; waited < 200 && account_request(server.port(), "GET", "/api/account", nullptr, cookie)
                                             .json()["games"].empty(); ++waited)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));

    const HttpReply wrong = account_request(server.port(), "DELETE", "/api/account", {{"password", "labyrinth-2"}}, cookie);
    EXPECT_EQ(wrong.status, 401);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, cookie).status, 200);

    const HttpReply deleted = account_request(server.port(), "DELETE", "/api/account", {{"password", "labyrinth-1"}}, cookie);
    ASSERT_EQ(deleted.status, 200) << deleted.body;
    EXPECT_EQ(deleted.json()["signed_in"], false);
    EXPECT_NE(deleted.header("Set-Cookie").find("Max-Age=0"), std::string::npos);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, cookie).status, 401);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, other_device).status, 401);
    EXPECT_EQ(sign_in(server.port(), "Ariadne", "labyrinth-1").status, 401);

    petteia::db::Database file(server.data_directory() / "petteia.sqlite");
    auto count = [&](const std::string& sql) {
        auto query = file.prepare(sql);
        EXPECT_TRUE(query.step());
        return query.int64(0);
    };
    for (const char* table : {"accounts", "sessions", "solved_exercises", "game_players"})
        EXPECT_EQ(count(std::string("SELECT count(*) FROM ") + table), 0) << table;
    // The game itself stays: it was the computer's too (and, online, the other player's).
    EXPECT_EQ(count("SELECT count(*) FROM games WHERE id = '" + game.game + "'"), 1);
    EXPECT_EQ(sign_up(server.port(), "ariadne", "a-new-start").status, 201);
}

TEST(Accounts, GuessesRacingInParallelGetNoMoreThanTheLimit) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
    std::vector<std::thread> guessers;
    std::atomic<int> wrong{0}, limited{0};
    for (int i = 0; i < 9; ++i)
        guessers.emplace_back([&, i] {
            const int status = sign_in(server.port(), "Ariadne", "guess-" + std::to_string(i)).status;
            (status == 401 ? wrong : limited) += status == 401 || status == 429 ? 1 : 0;
        });
    for (auto& guesser : guessers) guesser.join();
    EXPECT_EQ(wrong.load(), 5);
    EXPECT_EQ(limited.load(), 4);
}

TEST(Accounts, AGuesserElsewhereDoesNotLockThePlayerOut) {
    // Behind a trusted proxy each client is known by the address the proxy forwards.
    ServerProcess server({"--trusted-proxy", "127.0.0.1"});
    auto from = [&](const std::string& address, const std::string& password) {
        return http_request(server.port(), "POST", "/api/session",
                            json{{"username", "Ariadne"}, {"password", password}}.dump(),
                            {{"X-Forwarded-For", "203.0.113.9, " + address}});
    };
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
    for (int i = 0; i < 5; ++i) ASSERT_EQ(from("198.51.100.7", "guess-" + std::to_string(i)).status, 401);
    EXPECT_EQ(from("198.51.100.7", "labyrinth-1").status, 429);
    EXPECT_EQ(from("192.0.2.44", "labyrinth-1").status, 200);
    // And the first address is not the proxy's own: that one still has its attempts.
    EXPECT_EQ(sign_in(server.port(), "Ariadne", "labyrinth-1").status, 200);
}

TEST(Accounts, ThePasswordAskedAgainIsLimitedToo) {
    ServerProcess server;
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    for (int i = 0; i < 5; ++i)
        ASSERT_EQ(account_request(server.port(), "POST", "/api/account/password",
                                  {{"current", "guess-" + std::to_string(i)}, {"new", "minotaur-2"}}, cookie)
                      .status,
                  401);
    const HttpReply limited = account_request(server.port(), "DELETE", "/api/account", {{"password", "labyrinth-1"}}, cookie);
    EXPECT_EQ(limited.status, 429);
    EXPECT_EQ(limited.json()["code"], "too_many_attempts");
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, cookie).status, 200);
}

TEST(Accounts, ChangesFromAnotherSiteOrNotInJsonAreRefused) {
    ServerProcess server;
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Theseus", "thread-ball"));
    const std::vector<std::pair<std::string, std::string>> evil{{"Origin", "https://evil.example"}, {"Cookie", cookie}};
    EXPECT_EQ(http_request(server.port(), "DELETE", "/api/session", "", evil).status, 400);
    EXPECT_EQ(http_request(server.port(), "POST", "/api/account/password",
                           json{{"current", "thread-ball"}, {"new", "minotaur-2"}}.dump(), evil).status, 400);
    EXPECT_EQ(http_request(server.port(), "DELETE", "/api/account", json{{"password", "thread-ball"}}.dump(), evil).status,
              400);
    EXPECT_EQ(http_request(server.port(), "POST", "/api/account/progress", json{{"solved", json::array()}}.dump(), evil)
                  .status, 400);
    // None of them did anything.
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, cookie).status, 200);
    EXPECT_EQ(sign_in(server.port(), "Theseus", "thread-ball").status, 200);

    const HttpReply foreign = http_request(server.port(), "POST", "/api/account",
                                           json{{"username", "Ariadne"}, {"password", "labyrinth-1"}}.dump(),
                                           {{"Origin", "https://evil.example"}});
    EXPECT_EQ(foreign.status, 400);
    EXPECT_EQ(foreign.json()["code"], "bad_request");
    const HttpReply form = http_request(server.port(), "POST", "/api/session", "username=Ariadne&password=labyrinth-1",
                                        {{"Content-Type", "application/x-www-form-urlencoded"}});
    EXPECT_EQ(form.status, 400);
    const HttpReply own = http_request(server.port(), "POST", "/api/account",
                                       json{{"username", "Ariadne"}, {"password", "labyrinth-1"}}.dump(),
                                       {{"Origin", "http://" + server.host()}});
    EXPECT_EQ(own.status, 201) << own.body;
}

TEST(Accounts, TheCookieIsSecureBehindAnHttpsProxy) {
    ServerProcess server;
    const HttpReply reply = http_request(server.port(), "POST", "/api/account",
                                         json{{"username", "Ariadne"}, {"password", "labyrinth-1"}}.dump(),
                                         {{"X-Forwarded-Proto", "https"}});
    ASSERT_EQ(reply.status, 201);
    const std::string set_cookie = reply.header("Set-Cookie");
    EXPECT_NE(set_cookie.find("; Secure"), std::string::npos) << set_cookie;
    EXPECT_TRUE(set_cookie.starts_with("__Host-petteia_session=")) << set_cookie;
    // The proxy passes it back under that name, over https.
    const std::string cookie = session_cookie_of(reply);
    const HttpReply over_https = http_request(server.port(), "GET", "/api/account", "",
                                              {{"Cookie", cookie}, {"X-Forwarded-Proto", "https"}});
    EXPECT_EQ(over_https.json()["username"], "Ariadne") << over_https.body;
    // Only the current mode's name is read: the https cookie means nothing over plain http.
    EXPECT_EQ(account_request(server.port(), "GET", "/api/account", nullptr, cookie).status, 401);
}

}  // namespace
}  // namespace petteia_server_test
