// Attacks with cookies: one replayed after sign-out, a forged one, one planted beside the real one
// (in the same line or another), and one of the other mode (http's name over https and back).
#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

int account_status(const ServerProcess& server, const std::vector<std::pair<std::string, std::string>>& headers) {
    return http_request(server.port(), "GET", "/api/account", "", headers).status;
}

std::string token_of(const std::string& cookie) { return cookie.substr(cookie.find('=') + 1); }

TEST(AttacksOnCookies, ACookieReplayedAfterSignOutIsWorthNothing) {
    ServerProcess server;
    const std::string cookie = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    ASSERT_EQ(account_status(server, {{"Cookie", cookie}}), 200);
    const HttpReply out = account_request(server.port(), "DELETE", "/api/session", nullptr, cookie);
    EXPECT_EQ(out.status, 200);
    EXPECT_NE(out.header("Set-Cookie").find("Max-Age=0"), std::string::npos);
    EXPECT_EQ(account_status(server, {{"Cookie", cookie}}), 401) << "the session is gone from the server, not only the browser";
    // Nor after the password changed from another session.
    const std::string first = session_cookie_of(sign_in(server.port(), "Ariadne", "labyrinth-1"));
    const std::string second = session_cookie_of(sign_in(server.port(), "Ariadne", "labyrinth-1"));
    ASSERT_EQ(account_request(server.port(), "POST", "/api/account/password",
                              {{"current", "labyrinth-1"}, {"new", "minotaur-2"}}, second).status, 200);
    EXPECT_EQ(account_status(server, {{"Cookie", first}}), 401);
    EXPECT_EQ(account_status(server, {{"Cookie", second}}), 200);
}

TEST(AttacksOnCookies, ForgedTokensAreSignedOut) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
    for (const std::string& forged : {std::string("petteia_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
                                      std::string("petteia_session=") + std::string(5000, 'A'),
                                      std::string("petteia_session=%00%00"), std::string("petteia_session=1 OR 1=1"),
                                      std::string("petteia_session")})
        EXPECT_EQ(account_status(server, {{"Cookie", forged}}), 401) << forged.substr(0, 60);
    expect_healthy(server);
}

TEST(AttacksOnCookies, TwoSessionCookiesAreNone) {
    ServerProcess server;
    const std::string mine = session_cookie_of(sign_up(server.port(), "Ariadne", "labyrinth-1"));
    const std::string theirs = session_cookie_of(sign_up(server.port(), "Theseus", "thread-ball"));
    // A cookie planted beside the real one (a subdomain can set one for the parent domain): the
    // server must not pick either, or the victim plays in the attacker's account.
    EXPECT_EQ(account_status(server, {{"Cookie", theirs + "; " + mine}}), 401);
    EXPECT_EQ(account_status(server, {{"Cookie", mine + "; " + mine}}), 401);
    // The same in two Cookie lines, which a plain header lookup would read only the first of.
    const RawReply two_lines = raw_request(server.port(), "GET /api/account HTTP/1.1\r\nHost: " + server.host() +
                                                              "\r\nCookie: " + mine + "\r\nCookie: " + theirs +
                                                              "\r\nConnection: close\r\n\r\n");
    EXPECT_EQ(two_lines.status, 401) << two_lines.text;
    EXPECT_EQ(account_status(server, {{"Cookie", "theme=dark; " + mine + "; lang=fr"}}), 200) << "other cookies are fine";
}

TEST(AttacksOnCookies, OnlyTheCurrentModesNameIsRead) {
    ServerProcess server({"--secure-cookies", "1"});
    const HttpReply created = sign_up(server.port(), "Ariadne", "labyrinth-1");
    const std::string cookie = session_cookie_of(created);
    ASSERT_TRUE(cookie.starts_with("__Host-petteia_session=")) << cookie;
    EXPECT_EQ(account_status(server, {{"Cookie", cookie}}), 200);
    // The same token under the plain name, as a page over http or a subdomain could plant it.
    EXPECT_EQ(account_status(server, {{"Cookie", "petteia_session=" + token_of(cookie)}}), 401);
    EXPECT_EQ(account_status(server, {{"Cookie", "petteia_session=" + token_of(cookie) + "; " + cookie}}), 401);
}

}  // namespace
}  // namespace petteia_security_test
