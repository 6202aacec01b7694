#include "protocol/user_names.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/uspoof.h>
#include <unicode/uvernum.h>

namespace petteia::protocol {

namespace {

// Bump when the rule below changes: every stored key is then recomputed at the next start.
constexpr std::string_view key_rule_version = "uts39-skeleton-folded-unaccented-1";

// No allowed name is longer than this in UTF-8 (24 code points of at most 4 bytes): longer input is
// refused before ICU reads it.
constexpr std::size_t max_user_name_bytes = max_user_name_code_points * 4;

struct CloseSpoofChecker {
    void operator()(USpoofChecker* checker) const { uspoof_close(checker); }
};

void throw_if_failed(UErrorCode status, const char* what) {
    if (U_FAILURE(status)) throw std::runtime_error(std::string("ICU: ") + what + ": " + u_errorName(status));
}

// ICU's checkers are thread-safe for checks and skeletons once configured; one each, built on first use.
// The skeleton checker has no restrictions: it keys stored names that today's rules may refuse.
const USpoofChecker& skeleton_checker() {
    static const std::unique_ptr<USpoofChecker, CloseSpoofChecker> checker = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<USpoofChecker, CloseSpoofChecker> opened(uspoof_open(&status));
        throw_if_failed(status, "uspoof_open");
        return opened;
    }();
    return *checker;
}

// The allowlist: UTS #39's recommended letters of Latin, Greek and Cyrillic, ASCII digits, '_' and '-'.
const USpoofChecker& rule_checker() {
    static const std::unique_ptr<USpoofChecker, CloseSpoofChecker> checker = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<USpoofChecker, CloseSpoofChecker> opened(uspoof_open(&status));
        throw_if_failed(status, "uspoof_open");
        icu::UnicodeSet allowed(u"[[[:Latin:][:Greek:][:Cyrillic:]] & [:L:]]", status);
        throw_if_failed(status, "the allowlist's pattern");
        allowed.retainAll(*uspoof_getRecommendedUnicodeSet(&status));
        throw_if_failed(status, "uspoof_getRecommendedUnicodeSet");
        allowed.add(u'0', u'9').add(u'_').add(u'-').freeze();
        uspoof_setAllowedUnicodeSet(opened.get(), &allowed, &status);
        // Single script rather than "moderately restrictive": the allowlist has no script that the
        // moderate level would let mix with Latin today, and if it grows (Armenian, Cherokee...) the
        // classic Latin look-alikes stay refused.
        uspoof_setRestrictionLevel(opened.get(), USPOOF_SINGLE_SCRIPT_RESTRICTIVE);
        uspoof_setChecks(opened.get(),
                         USPOOF_RESTRICTION_LEVEL | USPOOF_CHAR_LIMIT | USPOOF_INVISIBLE | USPOOF_MIXED_NUMBERS,
                         &status);
        throw_if_failed(status, "uspoof_setChecks");
        return opened;
    }();
    return *checker;
}

// The text as UTF-16, or nullopt when it is not well-formed UTF-8 (ICU would replace the bad bytes).
std::optional<icu::UnicodeString> decoded(std::string_view utf8) {
    icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())));
    std::string round_trip;
    text.toUTF8String(round_trip);
    if (round_trip != utf8) return std::nullopt;
    return text;
}

// The UTS #39 skeleton without its accents: the skeleton is in NFD, so an accent (and an overlay such as
// the stroke of ø or ł) is a nonspacing mark of its own, dropped here. "Zoé" and "Zoe" then share a key,
// as they did before skeletons (a small accent is easily missed).
icu::UnicodeString skeleton(const icu::UnicodeString& text) {
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString result;
    uspoof_getSkeletonUnicodeString(&skeleton_checker(), 0, text, result, &status);
    throw_if_failed(status, "uspoof_getSkeleton");
    icu::UnicodeString bare;
    for (int32_t i = 0; i < result.length(); i = result.moveIndex32(i, 1)) {
        const UChar32 c = result.char32At(i);
        if (u_charType(c) != U_NON_SPACING_MARK) bare.append(c);
    }
    return bare;
}

