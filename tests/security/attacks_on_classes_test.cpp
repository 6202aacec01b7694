// Attacks on clubs and classes (issue 39, deliverable 4): a teacher acts only on the pupils of their
// own classes; a pupil acts on nothing of the teacher's, and cannot free itself; a stranger holding a
// class's link (its id) learns nothing, joins nothing; a club's link with a wrong key opens nothing; a
// pupil's first password is stored hashed; hostile names and malformed bodies make nothing; making
// clubs is limited per account.
#include <fstream>
#include <iterator>

#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/club_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

// Every way of reading or acting on a class's pupils, for `pupil` (a user name) of `class_id`.
std::vector<std::pair<std::string, std::string>> teacher_requests(const std::string& class_id, const std::string& pupil) {
    const std::string base = "/api/clubs/" + class_id + "/pupils";
    return {{"GET", base}, {"POST", base}, {"GET", base + "/" + pupil}, {"POST", base + "/" + pupil + "/reset"},
            {"POST", base + "/" + pupil + "/protected"}};
}

json body_for(const std::string& method, const std::string& target) {
    if (method == "GET") return nullptr;
    if (target.ends_with("/protected")) return {{"protected", false}};
    if (target.ends_with("/pupils")) return {{"names", {"Intruder"}}};
    return nullptr;
}

TEST(AttacksOnClasses, AnotherTeacherReachesNoPupilOfAClassNotTheirs) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    const std::string rival = signed_up(server.port(), "Antipalos");
    const std::string rival_class = make_club(server.port(), rival, "class", "Class 5A")["id"];
    const std::string ana = klass.card[0].username;
    for (const auto& [method, target] : teacher_requests(klass.id, ana)) {
        const HttpReply reply = club_request(server.port(), method, target, rival, body_for(method, target));
        EXPECT_EQ(reply.status, 404) << method << " " << target << " → " << reply.body;
        EXPECT_EQ(reply.json()["code"], "club_not_found") << "the same answer as for no class at all";
    }
    // Their own class in the path, another's pupil after it: no such pupil there.
    for (const auto& [method, target] : teacher_requests(rival_class, ana)) {
        if (target.ends_with("/pupils")) continue;
        const HttpReply reply = club_request(server.port(), method, target, rival, body_for(method, target));
        EXPECT_EQ(reply.status, 404) << method << " " << target << " → " << reply.body;
    }
    // Nothing changed: Ana still signs in with her card's password, still protected.
    EXPECT_EQ(sign_in(server.port(), ana, klass.card[0].password).status, 200);
    EXPECT_EQ(club_request(server.port(), "GET", "/api/account", klass.pupils[0]).json()["pupil"]["protected"], true);
    EXPECT_EQ(club_request(server.port(), "GET", "/api/clubs/" + klass.id + "/pupils", klass.teacher).json()["pupils"].size(), 4u);
}

TEST(AttacksOnClasses, APupilActsOnNothingOfItsTeachersAndCannotFreeItself) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    // On a classmate, and on itself.
    for (const std::string& target_pupil : {klass.card[1].username, klass.card[0].username})
        for (const auto& [method, target] : teacher_requests(klass.id, target_pupil)) {
            const HttpReply reply = club_request(server.port(), method, target, klass.pupils[0], body_for(method, target));
            EXPECT_EQ(reply.status, 403) << method << " " << target << " → " << reply.body;
            EXPECT_EQ(reply.json()["code"], "not_organiser");
        }
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + klass.id + "/leave", klass.pupils[0]).json()["code"],
              "protected_account");
    EXPECT_EQ(club_request(server.port(), "POST", "/api/account/profile", klass.pupils[0], {{"hidden", false}}).json()["code"],
              "protected_account");
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs", klass.pupils[0], {{"kind", "club"}, {"name", "Runaways"}})
                  .json()["code"],
              "protected_account");
    EXPECT_EQ(post_tournament(server.port(), klass.pupils[0], arena_body()).json()["code"], "protected_account")
        << "no public event under a pupil's name";
    // A club's link does not take a protected pupil out of its class either.
    const std::string stranger = signed_up(server.port(), "Xenos");
    const std::string link = make_club(server.port(), stranger, "club", "Open club")["join_link"];
    const std::string club_id = link.substr(3, link.find('?') - 3);
    const std::string key = link.substr(link.find("?key=") + 5);
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + club_id + "/join", klass.pupils[0], {{"key", key}}).json()["code"],
              "protected_account");
    // Its teacher's account is still the only organiser, its classmates still protected.
    const json page = club_request(server.port(), "GET", "/api/clubs/" + klass.id, klass.teacher).json();
    for (const auto& member : page["members"]) {
        if (member["pupil"] == true) {
            EXPECT_EQ(member["protected"], true) << member.dump();
        }
    }
}

