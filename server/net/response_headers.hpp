#pragma once
// Headers every answer of the server carries, and those of its HTML pages. One place, so that no
// answer (an error, a file, a WebSocket handshake) is made without them.
#include "server/net/beast.hpp"

namespace petteia::server {

// The page may run only its own scripts and styles, talk only to its own server (WebSockets
// included: CSP's 'self' covers ws: and wss: of the same host), show only its own images and the
// data: icon in index.html, and may not be framed (clickjacking) or change its base or forms'
// targets. No 'unsafe-inline' anywhere: an injected <script> or style attribute does nothing.
// The service worker (/sw.js), the engine's Worker and the web app manifest: from the site alone,
// said outright rather than left to default-src, so that a later change of default-src cannot
// silently stop the app working offline, nor let a worker or a manifest come from elsewhere.
inline constexpr const char* page_content_security_policy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
    "connect-src 'self'; media-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; "
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

// On every answer: no content sniffing (a file is what its Content-Type says), and no Referer
// leaving the site (the game link in the address bar is an invitation: it must not leak).
inline void set_common_headers(http::fields& fields) {
    fields.set(http::field::server, "petteia-server");
    fields.set("X-Content-Type-Options", "nosniff");
    fields.set("Referrer-Policy", "no-referrer");
}

// On HTML pages, besides the common headers.
inline void set_page_headers(http::fields& fields) {
    set_common_headers(fields);
    fields.set("Content-Security-Policy", page_content_security_policy);
    fields.set("X-Frame-Options", "DENY");  // for browsers older than frame-ancestors
}

}  // namespace petteia::server
