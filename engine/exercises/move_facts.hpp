#pragma once
// What one move does in a position, as the capture and defence families need it: how many pieces
// each move takes, and which moves leave the opponent without any capture. Everything is asked of
// the rules through the Game interface.
#include <vector>

#include "rules/game.hpp"

namespace petteia::engine::exercises {

struct MoveCapture {
    Move move;
    int captured = 0;
};

// Every legal move of the side to move with the number of pieces it takes, in legal-move order.
std::vector<MoveCapture> captures_by_move(Game& game);

struct CaptureFacts {
    int most = 0;                   // the most pieces one move takes
    std::vector<Move> best;         // the moves that take `most`
    int other_capturing_moves = 0;  // moves that take at least one piece but fewer than `most`
};
CaptureFacts capture_facts(Game& game);

struct DefenceFacts {
    std::vector<Square> threatened;  // the mover's pieces the opponent could take now
    // Moves after which the opponent has no capturing reply (or the game is won by the mover).
    std::vector<Move> saving;
};
DefenceFacts defence_facts(Game& game);

}  // namespace petteia::engine::exercises
