#include "protocol/club_messages.hpp"

#include <algorithm>
#include <cstdio>

#include "protocol/display_names.hpp"

namespace petteia::protocol {

Expected<CreateClubRequest, ProtocolError> parse_create_club(std::string_view body) {
    auto object = read_json_object(body, {"kind", "name"});
    if (!object) return unexpected(object.error());
    auto kind = string_field(*object, "kind");
    if (!kind || (*kind != "club" && *kind != "class")) return unexpected(invalid_message("\"kind\" must be \"club\" or \"class\""));
    auto name = string_field(*object, "name");
    if (!name) return unexpected(name.error());
    if (const auto problem = display_name_problem(*name, longest_club_name)) return unexpected(invalid_message("\"name\" must be " + *problem));
    return CreateClubRequest{std::move(*kind), std::move(*name)};
}

Expected<std::vector<std::string>, ProtocolError> parse_pupil_names(std::string_view body) {
    auto object = read_json_object(body, {"names"});
    if (!object) return unexpected(object.error());
    auto names = string_list_field(*object, "names", most_pupils_at_once);
    if (!names) return unexpected(names.error());
    if (names->empty()) return unexpected(invalid_message("\"names\" must name at least one pupil"));
    for (const auto& name : *names)
        if (const auto problem = display_name_problem(name, longest_pupil_name))
            return unexpected(invalid_message("each of \"names\" must be " + *problem));
    auto sorted = *names;
    std::ranges::sort(sorted);
    if (std::ranges::adjacent_find(sorted) != sorted.end())
        return unexpected(invalid_message("\"names\" names a pupil twice"));
    return std::move(*names);
}

std::string pupil_user_name(std::string_view given, int digits) {
    std::string name(given);
    std::ranges::replace(name, ' ', '_');
    char suffix[8];
    std::snprintf(suffix, sizeof suffix, "-%04d", digits % 10'000);
    return name + suffix;
}

Expected<bool, ProtocolError> parse_protected_change(std::string_view body) {
    auto object = read_json_object(body, {"protected"});
    if (!object) return unexpected(object.error());
    const auto found = object->find("protected");
    if (found == object->end() || !found->is_boolean()) return unexpected(invalid_message("\"protected\" must be true or false"));
    return found->get<bool>();
}

Expected<std::string, ProtocolError> parse_join_key(std::string_view body) {
    auto object = read_json_object(body, {"key"});
    if (!object) return unexpected(object.error());
    auto key = string_field(*object, "key");
    if (!key) return unexpected(key.error());
    if (key->empty() || key->size() > 64) return unexpected(invalid_message("\"key\" must be the key of the club's link"));
    return std::move(*key);
}

nlohmann::json club_json(const ClubView& club) {
    nlohmann::json json{{"id", club.id},
                        {"link", "/c/" + club.id},
                        {"kind", club.kind},
                        {"name", club.name},
                        {"organiser", club.organiser},
                        {"members", club.members},
                        {"created_at_ms", club.created_at_ms},
                        {"role", club.role ? nlohmann::json(*club.role) : nlohmann::json(nullptr)}};
    if (club.join_link) json["join_link"] = *club.join_link;
    return json;
}

nlohmann::json member_json(const MemberView& member) {
    return {{"name", member.name}, {"organiser", member.organiser}, {"pupil", member.pupil}, {"protected", member.is_protected}};
}

nlohmann::json pupil_card_json(const std::vector<PupilCardEntry>& card, const std::vector<PupilRefusal>& refused) {
    nlohmann::json made = nlohmann::json::array();
    for (const auto& entry : card) made.push_back({{"given", entry.given}, {"username", entry.username}, {"password", entry.password}});
    nlohmann::json left = nlohmann::json::array();
    for (const auto& refusal : refused) left.push_back({{"given", refusal.given}, {"reason", refusal.reason}});
    return {{"card", std::move(made)}, {"refused", std::move(left)}};
}

}  // namespace petteia::protocol
