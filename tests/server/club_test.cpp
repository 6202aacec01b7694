// Clubs and classes on the real server (issue 39, deliverable 3): a teacher makes a class and its
// pupils' card, the pupils sign in with it, protected; the teacher sees their exercises and games,
// resets a password and lifts the protection; a class's round-robin only its pupils join; a club
// joined by its link, left, its link changed; a protected pupil meets no stranger in the lobby and
// exchanges no quick message with one.
#include <regex>
#include <thread>

#include <gtest/gtest.h>

#include "tests/server/club_support.hpp"
#include "tests/server/lobby_support.hpp"

namespace petteia_server_test {
namespace {

TEST(Clubs, ATeacherMakesAClassAndItsPupilsSignInWithTheCard) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    ASSERT_EQ(klass.card.size(), 4u);
    for (const auto& pupil : klass.card) {
        EXPECT_TRUE(std::regex_match(pupil.username, std::regex(pupil.given + "-[0-9]{4}"))) << pupil.username;
        EXPECT_TRUE(std::regex_match(pupil.password, std::regex("[a-z]{4}-[a-z]{4}-[0-9]{2}"))) << pupil.password;
    }
    // Each pupil's account says it is one, protected, its profile hidden.
    const json ana = club_request(server.port(), "GET", "/api/account", klass.pupils[0]).json();
    EXPECT_EQ(ana["pupil"]["class"], klass.id);
    EXPECT_EQ(ana["pupil"]["protected"], true);
    EXPECT_EQ(ana["profile_hidden"], true);
    // The class's page: its teacher first, then the pupils; the pupils see it too, with their role.
    const json page = club_request(server.port(), "GET", "/api/clubs/" + klass.id, klass.teacher).json();
    EXPECT_EQ(page["club"]["role"], "organiser");
    EXPECT_EQ(page["club"]["members"], 5);
    EXPECT_FALSE(page["club"].contains("join_link")) << "a class is joined by no link";
    ASSERT_EQ(page["members"].size(), 5u);
    EXPECT_EQ(page["members"][0]["name"], "Didaskalos");
    EXPECT_EQ(page["members"][0]["organiser"], true);
    EXPECT_EQ(page["members"][1]["pupil"], true);
    EXPECT_EQ(club_request(server.port(), "GET", "/api/clubs/" + klass.id, klass.pupils[2]).json()["club"]["role"], "pupil");
    const json mine = club_request(server.port(), "GET", "/api/clubs", klass.pupils[1]).json();
    ASSERT_EQ(mine["clubs"].size(), 1u);
    EXPECT_EQ(mine["clubs"][0]["name"], "Class 4B");
    // The teacher's list: each pupil, protected, nothing solved yet.
    const json pupils = club_request(server.port(), "GET", "/api/clubs/" + klass.id + "/pupils", klass.teacher).json();
    ASSERT_EQ(pupils["pupils"].size(), 4u);
    EXPECT_EQ(pupils["pupils"][0]["protected"], true);
    EXPECT_EQ(pupils["pupils"][0]["solved"], 0);
}

TEST(Clubs, TheTeacherSeesAPupilsExercisesAndResetsTheirPassword) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    const PupilLogin& bion = klass.card[1];
    // Bion solves an exercise (the account keeps it).
    const json catalogue = club_request(server.port(), "GET", "/api/exercises", klass.pupils[1]).json();
    ASSERT_TRUE(catalogue.contains("exercises")) << catalogue.dump().substr(0, 300);
    const std::string exercise = catalogue["exercises"][0]["id"];
    const HttpReply solved = club_request(server.port(), "POST", "/api/account/progress", klass.pupils[1], {{"solved", {exercise}}});
    ASSERT_EQ(solved.status, 200) << solved.body;
    const json progress = club_request(server.port(), "GET", "/api/clubs/" + klass.id + "/pupils/" + bion.username, klass.teacher).json();
    EXPECT_EQ(progress["username"], bion.username);
    EXPECT_EQ(progress["solved"], json::array({exercise}));
    EXPECT_EQ(progress["protected"], true);
    EXPECT_TRUE(progress.contains("games"));
    // A reset: the old password and the old session stop, the new password works.
    const HttpReply reset = club_request(server.port(), "POST", "/api/clubs/" + klass.id + "/pupils/" + bion.username + "/reset", klass.teacher);
    ASSERT_EQ(reset.status, 200) << reset.body;
    const std::string fresh = reset.json()["password"];
    EXPECT_NE(fresh, bion.password);
    EXPECT_EQ(sign_in(server.port(), bion.username, bion.password).status, 401);
    EXPECT_EQ(club_request(server.port(), "GET", "/api/account", klass.pupils[1]).status, 401) << "the old session ended";
    EXPECT_EQ(sign_in(server.port(), bion.username, fresh).status, 200);
}

