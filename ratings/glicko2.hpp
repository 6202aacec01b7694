#pragma once
// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2022 revision of the 2001 paper): a
// player's rating, its deviation (how unsure it is) and its volatility, updated from the games of
// one rating period. Pure arithmetic on the Glicko scale (1500 ± 350 for a newcomer); the site rates
// each game as a period of its own, as lichess does, so that a rating changes at the end of each
// game (issue 27). Who is rated, in which category, and what is stored is the server's business.
#include <vector>

namespace petteia::ratings {

struct Rating {
    double rating = 1500.0;
    double deviation = 350.0;   // RD: 350 for a newcomer; shrinks with games, grows with time away
    double volatility = 0.06;   // σ: how erratic the player's results are
};

// One game of the period: the opponent's rating before it, and the score (1 win, 0.5 draw, 0 loss).
struct Result {
    Rating opponent;
    double score = 0.0;
};

// τ, the constraint on the volatility's change; Glickman suggests 0.3 to 1.2. lichess uses 0.75.
inline constexpr double default_tau = 0.75;

// A newcomer's rating, and the largest and smallest deviation the site keeps (a deviation never
// grows past a newcomer's, and never shrinks so far that a rating stops moving).
inline constexpr Rating newcomer{};
inline constexpr double max_deviation = 350.0;
inline constexpr double min_deviation = 45.0;

// A rating is provisional while its deviation is above this: shown with a "?" (as lichess does).
inline constexpr double provisional_above = 110.0;
inline bool provisional(const Rating& rating) { return rating.deviation > provisional_above; }

// The rating after the period's games: the paper's steps 2 to 8, its volatility found by the
// Illinois algorithm (step 5.1–5.5). With no game, only the deviation grows (step 6 alone).
Rating updated(const Rating& player, const std::vector<Result>& results, double tau = default_tau);

// `updated` held within [min_deviation, max_deviation]: what the site stores.
Rating rated(const Rating& player, const std::vector<Result>& results, double tau = default_tau);

// The player's expected score against `opponent` (0 to 1), from their ratings and deviations.
double expected_score(const Rating& player, const Rating& opponent);

}  // namespace petteia::ratings
