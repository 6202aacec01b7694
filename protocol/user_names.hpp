// The rules of a user name, and the key that makes two names "the same account".
//
// A name is 3 to 24 code points, each from an allowlist of Latin letters: ASCII letters, digits, '_' and '-',
// and the letters of Latin-1 Supplement (U+00C0-U+00FF without x and /) and Latin Extended-A
// (U+0100-U+017F without U+0149, deprecated). Length is counted in code points, which for this allowlist
// (no combining marks) is also the number of user-perceived characters. Every one of these is a precomposed starter, so an allowed
// string is already NFC: combining marks (NFD input such as "Zoe" + U+0301) are refused, never composed
// here (a client should send name.normalize("NFC")). Other scripts (Cyrillic, Greek: the
// look-alikes of UTS #39), spaces, invisible and format characters (ZWJ, bidi overrides) are outside the
// allowlist, so no mixed-script or invisible name can exist.
//
// The skeleton key folds case and removes diacritics (é→e, ß→ss, æ→ae, ø→o, ł→l, đ→d, þ→th):
// "Zoe" and "Zoé" have one key, so only one of them can be taken. ASCII confusables (0/o, 1/l/i,
// rn/m) are deliberately NOT folded: for an ASCII name the key is its lower case, exactly the uniqueness
// accounts already had (COLLATE NOCASE), so every existing account keeps a unique key.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace petteia::protocol {

inline constexpr std::size_t min_user_name_code_points = 3;
inline constexpr std::size_t max_user_name_code_points = 24;

// The skeleton key of an allowed name (ASCII, lower case), or nullopt when the name breaks the rules.
std::optional<std::string> user_name_key(std::string_view name);

}  // namespace petteia::protocol
