#include "server/session_cookie.hpp"

namespace petteia::server {

namespace {

constexpr std::size_t max_token_length = 128;

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    return text;
}

std::string attributes(bool secure) { return std::string("; Path=/; HttpOnly; SameSite=Lax") + (secure ? "; Secure" : ""); }

std::string name(bool secure) { return std::string(secure ? secure_session_cookie_name : session_cookie_name); }

}  // namespace

std::optional<std::string> session_token(std::string_view cookie_header) {
    while (!cookie_header.empty()) {
        const auto end = cookie_header.find(';');
        const std::string_view pair = trimmed(cookie_header.substr(0, end));
        cookie_header = end == std::string_view::npos ? std::string_view{} : cookie_header.substr(end + 1);
        const auto equals = pair.find('=');
        if (equals == std::string_view::npos) continue;
        const std::string_view name = trimmed(pair.substr(0, equals));
        if (name != session_cookie_name && name != secure_session_cookie_name) continue;
        const std::string_view value = trimmed(pair.substr(equals + 1));
        if (value.empty() || value.size() > max_token_length) return std::nullopt;
        return std::string(value);
    }
    return std::nullopt;
}

std::string session_cookie(std::string_view token, std::int64_t max_age_seconds, bool secure) {
    return name(secure) + "=" + std::string(token) + "; Max-Age=" + std::to_string(max_age_seconds) + attributes(secure);
}

std::string cleared_session_cookie(bool secure) {
    return name(secure) + "=; Max-Age=0" + attributes(secure);
}

}  // namespace petteia::server