TEST(AttacksOnClasses, AStrangerWithAClassesLinkLearnsAndJoinsNothing) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    const std::string event = class_round_robin(server.port(), klass);
    const std::string stranger = signed_up(server.port(), "Xenos");
    // The page, with and without a key (a class has none to give), its pupils, joining it.
    for (const std::string& target : {"/api/clubs/" + klass.id, "/api/clubs/" + klass.id + "?key=anything-at-all",
                                      "/api/clubs/" + klass.id + "/pupils"}) {
        const HttpReply reply = club_request(server.port(), "GET", target, stranger);
        EXPECT_EQ(reply.status, 404) << target << " → " << reply.body;
        EXPECT_EQ(reply.body.find("Ana"), std::string::npos) << "a pupil's name leaked";
    }
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + klass.id + "/join", stranger, {{"key", "anything-at-all"}}).status,
              404);
    EXPECT_EQ(club_request(server.port(), "GET", "/api/clubs/" + klass.id, "").status, 401) << "nor anyone signed out";
    // Its event: seen by its link (as any unlisted tournament), joined only by the class.
    EXPECT_EQ(tournament_action(server.port(), event, "join", stranger).json()["code"], "not_a_member");
    EXPECT_EQ(club_request(server.port(), "GET", "/api/clubs/" + klass.id, klass.teacher).json()["members"].size(), 5u);
    // A profile of a pupil: hidden from strangers.
    const HttpReply profile = account_request(server.port(), "GET", "/api/players/" + klass.card[0].username, nullptr, stranger);
    EXPECT_EQ(profile.json()["hidden"], true) << profile.body;
    EXPECT_TRUE(profile.json().value("recent", json::array()).empty()) << profile.body;
    // A direct challenge to a pupil: refused as a block is.
    const HttpReply challenge = account_request(server.port(), "POST", "/api/players/" + klass.card[0].username + "/challenge",
                                                {{"variant", "petteia-6x6"}, {"time", {{"days", 3}}}, {"color", "random"}}, stranger);
    EXPECT_EQ(challenge.json()["code"], "challenge_refused") << challenge.body;
}

TEST(AttacksOnClasses, AClubsLinkWithAWrongKeyOpensNothing) {
    ServerProcess server;
    const std::string minos = signed_up(server.port(), "Minos");
    const std::string intruder = signed_up(server.port(), "Xenos");
    const std::string link = make_club(server.port(), minos, "club", "Knossos club")["join_link"];
    const std::string id = link.substr(3, link.find('?') - 3);
    const std::string key = link.substr(link.find("?key=") + 5);
    for (const std::string& wrong : {std::string("x"), key.substr(0, key.size() - 1), key + "x", std::string(64, 'A'), std::string()}) {
        EXPECT_EQ(club_request(server.port(), "GET", "/api/clubs/" + id + "?key=" + wrong, intruder).status, 404) << wrong;
        const HttpReply joined = club_request(server.port(), "POST", "/api/clubs/" + id + "/join", intruder, {{"key", wrong}});
        EXPECT_TRUE(joined.status == 404 || joined.status == 400) << wrong << " → " << joined.body;
    }
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + id + "/key", intruder).status, 404);
    EXPECT_EQ(club_request(server.port(), "GET", "/api/clubs/" + id, minos).json()["members"].size(), 1u);
}

