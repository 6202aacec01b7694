// User names: one script of Latin, Greek or Cyrillic letters (UTS #39's recommended ones), NFC only, and the
// key built from UTS #39 skeletons that makes look-alikes collide.
#include <gtest/gtest.h>

#include <algorithm>

#include <unicode/unistr.h>

#include "protocol/user_names.hpp"

namespace {

using petteia::protocol::same_user_name_but_case;
using petteia::protocol::stored_user_name_key;
using petteia::protocol::user_name_key;
using petteia::protocol::user_name_problem;
using petteia::protocol::UserNameProblem;

TEST(UserNames, AcceptsSingleScriptNamesInLatinGreekAndCyrillic) {
    for (const char* name : {"Zoé", "Ariadne", "Éloïse", "Jean-Luc", "Łukasz", "Ærø", "abc", "x_9", "123",
                             "Αριάδνη", "Θησεύς_2", "Алексей", "Ёлка-7"})
        EXPECT_EQ(user_name_problem(name), std::nullopt) << name;
}

TEST(UserNames, RefusesMixedScriptsAndSaysSo) {
    EXPECT_EQ(user_name_problem("\xCE\x91riadne"), UserNameProblem::mixed_scripts);  // Greek Alpha, then Latin
    EXPECT_EQ(user_name_problem("Z\xD0\xBE\xC3\xA9"), UserNameProblem::mixed_scripts);  // Cyrillic о among Latin
    EXPECT_EQ(user_name_problem("\xCE\x9F\x64\x79"), UserNameProblem::mixed_scripts);   // Greek Omicron in "Ody"
    EXPECT_EQ(user_name_problem("Αλεξ\xD0\xB0"), UserNameProblem::mixed_scripts);        // Cyrillic а in Greek
}

TEST(UserNames, TheLookAlikesOfTheIssueShareTheirNamesKey) {
    const auto ilias = user_name_key("Ilias");
    ASSERT_TRUE(ilias);
    for (const char* look_alike : {"lIias", "llias", "IIias", "ilias", "ILIAS", "1lias"})
        EXPECT_EQ(user_name_key(look_alike), ilias) << look_alike;
    const auto minos = user_name_key("Minos");
    ASSERT_TRUE(minos);
    for (const char* look_alike : {"Min0s", "rninos", "MINOS", "minos", "M1nos"})
        EXPECT_EQ(user_name_key(look_alike), minos) << look_alike;
    // Different names keep different keys.
    EXPECT_NE(user_name_key("Minas"), minos);
    EXPECT_NE(user_name_key("Elias"), ilias);
}

TEST(UserNames, TheLongSIsRefusedAndKeysAsTheFItLooksLike) {
    EXPECT_EQ(user_name_problem("Mino\xC5\xBF"), UserNameProblem::characters);  // U+017F: not recommended by UTS #39
    EXPECT_EQ(stored_user_name_key("Mino\xC5\xBF"), user_name_key("Minof"));      // an old account's key
}

TEST(UserNames, WholeScriptLookAlikesCollideAcrossScripts) {
    EXPECT_EQ(user_name_key("Ора"), user_name_key("Opa"));  // Cyrillic О, р, а against Latin
    EXPECT_EQ(user_name_key("ΑΒΕ"), user_name_key("ABE"));  // Greek capitals against Latin
    EXPECT_NE(user_name_key("Αριάδνη"), user_name_key("Ariadne"));
}

TEST(UserNames, KeyFoldsCaseAndAccents) {
    EXPECT_EQ(user_name_key("Zoe"), user_name_key("Zoé"));
    EXPECT_EQ(user_name_key("ZOÉ"), user_name_key("zoe"));
    EXPECT_EQ(user_name_key("Éloïse"), user_name_key("eloise"));
    EXPECT_EQ(user_name_key("Łukasz"), user_name_key("lukasz"));
    EXPECT_EQ(user_name_key("Ærø"), user_name_key("aero"));
    EXPECT_EQ(user_name_key("Straße"), user_name_key("strasse"));
}

// Capital К looks like Latin K, small к like neither: the two key apart, and the small and capital forms'
// keys, which a sign-up checks too, bring them together.
TEST(UserNames, CaseVariantsThatKeyApartMeetThroughTheKeysToCheck) {
    const auto alexei = user_name_key("Алексей");
    ASSERT_TRUE(alexei);
    EXPECT_NE(user_name_key("АЛЕКСЕЙ"), alexei);
    const auto capitals = petteia::protocol::user_name_keys_to_check("АЛЕКСЕЙ");
    EXPECT_NE(std::find(capitals.begin(), capitals.end(), *alexei), capitals.end());
    const auto smalls = petteia::protocol::user_name_keys_to_check("Алексей");
    EXPECT_NE(std::find(smalls.begin(), smalls.end(), *user_name_key("АЛЕКСЕЙ")), smalls.end());
    const auto ariadne = petteia::protocol::user_name_keys_to_check("ΑΡΙΆΔΝΗ");  // Η looks like H, η like n
    EXPECT_NE(std::find(ariadne.begin(), ariadne.end(), *user_name_key("Αριάδνη")), ariadne.end());
    EXPECT_EQ(petteia::protocol::user_name_keys_to_check("Ilias"), std::vector<std::string>{*user_name_key("Ilias")});
    EXPECT_TRUE(petteia::protocol::user_name_keys_to_check("Îriadne").empty());
}

// The key is a function of the skeleton, so any two names UTS #39 calls confusable collide; and in Latin every
// letter's capital and small forms collide. Checked over every allowed character below U+2000, tripled.
TEST(UserNames, KeyIsClosedUnderSkeletonsAndLatinCase) {
    int allowed = 0;
    for (UChar32 c = 0x30; c < 0x2000; ++c) {
        icu::UnicodeString tripled;
        tripled.append(c).append(c).append(c);
        std::string name;
        tripled.toUTF8String(name);
        if (user_name_problem(name)) continue;
        ++allowed;
        const auto key = user_name_key(name);
        ASSERT_TRUE(key) << name;
        EXPECT_LE(icu::UnicodeString::fromUTF8(*key).countChar32(), 6) << name;  // the schema allows 128 for 24
        if (c >= 0x250) continue;
        std::string upper, lower;
        icu::UnicodeString(tripled).toUpper().toUTF8String(upper);
        icu::UnicodeString(tripled).toLower().toUTF8String(lower);
        // Ð/ð: the capital looks like Đ (a D), the small eth like nothing Latin; UTS #39 keeps them apart.
        if (c == 0xD0 || c == 0xF0) continue;
        EXPECT_EQ(stored_user_name_key(upper), stored_user_name_key(lower)) << name;
    }
    EXPECT_GT(allowed, 1000);  // Latin, Greek and Cyrillic letters and the digits
}

TEST(UserNames, RefusesInvisibleAndFormatCharacters) {
    for (const char* name : {"Zo\xE2\x80\x8D\x65", "\xE2\x80\xAEZoe", "Zo\xC2\xAD\x65", " Zoe", "Zoe ", "Zo e",
                             "Zo\xC2\xA0\x65", "Zoe\xE2\x80\x8B", "Zo\x01" "e"})
        EXPECT_EQ(user_name_problem(name), UserNameProblem::characters) << name;
}

TEST(UserNames, RefusesOtherNumberSystems) {
    EXPECT_EQ(user_name_problem("abc\xD9\xA3"), UserNameProblem::characters);  // Arabic-Indic three
    EXPECT_EQ(user_name_problem("ab\xEF\xBC\x91"), UserNameProblem::characters);  // fullwidth one
}

TEST(UserNames, RefusesNfdSoNoSecondAccountBesideNfc) {
    EXPECT_EQ(user_name_problem("Zoe\xCC\x81"), UserNameProblem::not_nfc);  // e + combining acute U+0301
    EXPECT_EQ(stored_user_name_key("Zoe\xCC\x81"), user_name_key("Zoé"));
}

TEST(UserNames, RefusesSymbolsAndMalformedUtf8) {
    EXPECT_EQ(user_name_problem("a\xC3\x97" "b"), UserNameProblem::characters);  // multiplication sign U+00D7
    EXPECT_EQ(user_name_problem("\xC5\x89" "ab"), UserNameProblem::characters);  // U+0149, deprecated
    EXPECT_EQ(user_name_problem("ab\xC3"), UserNameProblem::characters);         // truncated sequence
    EXPECT_EQ(user_name_problem("ab\xC0\xAF"), UserNameProblem::characters);     // overlong '/'
    EXPECT_EQ(user_name_problem("ab\xED\xA0\x80"), UserNameProblem::characters); // a surrogate
    EXPECT_EQ(user_name_problem("ab\xF0\x9F\x98\x80"), UserNameProblem::characters);  // emoji
    EXPECT_EQ(stored_user_name_key("ab\xC3"), std::nullopt);
}

TEST(UserNames, CountsLengthInCodePoints) {
    EXPECT_EQ(user_name_problem("Zé"), UserNameProblem::length);
    EXPECT_EQ(user_name_problem("Zoé"), std::nullopt);
    std::string twenty_four;
    for (int i = 0; i < 24; ++i) twenty_four += "é";
    EXPECT_EQ(user_name_problem(twenty_four), std::nullopt);
    EXPECT_EQ(user_name_problem(twenty_four + "e"), UserNameProblem::length);
    EXPECT_EQ(user_name_problem(std::string(100000, 'a')), UserNameProblem::length);
}

TEST(UserNames, TellsACaseVariantFromALookAlike) {
    EXPECT_TRUE(same_user_name_but_case("Ilias", "ILIAS"));
    EXPECT_TRUE(same_user_name_but_case("Αριάδνη", "ΑΡΙΆΔΝΗ"));
    EXPECT_FALSE(same_user_name_but_case("Ilias", "llias"));
    EXPECT_FALSE(same_user_name_but_case("Zoé", "Zoe"));
}

}  // namespace
