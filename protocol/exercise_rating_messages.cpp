#include "protocol/exercise_rating_messages.hpp"

#include <cmath>

namespace petteia::protocol {

namespace {

std::int64_t points(double value) { return std::llround(value); }

}  // namespace

nlohmann::json exercise_rating_json(const ExerciseRatingView& rating) {
    return {{"rating", points(rating.rating)},
            {"deviation", points(rating.deviation)},
            {"provisional", rating.provisional},
            {"tries", rating.tries}};
}

nlohmann::json exercise_rating_change_json(const ExerciseRatingChangeView& change) {
    return {{"before", points(change.before)}, {"after", points(change.after)}, {"provisional", change.provisional}};
}

}  // namespace petteia::protocol
