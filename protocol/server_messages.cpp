#include "protocol/server_messages.hpp"

#include <algorithm>

#include "protocol/client_messages.hpp"
#include "protocol/json_writer.hpp"

namespace petteia::protocol {

namespace {

using nlohmann::json;

// Written with JsonWriter (the messages of every move: see json_writer.hpp), every object's keys
// in sorted order, as nlohmann's objects keep them: the same bytes as before.

void side_or_null(JsonWriter& out, const GameView& view, std::optional<Side> side) {
    if (side) out.value(view.variant->side_name(*side));
    else out.null();
}

template <class T>
void optional_number(JsonWriter& out, const std::optional<T>& number) {
    if (number) out.value(static_cast<std::int64_t>(*number));
    else out.null();
}

void write_move(JsonWriter& out, const GameView& view, const MoveView& move) {
    out.begin_object();
    out.key("captured");
    out.strings(move.captured);
    out.key("clock_ms");
    optional_number(out, move.clock_ms);
    out.key("move");
    out.value(move.move);
    out.key("side");
    out.value(view.variant->side_name(move.side));
    out.end_object();
}

// {"<side name>": value, …}, the two names in sorted order.
template <class Value, class Write>
void per_side(JsonWriter& out, const GameView& view, const std::array<Value, 2>& values, Write write) {
    const bool swapped = view.variant->side_names[1] < view.variant->side_names[0];
    out.begin_object();
    for (const std::size_t index : {std::size_t{swapped ? 1u : 0u}, std::size_t{swapped ? 0u : 1u}}) {
        out.key(view.variant->side_names[index]);
        write(values[index]);
    }
    out.end_object();
}

void write_field(JsonWriter& out, const GameView& view, Field field) {
    switch (field) {
        case Field::position: return out.value(view.position);
        case Field::to_move: return out.value(view.variant->side_name(view.to_move));
        case Field::last_move:
            if (view.moves->empty()) return out.null();
            return write_move(out, view, view.moves->back());
        case Field::moves:
            out.begin_array();
            for (const MoveView& move : *view.moves) write_move(out, view, move);
            return out.end_array();
        case Field::legal: return out.strings(view.legal);
        case Field::threatened:
            return per_side(out, view, view.threatened, [&](const auto& squares) { out.strings(squares); });
        case Field::in_check: return out.strings(view.in_check);
        case Field::special_moves:
            return per_side(out, view, view.special_moves, [&](const auto& names) { out.strings(names); });
        case Field::clock:
            if (!view.clock) return out.null();
            out.begin_object();
            if (view.clock->days) {
                out.key("days");
                out.value(*view.clock->days);
                out.key("deadline_ms");
                optional_number(out, view.clock->deadline_ms);
            }
            if (view.clock->first_move_by_ms) {
                out.key("first_move_by_ms");
                out.value(*view.clock->first_move_by_ms);
            }
            out.key("increment_ms");
            out.value(view.clock->increment_ms);
            out.key("initial_ms");
            out.value(view.clock->initial_ms);
            out.key("remaining_ms");
            per_side(out, view, view.clock->remaining_ms, [&](std::int64_t ms) { out.value(ms); });
            out.key("running");
            side_or_null(out, view, view.clock->running);
            out.key("server_time_ms");
            out.value(view.server_time_ms);
            return out.end_object();
        case Field::result:
            out.begin_object();
            out.key("by");
            side_or_null(out, view, view.result.by);
            out.key("reason");
            if (view.result.reason.empty()) out.null();
            else out.value(view.result.reason);
            out.key("state");
            out.value(to_string(view.result.state));
            out.key("winner");
            side_or_null(out, view, view.result.winner);
            return out.end_object();
        case Field::offers:
            out.begin_object();
            out.key("draw");
            side_or_null(out, view, view.offers.draw);
            out.key("rematch");
            side_or_null(out, view, view.offers.rematch);
            out.key("takeback");
            side_or_null(out, view, view.offers.takeback);
            return out.end_object();
        case Field::seats:
            return per_side(out, view, view.seats, [&](const SeatView& seat) {
                out.begin_object();
                out.key("away_since_ms");
                optional_number(out, seat.away_since_ms);
                out.key("claim_from_ms");
                optional_number(out, seat.claim_from_ms);
                out.key("connected");
                out.value(seat.connected);
                out.key("taken");
                out.value(seat.taken);
                out.end_object();
            });
        case Field::rematch:
            if (view.rematch) return out.value(*view.rematch);
            return out.null();
        case Field::listing:
            return per_side(out, view, view.listing, [&](const std::optional<bool>& say) {
                if (say) out.value(*say);
                else out.null();
            });
        case Field::listed: return out.value(view.listed);
        case Field::berserk: return per_side(out, view, view.berserk, [&](bool berserked) { out.value(berserked); });
        case Field::players:
            if (!view.players) return out.null();
            return per_side(out, view, *view.players, [&](const std::optional<PlayerView>& player) {
                if (!player) return out.null();
                out.begin_object();
                out.key("change");
                optional_number(out, player->change);
                out.key("name");
                out.value(player->name);
                out.key("provisional");
                out.value(player->provisional);
                out.key("rating");
                optional_number(out, player->rating);
                out.end_object();
            });
    }
    out.null();
}

// In the order of their names.
constexpr std::pair<Field, const char*> field_names[] = {
    {Field::berserk, "berserk"},   {Field::clock, "clock"},       {Field::in_check, "in_check"},        {Field::last_move, "last_move"},
    {Field::legal, "legal"},       {Field::listed, "listed"},            {Field::listing, "listing"},
    {Field::moves, "moves"},       {Field::offers, "offers"},
    {Field::players, "players"},   {Field::position, "position"},        {Field::rematch, "rematch"},
    {Field::result, "result"},
    {Field::seats, "seats"},       {Field::special_moves, "special_moves"}, {Field::threatened, "threatened"},
    {Field::to_move, "to_move"},
};

// The snapshot's keys: the fields' and these, all in the order of their names.
void write_snapshot(JsonWriter& out, const GameView& view) {
    const auto field = [&](Field which, const char* name) {
        out.key(name);
        write_field(out, view, which);
    };
    out.begin_object();
    field(Field::berserk, "berserk");
    field(Field::clock, "clock");
    out.key("computer");
    if (view.computer) {
        out.begin_object();
        out.key("level");
        out.value(view.computer->level);
        out.key("side");
        out.value(view.variant->side_name(view.computer->side));
        out.end_object();
    } else {
        out.null();
    }
    out.key("game");
    out.value(view.game);
    out.key("height");
    out.value(static_cast<std::int64_t>(view.variant->height));
    field(Field::in_check, "in_check");
    field(Field::last_move, "last_move");
    field(Field::legal, "legal");
    field(Field::listed, "listed");
    field(Field::listing, "listing");
    field(Field::moves, "moves");
    field(Field::offers, "offers");
    field(Field::players, "players");
    field(Field::position, "position");
    out.key("rated");
    out.value(view.rated);
    field(Field::rematch, "rematch");
    field(Field::result, "result");
    field(Field::seats, "seats");
    out.key("server_time_ms");
    out.value(view.server_time_ms);
    out.key("sides");
    out.begin_array();
    for (const auto& name : view.variant->side_names) out.value(name);
    out.end_array();
    field(Field::special_moves, "special_moves");
    field(Field::threatened, "threatened");
    field(Field::to_move, "to_move");
    out.key("tournament");
    if (view.tournament) out.value(*view.tournament);
    else out.null();
    out.key("variant");
    out.value(view.variant->name);
    out.key("version");
    out.value(view.version);
    out.key("width");
    out.value(static_cast<std::int64_t>(view.variant->width));
    out.end_object();
}

// About the bytes of an event with `view`'s state: some twelve a legal move, the rest a few
// hundred. Reserved at once (JsonWriter).
std::size_t expected_event_size(const GameView& view) { return 512 + 12 * view.legal.size(); }

// A snapshot adds the moves played, some twenty-four bytes each.
std::size_t expected_size(const GameView& view) {
    return expected_event_size(view) + 24 * (view.moves ? view.moves->size() : 0);
}

}  // namespace

json snapshot_json(const GameView& view) {
    JsonWriter out(expected_size(view));
    write_snapshot(out, view);
    return json::parse(out.take());
}

std::string positions_body(std::string_view game, const std::vector<std::string>& positions) {
    return json{{"game", game}, {"positions", positions}}.dump();
}

std::string quick_message(std::string_view game, std::string_view side, std::string_view say, std::int64_t server_time_ms) {
    return json{{"type", "quick"}, {"game", game}, {"side", side}, {"say", say}, {"server_time_ms", server_time_ms}}.dump();
}

std::string reported_message(std::string_view against, bool already) {
    json message{{"type", "reported"}, {"against", against}};
    if (already) message["already"] = true;
    return message.dump();
}

std::string hello_message(std::int64_t server_time_ms) {
    return json{{"type", "hello"}, {"protocol", protocol_version}, {"server_time_ms", server_time_ms}}.dump();
}

std::string joined_message(const GameView& view, std::string_view role, const std::optional<std::string>& secret) {
    JsonWriter out(expected_size(view));
    out.begin_object();
    out.key("game");
    out.value(view.game);
    out.key("role");
    out.value(role);
    if (secret) {
        out.key("secret");
        out.value(*secret);
    }
    out.key("snapshot");
    write_snapshot(out, view);
    out.key("type");
    out.value("joined");
    out.end_object();
    return out.take();
}

std::string snapshot_message(const GameView& view, std::optional<std::string_view> reason) {
    JsonWriter out(expected_size(view));
    out.begin_object();
    if (reason) {
        out.key("reason");
        out.value(*reason);
    }
    out.key("snapshot");
    write_snapshot(out, view);
    out.key("type");
    out.value("snapshot");
    out.end_object();
    return out.take();
}

std::string event_message(const GameView& view, EventKind kind, const std::vector<Field>& fields,
                          const MoveView* appended) {
    JsonWriter out(expected_event_size(view));
    out.begin_object();
    out.key("game");
    out.value(view.game);
    out.key("kind");
    out.value(to_string(kind));
    if (appended) {
        out.key("move");
        write_move(out, view, *appended);
    }
    out.key("server_time_ms");
    out.value(view.server_time_ms);
    out.key("state");
    out.begin_object();
    for (const auto& [field, name] : field_names) {
        if (std::find(fields.begin(), fields.end(), field) == fields.end()) continue;
        out.key(name);
        write_field(out, view, field);
    }
    out.end_object();
    out.key("type");
    out.value("event");
    out.key("version");
    out.value(view.version);
    out.end_object();
    return out.take();
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
