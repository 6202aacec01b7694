// Clubs' and classes' bodies (protocol/club_messages.hpp, issue 39): what a club, a list of pupils, a
// protection change and a join key must be, and the user name a pupil's given name becomes.
#include <gtest/gtest.h>

#include "protocol/club_messages.hpp"
#include "protocol/user_names.hpp"

namespace petteia::protocol {
namespace {

TEST(ClubMessages, AClubOrAClassWithADisplayName) {
    const auto club = parse_create_club(R"({"kind":"class","name":"Τάξη 4Β"})");
    ASSERT_TRUE(club);
    EXPECT_EQ(club->kind, "class");
    EXPECT_EQ(club->name, "Τάξη 4Β");
    for (const char* body : {R"({"kind":"school","name":"Class 4B"})", R"({"kind":"club"})", R"({"kind":"club","name":"x"})",
                             R"({"kind":"club","name":" padded"})", R"({"kind":"club","name":"a\u202Eb"})",
                             R"({"kind":"club","name":"Club","listed":true})", R"([1])", "not json"}) {
        const auto refused = parse_create_club(body);
        ASSERT_FALSE(refused) << body;
        EXPECT_TRUE(refused.error().code == ErrorCode::invalid_message || refused.error().code == ErrorCode::malformed_json) << body;
    }
}

TEST(ClubMessages, PupilsNamedOnceEachWithinTheBounds) {
    const auto names = parse_pupil_names(R"({"names":["Ana","Ana Maria","Αριάδνη"]})");
    ASSERT_TRUE(names);
    EXPECT_EQ(names->size(), 3u);
    EXPECT_FALSE(parse_pupil_names(R"({"names":[]})"));
    EXPECT_FALSE(parse_pupil_names(R"({"names":["Ana","Ana"]})"));
    EXPECT_FALSE(parse_pupil_names(R"({"names":["A"]})"));
    EXPECT_FALSE(parse_pupil_names(R"({"names":["abcdefghijklmnopq"]})"));  // 17
    EXPECT_FALSE(parse_pupil_names(R"({"names":[7]})"));
    std::string forty_one = R"({"names":[)";
    for (int i = 0; i < 41; ++i) forty_one += (i ? ",\"P" : "\"P") + std::to_string(i) + "\"";
    EXPECT_FALSE(parse_pupil_names(forty_one + "]}"));
}

TEST(ClubMessages, APupilsUserNameIsTheGivenNameAndFourDigits) {
    EXPECT_EQ(pupil_user_name("Ana", 4821), "Ana-4821");
    EXPECT_EQ(pupil_user_name("Ana Maria", 7), "Ana_Maria-0007");
    EXPECT_EQ(pupil_user_name("Αριάδνη", 1234), "Αριάδνη-1234");
    // The longest given name still makes a user name within its 24 code points.
    EXPECT_FALSE(user_name_problem(pupil_user_name("abcdefghijklmnop", 9999)));
    EXPECT_TRUE(user_name_problem(pupil_user_name("Αρ!ς", 1)));
}

TEST(ClubMessages, ProtectionAndKeysHaveOneShape) {
    EXPECT_EQ(parse_protected_change(R"({"protected":false})").value(), false);
    EXPECT_FALSE(parse_protected_change(R"({"protected":"no"})"));
    EXPECT_FALSE(parse_protected_change(R"({})"));
    EXPECT_EQ(parse_join_key(R"({"key":"abc"})").value(), "abc");
    EXPECT_FALSE(parse_join_key(R"({"key":""})"));
    EXPECT_FALSE(parse_join_key(R"({"key":")" + std::string(65, 'k') + "\"}"));
}

TEST(ClubMessages, OnlyItsOrganiserSeesAClubsLink) {
    ClubView club{"abcdefghijklmnop", "club", "Knossos club", "Minos", 3, 1'000, "member", std::nullopt};
    EXPECT_FALSE(club_json(club).contains("join_link"));
    club.role = "organiser";
    club.join_link = "/c/abcdefghijklmnop?key=k";
    EXPECT_EQ(club_json(club)["join_link"], "/c/abcdefghijklmnop?key=k");
    EXPECT_EQ(club_json(club)["link"], "/c/abcdefghijklmnop");
}

}  // namespace
}  // namespace petteia::protocol
