#include "server/net/request_checks.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace petteia::server {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool is_hex(char c) { return is_digit(c) || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f'); }
bool is_unreserved(char c) { return is_alpha(c) || is_digit(c) || c == '-' || c == '.' || c == '_' || c == '~'; }
bool is_sub_delim(char c) { return std::string_view("!$&'()*+,;=").find(c) != std::string_view::npos; }
// RFC 9110 §5.6.2's tchar.
bool is_token_char(char c) {
    return is_alpha(c) || is_digit(c) || std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::size_t count_lines(const http::request_header<>& header, http::field field) {
    const auto [first, last] = header.equal_range(field);
    return static_cast<std::size_t>(std::distance(first, last));
}

// reg-name = *( unreserved / pct-encoded / sub-delims ), which includes IPv4 addresses.
bool is_reg_name(std::string_view name) {
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (name[i] == '%') {
            if (i + 2 >= name.size() || !is_hex(name[i + 1]) || !is_hex(name[i + 2])) return false;
            i += 2;
        } else if (!is_unreserved(name[i]) && !is_sub_delim(name[i])) {
            return false;
        }
    }
    return true;
}

// IP-literal = "[" ( IPv6address / IPvFuture ) "]", without the brackets.
bool is_ip_literal(std::string_view inside) {
    if (inside.empty()) return false;
    if (inside.front() == 'v' || inside.front() == 'V') {  // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
        const auto dot = inside.find('.');
        if (dot == std::string_view::npos || dot < 2 || dot + 1 == inside.size()) return false;
        return std::all_of(inside.begin() + 1, inside.begin() + static_cast<std::ptrdiff_t>(dot), is_hex) &&
               std::all_of(inside.begin() + static_cast<std::ptrdiff_t>(dot) + 1, inside.end(),
                           [](char c) { return is_unreserved(c) || is_sub_delim(c) || c == ':'; });
    }
    // Asio would also take a zone ("%eth0"), which a URI writes as "%25" (RFC 6874) and a browser never sends.
    if (!std::all_of(inside.begin(), inside.end(), [](char c) { return is_hex(c) || c == ':' || c == '.'; })) return false;
    boost::system::error_code error;
    asio::ip::make_address_v6(std::string(inside), error);
    return !error;
}

// The coding's name, before any parameters: "gzip" of "gzip;level=1".
std::string_view coding_name(std::string_view coding) { return trimmed(coding.substr(0, coding.find(';'))); }

int base64_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

RequestRefusal bad_request(std::string message) { return {http::status::bad_request, std::move(message)}; }

}  // namespace

bool is_valid_host(std::string_view value) {
    std::string_view host = value;
    std::string_view port;
    if (value.starts_with('[')) {
        const auto close = value.find(']');
        if (close == std::string_view::npos) return false;
        host = value.substr(0, close + 1);
        const std::string_view rest = value.substr(close + 1);
        if (!rest.empty() && rest.front() != ':') return false;
        if (!rest.empty()) port = rest.substr(1);
        if (!is_ip_literal(host.substr(1, host.size() - 2))) return false;
    } else {
        const auto colon = value.find(':');
        if (colon != std::string_view::npos) {
            host = value.substr(0, colon);
            port = value.substr(colon + 1);
        }
        // An "http" URI's host is never empty (RFC 9110 §4.2.1).
        if (host.empty() || !is_reg_name(host)) return false;
    }
    // port = *DIGIT; one that no TCP port can be is not a port.
    if (port.size() > 5 || !std::all_of(port.begin(), port.end(), is_digit)) return false;
    return port.empty() || std::stoul(std::string(port)) <= 65535;
}

bool is_valid_websocket_key(std::string_view value) {
    // 16 bytes are 22 base64 characters and "==", and the 22nd carries 4 bits of padding, which
    // RFC 4648 §3.5 lets a decoder require to be zero: a key that is not the encoding of 16 bytes
    // is refused rather than read as some other 16 bytes.
    if (value.size() != 24 || !value.ends_with("==")) return false;
    for (std::size_t i = 0; i < 22; ++i)
        if (base64_value(value[i]) < 0) return false;
    return base64_value(value[21]) % 16 == 0;
}

