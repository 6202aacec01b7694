// User names: the allowlist of Latin letters, NFC only, and the skeleton key that makes look-alikes collide.
#include <gtest/gtest.h>

#include "protocol/user_names.hpp"

namespace {

using petteia::protocol::user_name_key;

TEST(UserNames, AcceptsLatinNamesWithDiacritics) {
    for (const char* name : {"Zoé", "Ariadne", "Éloïse", "Jean-Luc", "Łukasz", "Ærø", "abc", "x_9"})
        EXPECT_TRUE(user_name_key(name)) << name;
}

TEST(UserNames, KeyFoldsCaseAndDiacritics) {
    EXPECT_EQ(user_name_key("Zoé"), "zoe");
    EXPECT_EQ(user_name_key("Zoe"), user_name_key("Zoé"));
    EXPECT_EQ(user_name_key("ZOÉ"), user_name_key("zoe"));
    EXPECT_EQ(user_name_key("Éloïse"), "eloise");
    EXPECT_EQ(user_name_key("Łukasz"), "lukasz");
    EXPECT_EQ(user_name_key("Ærø"), "aero");
    EXPECT_EQ(user_name_key("Straße"), "strasse");
    EXPECT_EQ(user_name_key("Þóra"), "thora");
    EXPECT_EQ(user_name_key("Đorđe"), "dorde");
}

TEST(UserNames, AsciiKeysAreTheirLowerCaseSoExistingAccountsStayUnique) {
    EXPECT_EQ(user_name_key("Ariadne"), "ariadne");
    EXPECT_EQ(user_name_key("L0l_1-x"), "l0l_1-x");  // 0/o and 1/l are not folded: documented choice
}

TEST(UserNames, RefusesLookAlikesFromOtherScripts) {
    EXPECT_FALSE(user_name_key("Z\xD0\xBE\xC3\xA9"));  // Cyrillic о (U+043E) then é
    EXPECT_FALSE(user_name_key("Z\xCE\xBF\x65"));      // Greek omicron (U+03BF)
    EXPECT_FALSE(user_name_key("\xCE\x9F\x64\x79"));   // Greek capital Omicron (U+039F) in "Ody"
}

TEST(UserNames, RefusesInvisibleAndFormatCharacters) {
    EXPECT_FALSE(user_name_key("Zo\xE2\x80\x8D\x65"));    // zero-width joiner U+200D
    EXPECT_FALSE(user_name_key("\xE2\x80\xAEZoe"));       // right-to-left override U+202E
    EXPECT_FALSE(user_name_key("Zo\xC2\xAD\x65"));        // soft hyphen U+00AD
    EXPECT_FALSE(user_name_key(" Zoe"));
    EXPECT_FALSE(user_name_key("Zoe "));
    EXPECT_FALSE(user_name_key("Zo e"));
    EXPECT_FALSE(user_name_key("Zo\xC2\xA0\x65"));        // no-break space
}

TEST(UserNames, RefusesNfdSoNoSecondAccountBesideNfc) {
    EXPECT_FALSE(user_name_key("Zoe\xCC\x81"));  // e + combining acute U+0301
}

TEST(UserNames, RefusesSymbolsAndMalformedUtf8) {
    EXPECT_FALSE(user_name_key("a\xC3\x97" "b"));  // multiplication sign U+00D7
    EXPECT_FALSE(user_name_key("a\xC3\xB7" "b"));  // division sign U+00F7
    EXPECT_FALSE(user_name_key("\xC5\x89" "ab"));  // U+0149, deprecated
    EXPECT_FALSE(user_name_key("ab\xC3"));         // truncated sequence
    EXPECT_FALSE(user_name_key("ab\xC0\xAF"));     // overlong '/'
    EXPECT_FALSE(user_name_key("ab\xF0\x9F\x98\x80"));  // emoji
}

TEST(UserNames, CountsLengthInCodePoints) {
    EXPECT_FALSE(user_name_key("Zé"));
    EXPECT_TRUE(user_name_key("Zoé"));
    // 24 code points but 48 bytes: accepted; 25 code points: refused.
    std::string twenty_four;
    for (int i = 0; i < 24; ++i) twenty_four += "é";
    EXPECT_TRUE(user_name_key(twenty_four));
    EXPECT_FALSE(user_name_key(twenty_four + "e"));
}

}  // namespace
