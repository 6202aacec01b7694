#pragma once
// The names people give to what others read on the site (a tournament, a club, a class): text only.
// Control characters would break a page's lines, and the bidirectional overrides would let a name
// show other text than it holds. (Accounts' names follow stricter rules: user_names.hpp.)
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace petteia::protocol {

// nullopt when `name` is 2 to `longest` code points of UTF-8 text with no control character, no
// direction override or isolate (U+202A–U+202E, U+2066–U+2069) and no space at its ends; otherwise
// what it must be, to follow "\"name\" must be ".
std::optional<std::string> display_name_problem(std::string_view name, std::size_t longest);

}  // namespace petteia::protocol
