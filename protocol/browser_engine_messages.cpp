#include "protocol/browser_engine_messages.hpp"

#include <nlohmann/json.hpp>

#include "engine/material.hpp"
#include "engine/petteia_tables.hpp"
#include "rules/petteia_game.hpp"  // declares explain_illegal before position_game.hpp's template uses it (clang)
#include "rules/position_game.hpp"
#include "rules/variants.hpp"

namespace petteia::protocol {

namespace {

using nlohmann::json;

// Deeper perft would hold the Worker for minutes; a game longer than this is no game of this site.
constexpr int deepest_perft = 6;
constexpr std::size_t longest_game = 2000;
// The analysis board offers the three best lines, as lichess does; each costs a search.
constexpr int most_lines = 3;

std::optional<BrowserEngineOp> op_named(std::string_view name) {
    if (name == "perft") return BrowserEngineOp::perft;
    if (name == "legal") return BrowserEngineOp::legal;
    if (name == "analyse") return BrowserEngineOp::analyse;
    if (name == "choose") return BrowserEngineOp::choose;
    if (name == "table") return BrowserEngineOp::table;
    return std::nullopt;
}

// The largest table file of the catalogue is 1.3 MB; a few times that, and no more.
constexpr std::size_t largest_table_text = std::size_t{8} << 20;

// Standard base64 (padding optional, no line breaks); none when anything else is in it.
std::optional<std::string> from_base64(std::string_view text) {
    while (!text.empty() && text.back() == '=') text.remove_suffix(1);
    std::string bytes;
    bytes.reserve(text.size() / 4 * 3 + 3);
    std::uint32_t bits = 0;
    int count = 0;
    for (const char c : text) {
        int value;
        if (c >= 'A' && c <= 'Z') value = c - 'A';
        else if (c >= 'a' && c <= 'z') value = c - 'a' + 26;
        else if (c >= '0' && c <= '9') value = c - '0' + 52;
        else if (c == '+') value = 62;
        else if (c == '/') value = 63;
        else return std::nullopt;
        bits = (bits << 6) | static_cast<std::uint32_t>(value);
        if (++count == 4) {
            bytes.push_back(static_cast<char>(bits >> 16));
            bytes.push_back(static_cast<char>(bits >> 8));
            bytes.push_back(static_cast<char>(bits));
            bits = 0;
            count = 0;
        }
    }
    if (count == 1) return std::nullopt;
    if (count == 2) bytes.push_back(static_cast<char>(bits >> 4));
    if (count == 3) {
        bytes.push_back(static_cast<char>(bits >> 10));
        bytes.push_back(static_cast<char>(bits >> 2));
    }
    return bytes;
}

// A Petteia endgame table's exact value of an analysed position, from its solved score (the search's
// scale: win_score − plies, 0 a draw); none for another game, or a search's estimate.
json table_value(const Game& game, const engine::SearchResult& result) {
    if (!result.solved || !dynamic_cast<const PositionGame<PetteiaPosition>*>(&game)) return nullptr;
    if (result.score == 0) return json{{"result", "draw"}, {"plies", nullptr}};
    const bool win = result.score > 0;
    return json{{"result", win ? "win" : "loss"}, {"plies", engine::win_score - (win ? result.score : -result.score)}};
}

// `detail`: the rules' reason code of a refused move ("blocked", "occupied"…), which the page
// says in the player's language, as it does for the server's refusals.
json refusal(std::int64_t id, std::string_view code, std::string_view message, std::optional<std::size_t> index = std::nullopt,
             std::optional<MoveErrorCode> detail = std::nullopt) {
    json error{{"code", code}, {"message", message}};
    if (index) error["index"] = *index;
    if (detail) error["detail"] = to_string(*detail);
    return json{{"id", id}, {"error", std::move(error)}};
}

json status_json(const Game& game) {
    const GameStatus status = game.status();
    return json{{"state", to_string(status.state)},
                {"winner", status.winner ? json(game.variant().side_name(*status.winner)) : json(nullptr)},
                {"reason", to_string(status.reason)}};
}

json move_texts(const Game& game, const std::vector<Move>& moves) {
    json texts = json::array();
    for (const Move& move : moves) texts.push_back(game.move_text(move));
    return texts;
}

json square_texts(const Game& game, const std::vector<Square>& squares) {
    json texts = json::array();
    for (Square square : squares) texts.push_back(game.square_text(square));
    return texts;
}

// Per side's name: what the rules say of each side in this position.
template <typename PerSide>
json by_side(const Game& game, PerSide per_side) {
    json sides = json::object();
    for (Side side : {Side::first, Side::second}) sides[game.variant().side_name(side)] = per_side(side);
    return sides;
}

// The line's moves as text, each read in the position it is played in.
json line_texts(const Game& game, const std::vector<Move>& line) {
    json texts = json::array();
    auto after = game.clone();
    for (const Move& move : line) {
        texts.push_back(after->move_text(move));
        if (!after->play(move)) break;
    }
    return texts;
}

// Each side's material per side's name, or null for a game without captures.
json material_json(const Game& game, const std::optional<engine::Material>& material) {
    if (!material) return nullptr;
    return json{{game.variant().side_name(Side::first), material->first}, {game.variant().side_name(Side::second), material->second}};
}

// One of the best lines: its move, score (for the side to move), moves and the material at its end.
json line_json(const Game& game, const engine::SearchResult& result) {
    return json{{"move", game.move_text(result.move)},
                {"score", result.score},
                {"line", line_texts(game, result.line)},
                {"line_material", material_json(game, engine::material_after(game, result.line))}};
}

struct RequestedGame {
    std::unique_ptr<Game> game;
    std::vector<Square> last_captured;  // by the last of the request's moves
};

// The game the request describes: its start, then its moves, each checked by the rules.
json supply_table(const BrowserEngineRequest& request) {
    const auto supplied = engine::PetteiaTables::shared().supply(request.table_name, request.table_bytes);
    if (!supplied) return refusal(request.id, "invalid_message", supplied.error());
    return json{{"id", request.id}, {"table", request.table_name}, {"positions", engine::TableIndex(*supplied).size()}};
}

Expected<RequestedGame, json> game_of(const BrowserEngineRequest& request) {
    auto game = request.position ? new_game(request.variant, *request.position) : new_game(request.variant);
    if (!game) return unexpected(refusal(request.id, "invalid_message", game.error().reason));
    std::vector<Square> captured;
    for (std::size_t index = 0; index < request.moves.size(); ++index) {
        const std::string& text = request.moves[index];
        auto move = (*game)->parse_move(text);
        if (!move) return unexpected(refusal(request.id, "illegal_move", text + ": " + move.error().reason, index, move.error().code));
        if (auto played = (*game)->play(*move); !played)
            return unexpected(refusal(request.id, "illegal_move", text + ": " + played.error().reason, index, played.error().code));
        else
            captured = played->captured;
    }
    return RequestedGame{std::move(*game), std::move(captured)};
}

json answer(const BrowserEngineRequest& request, engine::Engine& engine) {
    if (request.op == BrowserEngineOp::table) return supply_table(request);
    auto made = game_of(request);
    if (!made) return std::move(made.error());
    const Game& game = *made->game;
    switch (request.op) {
        case BrowserEngineOp::perft:
            return json{{"id", request.id}, {"nodes", game.perft(request.depth)}};
        case BrowserEngineOp::legal:
            return json{{"id", request.id},
                        {"position", game.position_text()},
                        {"to_move", game.variant().side_name(game.side_to_move())},
                        {"moves", move_texts(game, game.legal_moves())},
                        {"status", status_json(game)},
                        {"captured", square_texts(game, made->last_captured)},
                        {"threatened", by_side(game, [&](Side side) { return square_texts(game, game.threatened(side)); })},
                        {"in_check", square_texts(game, game.checked_kings())},
                        {"special_moves", by_side(game, [&](Side side) { return game.special_moves_left(side); })},
                        {"material", material_json(game, engine::material_of(game))}};
        case BrowserEngineOp::analyse: {
            if (game.is_over()) return refusal(request.id, "game_over", "the game is over: there is nothing to analyse");
            const std::atomic<bool> stop{false};
            const engine::PetteiaTables& tables = engine::PetteiaTables::shared();
            if (tables.supplied()) tables.take_missing();  // only this analysis's look-ups
            const std::vector<engine::SearchResult> found = engine.analyse_lines(game, request.level, request.lines, stop);
            const engine::SearchResult& result = found.front();
            json analysed{{"id", request.id},
                          {"to_move", game.variant().side_name(game.side_to_move())},
                          {"move", game.move_text(result.move)},
                          {"score", result.score},
                          {"depth", result.depth},
                          {"nodes", result.nodes},
                          {"solved", result.solved},
                          {"line", line_texts(game, result.line)},
                          {"line_material", material_json(game, engine::material_after(game, result.line))}};
            if (request.lines > 1) {
                json lines = json::array();
                for (const engine::SearchResult& each : found) lines.push_back(line_json(game, each));
                analysed["lines"] = std::move(lines);
            }
            if (json value = table_value(game, result); !value.is_null()) analysed["table"] = std::move(value);
            if (tables.supplied()) {
                json missing = json::array();
                for (const engine::TableShape& shape : tables.take_missing()) missing.push_back("petteia-" + engine::shape_name(shape));
                if (!missing.empty()) analysed["tables_missing"] = std::move(missing);
            }
            return analysed;
        }
        case BrowserEngineOp::choose: {
            if (game.is_over()) return refusal(request.id, "game_over", "the game is over: there is no move to choose");
            const std::atomic<bool> stop{false};
            // The module's engine has no wall-clock limit (wasm/module_engine.hpp): a clock's
            // budget holds for this move only.
            if (request.clock) engine.set_max_milliseconds(engine::thinking_budget_ms(request.clock->remaining_ms, request.clock->increment_ms));
            const engine::SearchResult result = engine.choose_move(game, request.level, request.seed, stop);
            if (request.clock) engine.set_max_milliseconds(0);
            return json{{"id", request.id}, {"move", game.move_text(result.move)}, {"score", result.score}};
        }
        case BrowserEngineOp::table:
            break;  // answered above: no game
    }
    return refusal(request.id, "invalid_message", "unknown op");
}

}  // namespace

Expected<BrowserEngineRequest, BrowserEngineRefusal> parse_browser_engine_request(std::string_view text) {
    const json message = json::parse(text, nullptr, false);
    if (message.is_discarded() || !message.is_object()) return unexpected(BrowserEngineRefusal{0, "not a JSON object"});
    BrowserEngineRequest request;
    const auto id = message.find("id");
    if (id == message.end() || !id->is_number_integer()) return unexpected(BrowserEngineRefusal{0, "\"id\" must be an integer"});
    request.id = id->get<std::int64_t>();
    const auto refuse = [&](std::string why) { return unexpected(BrowserEngineRefusal{request.id, std::move(why)}); };
    for (const auto& [key, value] : message.items()) {
        if (key == "id") continue;
        if (key == "op") {
            const auto op = value.is_string() ? op_named(value.get_ref<const std::string&>()) : std::nullopt;
            if (!op) return refuse("\"op\" must be \"perft\", \"legal\", \"analyse\", \"choose\" or \"table\"");
            request.op = *op;
        } else if (key == "variant") {
            if (!value.is_string()) return refuse("\"variant\" must be a string");
            request.variant = value.get<std::string>();
        } else if (key == "position") {
            if (!value.is_string()) return refuse("\"position\" must be a string");
            request.position = value.get<std::string>();
        } else if (key == "moves") {
            if (!value.is_array() || value.size() > longest_game) return refuse("\"moves\" must be an array of at most 2000 move texts");
            for (const json& move : value) {
                if (!move.is_string()) return refuse("\"moves\" must hold move texts");
                request.moves.push_back(move.get<std::string>());
            }
        } else if (key == "depth") {
            if (!value.is_number_integer() || value.get<std::int64_t>() < 0 || value.get<std::int64_t>() > deepest_perft)
                return refuse("\"depth\" must be an integer from 0 to 6");
            request.depth = value.get<int>();
        } else if (key == "level") {
            const auto level = value.is_string() ? engine::parse_level(value.get_ref<const std::string&>()) : std::nullopt;
            if (!level) return refuse("\"level\" must be beginner, intermediate, advanced or expert");
            request.level = *level;
        } else if (key == "lines") {
            if (!value.is_number_integer() || value.get<std::int64_t>() < 1 || value.get<std::int64_t>() > most_lines)
                return refuse("\"lines\" must be an integer from 1 to 3");
            request.lines = value.get<int>();
        } else if (key == "seed") {
            // Within a double's exact integers: the browser's numbers are doubles.
            if (!value.is_number_unsigned() || value.get<std::uint64_t>() > (std::uint64_t{1} << 53))
                return refuse("\"seed\" must be an integer from 0 to 2^53");
            request.seed = value.get<std::uint64_t>();
        } else if (key == "clock") {
            // {"remaining_ms": N | null, "increment_ms": M}, each within a day.
            constexpr std::int64_t day_ms = 86'400'000;
            const auto within_a_day = [](const json& ms) { return ms.is_number_integer() && ms.get<std::int64_t>() >= 0 && ms.get<std::int64_t>() <= day_ms; };
            const bool readable = value.is_object() && value.size() == 2 && value.contains("remaining_ms") && value.contains("increment_ms") &&
                                  (value["remaining_ms"].is_null() || within_a_day(value["remaining_ms"])) && within_a_day(value["increment_ms"]);
            if (!readable) return refuse("\"clock\" must be {\"remaining_ms\": milliseconds or null, \"increment_ms\": milliseconds}");
            request.clock = BrowserEngineRequest::Clock{
                value["remaining_ms"].is_null() ? std::nullopt : std::optional<std::int64_t>(value["remaining_ms"].get<std::int64_t>()),
                value["increment_ms"].get<std::int64_t>()};
        } else if (key == "name") {
            if (!value.is_string()) return refuse("\"name\" must be a string");
            request.table_name = value.get<std::string>();
        } else if (key == "bytes") {
            auto bytes = value.is_string() && value.get_ref<const std::string&>().size() <= largest_table_text
                             ? from_base64(value.get_ref<const std::string&>()) : std::nullopt;
            if (!bytes) return refuse("\"bytes\" must be a table file in base64");
            request.table_bytes = std::move(*bytes);
        } else {
            return refuse("unknown field \"" + key + "\"");
        }
    }
    if (request.op == BrowserEngineOp::table) {
        if (!message.contains("name") || !message.contains("bytes") || message.size() != 4)
            return refuse("table takes \"name\" and \"bytes\", and nothing else");
        return request;
    }
    if (message.contains("name") || message.contains("bytes")) return refuse("\"name\" and \"bytes\" are for table only");
    if (request.clock && request.op != BrowserEngineOp::choose) return refuse("\"clock\" is for choose only");
    if (message.contains("lines") && request.op != BrowserEngineOp::analyse) return refuse("\"lines\" is for analyse only");
    if (!message.contains("op") || !message.contains("variant")) return refuse("\"op\" and \"variant\" are required");
    if (request.op == BrowserEngineOp::perft && !message.contains("depth")) return refuse("perft needs a \"depth\"");
    return request;
}

std::string answer_browser_engine_request(std::string_view text, engine::Engine& engine) {
    const auto request = parse_browser_engine_request(text);
    if (!request) return refusal(request.error().id, "invalid_message", request.error().message).dump(-1, ' ', false, json::error_handler_t::replace);
    return answer(*request, engine).dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace petteia::protocol
