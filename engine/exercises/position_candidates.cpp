#include "engine/exercises/position_candidates.hpp"

#include <string_view>

namespace petteia::engine::exercises {

std::vector<Exercise> position_candidates(Game& game, ForcedWin& search, const Looking& looking, const Tallies& tallies) {
    std::vector<Exercise> found;
    const auto keep = [&](std::optional<Exercise> candidate) {
        if (candidate) found.push_back(std::move(*candidate));
    };
    const std::string_view variant = game.variant().name;
    if (variant == "grec") {
        keep(grec_win_candidate(game));
        keep(grec_hold_candidate(game));
    } else if (variant == "petteia-chess") {
        keep(mate_candidate(game, search, looking.finish_moves, tallies.mates));
        if (looking.material) keep(material_candidate(game));
        keep(sacrifice_candidate(game, search));
    } else if (variant == "petteia-6x6" || variant == "petteia-8x8") {
        keep(capture_candidate(game));
        keep(defence_candidate(game));
        keep(finish_candidate(game, search, looking.finish_moves >= max_finish_moves, tallies.finish));
    }
    return found;
}

}  // namespace petteia::engine::exercises
