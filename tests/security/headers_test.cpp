// Every answer says nosniff and sends no Referer away; pages get a strict Content-Security-Policy;
// with --public-host, other Host names (a DNS-rebinding page) are refused; a HEAD gets the header
// GET would get and no body; the service worker and the manifest get the types and caching an
// installable app needs.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

void expect_common_headers(const HttpReply& reply, const std::string& what) {
    EXPECT_EQ(reply.header("X-Content-Type-Options"), "nosniff") << what;
    EXPECT_EQ(reply.header("Referrer-Policy"), "no-referrer") << what;
}

TEST(Headers, EveryAnswerCarriesNosniffAndNoReferrer) {
    ServerProcess server;
    expect_common_headers(http_get(server.port(), "/healthz"), "/healthz");
    expect_common_headers(http_get(server.port(), "/api/variants"), "/api/variants");
    expect_common_headers(http_get(server.port(), "/api/nothing"), "an API 404");
    expect_common_headers(http_get(server.port(), "/missing.png"), "a file 404");
    expect_common_headers(http_request(server.port(), "POST", "/api/games", "{"), "a 400");
    expect_common_headers(http_get(server.port(), "/api/exercises"), "the blocking API");
    expect_common_headers(http_request(server.port(), "POST", "/api/session", R"({"username":"x","password":"y"})"),
                          "a refused sign-in");
    const RawReply upgrade = raw_request(server.port(), "GET /ws?game=NoSuchGame000000 HTTP/1.1\r\nHost: " + server.host() +
                                                            "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                                            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                                                            "Sec-WebSocket-Version: 13\r\n\r\n",
                                         1s);
    EXPECT_EQ(upgrade.status, 101);
    EXPECT_TRUE(upgrade.has("X-Content-Type-Options: nosniff")) << upgrade.text;
}

TEST(Headers, PagesHaveAStrictContentSecurityPolicy) {
    ServerProcess server;
    const HttpReply page = http_get(server.port(), "/");
    ASSERT_EQ(page.status, 200);
    const std::string policy = page.header("Content-Security-Policy");
    for (const char* part : {"default-src 'self'", "script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'",
                             "object-src 'none'", "base-uri 'none'", "worker-src 'self'", "manifest-src 'self'"})
        EXPECT_NE(policy.find(part), std::string::npos) << part << " in " << policy;
    EXPECT_EQ(policy.find("unsafe-inline"), std::string::npos) << policy;
    EXPECT_EQ(policy.find("unsafe-eval"), std::string::npos) << policy;
    EXPECT_EQ(page.header("X-Frame-Options"), "DENY");
    expect_common_headers(page, "the page");
}

TEST(Headers, OtherHostNamesAreRefusedWithPublicHost) {
    ServerProcess server({"--public-host", "petteia.example,Play.Petteia.Example:8443"});
    const auto with_host = [&](const std::string& host) {
        return raw_request(server.port(), "GET /healthz HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n").status;
    };
    EXPECT_EQ(with_host("petteia.example"), 200);
    EXPECT_EQ(with_host("PETTEIA.example:80"), 200) << "any case, any port for a name given without one";
    EXPECT_EQ(with_host("play.petteia.example:8443"), 200);
    EXPECT_EQ(with_host("play.petteia.example:9999"), 421) << "a name given with its port needs that port";
    EXPECT_EQ(with_host("attacker.example"), 421) << "a rebinding page's own name";
    EXPECT_EQ(with_host(server.host()), 421) << "the bare address, too, once names are listed";
    EXPECT_EQ(raw_request(server.port(), "GET /healthz HTTP/1.0\r\n\r\n").status, 421) << "no Host at all";
    // Game creation and WebSockets are behind the same check.
    EXPECT_EQ(upgrade_status(server.port(), std::nullopt), 421);
}

// The value of header `name` in the header section `head` (any case), or "" when it is absent.
std::string raw_header(const std::string& head, std::string name) {
    std::string lower = head;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const auto at = lower.find("\r\n" + name + ":");
    if (at == std::string::npos) return "";
    const auto start = head.find_first_not_of(' ', at + name.size() + 3);
    return head.substr(start, head.find("\r\n", start) - start);
}

