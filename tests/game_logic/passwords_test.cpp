// Password hashes: a stored hash matches its password only, and an unknown name is checked against a
// written hash of nothing that costs what every stored hash costs (else its timing would tell which
// names exist).
#include <gtest/gtest.h>
#include <sodium.h>

#include <string>

#include "server/accounts/passwords.hpp"
#include "server/common/secrets.hpp"

namespace petteia::server {
namespace {

// "$argon2id$v=19$m=65536,t=2,p=1$": the algorithm, its version and its cost, before the salt.
std::string cost_of(const std::string& hash) {
    std::size_t end = 0;
    for (int field = 0; field < 3 && end != std::string::npos; ++field) end = hash.find('$', end + 1);
    return hash.substr(0, end);
}

TEST(Passwords, AHashMatchesItsPasswordOnly) {
    ASSERT_TRUE(init_secrets());
    const std::string hash = hash_password("labyrinth");
    EXPECT_TRUE(password_matches("labyrinth", &hash));
    EXPECT_FALSE(password_matches("Labyrinth", &hash));
    EXPECT_FALSE(password_matches("", &hash));
    EXPECT_NE(hash_password("labyrinth"), hash) << "each hash has a salt of its own";
}

TEST(Passwords, AnUnknownNameNeverMatchesNotEvenWithNoPassword) {
    ASSERT_TRUE(init_secrets());
    prepare_password_checks();
    EXPECT_FALSE(password_matches("", nullptr));
    EXPECT_FALSE(password_matches("labyrinth", nullptr));
}

TEST(Passwords, TheWrittenHashOfNothingIsAtTheCostOfEveryStoredHash) {
    ASSERT_TRUE(init_secrets());
    const std::string written(written_hash_of_nothing);
    // Its cost is the one hash_password uses now: checking against it takes as long as a real check.
    EXPECT_EQ(crypto_pwhash_str_needs_rehash(written.c_str(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                                             crypto_pwhash_MEMLIMIT_INTERACTIVE), 0);
    const std::string fresh = hash_password("");
    EXPECT_EQ(cost_of(written), cost_of(fresh));
    // And it is a hash of nothing indeed.
    EXPECT_EQ(crypto_pwhash_str_verify(written.c_str(), "", 0), 0);
}

}  // namespace
}  // namespace petteia::server
