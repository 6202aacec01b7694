#pragma once
// What the Petteia endgame tables say of a position of a real game: its value for the side to
// move and every legal move's, with the game's quiet-ply count and repetition history counted.
//
// "Win in n" is n plies to the next capture that keeps the win, or to the move that ends the game
// (petteia_table_set.hpp). It is a promise under the rules: a win or a loss that needs more quiet
// plies than the 100-ply rule leaves is reported as the draw it is, and a move that brings a
// position back a third time is a draw. The one thing not counted is a position of the current
// quiet stretch that has occurred twice already and that a later move of the line could enter
// again (engine/README.md says when that can matter).
//
// Cheap (one table read per legal move) and safe from any number of threads: the tables are
// read-only once loaded.
#include <optional>
#include <vector>

#include "engine/petteia_tables.hpp"
#include "rules/game.hpp"
#include "rules/move_list.hpp"
#include "rules/petteia_position.hpp"

namespace petteia::engine {

struct TableMoveValue {
    BoardMove move;
    SolvedValue value;  // for the player who makes it; plies counted from before it
};

// Every legal move (in the rules' order) with its value. None when the game is over, the position
// is not in a table, or a table a move leads into is not available.
std::optional<std::vector<TableMoveValue>> table_move_values(const PetteiaPosition& position,
                                                             const TableLookup& tables = PetteiaTables::shared());

// The value for the side to move: the best of its moves' values (so the history counts too).
std::optional<SolvedValue> table_value(const PetteiaPosition& position, const TableLookup& tables = PetteiaTables::shared());

// Through the Game interface, for the server and the CLI: none for a game that is not Petteia.
struct TableProbe {
    SolvedValue value;             // for the side to move
    std::vector<Move> best_moves;  // every move with that value, in legal-move order
    struct MoveValue {
        Move move;
        SolvedValue value;
    };
    std::vector<MoveValue> moves;  // every legal move, in legal-move order
};
std::optional<TableProbe> probe(const Game& game, const TableLookup& tables = PetteiaTables::shared());

}  // namespace petteia::engine