TEST(Headers, HeadGetsTheHeaderOfGetAndNoBody) {
    namespace fs = std::filesystem;
    std::string folder = (fs::temp_directory_path() / "petteia-security-head-XXXXXX").string();
    ASSERT_NE(mkdtemp(folder.data()), nullptr);
    fs::create_directories(fs::path(folder) / "assets");
    std::ofstream(fs::path(folder) / "index.html") << "<!doctype html><title>client</title>";
    std::ofstream(fs::path(folder) / "assets" / "app-1234.js") << "console.log('app')";
    ServerProcess server({"--static", folder});
    const std::string host = "Host: " + server.host() + "\r\n";
    // A JSON route, the page, a file, an error, the game API (answered from the store's thread) and
    // the account API (answered from a blocking-work thread).
    for (const std::string target : {"/api/variants", "/", "/g/AbCdEfGhIjKl", "/assets/app-1234.js", "/missing.png",
                                      "/api/nothing", "/api/games/NoSuchGame12", "/api/account"}) {
        const RawReply get = raw_get(server.port(), target);
        const std::string get_head = get.text.substr(0, get.text.find("\r\n\r\n"));
        ASSERT_NE(get.status, 0) << target;
        // The HEAD, then a GET on the same connection: right after the HEAD's header must come the
        // next answer's status line, not one byte of body.
        const RawReply both = raw_until_closed(server.port(), "HEAD " + target + " HTTP/1.1\r\n" + host + "\r\n" +
                                                                  "GET /healthz HTTP/1.1\r\n" + host +
                                                                  "Connection: close\r\n\r\n");
        const auto end = both.text.find("\r\n\r\n");
        ASSERT_NE(end, std::string::npos) << target << ": " << both.text;
        const std::string head = both.text.substr(0, end);
        EXPECT_EQ(both.status, get.status) << target;
        EXPECT_EQ(raw_header(head, "Content-Length"), raw_header(get_head, "Content-Length")) << target;
        EXPECT_EQ(raw_header(head, "Content-Type"), raw_header(get_head, "Content-Type")) << target;
        EXPECT_EQ(raw_header(head, "X-Content-Type-Options"), "nosniff") << target;
        const std::string after = both.text.substr(end + 4);
        EXPECT_TRUE(after.starts_with("HTTP/1.1 200 OK\r\n")) << target << ": after the HEAD's header came " << after;
        EXPECT_NE(after.find(R"("status":"ok")"), std::string::npos) << target << ": " << after;
    }
    fs::remove_all(folder);
    expect_healthy(server);
}

// The installable web app (web-client/src/sw/): the service worker is checked again at every visit
// (a new deploy's worker must reach the browser), as a script; the manifest as a manifest; neither
// carries the page's policy, and Vite's hashed files stay cached for a year.
TEST(Headers, TheServiceWorkerAndTheManifestAreServedForAnInstallableApp) {
    namespace fs = std::filesystem;
    std::string folder = (fs::temp_directory_path() / "petteia-security-sw-XXXXXX").string();
    ASSERT_NE(mkdtemp(folder.data()), nullptr);
    fs::create_directories(fs::path(folder) / "assets");
    std::ofstream(fs::path(folder) / "index.html") << "<!doctype html><title>client</title>";
    std::ofstream(fs::path(folder) / "sw.js") << "self.addEventListener('fetch', () => {});";
    std::ofstream(fs::path(folder) / "manifest.webmanifest") << R"({"name":"Petteia Online"})";
    std::ofstream(fs::path(folder) / "assets" / "index-1234.js") << "console.log('app')";
    ServerProcess server({"--static", folder});
    const HttpReply worker = http_get(server.port(), "/sw.js");
    ASSERT_EQ(worker.status, 200);
    EXPECT_EQ(worker.header("Content-Type"), "text/javascript; charset=utf-8");
    EXPECT_EQ(worker.header("Cache-Control"), "no-cache");
    EXPECT_EQ(worker.header("Content-Security-Policy"), "");
    expect_common_headers(worker, "the service worker");
    const HttpReply manifest = http_get(server.port(), "/manifest.webmanifest");
    ASSERT_EQ(manifest.status, 200);
    EXPECT_EQ(manifest.header("Content-Type"), "application/manifest+json");
    EXPECT_EQ(manifest.header("Cache-Control"), "no-cache");
    expect_common_headers(manifest, "the manifest");
    EXPECT_EQ(http_get(server.port(), "/assets/index-1234.js").header("Cache-Control"), "public, max-age=31536000, immutable");
    // The page the worker keeps for offline visits allows it and the manifest, from the site alone.
    const std::string policy = http_get(server.port(), "/g/AbCdEfGhIjKl").header("Content-Security-Policy");
    EXPECT_NE(policy.find("worker-src 'self';"), std::string::npos) << policy;
    EXPECT_NE(policy.find("manifest-src 'self';"), std::string::npos) << policy;
    fs::remove_all(folder);
    expect_healthy(server);
}

TEST(Headers, AnyHostWithoutPublicHost) {
    ServerProcess server;
    EXPECT_EQ(raw_request(server.port(), "GET /healthz HTTP/1.1\r\nHost: anything.example\r\nConnection: close\r\n\r\n").status,
              200);
}

}  // namespace
}  // namespace petteia_security_test
