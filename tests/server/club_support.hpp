#pragma once
// Clubs and classes (issue 39) in the integration tests: a class made by its teacher with its pupils'
// card, and the requests on them.
#include <string>
#include <vector>

#include "tests/server/tournament_support.hpp"

namespace petteia_server_test {

inline HttpReply club_request(std::uint16_t port, const std::string& method, const std::string& target,
                              const std::string& cookie, const json& body = nullptr) {
    return account_request(port, method, target, body, cookie);
}

// The new club's or class's id; the test fails if it was refused.
inline json make_club(std::uint16_t port, const std::string& cookie, const std::string& kind, const std::string& name) {
    const HttpReply made = club_request(port, "POST", "/api/clubs", cookie, {{"kind", kind}, {"name", name}});
    EXPECT_EQ(made.status, 201) << made.body;
    return made.json();
}

struct PupilLogin {
    std::string given;
    std::string username;
    std::string password;
};

// The card of the pupils made in the class: each with the user name and first password printed.
inline std::vector<PupilLogin> make_pupils(std::uint16_t port, const std::string& teacher, const std::string& class_id,
                                           const std::vector<std::string>& names) {
    const HttpReply made = club_request(port, "POST", "/api/clubs/" + class_id + "/pupils", teacher, {{"names", names}});
    EXPECT_EQ(made.status, 201) << made.body;
    // The answer kept whole: a loop over a part of a temporary would read it after it is gone.
    const json answer = made.json();
    std::vector<PupilLogin> card;
    for (const auto& entry : answer["card"]) card.push_back({entry["given"], entry["username"], entry["password"]});
    return card;
}

// The pupil's session cookie, signed in with what the card says.
inline std::string signed_in_pupil(std::uint16_t port, const PupilLogin& pupil) {
    const HttpReply reply = sign_in(port, pupil.username, pupil.password);
    EXPECT_EQ(reply.status, 200) << reply.body;
    return session_cookie_of(reply);
}

// A teacher (Didaskalos) and their class "Class 4B" with four pupils, each signed in.
struct ClassOfFour {
    std::string teacher;
    std::string id;
    std::vector<PupilLogin> card;
    std::vector<std::string> pupils;  // their session cookies, in the card's order
};
inline ClassOfFour class_of_four(std::uint16_t port) {
    ClassOfFour made;
    made.teacher = signed_up(port, "Didaskalos");
    made.id = make_club(port, made.teacher, "class", "Class 4B").value("id", "");
    made.card = make_pupils(port, made.teacher, made.id, {"Ana", "Bion", "Chloe", "Dion"});
    for (const auto& pupil : made.card) made.pupils.push_back(signed_in_pupil(port, pupil));
    return made;
}

// The class's round-robin by correspondence (three days a move), made by its teacher: it waits for
// the teacher's start. Its id.
inline std::string class_round_robin(std::uint16_t port, const ClassOfFour& klass) {
    json body = round_robin_body(30, {{"days", 3}});
    body["club"] = klass.id;
    return make_tournament(port, klass.teacher, body);
}

}  // namespace petteia_server_test
