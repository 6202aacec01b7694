// The session cookie: found among others in a Cookie header under either name, and set and
// cleared with the attributes that keep it from scripts and other sites.
#include <gtest/gtest.h>

#include "server/session_cookie.hpp"

namespace petteia::server {
namespace {

TEST(SessionCookie, TheTokenIsFoundAmongOtherCookies) {
    EXPECT_EQ(session_token("petteia_session=abc"), "abc");
    EXPECT_EQ(session_token("theme=dark; petteia_session=abc ; lang=fr"), "abc");
    EXPECT_EQ(session_token("__Host-petteia_session=xyz"), "xyz");
    EXPECT_EQ(session_token("other_petteia_session=abc"), std::nullopt);
    EXPECT_EQ(session_token("petteia_session="), std::nullopt);
    EXPECT_EQ(session_token("petteia_session=" + std::string(200, 'a')), std::nullopt);
    EXPECT_EQ(session_token(""), std::nullopt);
}

TEST(SessionCookie, IsHttpOnlyLaxAndOverHttpsSecureWithTheHostPrefix) {
    EXPECT_EQ(session_cookie("abc", 60, false), "petteia_session=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax");
    EXPECT_EQ(session_cookie("abc", 60, true),
              "__Host-petteia_session=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure");
    EXPECT_EQ(cleared_session_cookie(false), "petteia_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
}

}  // namespace
}  // namespace petteia::server
