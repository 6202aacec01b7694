// PostgreSQL's array literals (db/array_literal.hpp): every text quoted, so that its content cannot
// change the array's shape, and read back by PostgreSQL element for element.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/array_literal.hpp"
#include "db/database.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

TEST(ArrayLiteral, QuotesEveryTextAndEscapesQuotesAndBackslashes) {
    ArrayLiteral texts;
    EXPECT_EQ(texts.text(), "{}");
    texts.add(std::string_view("plain"));
    texts.add(std::string_view(R"(a"b\c)"));
    texts.add(std::string_view("NULL"));
    texts.add(std::nullopt);
    EXPECT_EQ(texts.text(), R"({"plain","a\"b\\c","NULL",NULL})");

    ArrayLiteral numbers;
    numbers.add(std::int64_t{-5});
    numbers.add(std::optional<int>(3));
    numbers.add(std::optional<std::int64_t>());
    EXPECT_EQ(numbers.text(), "{-5,3,NULL}");
}

class ArrayLiteralOnPostgreSQL : public testing_support::EachEngine {};
INSTANTIATE_TEST_SUITE_P(Engines, ArrayLiteralOnPostgreSQL, ::testing::Values(Engine::postgresql),
                         testing_support::engine_name);

TEST_P(ArrayLiteralOnPostgreSQL, PostgreSQLReadsBackEveryElementAsWritten) {
    const std::vector<std::string> texts{"", " x ", R"(")", R"(\)", "{a,b}", "NULL", "null", "é→ζ", "a'b", "\t\n"};
    ArrayLiteral literal;
    for (const auto& text : texts) literal.add(std::string_view(text));
    literal.add(std::nullopt);
    Database database{storage.location()};
    Statement select = database.prepare("SELECT t, t IS NULL FROM unnest(?1::text[]) WITH ORDINALITY AS u(t, n) ORDER BY n");
    select.bind(1, literal.text());
    for (const auto& text : texts) {
        ASSERT_TRUE(select.step());
        EXPECT_EQ(select.text(0), text);
    }
    ASSERT_TRUE(select.step());
    EXPECT_EQ(select.int64(1), 1);  // the unquoted NULL is the null element
    EXPECT_FALSE(select.step());
}

}  // namespace
}  // namespace petteia::db
