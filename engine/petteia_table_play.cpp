#include "engine/petteia_table_play.hpp"

#include <vector>

#include "engine/petteia_table_probe.hpp"
#include "engine/random.hpp"

namespace petteia::engine {

namespace {

// The search's scale: win_score - n for a win in n plies, -(win_score - n) for a loss, 0 a draw.
int table_score(const SolvedValue& value) {
    switch (value.outcome) {
        case Outcome::win: return win_score - value.plies;
        case Outcome::loss: return -(win_score - value.plies);
        case Outcome::draw: return 0;
    }
    return 0;
}

}  // namespace

std::optional<SearchResult> perfect_table_move(const PetteiaPosition& position, std::uint64_t seed) {
    return perfect_table_move(position, seed, PetteiaTables::shared());
}

std::optional<SearchResult> perfect_table_move(const PetteiaPosition& position, std::uint64_t seed,
                                               const TableLookup& tables) {
    const auto values = table_move_values(position, tables);
    if (!values || values->empty()) return std::nullopt;
    SolvedValue best_value = values->front().value;
    for (const TableMoveValue& value : *values)
        if (better(value.value, best_value)) best_value = value.value;
    std::vector<const TableMoveValue*> best;
    for (const TableMoveValue& value : *values)
        if (value.value == best_value) best.push_back(&value);

    const TableMoveValue& chosen = *best[random_below(seed, best.size())];
    SearchResult result;
    result.move = {PetteiaPosition::square_of(chosen.move.from), PetteiaPosition::square_of(chosen.move.to), {}};
    result.score = table_score(best_value);
    result.depth = best_value.plies;
    result.nodes = values->size();
    return result;
}

}  // namespace petteia::engine
