#pragma once
// The site's cookies — the sign-in session, and the device cookie that remembers a browser which
// signed in before (see accounts.hpp) — read from Cookie headers and made into Set-Cookie values.
//
// Both are HttpOnly (no script reads them) and SameSite=Lax (other sites' forms and scripts do not
// send them). When the site is reached over https they are Secure and named with the __Host-
// prefix, which browsers accept only from this very host over https, so that no subdomain or
// plain-http page can plant one of its choosing. Only the name of the current mode is read, and a
// request that carries the cookie twice (one planted beside the real one, say) is treated as
// carrying none: the server never has to guess which one the browser meant.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace petteia::server {

enum class SiteCookie { session, device };

// "petteia_session", or "__Host-petteia_session" when `secure`; likewise "petteia_device".
std::string cookie_name(SiteCookie cookie, bool secure);

// The cookie's value in `cookie_header` (all of a request's Cookie lines joined with "; "): only
// under the current mode's name, only if it appears exactly once among the cookie's names of both
// modes, and only if it is 1 to 128 characters long.
std::optional<std::string> cookie_value(std::string_view cookie_header, SiteCookie cookie, bool secure);

std::string set_cookie(SiteCookie cookie, std::string_view value, std::int64_t max_age_seconds, bool secure);
std::string cleared_cookie(SiteCookie cookie, bool secure);

}  // namespace petteia::server
