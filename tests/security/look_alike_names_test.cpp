// Impersonation by look-alike names (issue 37): once "Ilias", "Minos" or "Zoé" exists, nobody can sign up as
// a name that looks the same — UTS #39's confusables ("lIias", "llias", "IIias", "Min0s", "rninos"), another
// case, no accent, decomposed (NFD), a letter from another script, invisible and bidi characters — and the
// refusal says why. Names in one other alphabet are welcome ("Αριάδνη", "Алексей") and their owners sign
// in, by their profile's address too; a name that mixes alphabets is not.
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

void expect_refused_as_look_alike(const ServerProcess& server, const std::string& name, const std::string& owner) {
    const HttpReply refused = sign_up(server.port(), name, "attacker-pw");
    EXPECT_EQ(refused.status, 409) << name;
    EXPECT_EQ(refused.header("Set-Cookie"), "") << name;
    EXPECT_EQ(refused.json()["code"], "username_taken") << name;
    EXPECT_EQ(refused.json()["detail"], "look_alike") << name;
    EXPECT_NE(refused.json()["message"].get<std::string>().find("looks like an existing name, " + owner), std::string::npos)
        << refused.body;
}

// (Two servers: an address may try 10 sign-ups in a burst.)
TEST(LookAlikeNames, TheIssuesLookAlikesCannotSignUpBesideIlias) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Ilias", "labyrinth-1").status, 201);
    for (const std::string name : {"lIias", "llias", "IIias", "1lias"}) expect_refused_as_look_alike(server, name, "Ilias");
    // The same name in another case is simply taken.
    for (const std::string name : {"ilias", "ILIAS"}) {
        const HttpReply refused = sign_up(server.port(), name, "attacker-pw");
        EXPECT_EQ(refused.status, 409) << name;
        EXPECT_EQ(refused.json()["code"], "username_taken") << name;
        EXPECT_FALSE(refused.json().contains("detail")) << refused.body;
    }
    // The owner, and only they, sign in, whatever case they type.
    const HttpReply ilias = sign_in(server.port(), "ilias", "labyrinth-1");
    ASSERT_EQ(ilias.status, 200) << ilias.body;
    EXPECT_EQ(ilias.json()["username"], "Ilias");
    EXPECT_EQ(sign_in(server.port(), "llias", "attacker-pw").status, 401);
}

TEST(LookAlikeNames, TheIssuesLookAlikesCannotSignUpBesideMinos) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Minos", "labyrinth-2").status, 201);
    for (const std::string name : {"Min0s", "rninos", "M1nos"}) expect_refused_as_look_alike(server, name, "Minos");
    // The long s is no longer a letter of names at all.
    const HttpReply long_s = sign_up(server.port(), "Mino\u017F", "attacker-pw");
    EXPECT_EQ(long_s.status, 400);
    EXPECT_EQ(long_s.json()["detail"], "characters");
    // A name that only resembles loosely is free.
    EXPECT_EQ(sign_up(server.port(), "Minas", "labyrinth-3").status, 201);
    const HttpReply minos = sign_in(server.port(), "MINOS", "labyrinth-2");
    ASSERT_EQ(minos.status, 200) << minos.body;
    EXPECT_EQ(minos.json()["username"], "Minos");
}

TEST(LookAlikeNames, NoOneCanSignUpAsANameThatLooksLikeAnExistingOne) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Zoé", "labyrinth-1").status, 201);

    // The same key: taken.
    for (const std::string& same : {std::string("Zoe"), std::string("zoé"), std::string("ZOE")}) {
        const HttpReply refused = sign_up(server.port(), same, "attacker-pw");
        EXPECT_EQ(refused.status, 409) << same;
        EXPECT_EQ(refused.header("Set-Cookie"), "") << same;
    }
    // Decomposed: told to compose (the web client does), never a second account.
    const HttpReply decomposed = sign_up(server.port(), "Zoe\u0301", "attacker-pw");
    EXPECT_EQ(decomposed.status, 400);
    EXPECT_EQ(decomposed.json()["detail"], "not_nfc");
    // Another script among Latin letters: mixes alphabets.
    for (const std::string& forged : {std::string("Z\u043E\u00E9"),  // Cyrillic о
                                      std::string("Z\u03BF\u00E9")}) {  // Greek omicron
        const HttpReply refused = sign_up(server.port(), forged, "attacker-pw");
        EXPECT_EQ(refused.status, 400) << forged;
        EXPECT_EQ(refused.json()["code"], "bad_username") << forged;
        EXPECT_EQ(refused.json()["detail"], "mixed_scripts") << forged;
        EXPECT_NE(refused.json()["message"].get<std::string>().find("mixes alphabets"), std::string::npos);
    }
    // Invisible and bidi characters: not letters of a name.
    for (const std::string& forged : {std::string("Zo\u200D\u00E9"),  // zero-width joiner
                                      std::string("\u202E\u00E9oZ"),  // right-to-left override
                                      std::string("Zo\u00E9\u200B"),  // zero-width space at the end
                                      std::string("Zo\u00E9 ")}) {
        const HttpReply refused = sign_up(server.port(), forged, "attacker-pw");
        EXPECT_EQ(refused.status, 400) << forged;
        EXPECT_EQ(refused.json()["code"], "bad_username") << forged;
        EXPECT_EQ(refused.json()["detail"], "characters") << forged;
    }
    const HttpReply owner = sign_in(server.port(), "Zoé", "labyrinth-1");
    ASSERT_EQ(owner.status, 200) << owner.body;
    EXPECT_EQ(owner.json()["username"], "Zoé");
}

