#include "ratings/rated_game.hpp"

namespace petteia::ratings {

std::optional<std::array<Rating, 2>> after_game(const std::array<Rating, 2>& before, Outcome outcome) {
    double first_score = 0.5;
    switch (outcome) {
        case Outcome::first_wins: first_score = 1.0; break;
        case Outcome::second_wins: first_score = 0.0; break;
        case Outcome::draw: first_score = 0.5; break;
        case Outcome::no_result: return std::nullopt;
    }
    return std::array<Rating, 2>{rated(before[0], {{before[1], first_score}}), rated(before[1], {{before[0], 1.0 - first_score}})};
}

}  // namespace petteia::ratings
