#include "protocol/user_names.hpp"

#include <array>
#include <cstdint>

namespace petteia::protocol {

namespace {

// The folded base of U+00C0..U+017F, one entry per code point; "" marks a code point outside the
// allowlist (multiplication and division signs, U+0149). Written out by hand so that every letter's key
// is visible and tested, rather than derived from a Unicode library's decomposition (which would leave
// o-slash, l-stroke, d-stroke, thorn and ae unfolded).
constexpr std::array<std::string_view, 0x180 - 0xC0> latin_folds = {
    // U+00C0..U+00CF
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    // U+00D0..U+00DF
    "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "ss",
    // U+00E0..U+00EF
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    // U+00F0..U+00FF
    "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y",
    // U+0100..U+010F
    "a", "a", "a", "a", "a", "a", "c", "c", "c", "c", "c", "c", "c", "c", "d", "d",
    // U+0110..U+011F
    "d", "d", "e", "e", "e", "e", "e", "e", "e", "e", "e", "e", "g", "g", "g", "g",
    // U+0120..U+012F
    "g", "g", "g", "g", "h", "h", "h", "h", "i", "i", "i", "i", "i", "i", "i", "i",
    // U+0130..U+013F (dotted capital I, dotless i, ij, j, k, kra, l...)
    "i", "i", "ij", "ij", "j", "j", "k", "k", "k", "l", "l", "l", "l", "l", "l", "l",
    // U+0140..U+014F (U+0149 is deprecated: refused)
    "l", "l", "l", "n", "n", "n", "n", "n", "n", "", "n", "n", "o", "o", "o", "o",
    // U+0150..U+015F
    "o", "o", "oe", "oe", "r", "r", "r", "r", "r", "r", "s", "s", "s", "s", "s", "s",
    // U+0160..U+016F
    "s", "s", "t", "t", "t", "t", "t", "t", "u", "u", "u", "u", "u", "u", "u", "u",
    // U+0170..U+017F (U+017F is the long s)
    "u", "u", "u", "u", "w", "w", "y", "y", "y", "z", "z", "z", "z", "z", "z", "s",
};

// Decodes one UTF-8 code point from the front of text (shortest form only); nullopt if malformed.
std::optional<char32_t> next_code_point(std::string_view& text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80) {
        text.remove_prefix(1);
        return lead;
    }
    // Every allowed non-ASCII letter is below U+0800: two bytes. Longer sequences are refused anyway.
    if (lead < 0xC2 || lead > 0xDF || text.size() < 2 || (byte(1) & 0xC0) != 0x80) return std::nullopt;
    const char32_t code_point = (static_cast<char32_t>(lead & 0x1F) << 6) | (byte(1) & 0x3F);
    text.remove_prefix(2);
    return code_point;
}

std::optional<std::string_view> fold(char32_t c) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')
        return std::string_view("abcdefghijklmnopqrstuvwxyz0123456789_-").substr(
            c >= 'a' && c <= 'z' ? c - 'a' : c >= '0' && c <= '9' ? 26 + (c - '0') : c == '_' ? 36 : 37, 1);
    if (c >= 'A' && c <= 'Z') return std::string_view("abcdefghijklmnopqrstuvwxyz").substr(c - 'A', 1);
    if (c >= 0xC0 && c < 0x180 && !latin_folds[c - 0xC0].empty()) return latin_folds[c - 0xC0];
    return std::nullopt;
}

}  // namespace

std::optional<std::string> user_name_key(std::string_view name) {
    std::string key;
    std::size_t code_points = 0;
    while (!name.empty()) {
        const auto code_point = next_code_point(name);
        if (!code_point) return std::nullopt;
        const auto folded = fold(*code_point);
        if (!folded) return std::nullopt;
        key += *folded;
        ++code_points;
    }
    if (code_points < min_user_name_code_points || code_points > max_user_name_code_points) return std::nullopt;
    return key;
}

}  // namespace petteia::protocol
