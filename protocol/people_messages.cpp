#include "protocol/people_messages.hpp"

namespace petteia::protocol {

nlohmann::json relation_json(const std::string& name, const char* relation, bool on) {
    return {{"name", name}, {relation, on}};
}

nlohmann::json following_json(const std::vector<KnownPlayerView>& players) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& player : players) {
        nlohmann::json playing = nlohmann::json::array();
        for (const auto& game : player.playing)
            playing.push_back({{"game", game.game},
                               {"link", "/g/" + game.game},
                               {"variant", game.variant},
                               {"opponent", game.opponent ? nlohmann::json(*game.opponent) : nlohmann::json(nullptr)}});
        list.push_back({{"name", player.name}, {"since_ms", player.since_ms}, {"online", player.online}, {"playing", std::move(playing)}});
    }
    return {{"following", std::move(list)}};
}

nlohmann::json blocked_json(const std::vector<KnownPlayerView>& players) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& player : players) list.push_back({{"name", player.name}, {"since_ms", player.since_ms}});
    return {{"blocked", std::move(list)}};
}

}  // namespace petteia::protocol
