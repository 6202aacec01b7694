// Static files cannot leave the static folder: hostile paths over real HTTP, with the database in
// its own folder, in the static folder itself, and in a folder inside it; symbolic links that lead
// out; and the files that must still be served.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

namespace fs = std::filesystem;
using petteia_server_test::ServerProcess;

// A web client's folder: index.html, an asset, a hidden file, and two links that lead out of it.
struct StaticFolder {
    fs::path root;
    explicit StaticFolder(const fs::path& at) : root(at) {
        fs::create_directories(root / "assets");
        std::ofstream(root / "index.html") << "<!doctype html><title>client</title>";
        std::ofstream(root / "assets" / "app-1234.js") << "console.log('app')";
        std::ofstream(root / ".env") << "SECRET=1";
        fs::create_symlink("/etc/passwd", root / "passwd.txt");
        fs::create_directory_symlink("/etc", root / "etc-link");
    }
};

fs::path fresh_directory(const std::string& name) {
    std::string pattern = (fs::temp_directory_path() / ("petteia-security-" + name + "-XXXXXX")).string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    return pattern;
}

// What no answer may contain: the database's file header, the system's files.
void expect_nothing_leaked(const RawReply& reply, const std::string& target) {
    EXPECT_FALSE(reply.has("SQLite format 3")) << target;
    EXPECT_FALSE(reply.has("root:")) << target;
    EXPECT_FALSE(reply.has("SECRET=")) << target;
}

// Paths any server must refuse with 404, whatever its folders. `data` is the data folder's
// absolute path (the database is data/petteia.sqlite).
std::vector<std::string> hostile_paths(const fs::path& data, const fs::path& root) {
    const std::string db = (data / "petteia.sqlite").string();
    return {
        "//etc/ld.so.conf",                            // an absolute path after the slash
        "/" + db,                                      // the database by its absolute path
        "/" + db + "-wal",
        "/" + db + "-shm",
        "//proc/self/cwd/" + fs::relative(db, fs::current_path()).string(),
        "//proc/self/root/etc/passwd",
        "/../../../../etc/passwd",                     // dot-dot, raw
        "/assets/../../../../etc/passwd",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",            // dot-dot, encoded
        "/%2E%2E/%2E%2E/etc/passwd",
        "/..%2f..%2f..%2fetc%2fpasswd",                // encoded slashes
        "/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "/%2fetc%2fpasswd",                            // decodes to //etc/passwd
        "/assets/%2e%2e/index.html",                   // an encoded dot-dot that stays inside
        "/./index.html",                               // dot segments
        "/%2e/index.html",
        "/index.html/",                                // empty segments
        "//index.html",
        "/assets//app-1234.js",
        "/..\\..\\..\\etc\\passwd",                    // backslashes
        "/%5c..%5c..%5cetc%5cpasswd",
        "/index.html%00.png",                          // NUL and control characters, encoded
        "/%00",
        "/assets/%0aapp-1234.js",
        "/%1b%5b31m.js",
        "/%7f.js",
        "/%",                                          // broken escapes
        "/%zz/index.html",
        "/%%32%65%%32%65/etc/passwd",
        "/.env",                                       // hidden files
        "/.git/config",
        "/passwd.txt",                                 // links that lead out
        "/etc-link/passwd",
        "/etc-link/ld.so.conf",
        "/" + root.string() + "/index.html",           // even the static folder by its absolute path
    };
}

void expect_all_refused(const ServerProcess& server, const std::vector<std::string>& targets) {
    for (const std::string& target : targets) {
        const RawReply reply = raw_get(server.port(), target);
        EXPECT_EQ(reply.status, 404) << target << "\n" << reply.text.substr(0, 300);
        expect_nothing_leaked(reply, target);
    }
}

void expect_client_served(const ServerProcess& server) {
    for (const char* target : {"/", "/index.html", "/g/AbCdEfGhIjKlMnOp", "/rules", "/index.html?x=../../etc/passwd"}) {
        const RawReply page = raw_get(server.port(), target);
        EXPECT_EQ(page.status, 200) << target;
        EXPECT_TRUE(page.has("<title>client</title>")) << target;
    }
    const RawReply asset = raw_get(server.port(), "/assets/app-1234.js");
    EXPECT_EQ(asset.status, 200);
    EXPECT_TRUE(asset.has("console.log('app')"));
}

