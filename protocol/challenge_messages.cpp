#include "protocol/challenge_messages.hpp"

namespace petteia::protocol {

Expected<CreateGameRequest, ProtocolError> parse_direct_challenge(std::string_view body) {
    auto request = parse_create_game(body);
    if (!request) return request;
    if (request->computer)
        return unexpected(invalid_message("a challenge is for a player; play the computer from the home page"));
    return request;
}

nlohmann::json challenges_json(const std::vector<WaitingChallengeView>& challenges) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& challenge : challenges)
        list.push_back({{"game", challenge.game},
                        {"link", "/g/" + challenge.game},
                        {"variant", challenge.variant},
                        {"time", time_control_json(challenge.time)},
                        {"side", challenge.side},
                        {"incoming", challenge.incoming},
                        {"name", challenge.name},
                        {"created_at_ms", challenge.created_at_ms},
                        {"expires_at_ms", challenge.expires_at_ms}});
    return {{"challenges", std::move(list)}};
}

nlohmann::json challenge_made_json(std::string_view game, std::string_view side, std::string_view secret,
                                   std::string_view to) {
    nlohmann::json made = created_game_json(game, side, secret);
    made["to"] = to;
    return made;
}

}  // namespace petteia::protocol
