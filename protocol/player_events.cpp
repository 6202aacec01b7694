#include "protocol/player_events.hpp"

#include <nlohmann/json.hpp>

namespace petteia::protocol {

std::string_view to_string(PlayerEventKind kind) {
    switch (kind) {
        case PlayerEventKind::your_turn: return "your_turn";
        case PlayerEventKind::game_started: return "game_started";
        case PlayerEventKind::draw_offered: return "draw_offered";
        case PlayerEventKind::takeback_offered: return "takeback_offered";
        case PlayerEventKind::game_ended: return "game_ended";
        case PlayerEventKind::challenge: return "challenge";
        case PlayerEventKind::tournament_game: return "tournament_game";
    }
    return "your_turn";
}

std::string player_event_message(const PlayerEvent& event) {
    const auto or_null = [](const auto& value) { return value ? nlohmann::json(*value) : nlohmann::json(nullptr); };
    nlohmann::json message{{"type", "event"},
                          {"kind", to_string(event.kind)},
                          {"game", event.game},
                          {"variant", event.variant},
                          {"days", or_null(event.days)},
                          {"deadline_ms", or_null(event.deadline_ms)},
                          {"opponent", or_null(event.opponent)},
                          {"outcome", or_null(event.outcome)},
                          {"reason", event.reason.empty() ? nlohmann::json(nullptr) : nlohmann::json(event.reason)}};
    if (event.kind == PlayerEventKind::challenge) {
        message["time"] = time_control_json(event.time);
        message["side"] = event.side;
    }
    if (event.kind == PlayerEventKind::tournament_game) {
        message["tournament"] = or_null(event.tournament);
        message["side"] = event.side;
    }
    return message.dump();
}

}  // namespace petteia::protocol