TEST(StaticPaths, HostilePathsAreRefusedWithTheDatabaseInItsOwnFolder) {
    const fs::path base = fresh_directory("own");
    StaticFolder client(base / "client");
    ServerProcess server({"--static", client.root.string(), "--data", (base / "data").string()});
    expect_client_served(server);
    expect_all_refused(server, hostile_paths(base / "data", client.root));
    expect_healthy(server);
    fs::remove_all(base);
}

TEST(StaticPaths, TheDatabaseIsNeverServedFromTheStaticFolderItself) {
    const fs::path base = fresh_directory("same");
    StaticFolder client(base / "client");
    ServerProcess server({"--static", client.root.string(), "--data", client.root.string()});
    ASSERT_TRUE(fs::exists(client.root / "petteia.sqlite"));
    expect_client_served(server);
    std::vector<std::string> targets = hostile_paths(client.root, client.root);
    for (const char* file : {"/petteia.sqlite", "/petteia.sqlite-wal", "/petteia.sqlite-shm", "/petteia.sqlite-journal",
                             "/petteia%2esqlite", "/PETTEIA.SQLITE", "/assets/../petteia.sqlite"})
        targets.emplace_back(file);
    expect_all_refused(server, targets);
    expect_healthy(server);
    fs::remove_all(base);
}

TEST(StaticPaths, TheDatabaseIsNeverServedFromAFolderInsideTheStaticFolder) {
    const fs::path base = fresh_directory("inside");
    StaticFolder client(base / "client");
    const fs::path data = client.root / "var";
    ServerProcess server({"--static", client.root.string(), "--data", data.string()});
    ASSERT_TRUE(fs::exists(data / "petteia.sqlite"));
    expect_client_served(server);
    std::vector<std::string> targets = hostile_paths(data, client.root);
    for (const char* file : {"/var/petteia.sqlite", "/var/petteia.sqlite-wal", "/var/petteia.sqlite-shm",
                             "/var/./petteia.sqlite", "/var%2fpetteia.sqlite"})
        targets.emplace_back(file);
    expect_all_refused(server, targets);
    // Also through a link inside the folder that names the database.
    fs::create_symlink(data / "petteia.sqlite", client.root / "innocent.png");
    expect_all_refused(server, {"/innocent.png"});
    expect_healthy(server);
    fs::remove_all(base);
}

TEST(StaticPaths, RequestLinesNoHttpParserAcceptsAreRefusedWithoutAFile) {
    const fs::path base = fresh_directory("raw");
    StaticFolder client(base / "client");
    ServerProcess server({"--static", client.root.string(), "--data", (base / "data").string()});
    // Raw control characters and absolute-form targets: refused as bad requests before any routing.
    for (const std::string& target : {std::string("/index.html\0.png", 16), std::string("/\x01.js"),
                                      std::string("/a b/../../etc/passwd"), std::string("http://evil/../../etc/passwd"),
                                      std::string("*")}) {
        const RawReply reply = raw_get(server.port(), target);
        EXPECT_TRUE(reply.status == 400 || reply.status == 404) << reply.text.substr(0, 200);
        expect_nothing_leaked(reply, target);
    }
    expect_healthy(server);
    fs::remove_all(base);
}

TEST(StaticPaths, WithoutAClientFolderOnlySafePagesGetTheBarePage) {
    ServerProcess server;
    EXPECT_EQ(raw_get(server.port(), "/").status, 200);
    EXPECT_EQ(raw_get(server.port(), "/g/AbCdEfGhIjKlMnOp").status, 200);
    for (const char* target : {"//etc/passwd", "/../etc", "/%2e%2e/etc", "/.git", "/x//y"})
        EXPECT_EQ(raw_get(server.port(), target).status, 404) << target;
}

}  // namespace
}  // namespace petteia_security_test
