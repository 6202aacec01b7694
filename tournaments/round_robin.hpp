#pragma once
// A round-robin's schedule (issue 39): everyone plays everyone once, by Berger tables (the circle
// method FIDE's Handbook C.05 Annex 1 prints): with n players (a bye added when n is odd), n - 1 rounds
// of n / 2 games; each player's whites and blacks differ by at most one. Players are numbered
// 0 … n - 1 in the order of their draw for places (the organiser's list, or by rating).
#include <optional>
#include <vector>

namespace petteia::tournaments {

struct Pairing {
    int white = 0;  // plays first (the game's first side)
    int black = 0;
};

struct Round {
    std::vector<Pairing> games;
    std::optional<int> bye;  // the player who sits out this round (an odd number of players)
};

inline constexpr int most_round_robin_players = 30;

// The rounds for `players` (2 to most_round_robin_players).
std::vector<Round> round_robin(int players);

}  // namespace petteia::tournaments
