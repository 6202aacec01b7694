// Impersonation by look-alike names: once "Zoé" exists, nobody can sign up as a name that looks the
// same, whether spelt without the accent, in another case, decomposed (NFD), with a letter from another
// script (Cyrillic о, Greek ο) or with invisible and bidi characters. Each must be refused, and the real
// Zoé must still sign in.
#include <gtest/gtest.h>

#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

TEST(LookAlikeNames, NoOneCanSignUpAsANameThatLooksLikeAnExistingOne) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Zoé", "labyrinth-1").status, 201);

    // The same key: taken.
    for (const std::string& same : {std::string("Zoe"), std::string("zoé"), std::string("ZOE"),
                                    std::string("Zoe\u0301")}) {
        const HttpReply refused = sign_up(server.port(), same, "attacker-pw");
        EXPECT_NE(refused.status, 201) << same;
        EXPECT_EQ(refused.header("Set-Cookie"), "") << same;
    }
    // Another script or invisible characters: not a valid name at all.
    for (const std::string& forged : {std::string("Z\u043E\u00E9"),   // Cyrillic о
                                      std::string("Z\u03BF\u00E9"),   // Greek omicron
                                      std::string("Zo\u200D\u00E9"),  // zero-width joiner
                                      std::string("\u202E\u00E9oZ"),  // right-to-left override
                                      std::string("Zo\u00E9\u200B"),  // zero-width space at the end
                                      std::string("Zo\u00E9 ")}) {
        const HttpReply refused = sign_up(server.port(), forged, "attacker-pw");
        EXPECT_EQ(refused.status, 400) << forged;
        EXPECT_EQ(refused.json()["code"], "bad_username") << forged;
    }
    const HttpReply owner = sign_in(server.port(), "Zoé", "labyrinth-1");
    ASSERT_EQ(owner.status, 200) << owner.body;
    EXPECT_EQ(owner.json()["username"], "Zoé");
}

}  // namespace
}  // namespace petteia_security_test
