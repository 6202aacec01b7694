#pragma once
// What the Petteia chess families check in a position, computed the same way by the candidate finder
// and the verifier, and their difficulty rules. The rules decide every move, check and mate.
//
// - mate: the finish family's forced win (forced_win.hpp; in this game the only win is checkmate),
//   but unique along the line the site plays rather than after every defence: at each of the
//   solver's turns on the main line, exactly one move forces mate within the moves left (a second
//   mate after a weak defence the site never plays is allowed, as in chess problems).
// - material (chess_material.hpp): exactly one move wins a piece by force, and it is a capture.
// - sacrifice: of two legal moves or more, every one but one lets the opponent mate at once, and
//   that one is the King's Sacrifice, after which the opponent has no mate within two moves either.
#include <optional>
#include <string>
#include <vector>

#include "engine/exercises/forced_win.hpp"
#include "rules/game.hpp"

namespace petteia::engine::exercises {

// The first solver step of `line` ([s1, d1, s2, ...]) where the solver has no move forcing mate
// within the moves left, or another beside the line's; nullopt when the line's moves are the only ones.
std::optional<std::string> mate_line_ambiguity(ForcedWin& search, Game& game, int moves, const std::vector<Move>& line);
// N, +1 when the first move gives no check (a quiet key is harder to see); at most 3.
int mate_difficulty(Game& game, int moves, const Move& first);

// The moves that win at least a piece (chess_material.hpp), in legal-move order.
std::vector<Move> material_winning_moves(Game& game);
// 1, +1 when another capture takes as much or more (a decoy), +1 when the piece taken is defended
// (it can be taken back: the gain comes from what follows); at most 3.
int material_difficulty(Game& game, const Move& solution);

// Whether the move is the game's once-per-game special move (the King's Sacrifice).
bool is_sacrifice(const Game& game, const Move& move);

struct SacrificeFacts {
    bool in_check = false;
    std::vector<Move> saving;  // the moves after which the opponent has no mate in one
};
SacrificeFacts sacrifice_facts(Game& game, ForcedWin& search);
// The generator's quick test: true only if there are two legal moves or more and no move but a
// Sacrifice avoids a mate in one (it stops at the first other move that does).
bool only_a_sacrifice_can_save(Game& game, ForcedWin& search);
// After `move`, whether the opponent has no mate within two moves.
bool safe_for_two_moves(Game& game, ForcedWin& search, const Move& move);
// 1, +1 when the King is not in check (a mate threat is quieter than a check), +1 when there are
// eight legal moves or more to choose from; at most 3.
int sacrifice_difficulty(Game& game, const SacrificeFacts& facts);

}  // namespace petteia::engine::exercises
