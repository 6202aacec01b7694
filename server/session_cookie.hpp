#pragma once
// The sign-in session's cookie: reading its token from a Cookie header, and the Set-Cookie values
// that set and clear it. HttpOnly (no script reads it), SameSite=Lax (other sites' forms and
// scripts do not send it), Secure when the site is reached over https — and then named with the
// __Host- prefix, which browsers accept only from this very host over https, so that no subdomain
// or plain-http page can plant a session of its choosing.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace petteia::server {

inline constexpr std::string_view session_cookie_name = "petteia_session";
inline constexpr std::string_view secure_session_cookie_name = "__Host-petteia_session";

// The token in a Cookie header ("a=1; petteia_session=…", or the __Host- name), if any.
std::optional<std::string> session_token(std::string_view cookie_header);

std::string session_cookie(std::string_view token, std::int64_t max_age_seconds, bool secure);
std::string cleared_session_cookie(bool secure);

}  // namespace petteia::server
