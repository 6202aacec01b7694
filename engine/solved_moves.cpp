#include "engine/solved_moves.hpp"

#include <algorithm>

#include "engine/grec_move_values.hpp"
#include "engine/variant_hooks.hpp"
#include "rules/grec_game.hpp"
#include "rules/position_game.hpp"

namespace petteia::engine {

std::optional<std::vector<SolvedMove>> solved_moves(const Game& game) {
    if (game.is_over()) return std::nullopt;
    const auto* grec = dynamic_cast<const PositionGame<GrecPosition>*>(&game);
    if (!grec) return std::nullopt;
    const auto values = grec_move_values(grec->position());
    if (!values) return std::nullopt;
    std::vector<SolvedMove> moves;
    moves.reserve(values->size());
    for (const GrecMoveValue& value : *values) moves.push_back({MovesOf<GrecPosition>::to_game_move(value.move), value.value});
    return moves;
}

std::optional<std::vector<JudgedMove>> judge_history(const Game& game) {
    auto walk = game.clone();
    while (walk->undo()) {
    }
    std::vector<JudgedMove> judged;
    judged.reserve(game.history().size());
    for (const PlayedMove& played : game.history()) {
        const auto moves = solved_moves(*walk);
        if (!moves) return std::nullopt;
        JudgedMove judgement{best_value(*moves), {}, {}};
        for (const SolvedMove& move : *moves) {
            if (move.move == played.move) judgement.played = move.value;
            if (move.value == judgement.best) judgement.best_moves.push_back(move.move);
        }
        judged.push_back(std::move(judgement));
        walk->play(played.move);
    }
    return judged;
}

SolvedValue best_value(const std::vector<SolvedMove>& moves) {
    SolvedValue best{Outcome::loss, 0};
    for (const SolvedMove& move : moves)
        if (better(move.value, best)) best = move.value;
    return best;
}

}  // namespace petteia::engine
