#include "server/accounts/session_cookie.hpp"

namespace petteia::server {

namespace {

constexpr std::size_t max_value_length = 128;

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

std::string_view base_name(SiteCookie cookie) { return cookie == SiteCookie::session ? "petteia_session" : "petteia_device"; }

std::string attributes(bool secure) { return std::string("; Path=/; HttpOnly; SameSite=Lax") + (secure ? "; Secure" : ""); }

}  // namespace

std::string cookie_name(SiteCookie cookie, bool secure) {
    return (secure ? std::string("__Host-") : std::string()) + std::string(base_name(cookie));
}

std::optional<std::string> cookie_value(std::string_view cookie_header, SiteCookie cookie, bool secure) {
    const std::string wanted = cookie_name(cookie, secure), other = cookie_name(cookie, !secure);
    std::optional<std::string_view> found;
    int seen = 0;
    while (!cookie_header.empty()) {
        const auto end = cookie_header.find(';');
        const std::string_view pair = trimmed(cookie_header.substr(0, end));
        cookie_header = end == std::string_view::npos ? std::string_view{} : cookie_header.substr(end + 1);
        const auto equals = pair.find('=');
        if (equals == std::string_view::npos) continue;
        const std::string_view name = trimmed(pair.substr(0, equals));
        if (name != wanted && name != other) continue;
        ++seen;
        if (name == wanted) found = trimmed(pair.substr(equals + 1));
    }
    if (seen != 1 || !found || found->empty() || found->size() > max_value_length) return std::nullopt;
    return std::string(*found);
}

std::string set_cookie(SiteCookie cookie, std::string_view value, std::int64_t max_age_seconds, bool secure) {
    return cookie_name(cookie, secure) + "=" + std::string(value) + "; Max-Age=" + std::to_string(max_age_seconds) +
           attributes(secure);
}

std::string cleared_cookie(SiteCookie cookie, bool secure) { return cookie_name(cookie, secure) + "=; Max-Age=0" + attributes(secure); }

}  // namespace petteia::server
