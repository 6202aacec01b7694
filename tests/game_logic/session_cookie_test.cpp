// The site's cookies: found among others in a Cookie header only under the current mode's name and
// only when unambiguous, and set and cleared with the attributes that keep them from scripts and
// other sites.
#include <gtest/gtest.h>

#include "server/accounts/session_cookie.hpp"

namespace petteia::server {
namespace {

std::optional<std::string> plain_session(std::string_view header) { return cookie_value(header, SiteCookie::session, false); }
std::optional<std::string> secure_session(std::string_view header) { return cookie_value(header, SiteCookie::session, true); }

TEST(SessionCookie, TheTokenIsFoundAmongOtherCookies) {
    EXPECT_EQ(plain_session("petteia_session=abc"), "abc");
    EXPECT_EQ(plain_session("theme=dark; petteia_session=abc ; lang=fr"), "abc");
    EXPECT_EQ(secure_session("__Host-petteia_session=xyz"), "xyz");
    EXPECT_EQ(plain_session("other_petteia_session=abc"), std::nullopt);
    EXPECT_EQ(plain_session("petteia_session="), std::nullopt);
    EXPECT_EQ(plain_session("petteia_session=" + std::string(200, 'a')), std::nullopt);
    EXPECT_EQ(plain_session(""), std::nullopt);
}

TEST(SessionCookie, OnlyTheCurrentModesNameIsRead) {
    EXPECT_EQ(plain_session("__Host-petteia_session=xyz"), std::nullopt) << "https's cookie over http";
    EXPECT_EQ(secure_session("petteia_session=abc"), std::nullopt) << "a plain cookie, which any subdomain can plant";
}

TEST(SessionCookie, TwoSessionCookiesAreNone) {
    EXPECT_EQ(plain_session("petteia_session=abc; petteia_session=def"), std::nullopt);
    EXPECT_EQ(plain_session("petteia_session=abc; petteia_session=abc"), std::nullopt);
    EXPECT_EQ(secure_session("petteia_session=planted; __Host-petteia_session=real"), std::nullopt);
    EXPECT_EQ(plain_session("petteia_session=real; __Host-petteia_session=other"), std::nullopt);
    EXPECT_EQ(plain_session("petteia_session=abc; petteia_device=def"), "abc") << "the device cookie is another cookie";
}

TEST(SessionCookie, IsHttpOnlyLaxAndOverHttpsSecureWithTheHostPrefix) {
    EXPECT_EQ(set_cookie(SiteCookie::session, "abc", 60, false),
              "petteia_session=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax");
    EXPECT_EQ(set_cookie(SiteCookie::session, "abc", 60, true),
              "__Host-petteia_session=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure");
    EXPECT_EQ(cleared_cookie(SiteCookie::session, false), "petteia_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    EXPECT_EQ(set_cookie(SiteCookie::device, "d", 60, true),
              "__Host-petteia_device=d; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure");
}

}  // namespace
}  // namespace petteia::server
