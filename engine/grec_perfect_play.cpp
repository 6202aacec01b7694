#include "engine/grec_perfect_play.hpp"

#include <algorithm>
#include <vector>

#include "engine/random.hpp"
#include "engine/variant_hooks.hpp"

namespace petteia::engine {

namespace {

// The search's scale: win_score - n for a win in n plies, loss_in(n) for a loss in n, 0 for a draw.
int score_of(const SolvedValue& value) {
    switch (value.outcome) {
        case Outcome::win: return win_score - value.plies;
        case Outcome::loss: return loss_in(value.plies);
        case Outcome::draw: return 0;
    }
    return 0;
}

}  // namespace

std::optional<SearchResult> perfect_grec_move(const GrecPosition& position, std::uint64_t seed) {
    const auto values = grec_move_values(position);
    if (!values || values->empty()) return std::nullopt;
    int best_score = score_of(values->front().value);
    for (const GrecMoveValue& value : *values) best_score = std::max(best_score, score_of(value.value));
    std::vector<const GrecMoveValue*> best;
    for (const GrecMoveValue& value : *values)
        if (score_of(value.value) == best_score) best.push_back(&value);

    const GrecMoveValue& chosen = *best[random_below(seed, best.size())];
    SearchResult result;
    result.move = MovesOf<GrecPosition>::to_game_move(chosen.move);
    result.score = best_score;
    result.depth = chosen.value.plies;
    result.nodes = values->size();
    return result;
}

}  // namespace petteia::engine
