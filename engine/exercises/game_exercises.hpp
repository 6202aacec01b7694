#pragma once
// Makes Petteia chess and Le Grec exercises from positions of engine games, as generate.hpp does for
// Petteia: seeded games between mixed levels after a few random opening plies, every position looked
// at for each family of the game (game_candidates.hpp), and a balanced choice per family
// (choose.hpp). Petteia chess: the games' own positions (a search per position is the costly part);
// a mate in three is looked for only where the mover's own search announced a mate within five
// plies. Le Grec: the games' positions and those one move away (the table answers at once). The
// same options give the same exercises, whatever the threads. Only positions: no game or player is
// named in an exercise.
#include <cstdint>
#include <string>

#include "engine/exercises/generate.hpp"

namespace petteia::engine::exercises {

struct GameExerciseOptions {
    std::string variant = "petteia-chess";  // or "grec"
    std::uint64_t seed = 1;
    int per_group = 10;   // exercises per family
    int games = 0;        // 0: default_games(per_group)
    int threads = 2;      // games played at once; the result does not depend on it
    int max_plies = 200;  // a game longer than this is stopped there
};

// Throws std::invalid_argument for a variant other than petteia-chess and grec. `finish_tally`
// counts, for Petteia chess, the mates found in 1, 2, 3 and those kept (a unique line).
Generated generate_game_exercises(const GameExerciseOptions& options);

}  // namespace petteia::engine::exercises
