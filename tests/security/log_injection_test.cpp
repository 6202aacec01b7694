// Whatever a client sends that ends up in the log — a user name, a path, an Origin, a game id — the
// log stays one line per entry: a newline in it cannot forge a line of its own.
#include <sstream>

#include <gtest/gtest.h>

#include "server/common/log_format.hpp"
#include "tests/security/raw_http.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

TEST(LogInjection, ControlCharactersAndBrokenUtf8AreEscaped) {
    using petteia::server::escaped_for_log;
    EXPECT_EQ(escaped_for_log("plain text"), "plain text");
    EXPECT_EQ(escaped_for_log("a\nFORGED error b"), "a\\nFORGED error b");
    EXPECT_EQ(escaped_for_log("\r\t\x1b[31m\x7f"), "\\r\\t\\x1b[31m\\x7f");
    EXPECT_EQ(escaped_for_log("back\\slash"), "back\\\\slash") << "so that an escape cannot be typed in";
    EXPECT_EQ(escaped_for_log("Zoé, Ἀριάδνη"), "Zoé, Ἀριάδνη") << "UTF-8 stays readable";
    EXPECT_EQ(escaped_for_log("\xff\xc3"), "\\xff\\xc3");
    EXPECT_EQ(escaped_for_log("\xc0\xaf"), "\\xc0\\xaf") << "an overlong '/'";
    EXPECT_EQ(escaped_for_log("\xed\xa0\x80"), "\\xed\\xa0\\x80") << "a surrogate";
    EXPECT_EQ(escaped_for_log(std::string("nul\0byte", 8)), "nul\\x00byte");
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// No line of the log starts with what the attacker put after a newline (in any case: the server
// logs account names in lower case).
void expect_no_forged_line(const ServerProcess& server, const std::string& forged) {
    std::istringstream lines(server.log());
    for (std::string line; std::getline(lines, line);)
        EXPECT_FALSE(lower(line).starts_with(lower(forged))) << "a forged log line: " << line;
}

TEST(LogInjection, ClientTextCannotForgeLogLines) {
    ServerProcess server({"--log-level", "debug"});
    const std::string forged = "2026-01-01T00:00:00.000 critical FORGED";
    // A user name that signs in (it need not exist: the failure is logged with the name).
    sign_in(server.port(), "ariadne\n" + forged, "labyrinth-1");
    // A path, percent-encoded newline and raw one in a header.
    raw_get(server.port(), "/api/games/x%0a" + std::string("FORGED"));
    http_request(server.port(), "GET", "/ws?game=NoSuchGame000000", "",
                 {{"Upgrade", "websocket"}, {"Connection", "Upgrade"}, {"Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="},
                  {"Sec-WebSocket-Version", "13"}, {"Origin", "http://evil.example"}});
    // A game id over the WebSocket.
    WsClient client(server.port());
    client.send(json{{"type", "join"}, {"protocol", 1}, {"game", "x\n" + forged}});
    client.wait_error();
    expect_no_forged_line(server, "2026-01-01");
    expect_no_forged_line(server, "FORGED");
    EXPECT_NE(server.log().find("\\n2026-01-01"), std::string::npos) << "the name is logged, escaped";
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
