#include "engine/exercises/grec_facts.hpp"

namespace petteia::engine::exercises {

namespace {

int by_plies(int plies) { return plies <= 5 ? 1 : plies <= 11 ? 2 : 3; }

}  // namespace

std::optional<GrecFacts> grec_facts(const Game& game) {
    const auto moves = solved_moves(game);
    if (!moves || moves->empty()) return std::nullopt;
    GrecFacts facts;
    facts.value = best_value(*moves);
    for (const SolvedMove& move : *moves) {
        if (move.value.outcome == facts.value.outcome) {
            facts.keeping.push_back(move.move);
            if (facts.kept_plies == 0 || move.value.plies < facts.kept_plies) facts.kept_plies = move.value.plies;
        } else if (move.value.outcome == Outcome::loss &&
                   (facts.quickest_loss == 0 || move.value.plies < facts.quickest_loss)) {
            facts.quickest_loss = move.value.plies;
        }
    }
    return facts;
}

int grec_win_difficulty(const GrecFacts& facts) { return by_plies(facts.kept_plies); }

int grec_hold_difficulty(const GrecFacts& facts) { return by_plies(facts.quickest_loss); }

}  // namespace petteia::engine::exercises
