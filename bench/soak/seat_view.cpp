#include "bench/soak/seat_view.hpp"

namespace petteia::soak {

namespace {

using nlohmann::json;

std::string text_or_empty(const json& value) { return value.is_string() ? value.get<std::string>() : std::string(); }

// The snapshot fields an event may carry in `state`, each replaced whole.
void apply_fields(SeatView& view, const json& state) {
    if (const auto it = state.find("to_move"); it != state.end()) view.to_move = text_or_empty(*it);
    if (const auto it = state.find("legal"); it != state.end() && it->is_array()) {
        view.legal.clear();
        for (const auto& move : *it) view.legal.push_back(text_or_empty(move));
    }
    if (const auto it = state.find("moves"); it != state.end() && it->is_array()) {
        view.moves.clear();
        for (const auto& move : *it) view.moves.push_back(text_or_empty(move.value("move", json())));
    }
    if (const auto it = state.find("result"); it != state.end() && it->is_object()) {
        view.result_state = text_or_empty(it->value("state", json()));
        view.winner = text_or_empty(it->value("winner", json()));
        view.reason = text_or_empty(it->value("reason", json()));
    }
    if (const auto it = state.find("offers"); it != state.end() && it->is_object()) {
        view.draw_offer = text_or_empty(it->value("draw", json()));
        view.takeback_offer = text_or_empty(it->value("takeback", json()));
        view.rematch_offer = text_or_empty(it->value("rematch", json()));
    }
    if (const auto it = state.find("seats"); it != state.end() && it->is_object()) {
        bool taken = it->size() == 2, connected = it->size() == 2;
        for (const auto& [side, seat] : it->items()) {
            taken = taken && seat.value("taken", false);
            connected = connected && seat.value("connected", false);
        }
        view.both_seats_taken = taken;
        view.both_connected = connected;
    }
    if (const auto it = state.find("rematch"); it != state.end()) view.rematch = text_or_empty(*it);
}

}  // namespace

std::string SeatView::opponent() const {
    for (const auto& side : sides)
        if (side != role) return side;
    return "";
}

std::uint64_t SeatView::digest() const {
    // FNV-1a over the moves and the result, with separators no move text contains.
    std::uint64_t hash = 1469598103934665603ull;
    const auto add = [&hash](const std::string& text, char end) {
        for (const char c : text) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
        hash = (hash ^ static_cast<unsigned char>(end)) * 1099511628211ull;
    };
    for (const auto& move : moves) add(move, '\n');
    add(result_state, '|');
    add(winner, '|');
    add(reason, '|');
    return hash | 1;  // never 0, which the ledger reads as "not seen"
}

void apply_snapshot(SeatView& view, const json& snapshot) {
    view.version = snapshot.value("version", std::int64_t{0});
    view.sides.clear();
    if (const auto it = snapshot.find("sides"); it != snapshot.end() && it->is_array())
        for (const auto& side : *it) view.sides.push_back(text_or_empty(side));
    const auto computer = snapshot.value("computer", json());
    view.computer_side = computer.is_object() ? text_or_empty(computer.value("side", json())) : std::string();
    view.rematch.clear();
    apply_fields(view, snapshot);
}

void apply_event(SeatView& view, const json& event) {
    view.version = event.value("version", std::int64_t{0});
    if (const auto it = event.find("state"); it != event.end() && it->is_object()) apply_fields(view, *it);
    if (event.value("kind", std::string()) == "move")
        if (const auto it = event.find("move"); it != event.end() && it->is_object())
            view.moves.push_back(text_or_empty(it->value("move", json())));
}

}  // namespace petteia::soak
