#include "engine/grec_eval.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

namespace petteia::engine {

namespace {

// For each side and square, the fewest moves a piece there needs to stand on one of its goal
// squares, each move going one rank forward or none and one file across or none (jumps and other
// pieces left out): the larger of the ranks ahead and the files across, at the nearest goal square.
// A piece on a square of the goal half that is not a goal square (the mirror's A3 for Black) is
// not home. Le Grec's halves give the ranks to the far half, as before the mirror existed.
struct GoalDistances {
    std::array<std::array<std::uint8_t, GrecPosition::squares>, 2> moves{};
};

constexpr int unreachable = 4;

constexpr GoalDistances distances_for(const GrecGoals& goals) {
    GoalDistances result;
    for (const Side side : {Side::first, Side::second}) {
        const int forward = side == Side::first ? 1 : -1;
        for (int from = 0; from < GrecPosition::squares; ++from) {
            int best = unreachable;
            for (int to = 0; to < GrecPosition::squares; ++to) {
                if (!(goals.of(side) & GrecPosition::bit(to))) continue;
                const int ahead = (to / GrecPosition::width - from / GrecPosition::width) * forward;
                const int across = to % GrecPosition::width - from % GrecPosition::width;
                if (ahead < 0) continue;
                best = std::min(best, std::max(ahead, across < 0 ? -across : across));
            }
            result.moves[index_of(side)][from] = static_cast<std::uint8_t>(best);
        }
    }
    return result;
}

constexpr GoalDistances half_distances = distances_for(grec_half_goals);
constexpr GoalDistances mirror_distances = distances_for(grec_mirror_goals);

const GoalDistances& distances(const GrecGoals& goals) {
    if (goals == grec_half_goals) return half_distances;
    if (goals == grec_mirror_goals) return mirror_distances;
    thread_local GrecGoals other_goals{};
    thread_local GoalDistances other = distances_for(other_goals);
    if (!(other_goals == goals)) {
        other_goals = goals;
        other = distances_for(goals);
    }
    return other;
}

// Moves still to make, all pieces together.
int distance_to_go(const GrecPosition& position, const GoalDistances& table, Side side) {
    int total = 0;
    const auto& moves = table.moves[index_of(side)];
    for (auto pieces = position.pieces(side); pieces; pieces &= pieces - 1) total += moves[std::countr_zero(pieces)];
    return total;
}

}  // namespace

int evaluate(const GrecPosition& position, const GrecWeights& w) {
    const Side us = position.side_to_move(), them = opponent(us);
    const GoalDistances& table = distances(position.goals());
    // Only the mover's moves are counted: the position class counts for the side to move alone.
    return w.tempo + w.distance * (distance_to_go(position, table, them) - distance_to_go(position, table, us)) +
           w.mobility * position.count_moves();
}

}  // namespace petteia::engine
