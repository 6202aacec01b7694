#include "tournaments/tie_breaks.hpp"

#include <cstddef>

namespace petteia::tournaments {

namespace {

std::size_t at(int player) { return static_cast<std::size_t>(player); }

}  // namespace

std::vector<double> points(int players, const std::vector<FinishedGame>& games, const std::vector<int>& byes) {
    std::vector<double> total(at(players), 0.0);
    for (const FinishedGame& game : games) {
        total[at(game.white)] += game.white_points;
        total[at(game.black)] += 1.0 - game.white_points;
    }
    for (const int player : byes) total[at(player)] += 1.0;
    return total;
}

std::vector<double> sonneborn_berger(int players, const std::vector<FinishedGame>& games, const std::vector<int>& byes) {
    const auto score = points(players, games, byes);
    std::vector<double> result(at(players), 0.0);
    for (const FinishedGame& game : games) {
        result[at(game.white)] += game.white_points * score[at(game.black)];
        result[at(game.black)] += (1.0 - game.white_points) * score[at(game.white)];
    }
    return result;
}

std::vector<double> buchholz(int players, const std::vector<FinishedGame>& games, const std::vector<int>& byes) {
    const auto score = points(players, games, byes);
    std::vector<double> result(at(players), 0.0);
    for (const FinishedGame& game : games) {
        result[at(game.white)] += score[at(game.black)];
        result[at(game.black)] += score[at(game.white)];
    }
    for (const int player : byes) result[at(player)] += score[at(player)];
    return result;
}

}  // namespace petteia::tournaments
