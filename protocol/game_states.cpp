#include "protocol/game_states.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "protocol/client_messages.hpp"

namespace petteia::protocol {

Expected<std::vector<std::string>, std::string> parse_game_state_ids(std::string_view query) {
    std::optional<std::string_view> ids;
    while (!query.empty()) {
        const auto end = query.find('&');
        const std::string_view pair = query.substr(0, end);
        if (pair.starts_with("ids=")) {
            if (ids) return unexpected(std::string("give \"ids\" once"));
            ids = pair.substr(4);
        }
        query = end == std::string_view::npos ? std::string_view{} : query.substr(end + 1);
    }
    if (!ids || ids->empty()) return unexpected(std::string("give the games as ids=<id>,<id>,…"));
    std::vector<std::string> games;
    std::string_view rest = *ids;
    while (true) {
        const auto comma = rest.find(',');
        const std::string_view id = rest.substr(0, comma);
        if (!is_valid_game_id(id)) return unexpected(std::string("\"ids\" holds something that is not a game id"));
        if (std::find(games.begin(), games.end(), id) == games.end()) {
            if (games.size() == max_game_states)
                return unexpected("at most " + std::to_string(max_game_states) + " games a request");
            games.emplace_back(id);
        }
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
    }
    return games;
}

std::string game_states_body(const std::vector<GameStateView>& states) {
    nlohmann::json games = nlohmann::json::array();
    for (const auto& state : states) {
        nlohmann::json one{{"game", state.game}, {"found", state.found}};
        if (state.found) {
            one["over"] = state.state != ResultState::ongoing;
            one["to_move"] = state.to_move;
            one["result"] = {{"state", to_string(state.state)},
                             {"winner", state.winner ? nlohmann::json(*state.winner) : nlohmann::json(nullptr)},
                             {"reason", state.reason.empty() ? nlohmann::json(nullptr) : nlohmann::json(state.reason)}};
            if (state.deadline_ms) one["deadline_ms"] = *state.deadline_ms;
        }
        games.push_back(std::move(one));
    }
    return nlohmann::json{{"games", std::move(games)}}.dump();
}

}  // namespace petteia::protocol
