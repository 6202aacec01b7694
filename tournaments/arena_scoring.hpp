#pragma once
// An arena's score (issue 39), as lichess's arenas count it: a win 2 points, a draw 1, a loss 0;
// after two wins in a row the player is "on fire" and each further win counts double, until a game
// is not won; a win after berserking (the player halved their own clock) earns one point more, if
// the berserker made at least `berserk_moves_needed` moves (so that berserk-and-resign-at-once, or a
// flag at move 2, cannot farm it). An aborted game counts for nothing: it is not a game here.
// Pure arithmetic over one player's games in the order they ended.
#include <cstdint>
#include <vector>

namespace petteia::tournaments {

enum class Outcome : std::uint8_t { win, draw, loss };

struct ArenaGame {
    Outcome outcome = Outcome::loss;
    bool berserk = false;  // the player halved their own clock in this game
    int own_moves = 0;     // the moves the player made in it
};

inline constexpr int win_points = 2;
inline constexpr int draw_points = 1;
inline constexpr int berserk_bonus = 1;
inline constexpr int berserk_moves_needed = 7;
// Wins in a row that set a player on fire (the next win counts double).
inline constexpr int wins_to_catch_fire = 2;

// One game's points, as the standings show it: what it earned, and whether it was played on fire
// (doubled) and with the berserk bonus.
struct ScoredGame {
    int points = 0;
    bool on_fire = false;
    bool berserk_bonus = false;
};

struct ArenaScore {
    std::vector<ScoredGame> games;  // in the order played
    int total = 0;
    bool on_fire = false;  // the next win counts double
};

ArenaScore arena_score(const std::vector<ArenaGame>& games);

}  // namespace petteia::tournaments
