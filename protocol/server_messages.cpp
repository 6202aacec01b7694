#include "protocol/server_messages.hpp"

#include "protocol/client_messages.hpp"

namespace petteia::protocol {

namespace {

using nlohmann::json;

json side_or_null(const GameView& view, std::optional<Side> side) {
    return side ? json(view.variant->side_name(*side)) : json(nullptr);
}

json move_json(const GameView& view, const MoveView& move) {
    return {{"move", move.move},
            {"side", view.variant->side_name(move.side)},
            {"captured", move.captured},
            {"clock_ms", move.clock_ms ? json(*move.clock_ms) : json(nullptr)}};
}

template <class Value, class ToJson>
json per_side(const GameView& view, const std::array<Value, 2>& values, ToJson to_json) {
    return {{view.variant->side_names[0], to_json(values[0])}, {view.variant->side_names[1], to_json(values[1])}};
}

json field_json(const GameView& view, Field field) {
    switch (field) {
        case Field::position: return view.position;
        case Field::to_move: return view.variant->side_name(view.to_move);
        case Field::last_move:
            return view.moves->empty() ? json(nullptr) : move_json(view, view.moves->back());
        case Field::moves: {
            json moves = json::array();
            for (const MoveView& move : *view.moves) moves.push_back(move_json(view, move));
            return moves;
        }
        case Field::legal: return view.legal;
        case Field::threatened: return per_side(view, view.threatened, [](const auto& squares) { return json(squares); });
        case Field::in_check: return view.in_check;
        case Field::special_moves: return per_side(view, view.special_moves, [](const auto& names) { return json(names); });
        case Field::clock:
            if (!view.clock) return nullptr;
            return {{"initial_ms", view.clock->initial_ms},
                    {"increment_ms", view.clock->increment_ms},
                    {"remaining_ms", per_side(view, view.clock->remaining_ms, [](std::int64_t ms) { return json(ms); })},
                    {"running", side_or_null(view, view.clock->running)},
                    {"server_time_ms", view.server_time_ms}};
        case Field::result:
            return {{"state", to_string(view.result.state)},
                    {"winner", side_or_null(view, view.result.winner)},
                    {"reason", view.result.reason.empty() ? json(nullptr) : json(view.result.reason)},
                    {"by", side_or_null(view, view.result.by)}};
        case Field::offers:
            return {{"draw", side_or_null(view, view.offers.draw)},
                    {"takeback", side_or_null(view, view.offers.takeback)},
                    {"rematch", side_or_null(view, view.offers.rematch)}};
        case Field::seats:
            return per_side(view, view.seats, [](const SeatView& seat) {
                const auto optional_ms = [](std::optional<std::int64_t> ms) { return ms ? json(*ms) : json(nullptr); };
                return json{{"taken", seat.taken},
                            {"connected", seat.connected},
                            {"away_since_ms", optional_ms(seat.away_since_ms)},
                            {"claim_from_ms", optional_ms(seat.claim_from_ms)}};
            });
        case Field::rematch: return view.rematch ? json(*view.rematch) : json(nullptr);
    }
    return nullptr;
}

constexpr std::pair<Field, const char*> field_names[] = {
    {Field::position, "position"}, {Field::to_move, "to_move"},       {Field::last_move, "last_move"},
    {Field::moves, "moves"},       {Field::legal, "legal"},           {Field::threatened, "threatened"},
    {Field::in_check, "in_check"}, {Field::special_moves, "special_moves"},
    {Field::clock, "clock"},       {Field::result, "result"},         {Field::offers, "offers"},
    {Field::seats, "seats"},       {Field::rematch, "rematch"},
};

}  // namespace

json snapshot_json(const GameView& view) {
    json snapshot{{"game", view.game},
                  {"version", view.version},
                  {"variant", view.variant->name},
                  {"width", view.variant->width},
                  {"height", view.variant->height},
                  {"sides", view.variant->side_names},
                  {"computer", view.computer ? json{{"side", view.variant->side_name(view.computer->side)},
                                                    {"level", view.computer->level}}
                                             : json(nullptr)},
                  {"server_time_ms", view.server_time_ms}};
    for (const auto& [field, name] : field_names) snapshot[name] = field_json(view, field);
    return snapshot;
}

std::string positions_body(std::string_view game, const std::vector<std::string>& positions) {
    return json{{"game", game}, {"positions", positions}}.dump();
}

std::string hello_message(std::int64_t server_time_ms) {
    return json{{"type", "hello"}, {"protocol", protocol_version}, {"server_time_ms", server_time_ms}}.dump();
}

std::string joined_message(const GameView& view, std::string_view role, const std::optional<std::string>& secret) {
    json message{{"type", "joined"}, {"game", view.game}, {"role", role}};
    if (secret) message["secret"] = *secret;
    message["snapshot"] = snapshot_json(view);
    return message.dump();
}

std::string snapshot_message(const GameView& view) {
    return json{{"type", "snapshot"}, {"snapshot", snapshot_json(view)}}.dump();
}

std::string event_message(const GameView& view, EventKind kind, const std::vector<Field>& fields,
                          const MoveView* appended) {
    json state = json::object();
    for (Field field : fields)
        for (const auto& [known, name] : field_names)
            if (known == field) state[name] = field_json(view, field);
    json message{{"type", "event"}, {"game", view.game}, {"version", view.version}, {"kind", to_string(kind)},
                 {"server_time_ms", view.server_time_ms}, {"state", std::move(state)}};
    if (appended) message["move"] = move_json(view, *appended);
    return message.dump();
}

std::string error_message(const ProtocolError& error, const std::optional<nlohmann::json>& ref) {
    json message{{"type", "error"}, {"code", to_string(error.code)}, {"message", error.message}};
    if (error.detail) message["detail"] = *error.detail;
    if (ref) message["ref"] = *ref;
    // The message may quote what a client sent (a game id, cut to 40 bytes perhaps in the middle of
    // a character): bytes that are not UTF-8 become U+FFFD instead of failing the answer.
    return message.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace petteia::protocol
