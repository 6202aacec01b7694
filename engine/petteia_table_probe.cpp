#include "engine/petteia_table_probe.hpp"

#include <algorithm>

#include "rules/petteia_game.hpp"
#include "rules/position_game.hpp"

namespace petteia::engine {

namespace table_probing {

// The value of the move just made in `after`, for the player who made it.
std::optional<SolvedValue> value_of_move_made(const PetteiaPosition& after, const TableLookup& tables) {
    const GameStatus status = after.status();
    if (status.state == GameState::win) return SolvedValue{Outcome::win, 1};  // only the mover can win by moving
    if (status.state == GameState::draw) return SolvedValue{Outcome::draw, 0};
    const Side to_move = after.side_to_move();
    const auto entry =
        table_entry_value(tables, after.size(), after.pieces(to_move), after.pieces(opponent(to_move)));
    if (!entry) return std::nullopt;
    const SolvedValue next = value_at_quiet_plies(*entry, after.quiet_plies());
    // A capture ends the quiet stretch: its own ply is the whole distance (the next stretch is
    // counted afresh, in the table the capture leads into).
    if (after.last_captured() && next.outcome != Outcome::draw)
        return SolvedValue{next.outcome == Outcome::loss ? Outcome::win : Outcome::loss, 1};
    return for_mover(next);
}

}  // namespace table_probing


std::optional<std::vector<TableMoveValue>> table_move_values(const PetteiaPosition& position, const TableLookup& tables) {
    if (position.status().state != GameState::ongoing) return std::nullopt;
    const Side to_move = position.side_to_move();
    if (!table_entry_value(tables, position.size(), position.pieces(to_move), position.pieces(opponent(to_move))))
        return std::nullopt;
    MoveList moves;
    position.generate(moves);
    PetteiaPosition scratch = position;
    std::vector<TableMoveValue> values;
    values.reserve(moves.size());
    for (const BoardMove move : moves) {
        scratch.make(move);
        const auto value = table_probing::value_of_move_made(scratch, tables);
        scratch.unmake();
        if (!value) return std::nullopt;
        values.push_back({move, *value});
    }
    return values;
}

std::optional<SolvedValue> table_value(const PetteiaPosition& position, const TableLookup& tables) {
    const auto values = table_move_values(position, tables);
    if (!values || values->empty()) return std::nullopt;
    SolvedValue best = values->front().value;
    for (const TableMoveValue& value : *values)
        if (better(value.value, best)) best = value.value;
    return best;
}

std::optional<TableProbe> probe(const Game& game, const TableLookup& tables) {
    const auto* petteia = dynamic_cast<const PositionGame<PetteiaPosition>*>(&game);
    if (!petteia) return std::nullopt;
    const auto values = table_move_values(petteia->position(), tables);
    if (!values || values->empty()) return std::nullopt;
    TableProbe probe;
    probe.value = values->front().value;
    for (const TableMoveValue& value : *values) {
        const Move move{PetteiaPosition::square_of(value.move.from), PetteiaPosition::square_of(value.move.to), {}};
        probe.moves.push_back({move, value.value});
        if (better(value.value, probe.value)) probe.value = value.value;
    }
    std::sort(probe.moves.begin(), probe.moves.end(),
              [](const TableProbe::MoveValue& a, const TableProbe::MoveValue& b) { return a.move < b.move; });
    for (const TableProbe::MoveValue& move : probe.moves)
        if (move.value == probe.value) probe.best_moves.push_back(move.move);
    return probe;
}

}  // namespace petteia::engine
