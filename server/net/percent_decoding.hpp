#pragma once
// "%C3%A9" → "é": a URL path's escapes undone (static files' paths, players' names in /api/players/).
// Nothing else is changed ("+" stays "+"); nullopt for a "%" not followed by two hex digits.
#include <optional>
#include <string>
#include <string_view>

namespace petteia::server {

namespace percent_decoding_detail {
inline int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace percent_decoding_detail

inline std::optional<std::string> percent_decoded(std::string_view text) {
    using percent_decoding_detail::hex_value;
    std::string decoded;
    decoded.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            decoded += text[i];
            continue;
        }
        if (i + 2 >= text.size()) return std::nullopt;
        const int high = hex_value(text[i + 1]), low = hex_value(text[i + 2]);
        if (high < 0 || low < 0) return std::nullopt;
        decoded += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return decoded;
}


}  // namespace petteia::server
