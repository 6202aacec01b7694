// The server reached directly reads HTTP/1.1 as RFC 9112 and RFC 6455 say, where Beast's parser
// is lenient (server/net/request_checks.hpp): a request whose body's end is uncertain (an unknown
// Transfer-Encoding, Transfer-Encoding beside Content-Length, two Content-Lengths), a missing,
// repeated or invalid Host, an unknown method, a WebSocket upgrade with a bad key or version — each
// gets the site's JSON error and the connection is closed, so that the bytes after it are never
// read as a second request (request smuggling: the red team's `Transfer-Encoding: identity`
// followed by a GET had the GET answered). Every attack is followed on its connection by a request
// that must not be answered.
#include <algorithm>
#include <iterator>
#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "server/net/request_checks.hpp"
#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

// Answered, it would list the variants ("petteia-6x6"), and close.
const std::string smuggled = "GET /api/variants HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";

int status_lines(const std::string& text) {
    // Anywhere, not only at a line's start: an answer's body ends without a newline, and the next
    // answer's status line follows it directly.
    static const std::regex status_line("HTTP/1\\.[01] [1-5][0-9]{2} ");
    return static_cast<int>(std::distance(std::sregex_iterator(text.begin(), text.end(), status_line), std::sregex_iterator()));
}

// `attack`, then the smuggled request on the same connection: one refusal, in the site's JSON
// shape, and the connection closed by the server, the smuggled request never answered.
void expect_refused_and_closed(std::uint16_t port, const std::string& attack, int status, const std::string& what) {
    const RawReply reply = raw_until_closed(port, attack + smuggled, 5s);
    EXPECT_EQ(reply.status, status) << what << ":\n" << reply.text;
    EXPECT_TRUE(reply.closed) << what << ": the server kept the connection open";
    EXPECT_EQ(status_lines(reply.text), 1) << what << ": the request after it was answered:\n" << reply.text;
    EXPECT_FALSE(reply.has("petteia-6x6")) << what << ": the smuggled GET was answered";
    EXPECT_TRUE(reply.has("Content-Type: application/json")) << what << ":\n" << reply.text;
    EXPECT_TRUE(reply.has(R"({"code":"bad_request","message":")")) << what << ":\n" << reply.text;
    EXPECT_TRUE(reply.has("X-Content-Type-Options: nosniff")) << what;
    // (An answer to HTTP/1.0 closes unless it says keep-alive.)
    if (reply.text.starts_with("HTTP/1.1")) {
        EXPECT_TRUE(reply.has("Connection: close")) << what << ": the refusal should say the connection ends";
    }
}

std::string post_with(const std::string& host, const std::string& framing, const std::string& body) {
    return "POST /api/records/replay HTTP/1.1\r\nHost: " + host + "\r\nContent-Type: application/json\r\n" + framing +
           "\r\n" + body;
}

TEST(StrictHttp, ALegalChunkedRequestAndThePipelinedOneAfterItAreBothAnswered) {
    // The control: the test sees a second answer when there is one.
    ServerProcess server;
    const RawReply reply = raw_until_closed(
        server.port(), "GET /healthz HTTP/1.1\r\nHost: " + server.host() + "\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + smuggled, 5s);
    EXPECT_EQ(reply.status, 200) << reply.text;
    EXPECT_EQ(status_lines(reply.text), 2) << reply.text;
    EXPECT_TRUE(reply.has("petteia-6x6")) << reply.text;
    EXPECT_TRUE(reply.closed);
}

TEST(StrictHttp, TransferCodingsOtherThanAFinalChunkedAreRefusedAndTheConnectionClosed) {
    ServerProcess server;
    const std::string host = server.host();
    // RFC 9112 §6.3: Transfer-Encoding without chunked last leaves the body's length unknown: 400.
    for (const std::string coding : {"identity", "xchunked", "chunked, gzip", "chunked;x=1", "gzip", "chunked, chunked",
                                     ",", "chunked\r\nTransfer-Encoding: identity", "identity\r\nTransfer-Encoding: x"})
        expect_refused_and_closed(server.port(), post_with(host, "Transfer-Encoding: " + coding + "\r\n", ""), 400,
                                  "Transfer-Encoding: " + coding);
    // §6.1: chunked last, but a coding before it the server does not decode: 501.
    for (const std::string coding : {"gzip, chunked", "identity, chunked", "gzip\r\nTransfer-Encoding: chunked"})
        expect_refused_and_closed(server.port(), post_with(host, "Transfer-Encoding: " + coding + "\r\n", "0\r\n\r\n"), 501,
                                  "Transfer-Encoding: " + coding);
    // §6.1: HTTP/1.0 has no Transfer-Encoding.
    expect_refused_and_closed(server.port(),
                              "POST /api/records/replay HTTP/1.0\r\nHost: " + host + "\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
                              400, "Transfer-Encoding in HTTP/1.0");
    expect_healthy(server);
}

TEST(StrictHttp, TransferEncodingBesideContentLengthAndRepeatedLengthsAreRefused) {
    ServerProcess server;
    const std::string host = server.host();
    // The smuggled request is inside the body that the Content-Length would count.
    const std::string body = "0\r\n\r\n" + smuggled;
    const std::string length = "Content-Length: " + std::to_string(body.size()) + "\r\n";
    expect_refused_and_closed(server.port(), post_with(host, "Transfer-Encoding: chunked\r\n" + length, "0\r\n\r\n"), 400,
                              "Transfer-Encoding, then Content-Length");
    expect_refused_and_closed(server.port(), post_with(host, length + "Transfer-Encoding: chunked\r\n", "0\r\n\r\n"), 400,
                              "Content-Length, then Transfer-Encoding");
    expect_refused_and_closed(server.port(), post_with(host, length + "Transfer-Encoding: identity\r\n", "0\r\n\r\n"), 400,
                              "Content-Length, then an unknown Transfer-Encoding");
    expect_refused_and_closed(server.port(), post_with(host, "Content-Length: 2\r\nContent-Length: 2\r\n", "{}"), 400,
                              "two equal Content-Lengths");
    expect_refused_and_closed(server.port(), post_with(host, "Content-Length: 2, 2\r\n", "{}"), 400,
                              "Content-Length: 2, 2");
    expect_refused_and_closed(server.port(), post_with(host, "Content-Length: 2\r\nContent-Length: 0\r\n", "{}"), 400,
                              "two different Content-Lengths");
    expect_healthy(server);
}

TEST(StrictHttp, AMissingRepeatedOrInvalidHostIsRefused) {
    ServerProcess server;
    const auto get_with = [](const std::string& host_lines) { return "GET /healthz HTTP/1.1\r\n" + host_lines + "\r\n"; };
    expect_refused_and_closed(server.port(), get_with(""), 400, "no Host in HTTP/1.1");
    expect_refused_and_closed(server.port(), get_with("Host: " + server.host() + "\r\nHost: " + server.host() + "\r\n"),
                              400, "the same Host twice");
    expect_refused_and_closed(server.port(), get_with("Host: " + server.host() + "\r\nHost: attacker.example\r\n"), 400,
                              "two Hosts");
    expect_refused_and_closed(server.port(), "GET /healthz HTTP/1.0\r\nHost: a.example\r\nHost: b.example\r\n\r\n", 400,
                              "two Hosts in HTTP/1.0");
    for (const std::string value : {"", "exa mple.org", "example.org:80:80", "example.org:http", "[::1", "[::1]x",
                                    "[zz::1]:80", "user@example.org", "example.org/path", "example.org:99999",
                                    "example.org?x", "%zzexample.org", ":8080", "\"example.org\""})
        expect_refused_and_closed(server.port(), get_with("Host: " + value + "\r\n"), 400, "Host: " + value);
    // What a Host may be, a name, an address or an IP literal with or without a port, is served.
    for (const std::string& value : {server.host(), std::string("localhost"), std::string("EXAMPLE.org:"),
                                    std::string("[::1]:8080"), std::string("[v1.fe80::a+en1]"), std::string("xn--pttia-bsa.example")}) {
        const RawReply reply = raw_request(server.port(), get_with("Host: " + value + "\r\nConnection: close\r\n"));
        EXPECT_EQ(reply.status, 200) << "Host: " << value << "\n" << reply.text;
    }
    // HTTP/1.0 had no Host: such a request is still answered.
    EXPECT_EQ(raw_request(server.port(), "GET /healthz HTTP/1.0\r\n\r\n").status, 200);
    expect_healthy(server);
}

TEST(StrictHttp, AnUnknownMethodIsNotImplemented) {
    ServerProcess server;
    for (const std::string method : {"get", "BREW", "PRI"})
        expect_refused_and_closed(server.port(), method + " /healthz HTTP/1.1\r\nHost: " + server.host() + "\r\n\r\n", 501,
                                  method);
    expect_healthy(server);
}

std::string upgrade_with(const std::string& host, const std::string& lines) {
    return "GET /ws?game=NoSuchGame000000 HTTP/1.1\r\nHost: " + host + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
           lines + "\r\n";
}

TEST(StrictHttp, AWebSocketUpgradeWithABadKeyOrVersionIsRefusedBeforeTheUpgrade) {
    ServerProcess server;
    const std::string host = server.host();
    const std::string version = "Sec-WebSocket-Version: 13\r\n";
    // The control: RFC 6455's own example key is upgraded.
    const RawReply good = raw_request(server.port(), upgrade_with(host, "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n" + version), 2s);
    ASSERT_EQ(good.status, 101) << good.text;
    for (const std::string key : {"abc", "", "AAAAAAAAAAAAAAAAAAAA", "dGhlIHNhbXBsZSBub25jZQ", "dGhlIHNhbXBsZSBub25jZQ=",
                                  "dGhlIHNhbXBsZSBub25jZR==", "dGhlIHNhbXBsZSBub25j*Q==", "dGhlIHNhbXBsZSBub25jZQ==AAAA",
                                  "ZGdobGlJSE5oYlhCc1pTQnViMjVqWlE9PQ=="})
        expect_refused_and_closed(server.port(), upgrade_with(host, "Sec-WebSocket-Key: " + key + "\r\n" + version), 400,
                                  "Sec-WebSocket-Key: " + key);
    expect_refused_and_closed(server.port(), upgrade_with(host, version), 400, "no Sec-WebSocket-Key");
    expect_refused_and_closed(server.port(),
                              upgrade_with(host, "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Key: "
                                                 "AAAAAAAAAAAAAAAAAAAAAA==\r\n" + version),
                              400, "two Sec-WebSocket-Keys");
    expect_refused_and_closed(server.port(), upgrade_with(host, "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"), 400,
                              "no Sec-WebSocket-Version");
    // RFC 6455 §4.4: another version gets 426 and the version the server speaks.
    for (const std::string other : {"8", "12", "14", "13, 8"}) {
        const std::string attack = upgrade_with(host, "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: " + other + "\r\n");
        expect_refused_and_closed(server.port(), attack, 426, "Sec-WebSocket-Version: " + other);
        const RawReply reply = raw_until_closed(server.port(), attack, 5s);
        EXPECT_TRUE(reply.has("Sec-WebSocket-Version: 13\r\n")) << reply.text;
        EXPECT_TRUE(reply.has("Upgrade: websocket\r\n")) << reply.text;
    }
    expect_healthy(server);
}

TEST(StrictHttp, HostAndKeyGrammar) {
    using petteia::server::is_valid_host;
    using petteia::server::is_valid_websocket_key;
    EXPECT_TRUE(is_valid_host("127.0.0.1:8080"));
    EXPECT_TRUE(is_valid_host("[2001:db8::1]"));
    EXPECT_TRUE(is_valid_host("a%41.example"));
    EXPECT_FALSE(is_valid_host("[fe80::1%eth0]")) << "a zone is written %25 in a URI, and no browser sends one";
    EXPECT_FALSE(is_valid_host("example.org:65536"));
    EXPECT_FALSE(is_valid_host("exa\tmple.org"));
    EXPECT_TRUE(is_valid_websocket_key("AAAAAAAAAAAAAAAAAAAAAA=="));
    EXPECT_TRUE(is_valid_websocket_key("/////////////////////w=="));
    EXPECT_FALSE(is_valid_websocket_key("/////////////////////x==")) << "padding bits set: not the encoding of 16 bytes";
}

}  // namespace
}  // namespace petteia_security_test