TEST(Clubs, OnlyTheTeacherLiftsAPupilsProtection) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    const PupilLogin& ana = klass.card[0];
    const std::string pupil_path = "/api/clubs/" + klass.id + "/pupils/" + ana.username + "/protected";
    EXPECT_EQ(club_request(server.port(), "POST", "/api/account/profile", klass.pupils[0], {{"hidden", false}}).json()["code"],
              "protected_account");
    EXPECT_EQ(club_request(server.port(), "POST", pupil_path, klass.pupils[0], {{"protected", false}}).status, 403);
    const HttpReply lifted = club_request(server.port(), "POST", pupil_path, klass.teacher, {{"protected", false}});
    ASSERT_EQ(lifted.status, 200) << lifted.body;
    EXPECT_EQ(club_request(server.port(), "GET", "/api/account", klass.pupils[0]).json()["pupil"]["protected"], false);
    EXPECT_EQ(club_request(server.port(), "POST", "/api/account/profile", klass.pupils[0], {{"hidden", false}}).status, 200);
    // Protected again: hidden again.
    ASSERT_EQ(club_request(server.port(), "POST", pupil_path, klass.teacher, {{"protected", true}}).status, 200);
    EXPECT_EQ(club_request(server.port(), "GET", "/api/account", klass.pupils[0]).json()["profile_hidden"], true);
}

TEST(Clubs, AClassesRoundRobinIsItsMembersAlone) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    const std::string id = class_round_robin(server.port(), klass);
    const json made = account_request(server.port(), "GET", "/api/tournaments/" + id).json();
    EXPECT_EQ(made["tournament"]["club"], klass.id);
    EXPECT_EQ(made["tournament"]["listed"], false);
    EXPECT_EQ(made["tournament"]["by_organiser"], true) << "it waits for its teacher";
    for (const auto& pupil : klass.pupils) EXPECT_EQ(tournament_action(server.port(), id, "join", pupil).status, 200);
    const std::string stranger = signed_up(server.port(), "Xenos");
    EXPECT_EQ(tournament_action(server.port(), id, "join", stranger).json()["code"], "not_a_member");
    // Its page lists it; a pupil makes none (its teacher does).
    const json page = club_request(server.port(), "GET", "/api/clubs/" + klass.id, klass.pupils[3]).json();
    ASSERT_EQ(page["events"].size(), 1u);
    EXPECT_EQ(page["events"][0]["id"], id);
    json pupils_own = round_robin_body(30, {{"days", 3}});
    pupils_own["club"] = klass.id;
    EXPECT_EQ(post_tournament(server.port(), klass.pupils[0], pupils_own).json()["code"], "protected_account");
    // A protected pupil plays in no tournament but its class's.
    const std::string open_arena = make_tournament(server.port(), stranger, arena_body());
    EXPECT_EQ(tournament_action(server.port(), open_arena, "join", klass.pupils[0]).json()["code"], "protected_account");
    // Started by its teacher: six games, all between pupils.
    ASSERT_EQ(tournament_action(server.port(), id, "start", klass.teacher).status, 200);
    // Running as soon as its start is stored; its first round's games a commit later.
    json running;
    for (const auto until = std::chrono::steady_clock::now() + 5s; std::chrono::steady_clock::now() < until;) {
        running = account_request(server.port(), "GET", "/api/tournaments/" + id).json();
        if (running["tournament"]["state"] == "running" && running["playing"].size() == 2u) break;
        std::this_thread::sleep_for(100ms);
    }
    EXPECT_EQ(running["tournament"]["state"], "running");
    EXPECT_EQ(running["tournament"]["by_organiser"], false);
    EXPECT_EQ(running["playing"].size(), 2u) << "four players: two games a round";
}

