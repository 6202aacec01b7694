#pragma once
// What RFC 9112 (HTTP/1.1) and RFC 6455 (WebSocket) require a server to refuse, beyond what
// Beast's parser refuses itself. Beast reads `Transfer-Encoding: identity` (or `xchunked`, or
// `chunked, gzip`) as "no body", takes a second equal Content-Length, and never looks at Host or at
// Sec-WebSocket-Key; a server that then answers and reads on lets the body's bytes be read as a
// second, smuggled request. Each check gives the refusal to answer, after which the connection is
// closed: what follows such a request on it cannot be trusted.
#include <optional>
#include <string>
#include <string_view>

#include "protocol/errors.hpp"
#include "server/net/beast.hpp"

namespace petteia::server {

struct RequestRefusal {
    http::status status;
    std::string message;  // the JSON error's message; its code is always bad_request
};

// The body's framing, judged from the header alone, before any byte of the body is read (RFC 9112
// §6): Transfer-Encoding only as one final `chunked` and never beside Content-Length (400, or 501
// for a coding the server does not decode before the final chunked); one Content-Length, one number.
std::optional<RequestRefusal> framing_refusal(const http::request_header<>& header);

// RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host, any request at most one, and its value
// is a URI's host (a name, an IPv4 address or an IP literal in brackets) with an optional port.
std::optional<RequestRefusal> host_refusal(const http::request_header<>& header);

// RFC 9110 §9.1: a method the server does not know at all (not one it refuses on a path) is 501.
std::optional<RequestRefusal> method_refusal(const http::request_header<>& header);

// RFC 6455 §4.2.1: an upgrade carries one Sec-WebSocket-Key, the base64 of 16 bytes (400 otherwise),
// and one Sec-WebSocket-Version, 13 (426 with `Sec-WebSocket-Version: 13` for another, §4.4).
std::optional<RequestRefusal> websocket_handshake_refusal(const http::request_header<>& header);

// The pieces, for the unit tests: a Host field's value (RFC 3986 host [":" port]) and a
// Sec-WebSocket-Key (24 base64 characters that decode to exactly 16 bytes).
bool is_valid_host(std::string_view value);
bool is_valid_websocket_key(std::string_view value);

}  // namespace petteia::server
