#include "protocol/variant_catalogue.hpp"

#include "rules/position_text.hpp"
#include "rules/variants.hpp"

namespace petteia::protocol {

namespace {

using nlohmann::json;

json local_text(const LocalText& text) { return {{"en", text.en}, {"fr", text.fr}, {"el", text.el}}; }

// One catalogue entry; square names, letters and texts all come from the game itself.
json entry_json(const Game& game) {
    const VariantInfo& info = game.variant();
    std::string files;
    for (int file = 0; file < info.width; ++file)
        files += game.square_text({static_cast<std::uint8_t>(file), 0}).front();
    // The bottom rank's number as the notation writes it ("A1": 1; "a0": 0).
    const int first_rank = std::stoi(game.square_text({0, 0}).substr(1));

    json goals = json::object();
    for (const Side side : {Side::first, Side::second}) {
        json squares = json::array();
        for (const Square square : info.goal_squares[index_of(side)]) squares.push_back(game.square_text(square));
        goals[info.side_name(side)] = std::move(squares);
    }
    json pieces = json::array();
    for (const PieceKindInfo& kind : info.piece_kinds)
        pieces.push_back({{"kind", kind.name},
                          {"letters",
                           {{info.side_names[0], std::string(1, kind.letters[0])},
                            {info.side_names[1], std::string(1, kind.letters[1])}}},
                          {"names", local_text(kind.display)}});
    json end_reasons = json::array();
    for (const EndReason reason : info.end_reasons) end_reasons.push_back(to_string(reason));
    json special_moves = json::array();
    for (const SpecialMoveInfo& move : info.special_moves)
        special_moves.push_back({{"name", move.name}, {"mark", std::string(1, move.mark)}, {"takes_own_piece", move.takes_own_piece}});

    json family = {{"key", info.family.key}, {"title", local_text(info.family.title)}, {"choice", local_text(info.family.choice)}};

    return {{"name", info.name},
            {"title", local_text(info.title)},
            {"width", info.width},
            {"height", info.height},
            {"sides", info.side_names},
            {"files", files},
            {"first_rank", first_rank},
            {"move_example", info.move_example},
            {"pieces", std::move(pieces)},
            {"position_fields", info.position_fields},
            {"has_captures", info.has_captures},
            {"quiet_move_rule", info.has_quiet_move_rule},
            {"end_reasons", std::move(end_reasons)},
            {"special_moves", std::move(special_moves)},
            {"goal_squares", std::move(goals)},
            // The game it belongs to and the starting position, as positions are written: Home
            // offers each game as a card with its variants as choices, and draws the start on it.
            {"family", std::move(family)},
            {"start", format_position(game)}};
}

}  // namespace

json variant_catalogue_json() {
    json list = json::array();
    for (const auto& name : variant_names()) list.push_back(entry_json(**new_game(name)));
    return list;
}

}  // namespace petteia::protocol
