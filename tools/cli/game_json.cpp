#include "tools/cli/game_json.hpp"

#include <algorithm>

#include "rules/notation.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace {

nlohmann::ordered_json square_names(const Game& game, const std::vector<Square>& squares) {
    auto names = nlohmann::ordered_json::array();
    for (Square square : squares) names.push_back(game.square_text(square));
    return names;
}

}  // namespace

nlohmann::ordered_json game_state_json(const Game& game) {
    const VariantInfo& variant = game.variant();
    const GameStatus status = game.status();
    nlohmann::ordered_json json;
    json["status"] = to_string(status.state);
    json["winner"] = status.winner ? nlohmann::ordered_json(variant.side_name(*status.winner)) : nullptr;
    json["reason"] = status.reason == EndReason::none ? nlohmann::ordered_json(nullptr)
                                                      : nlohmann::ordered_json(to_string(status.reason));
    json["to_move"] = variant.side_name(game.side_to_move());
    json["position"] = format_position(game);
    // The variant's canonical texts, in plain byte order.
    std::vector<std::string> legal;
    for (const Move& move : game.legal_moves()) legal.push_back(game.move_text(move));
    std::sort(legal.begin(), legal.end());
    json["legal"] = legal;
    for (Side side : {Side::first, Side::second})
        json["threatened"][variant.side_name(side)] = square_names(game, game.threatened(side));
    return json;
}

std::unique_ptr<Game> game_from_options(const Options& options) {
    const std::string variant = options.required("variant");
    const auto position = options.get("position");
    auto game = position ? new_game(variant, *position) : new_game(variant);
    if (!game) throw UsageError(game.error().reason);
    return std::move(*game);
}

}  // namespace petteia::cli
