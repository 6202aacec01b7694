#pragma once
// A Swiss round's pairing (issue 39): a simplification of FIDE's Dutch system (Handbook C.04.3),
// written down in tournaments/README.md with where it departs from it. In short: players ranked by
// score, then by their starting rank; an odd player out gets the bye (the lowest ranked who has not
// had one); from the top, each player meets the one half a score group below, as the Dutch system's
// top half against bottom half, or the nearest after that, then those of lower scores (floating
// down); never a pairing already played while a pairing without repeats exists; colours by who is
// due which (the fewer whites, then the other colour than last time).
#include <cstdint>
#include <optional>
#include <vector>

#include "tournaments/round_robin.hpp"

namespace petteia::tournaments {

enum class Colour : std::uint8_t { white, black };

// A player as the round finds them: their number (starting rank: 0 the highest rated), their
// score in half points, and the rounds played before.
struct SwissPlayer {
    int number = 0;
    int half_points = 0;
    std::vector<int> opponents;    // every opponent met, in any order
    std::vector<Colour> colours;   // the colours played, in order (a bye adds none)
    bool had_bye = false;
};

// The next round's games (in board order, the top board first) and bye. Players in any order, their
// numbers distinct. In the first round the top board's higher ranked player has white, and boards
// alternate from there.
Round swiss_round(const std::vector<SwissPlayer>& players);

}  // namespace petteia::tournaments
