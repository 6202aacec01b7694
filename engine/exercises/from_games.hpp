#pragma once
// Exercises from games people played (`petteia exercises from-games`). Each game is replayed with the
// rules and every position analysed (Engine::analyse, as the site's analysis marks the moves); at each
// mistake — a move other than the analysis's best that loses its player 0.2 or more of their chance
// of winning, 1 / (1 + e^(−score/120)), where web-client/src/lib/move-judgement.ts starts calling a
// move a mistake (Le Grec's and the endgame tables' scores are exact, so there a mistake is a verdict
// changed: a win thrown into a draw or a loss, a draw into a loss) — the position before the move is
// offered to its game's families (position_candidates.hpp), the player who erred to move. A candidate
// is kept when the move played is not its solution, its position is not in the set already, and the
// verifier accepts it (a unique solution). Only a game's variant, start and moves come in here: no
// game, player or account is known to this code, so none can reach an exercise.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/exercises/exercise.hpp"

namespace petteia::engine::exercises {

// A finished game, as much of it as an exercise may use.
struct PlayedGame {
    std::string variant;
    std::optional<std::string> start_position;  // nullopt: the variant's usual start
    std::vector<std::string> moves;              // as the rules write them, the first mover's first
};

struct FromGamesOptions {
    Level level = Level::advanced;  // the depth of the site's analysis (web-client/src/analysis/game-analysis.ts)
    double mistake = 0.2;           // the chance lost from which a move is a mistake
};

struct FromGamesFigures {
    int games = 0;       // games read
    int analysed = 0;    // of which analysed: a variant with exercises, every move replayed
    int positions = 0;   // positions analysed
    int mistakes = 0;    // moves found to be mistakes
    int candidates = 0;  // exercises the positions before them made, of which:
    int played = 0;      //   the move played was the solution (not the mistake's lesson)
    int repeated = 0;    //   the position was in the set already (or another family took it)
    int refused = 0;     //   the verifier refused it
    int kept = 0;        //   kept
};

struct FromGames {
    std::vector<Exercise> exercises;                  // numbered after the set's ids, each verified
    std::map<std::string, FromGamesFigures> figures;  // by variant
    std::vector<std::string> problems;                // a game that does not replay, a refusal: why
};

// `existing`: the set the new exercises join (their ids continue its numbers, its positions are not
// used again). Deterministic: no wall-clock limit on the analysis.
FromGames exercises_from_games(const std::vector<PlayedGame>& games, const std::vector<Exercise>& existing,
                               const FromGamesOptions& options = {});

// A move's player's chance of winning from the analysis's score for them (forced wins 1 and 0).
double winning_chance(int score);

}  // namespace petteia::engine::exercises
