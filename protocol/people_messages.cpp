#include "protocol/people_messages.hpp"

namespace petteia::protocol {

nlohmann::json relation_json(const std::string& name, const char* relation, bool on) {
    return {{"name", name}, {relation, on}};
}

nlohmann::json following_json(const std::vector<KnownPlayerView>& players) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& player : players) list.push_back({{"name", player.name}, {"since_ms", player.since_ms}, {"online", player.online}});
    return {{"following", std::move(list)}};
}

nlohmann::json blocked_json(const std::vector<KnownPlayerView>& players) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& player : players) list.push_back({{"name", player.name}, {"since_ms", player.since_ms}});
    return {{"blocked", std::move(list)}};
}

}  // namespace petteia::protocol
