#pragma once
// The tie-breaks of a tournament's final standings (issue 39): Sonneborn–Berger for round-robins,
// Buchholz for Swiss (tournaments/README.md). Scores in points (a win 1, a draw ½).
#include <vector>

namespace petteia::tournaments {

struct FinishedGame {
    int white = 0;
    int black = 0;
    double white_points = 0;  // 1, 0.5 or 0; black has 1 - white_points
};

// Each player's points: their games' points, and one for each bye. `byes` are a Swiss's (a point
// each); a round-robin's rest rounds, with an odd number of players, are no byes: pass none.
std::vector<double> points(int players, const std::vector<FinishedGame>& games, const std::vector<int>& byes);

// Sonneborn–Berger: the points of each opponent beaten, and half those of each opponent drawn.
std::vector<double> sonneborn_berger(int players, const std::vector<FinishedGame>& games, const std::vector<int>& byes);

// Buchholz: the sum of the opponents' points. A round not played (a bye) counts as a game against a
// virtual opponent with the player's own points (FIDE's Handbook C.07, 2023, simplified: there the
// virtual opponent's score is counted from the round on).
std::vector<double> buchholz(int players, const std::vector<FinishedGame>& games, const std::vector<int>& byes);

}  // namespace petteia::tournaments
