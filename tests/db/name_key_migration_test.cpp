// Migration 7: accounts made under the old ASCII rule gain a unique name key, and keep working.
#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/database.hpp"
#include "db/migrations.hpp"
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

}  // namespace
}  // namespace petteia::db
