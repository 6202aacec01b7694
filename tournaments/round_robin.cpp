#include "tournaments/round_robin.hpp"

#include <stdexcept>

namespace petteia::tournaments {

std::vector<Round> round_robin(int players) {
    if (players < 2 || players > most_round_robin_players)
        throw std::invalid_argument("a round-robin is for 2 to 30 players");
    // An odd field gets a phantom player, the last: whoever meets it sits out.
    const int seats = players % 2 == 0 ? players : players + 1;
    const int circle = seats - 1;  // seats 0 … circle - 1 turn; seat `circle` stays
    std::vector<Round> rounds;
    for (int round = 0; round < circle; ++round) {
        Round made;
        const auto add = [&](int white, int black) {
            if (white >= players) made.bye = black;
            else if (black >= players) made.bye = white;
            else made.games.push_back({white, black});
        };
        // The fixed seat's colour alternates round by round, so that it too plays both colours evenly.
        if (round % 2 == 0) add(round, circle);
        else add(circle, round);
        // The others, paired across the circle: the one ahead of this round's seat has white on odd
        // boards and black on even ones, which alternates every player's colour round by round.
        for (int board = 1; board < seats / 2; ++board) {
            const int ahead = (round + board) % circle;
            const int behind = (round - board + circle) % circle;
            if (board % 2 == 1) add(ahead, behind);
            else add(behind, ahead);
        }
        rounds.push_back(std::move(made));
    }
    return rounds;
}

}  // namespace petteia::tournaments
