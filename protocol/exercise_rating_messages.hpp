#pragma once
// Exercise ratings on the wire (README.md, "HTTP: exercises"): a signed-in player's exercise rating,
// and what one rated first try did to it. Whole points, as the site shows every rating.
#include <cstdint>

#include <nlohmann/json.hpp>

namespace petteia::protocol {

struct ExerciseRatingView {
    double rating = 0.0;
    double deviation = 0.0;
    bool provisional = true;
    std::int64_t tries = 0;
};

// A rated first try: the player's rating before and after it.
struct ExerciseRatingChangeView {
    double before = 0.0;
    double after = 0.0;
    bool provisional = true;  // after it
};

// {"rating":1670,"deviation":275,"provisional":true,"tries":1}
nlohmann::json exercise_rating_json(const ExerciseRatingView& rating);
// {"before":1500,"after":1670,"provisional":true}
nlohmann::json exercise_rating_change_json(const ExerciseRatingChangeView& change);

}  // namespace petteia::protocol