std::optional<RequestRefusal> framing_refusal(const http::request_header<>& header) {
    const std::size_t lengths = count_lines(header, http::field::content_length);
    const std::size_t encodings = count_lines(header, http::field::transfer_encoding);
    if (encodings > 0 && lengths > 0)
        return bad_request("a request may not have both Transfer-Encoding and Content-Length");  // RFC 9112 §6.3
    // One Content-Length, one number: "5, 5" and two equal lines are legal but how each program on
    // the way reads them is not certain (RFC 9110 §8.6).
    if (lengths > 1 || header[http::field::content_length].find(',') != std::string_view::npos)
        return bad_request("a request has one Content-Length");
    if (encodings == 0) return std::nullopt;
    // RFC 9112 §6.1: an HTTP/1.0 message with Transfer-Encoding has faulty framing.
    if (header.version() < 11) return bad_request("Transfer-Encoding is HTTP/1.1's");
    std::vector<std::string_view> codings;
    for (auto [line, end] = header.equal_range(http::field::transfer_encoding); line != end; ++line) {
        std::string_view list = line->value();
        while (true) {
            const auto comma = list.find(',');
            const std::string_view element = trimmed(list.substr(0, comma));
            if (!element.empty()) codings.push_back(element);  // empty list elements are ignored (RFC 9110 §5.6.1)
            if (comma == std::string_view::npos) break;
            list.remove_prefix(comma + 1);
        }
    }
    for (const std::string_view coding : codings) {
        const std::string_view name = coding_name(coding);
        if (name.empty() || !std::all_of(name.begin(), name.end(), is_token_char))
            return bad_request("the request's Transfer-Encoding is malformed");
    }
    // RFC 9112 §6.3: unless chunked is the final coding, the body's length cannot be known: 400.
    // chunked takes no parameters and is applied once (§6.1, §7).
    if (codings.empty() || !equals_ignoring_case(codings.back(), "chunked"))
        return bad_request("the request's Transfer-Encoding must end with chunked, and only chunked is accepted");
    for (std::size_t i = 0; i + 1 < codings.size(); ++i) {
        if (equals_ignoring_case(coding_name(codings[i]), "chunked"))
            return bad_request("the request's Transfer-Encoding applies chunked twice");
        // §6.1: a coding the server does not understand: 501. It decodes chunked alone.
        return RequestRefusal{http::status::not_implemented,
                              "the server does not decode the transfer coding " + std::string(coding_name(codings[i]))};
    }
    return std::nullopt;
}

std::optional<RequestRefusal> host_refusal(const http::request_header<>& header) {
    const std::size_t hosts = count_lines(header, http::field::host);
    if (hosts > 1) return bad_request("a request has one Host");
    if (hosts == 0) {
        if (header.version() >= 11) return bad_request("an HTTP/1.1 request has a Host");
        return std::nullopt;  // HTTP/1.0 had none
    }
    if (!is_valid_host(header[http::field::host])) return bad_request("the request's Host is not a host name and port");
    return std::nullopt;
}

std::optional<RequestRefusal> method_refusal(const http::request_header<>& header) {
    if (header.method() != http::verb::unknown) return std::nullopt;
    return RequestRefusal{http::status::not_implemented, "the server does not know that method"};
}

std::optional<RequestRefusal> websocket_handshake_refusal(const http::request_header<>& header) {
    if (count_lines(header, http::field::sec_websocket_key) != 1 ||
        !is_valid_websocket_key(header[http::field::sec_websocket_key]))
        return bad_request("a WebSocket's Sec-WebSocket-Key is the base64 of 16 random bytes");
    const std::size_t versions = count_lines(header, http::field::sec_websocket_version);
    if (versions != 1) return bad_request("a WebSocket's request says Sec-WebSocket-Version: 13, once");
    if (header[http::field::sec_websocket_version] != "13")
        return RequestRefusal{http::status::upgrade_required, "this server speaks WebSocket version 13 only"};
    return std::nullopt;
}

}  // namespace petteia::server
