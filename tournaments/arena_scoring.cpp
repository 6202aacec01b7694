#include "tournaments/arena_scoring.hpp"

namespace petteia::tournaments {

ArenaScore arena_score(const std::vector<ArenaGame>& games) {
    ArenaScore score;
    int wins_in_a_row = 0;
    for (const ArenaGame& game : games) {
        ScoredGame scored;
        scored.on_fire = wins_in_a_row >= wins_to_catch_fire;
        switch (game.outcome) {
            case Outcome::win:
                scored.points = scored.on_fire ? 2 * win_points : win_points;
                scored.berserk_bonus = game.berserk && game.own_moves >= berserk_moves_needed;
                if (scored.berserk_bonus) scored.points += berserk_bonus;
                ++wins_in_a_row;
                break;
            case Outcome::draw:
                scored.points = draw_points;
                wins_in_a_row = 0;
                break;
            case Outcome::loss:
                wins_in_a_row = 0;
                break;
        }
        // Only a win is doubled: a draw or a loss played on fire is said to be, and ends the fire.
        score.total += scored.points;
        score.games.push_back(scored);
    }
    score.on_fire = wins_in_a_row >= wins_to_catch_fire;
    return score;
}

}  // namespace petteia::tournaments
