#include "engine/petteia_table_play.hpp"

#include <algorithm>
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

// How a drawing move leaves the opponent: the most pieces a reply takes (material is what wins the
// opponent's later mistakes), and how many replies lose by the table (chances for them to go wrong).
struct DrawChances {
    int exposed = 0;
    int traps = 0;
};

DrawChances draw_chances(PetteiaPosition& position, BoardMove move, const TableLookup& tables) {
    DrawChances chances;
    position.make(move);
    MoveList replies;
    if (position.status().state == GameState::ongoing) position.generate(replies);
    for (const BoardMove reply : replies) {
        position.make(reply);
        chances.exposed = std::max(chances.exposed, bits::count(position.last_captured()));
        position.unmake();
    }
    if (const auto values = table_move_values(position, tables))
        for (const TableMoveValue& value : *values) chances.traps += value.value.outcome == Outcome::loss;
    position.unmake();
    return chances;
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
    // Every drawing move is as good as another to the table, but not to a player who may err: keep
    // the pieces out of reach (a piece left en prise "draws" but looks like a blunder, and throws
    // away the chances it had), then leave the opponent the most replies that lose.
    if (best_value.outcome == Outcome::draw && best.size() > 1) {
        PetteiaPosition scratch = position;
        std::vector<DrawChances> chances;
        for (const TableMoveValue* value : best) chances.push_back(draw_chances(scratch, value->move, tables));
        const auto better_chances = [](const DrawChances& a, const DrawChances& b) {
            return a.exposed != b.exposed ? a.exposed < b.exposed : a.traps > b.traps;
        };
        DrawChances most = chances.front();
        for (const DrawChances& c : chances)
            if (better_chances(c, most)) most = c;
        std::vector<const TableMoveValue*> kept;
        for (std::size_t i = 0; i < best.size(); ++i)
            if (!better_chances(most, chances[i])) kept.push_back(best[i]);
        best = std::move(kept);
    }

    const TableMoveValue& chosen = *best[random_below(seed, best.size())];
    SearchResult result;
    result.move = {PetteiaPosition::square_of(chosen.move.from), PetteiaPosition::square_of(chosen.move.to), {}};
    result.score = table_score(best_value);
    result.depth = best_value.plies;
    result.nodes = values->size();
    return result;
}

}  // namespace petteia::engine