icu::UnicodeString folded(icu::UnicodeString text) { return text.foldCase(); }
icu::UnicodeString upper(icu::UnicodeString text) { return text.toUpper(icu::Locale::getRoot()); }

std::string key_of(const icu::UnicodeString& name) {
    // The skeleton (unaccented), folded (lower-case look-alikes: "rn" and "m", "0" and "o"); then again over its upper
    // case (capital look-alikes: "I" and "l", so "i" meets "l" through "I"), folded. Starting from the
    // skeleton makes the key a function of the skeleton: equal skeletons, equal keys.
    const icu::UnicodeString once = folded(skeleton(folded(skeleton(name))));
    std::string key;
    folded(skeleton(upper(once))).toUTF8String(key);
    return key;
}

}  // namespace

std::string_view to_string(UserNameProblem problem) {
    switch (problem) {
        case UserNameProblem::length: return "length";
        case UserNameProblem::characters: return "characters";
        case UserNameProblem::not_nfc: return "not_nfc";
        case UserNameProblem::mixed_scripts: return "mixed_scripts";
    }
    return "characters";
}

std::optional<UserNameProblem> user_name_problem(std::string_view name) {
    if (name.size() > max_user_name_bytes) return UserNameProblem::length;
    const auto text = decoded(name);
    if (!text) return UserNameProblem::characters;
    const auto code_points = static_cast<std::size_t>(text->countChar32());
    if (code_points < min_user_name_code_points || code_points > max_user_name_code_points)
        return UserNameProblem::length;
    UErrorCode status = U_ZERO_ERROR;
    // Before the allowlist, which has no combining marks: "Zoe" + U+0301 is told to compose, not refused.
    const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
    throw_if_failed(status, "the NFC normaliser");
    const bool composed = nfc->isNormalized(*text, status);
    throw_if_failed(status, "NFC check");
    if (!composed) return UserNameProblem::not_nfc;
    const int32_t failed = uspoof_checkUnicodeString(&rule_checker(), *text, nullptr, &status);
    throw_if_failed(status, "uspoof_check");
    // Characters first: a letter outside the allowlist is the better reason than the scripts it mixes.
    if (failed & (USPOOF_CHAR_LIMIT | USPOOF_INVISIBLE | USPOOF_MIXED_NUMBERS)) return UserNameProblem::characters;
    if (failed & USPOOF_RESTRICTION_LEVEL) return UserNameProblem::mixed_scripts;
    if (failed != 0) return UserNameProblem::characters;
    return std::nullopt;
}

std::optional<std::string> user_name_key(std::string_view name) {
    if (user_name_problem(name)) return std::nullopt;
    return key_of(*decoded(name));
}

std::vector<std::string> user_name_keys_to_check(std::string_view name) {
    if (user_name_problem(name)) return {};
    const icu::UnicodeString text = *decoded(name);
    std::vector<std::string> keys{key_of(text)};
    icu::UnicodeString small(text);
    for (const icu::UnicodeString& form : {small.toLower(icu::Locale::getRoot()), upper(text)}) {
        std::string key = key_of(form);
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(std::move(key));
    }
    return keys;
}

std::optional<std::string> stored_user_name_key(std::string_view name) {
    const auto text = decoded(name);
    if (!text) return std::nullopt;
    return key_of(*text);
}

std::string user_name_key_scheme() {
    return std::string(key_rule_version) + " icu-" U_ICU_VERSION;
}

bool same_user_name_but_case(std::string_view a, std::string_view b) {
    const auto first = decoded(a);
    const auto second = decoded(b);
    return first && second && folded(*first) == folded(*second);
}

}  // namespace petteia::protocol
