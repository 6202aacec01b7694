// Migration 7: accounts made under the old ASCII rule gain a unique name key, and keep working.
// Migration 18 and AccountStore::rekey_names: keys recomputed from UTS #39 skeletons (issue 37); of two
// existing names that now share a key, the older keeps it, the pair is listed, and both still sign in.
#include <gtest/gtest.h>

#include <algorithm>

#include "db/account_store.hpp"
#include "db/database.hpp"
#include "db/migrations.hpp"
#include "protocol/user_names.hpp"
#include "tests/db/db_test_support.hpp"

namespace petteia::db {
namespace {

class NameKeyMigrationTest : public testing_support::EachEngine {};
PETTEIA_ON_EACH_ENGINE(NameKeyMigrationTest);

TEST_P(NameKeyMigrationTest, ExistingAccountsGetTheirLowerCaseAsKeyAndStayUnique) {
    {
        Database database(storage.location());
        migrate(database, migrations().first(5));
        ASSERT_EQ(schema_version(database), 5);
        database.exec("INSERT INTO accounts (username, password_hash, created_at_ms) VALUES "
                      "('Ariadne', 'h1', 1), ('theseus_2', 'h2', 2), ('L0l-x', 'h3', 3)");
    }
    AccountStore store(storage.location());
    const auto ariadne = store.find_by_name_key("ariadne");
    ASSERT_TRUE(ariadne);
    EXPECT_EQ(ariadne->username, "Ariadne");
    EXPECT_EQ(ariadne->password_hash, "h1");
    EXPECT_TRUE(store.find_by_name_key("theseus_2"));
    EXPECT_TRUE(store.find_by_name_key("l0l-x"));

    EXPECT_FALSE(store.create_account("ARIADNE", "ariadne", "h", 4));
    EXPECT_TRUE(store.create_account("Zoé", "zoe", "h", 5));
    EXPECT_FALSE(store.create_account("Zoe", "zoe", "h", 6));
    EXPECT_EQ(store.find_by_name_key("zoe")->username, "Zoé");
}

TEST_P(NameKeyMigrationTest, TheKeyIsUniqueInTheSchemaNotOnlyInTheServer) {
    { AccountStore store(storage.location()); }
    Database database(storage.location());
    database.exec("INSERT INTO accounts (username, name_key, password_hash, created_at_ms) VALUES ('Zoé', 'zoe', 'h', 1)");
    EXPECT_THROW(database.exec("INSERT INTO accounts (username, name_key, password_hash, created_at_ms) "
                               "VALUES ('Zoë', 'zoe', 'h', 2)"),
                 DatabaseError);
}

// Accounts stored before migration 18, keyed by migration 7's rule (their lower case), two pairs of which
// look alike: "Ilias" (the older) and "llias", "Minos" and "Min0s" (the newer, made in between).
void store_accounts_of_the_old_rule(const DatabaseLocation& location) {
    Database database(location);
    migrate(database, migrations().first(17));
    database.exec("INSERT INTO accounts (username, name_key, password_hash, created_at_ms) VALUES "
                  "('Min0s', 'min0s', 'h-min0s', 40), ('Ilias', 'ilias', 'h-ilias', 10), ('llias', 'llias', 'h-llias', 20), "
                  "('Minos', 'minos', 'h-minos', 30), ('Zoé', 'zoe', 'h-zoe', 50)");
}

const AccountStore::NameKeyFunction skeleton_key = [](std::string_view name) {
    return protocol::stored_user_name_key(name);
};

TEST_P(NameKeyMigrationTest, RekeyingGivesEachKeyToTheOlderNameAndListsTheCollisions) {
    store_accounts_of_the_old_rule(storage.location());
    AccountStore store(storage.location());
    // Until the server recomputes them, the keys are migration 7's: nothing is lost in between.
    EXPECT_EQ(store.find_by_name_key("llias")->username, "llias");

    const auto collisions = store.rekey_names("skeletons", skeleton_key, 1000);
    ASSERT_TRUE(collisions);
    ASSERT_EQ(collisions->size(), 2U);
    EXPECT_EQ((*collisions)[0].username, "llias");
    EXPECT_EQ((*collisions)[0].kept_by_username, "Ilias");
    EXPECT_EQ((*collisions)[1].username, "Min0s");
    EXPECT_EQ((*collisions)[1].kept_by_username, "Minos");
    EXPECT_EQ((*collisions)[1].name_key, *protocol::user_name_key("Minos"));

    // The older holds the key; look-alikes find it.
    for (const char* look_alike : {"Ilias", "lIias", "IIias", "ilias"})
        EXPECT_EQ(store.find_by_name_key(*protocol::user_name_key(look_alike))->username, "Ilias") << look_alike;
    EXPECT_EQ(store.find_by_name_key(*protocol::user_name_key("Zoe"))->username, "Zoé");
    // Both of each pair sign in by their own names; the newer has no key of its own.
    for (const auto& [name, hash] : {std::pair{"Ilias", "h-ilias"}, std::pair{"llias", "h-llias"},
                                      std::pair{"Minos", "h-minos"}, std::pair{"Min0s", "h-min0s"}, std::pair{"Zoé", "h-zoe"}}) {
        const auto found = store.find_for_sign_in(name, protocol::user_name_key(name));
        ASSERT_TRUE(found) << name;
        EXPECT_EQ(found->username, name);
        EXPECT_EQ(found->password_hash, hash);
    }
    EXPECT_EQ(store.find_for_sign_in("ILIAS", protocol::user_name_key("ILIAS"))->username, "Ilias");
    // A new look-alike finds the key taken.
    EXPECT_FALSE(store.create_account("IIias", *protocol::user_name_key("IIias"), "h", 2000));

    // The operator's list, and the same answer from a second look.
    const auto listed = store.name_key_collisions();
    ASSERT_EQ(listed.size(), 2U);
    EXPECT_EQ(listed[0].username, "llias");
    EXPECT_EQ(listed[0].found_at_ms, 1000);
    // Done once per scheme; a new scheme (another ICU) recomputes and finds the same.
    EXPECT_FALSE(store.rekey_names("skeletons", skeleton_key, 3000));
    const auto again = store.rekey_names("skeletons, ICU 73", skeleton_key, 3000);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->size(), 2U);
    EXPECT_EQ(store.name_key_collisions().size(), 2U);

    // Deleting either account of a pair takes its line off the list.
    store.delete_account(listed[0].account_id);
    EXPECT_EQ(store.name_key_collisions().size(), 1U);
}

TEST_P(NameKeyMigrationTest, TheSchemeIsRecordedSoAReopenedStoreDoesNotRekey) {
    store_accounts_of_the_old_rule(storage.location());
    {
        AccountStore store(storage.location());
        ASSERT_TRUE(store.rekey_names("skeletons", skeleton_key, 1000));
    }
    AccountStore reopened(storage.location());
    EXPECT_FALSE(reopened.rekey_names("skeletons", skeleton_key, 2000));
    EXPECT_EQ(reopened.name_key_collisions().size(), 2U);
}

}  // namespace
}  // namespace petteia::db