TEST(Clubs, AClubIsJoinedByItsLinkLeftAndItsLinkChanged) {
    ServerProcess server;
    const std::string minos = signed_up(server.port(), "Minos");
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const json club = make_club(server.port(), minos, "club", "Knossos club");
    const std::string link = club["join_link"];
    const std::string key = link.substr(link.find("?key=") + 5);
    const std::string id = club["id"];
    // A visitor with the link sees its name, and joins.
    const json visit = club_request(server.port(), "GET", "/api/clubs/" + id + "?key=" + key, ariadne).json();
    EXPECT_EQ(visit["club"]["name"], "Knossos club");
    EXPECT_EQ(visit["club"]["role"], nullptr);
    EXPECT_FALSE(visit.contains("members"));
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + id + "/join", ariadne, {{"key", key}}).json()["done"], "joined");
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + id + "/join", ariadne, {{"key", key}}).json()["done"], "already");
    const json page = club_request(server.port(), "GET", "/api/clubs/" + id, ariadne).json();
    EXPECT_EQ(page["club"]["role"], "member");
    EXPECT_FALSE(page["club"].contains("join_link")) << "the link is its organiser's to give";
    EXPECT_EQ(page["members"].size(), 2u);
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + id + "/leave", minos).status, 400) << "its organiser stays";
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + id + "/leave", ariadne).json()["done"], "left");
    EXPECT_EQ(club_request(server.port(), "GET", "/api/clubs/" + id, ariadne).status, 404);
    // A new link: the old key opens nothing.
    const json renewed = club_request(server.port(), "POST", "/api/clubs/" + id + "/key", minos).json();
    EXPECT_NE(renewed["join_link"], link);
    EXPECT_EQ(club_request(server.port(), "POST", "/api/clubs/" + id + "/join", ariadne, {{"key", key}}).status, 404);
}

TEST(Clubs, AProtectedPupilMeetsNoStrangerInTheLobby) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    Visitor pupil = enter_lobby(server.port(), browser_token("ana"), klass.pupils[0]);
    pupil->send(seek_request());
    EXPECT_EQ(pupil.wait("seeking")["code"], "protected_account");
    pupil->send(challenge_request());
    EXPECT_EQ(pupil.wait("challenge_posted")["code"], "protected_account");
    const std::string stranger = signed_up(server.port(), "Xenos");
    Visitor other = enter_lobby(server.port(), browser_token("xenos"), stranger);
    other->send(challenge_request());
    const json posted = other.wait("challenge_posted");
    ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted.dump();
    pupil->send({{"type", "accept_challenge"}, {"id", posted["challenge"]["id"]}});
    EXPECT_EQ(pupil.wait("paired")["code"], "protected_account");
}

TEST(Clubs, NoQuickMessagePassesBetweenAProtectedPupilAndAStranger) {
    ServerProcess server;
    const ClassOfFour klass = class_of_four(server.port());
    const std::string stranger = signed_up(server.port(), "Xenos");
    // Whether `player` hears the quick message `say` (each side sees its own: told apart by its words).
    const auto heard_quick = [](Player& player, const std::string& say) {
        bool heard = false;
        while (const auto message = player->receive(500ms))
            if (of_type(*message, "quick") && message->value("say", "") == say) heard = true;
        return heard;
    };
    // A game by link between a pupil and a stranger: played, but no message passes either way.
    Table mixed = seated_game(server, {klass.pupils[0], stranger}, 3);
    mixed.creator->send({{"type", "quick"}, {"say", "hello"}});
    EXPECT_FALSE(heard_quick(mixed.guest, "hello")) << "the stranger heard the pupil";
    mixed.guest->send({{"type", "quick"}, {"say", "good_luck"}});
    EXPECT_FALSE(heard_quick(mixed.creator, "good_luck")) << "the pupil heard the stranger";
    // Between classmates, they pass.
    Table classmates = seated_game(server, {klass.pupils[1], klass.pupils[2]}, 3);
    classmates.creator->send({{"type", "quick"}, {"say", "hello"}});
    const json heard = classmates.guest->wait_for(
        [](const json& m) { return of_type(m, "quick") && m.value("say", "") == "hello"; }, "a classmate's quick message");
    EXPECT_EQ(heard["say"], "hello");
}

}  // namespace
}  // namespace petteia_server_test
