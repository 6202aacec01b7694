// The rules of a user name, and the key that makes two names "the same account".
//
// A name is 3 to 24 code points, in NFC, each an ASCII digit, '_', '-', or a letter of the Latin, Greek
// or Cyrillic script that Unicode's UTS #39 recommends for identifiers (Identifier_Status=Allowed: no
// archaic letters such as the long s "ſ", no symbols, no invisible or format characters, no spaces, no
// combining marks outside precomposed letters). The letters of one name come from one script
// (ICU's uspoof at USPOOF_SINGLE_SCRIPT_RESTRICTIVE: "Αριάδνη" and "Алексей" are names, "Αriadne" with
// a Greek Alpha is not); digits, '_' and '-' go with any script. Only ASCII digits, so no mixed number
// systems. A name in NFD is refused, not composed here (a client sends name.normalize("NFC")).
//
// The key is built from UTS #39 skeletons (uspoof_getSkeleton, the Unicode consortium's confusable
// data as ICU ships it), so that names that look alike share one key and only one of them can be taken:
// "Ilias", "lIias", "llias", "IIias" and "ilias"; "Minos", "Min0s", "rninos"; "Zoé" and "Zoe" do not
// (an accent is seen). The key is the skeleton, case-folded, then the skeleton of that again after
// upper-casing it, folded: skeletons alone are case-sensitive ("I" looks like "l" but "i" does not), and
// folding alone would lose the capital look-alikes, so both cases of each letter meet their look-alikes.
// What it guarantees (tests/protocol/user_names_test.cpp): two names with one UTS #39 skeleton have one
// key; two names equal but for case have one key in Latin. In Greek and Cyrillic a capital that looks
// like a Latin capital (Β, К) may key apart from its small letter (β, к), which looks like neither: so a
// sign-up also checks the keys of its name in small and in capital letters (user_name_keys_to_check).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace petteia::protocol {

inline constexpr std::size_t min_user_name_code_points = 3;
inline constexpr std::size_t max_user_name_code_points = 24;

// Why a name breaks the rules. Each is a `detail` of the bad_username error (protocol/README.md).
enum class UserNameProblem {
    length,         // not 3 to 24 code points
    characters,     // a character outside the allowlist, or malformed UTF-8
    not_nfc,        // not in Unicode's composed form (NFC)
    mixed_scripts,  // letters of more than one script
};
std::string_view to_string(UserNameProblem problem);

// nullopt when the name follows the rules.
std::optional<UserNameProblem> user_name_problem(std::string_view name);

// The key of an allowed name, or nullopt when the name breaks the rules.
std::optional<std::string> user_name_key(std::string_view name);

// The keys a new name must not meet, and a sign-in may find its account by: the name's key, then the keys
// of its small-letter and capital-letter forms when they differ ("Алексей" and "АЛЕКСЕЙ"). Empty when the
// name breaks the rules.
std::vector<std::string> user_name_keys_to_check(std::string_view name);

// The key of any stored name, even one today's rules refuse (an account made under older rules, when
// keys are recomputed); nullopt only for malformed UTF-8.
std::optional<std::string> stored_user_name_key(std::string_view name);

// Names the way keys are computed: the rule's version and ICU's (its confusable data comes with it), so
// that keys stored by another version are recomputed at start-up (server/accounts/accounts.hpp).
std::string user_name_key_scheme();

// Whether two names differ in case only ("Ilias" and "ILIAS"), as opposed to merely looking alike.
bool same_user_name_but_case(std::string_view a, std::string_view b);

}  // namespace petteia::protocol