// A web client's folder of one page, for the /@/ address.
std::filesystem::path client_folder() {
    std::string pattern = (std::filesystem::temp_directory_path() / "petteia-names-client-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    std::ofstream(std::filesystem::path(pattern) / "index.html") << "<!doctype html><title>client</title>";
    return pattern;
}

TEST(LookAlikeNames, GreekAndCyrillicNamesAreWelcomeButNotMixedWithLatin) {
    const std::filesystem::path client = client_folder();
    ServerProcess server({"--static", client.string()});
    const HttpReply ariadne = sign_up(server.port(), "Αριάδνη", "labyrinth-1");
    ASSERT_EQ(ariadne.status, 201) << ariadne.body;
    const HttpReply alexei = sign_up(server.port(), "Алексей", "labyrinth-2");
    ASSERT_EQ(alexei.status, 201) << alexei.body;

    const HttpReply mixed = sign_up(server.port(), "\u0391riadne", "attacker-pw");  // a Greek Alpha, then Latin
    EXPECT_EQ(mixed.status, 400);
    EXPECT_EQ(mixed.json()["detail"], "mixed_scripts");
    // The Latin Ariadne is another name, free to take.
    EXPECT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-3").status, 201);
    // Capitals of the same names are the same names (Η looks like H, η does not: the small and capital forms
    // are checked too).
    for (const std::string name : {"ΑΡΙΆΔΝΗ", "АЛЕКСЕЙ"}) {
        const HttpReply refused = sign_up(server.port(), name, "attacker-pw");
        EXPECT_EQ(refused.status, 409) << name;
        EXPECT_FALSE(refused.json().contains("detail")) << refused.body;
    }

    const HttpReply signed_in = sign_in(server.port(), "Αριάδνη", "labyrinth-1");
    ASSERT_EQ(signed_in.status, 200) << signed_in.body;
    EXPECT_EQ(signed_in.json()["username"], "Αριάδνη");
    const HttpReply in_capitals = sign_in(server.port(), "АЛЕКСЕЙ", "labyrinth-2");
    ASSERT_EQ(in_capitals.status, 200) << in_capitals.body;
    EXPECT_EQ(in_capitals.json()["username"], "Алексей");

    // The public profile of /@/Αριάδνη: its address carries the name percent-encoded in UTF-8.
    const HttpReply profile = http_get(server.port(), "/api/players/%CE%91%CF%81%CE%B9%CE%AC%CE%B4%CE%BD%CE%B7");
    ASSERT_EQ(profile.status, 200) << profile.body;
    EXPECT_EQ(profile.json()["name"], "Αριάδνη");
    // The page itself is the client's, served for any name.
    const HttpReply page = http_get(server.port(), "/@/%CE%91%CF%81%CE%B9%CE%AC%CE%B4%CE%BD%CE%B7");
    EXPECT_EQ(page.status, 200);
    EXPECT_NE(page.body.find("<title>client</title>"), std::string::npos);
    std::filesystem::remove_all(client);
}

// A database from before the skeletons: two accounts whose names now look alike, "Ilias" (older) and "llias"
// (made through the API as another name, then renamed in the file, with migration 7's keys put back). The
// server recomputes the keys when it starts: the older keeps "Ilias"'s key, the collision is logged, and both
// players still sign in with their own names and passwords; nobody can add a third look-alike.
TEST(LookAlikeNames, ExistingLookAlikesBothKeepSigningInAndTheCollisionIsReported) {
    ServerProcess server;
    ASSERT_EQ(sign_up(server.port(), "Ilias", "labyrinth-1").status, 201);
    ASSERT_EQ(sign_up(server.port(), "Zeus99", "labyrinth-2").status, 201);
    ASSERT_EQ(server.terminate(), 0);
    {
        petteia::db::Database database(server.data_directory() / "petteia.sqlite");
        database.exec("UPDATE accounts SET username = 'llias', name_key = 'llias' WHERE username = 'Zeus99';"
                      "UPDATE accounts SET name_key = 'ilias' WHERE username = 'Ilias';"
                      "UPDATE name_key_scheme SET scheme = 'migration 7: lower case, Latin accents folded'");
    }
    server.restart();
    EXPECT_NE(server.log().find("user names Ilias (account 1) and llias (account 2) look alike"), std::string::npos)
        << server.log();

    const HttpReply older = sign_in(server.port(), "Ilias", "labyrinth-1");
    ASSERT_EQ(older.status, 200) << older.body;
    EXPECT_EQ(older.json()["username"], "Ilias");
    const HttpReply newer = sign_in(server.port(), "llias", "labyrinth-2");
    ASSERT_EQ(newer.status, 200) << newer.body;
    EXPECT_EQ(newer.json()["username"], "llias");
    EXPECT_EQ(sign_in(server.port(), "llias", "labyrinth-1").status, 401);
    expect_refused_as_look_alike(server, "IIias", "Ilias");
}

}  // namespace
}  // namespace petteia_security_test
