#pragma once
// Clubs and classes (issue 39, deliverable 3; protocol/README.md, "HTTP: clubs and classes"): the
// requests' bodies and the answers' shapes.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/json_body.hpp"

namespace petteia::protocol {

inline constexpr std::size_t longest_club_name = 40;  // code points
// Pupils a teacher names in one request, and the length of each name given (the site adds "-" and
// four digits to make the account's user name, within user names' 24 code points).
inline constexpr std::size_t most_pupils_at_once = 40;
inline constexpr std::size_t longest_pupil_name = 16;

// POST /api/clubs: {"kind":"club"|"class","name":"Friday club"}.
struct CreateClubRequest {
    std::string kind;  // "club" or "class"
    std::string name;
};
Expected<CreateClubRequest, ProtocolError> parse_create_club(std::string_view body);

// POST /api/clubs/<id>/pupils: {"names":["Ana","Bion",…]}: 1 to most_pupils_at_once names, each a
// display name (display_names.hpp) of 2 to longest_pupil_name code points; the same name twice is
// refused. Whether the user name it makes follows user names' rules is for the server to find out,
// name by name (a refusal for that name, not for the list).
Expected<std::vector<std::string>, ProtocolError> parse_pupil_names(std::string_view body);
// The user name a pupil's given name becomes, with its four digits: "Ana Maria", 4821 → "Ana_Maria-4821".
std::string pupil_user_name(std::string_view given, int digits);

// POST /api/clubs/<id>/pupils/<name>/protected: {"protected":true|false}.
Expected<bool, ProtocolError> parse_protected_change(std::string_view body);
// POST /api/clubs/<id>/join: {"key":"…"}, the secret of the club's link.
Expected<std::string, ProtocolError> parse_join_key(std::string_view body);

struct ClubView {
    std::string id;
    std::string kind;  // "club" or "class"
    std::string name;
    std::string organiser;
    int members = 0;
    std::int64_t created_at_ms = 0;
    // The reader's place: "organiser", "member", "pupil", or none (a visitor with the link).
    std::optional<std::string> role;
    // The link that lets an account join a club: its organiser's only.
    std::optional<std::string> join_link;
};
// {"id":…,"link":"/c/<id>","kind":…,"name":…,"organiser":…,"members":N,"created_at_ms":…,"role":…|null,
//  "join_link":…} (join_link only when given)
nlohmann::json club_json(const ClubView& club);

struct MemberView {
    std::string name;
    bool organiser = false;
    bool pupil = false;
    bool is_protected = false;
};
// {"name":…,"organiser":bool,"pupil":bool,"protected":bool}
nlohmann::json member_json(const MemberView& member);

// The card a teacher prints: each pupil made, with the first password shown this once.
struct PupilCardEntry {
    std::string given;     // the name the teacher gave
    std::string username;  // the account's user name
    std::string password;
};
// A name that made no account, and why: "bad_name" (the user name it would make breaks the rules),
// "taken" (four tries found no free user name), "full" (the class has all its pupils).
struct PupilRefusal {
    std::string given;
    std::string reason;
};
// {"card":[{"given":…,"username":…,"password":…},…],"refused":[{"given":…,"reason":…},…]}
nlohmann::json pupil_card_json(const std::vector<PupilCardEntry>& card, const std::vector<PupilRefusal>& refused);

}  // namespace petteia::protocol