TEST(AttacksOnClasses, APupilsFirstPasswordIsStoredHashed) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    std::string stored;
    for (const auto& entry : std::filesystem::directory_iterator(server.data_directory())) {
        std::ifstream file(entry.path(), std::ios::binary);
        stored.append(std::istreambuf_iterator<char>(file), {});
    }
    ASSERT_FALSE(stored.empty());
    for (const auto& pupil : klass.card) EXPECT_EQ(stored.find(pupil.password), std::string::npos) << pupil.password;
    EXPECT_NE(stored.find("$argon2id$"), std::string::npos) << "the hashes are there";
}

TEST(AttacksOnClasses, HostileNamesAndMalformedBodiesMakeNothing) {
    ServerProcess server;
    const std::string teacher = signed_up(server.port(), "Didaskalos");
    for (const json& body : std::vector<json>{{{"kind", "class"}, {"name", "x"}},
                                              {{"kind", "class"}, {"name", "evil\u202Egnp.exe"}},
                                              {{"kind", "class"}, {"name", std::string(41, 'x')}},
                                              {{"kind", "school"}, {"name", "Class 4B"}},
                                              {{"kind", "class"}, {"name", "Class 4B"}, {"extra", 1}},
                                              {{"kind", "class"}}}) {
        const HttpReply reply = club_request(server.port(), "POST", "/api/clubs", teacher, body);
        EXPECT_EQ(reply.status, 400) << body.dump() << " → " << reply.body;
    }
    EXPECT_TRUE(club_request(server.port(), "GET", "/api/clubs", teacher).json()["clubs"].empty());
    const std::string id = make_club(server.port(), teacher, "class", "Class 4B")["id"];
    std::vector<std::string> too_many(41, "Pupil");
    for (int i = 0; i < 41; ++i) too_many[static_cast<std::size_t>(i)] += std::to_string(i);
    for (const json& names : std::vector<json>{json::array(), json::array({"Ana", "Ana"}), json::array({"tab\there"}),
                                               json::array({std::string(17, 'a')}), json(too_many), json::array({7})}) {
        const HttpReply reply = club_request(server.port(), "POST", "/api/clubs/" + id + "/pupils", teacher, {{"names", names}});
        EXPECT_EQ(reply.status, 400) << names.dump() << " → " << reply.body;
    }
    EXPECT_TRUE(club_request(server.port(), "GET", "/api/clubs/" + id + "/pupils", teacher).json()["pupils"].empty());
    // A name that would make an unusable user name is refused alone, the others made.
    const json made = club_request(server.port(), "POST", "/api/clubs/" + id + "/pupils", teacher,
                                   {{"names", {"Ana", "Αρ!ς"}}}).json();
    EXPECT_EQ(made["card"].size(), 1u) << made.dump();
    ASSERT_EQ(made["refused"].size(), 1u) << made.dump();
    EXPECT_EQ(made["refused"][0]["reason"], "bad_name");
}

TEST(AttacksOnClasses, AnAccountMakesFiveClubsADay) {
    ServerProcess server;
    const std::string teacher = signed_up(server.port(), "Didaskalos");
    for (int i = 0; i < 5; ++i) make_club(server.port(), teacher, i % 2 ? "club" : "class", "Club " + std::to_string(i));
    const HttpReply sixth = club_request(server.port(), "POST", "/api/clubs", teacher, {{"kind", "club"}, {"name", "One more"}});
    EXPECT_EQ(sixth.status, 429) << sixth.body;
    EXPECT_EQ(club_request(server.port(), "GET", "/api/clubs", teacher).json()["clubs"].size(), 5u);
}

}  // namespace
}  // namespace petteia_security_test
