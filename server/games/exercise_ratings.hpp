#pragma once
// Exercise ratings as the server keeps them (issue 40; ratings/README.md): a signed-in player's
// first try at an exercise is rated once — solved, or ended by a wrong move, a hint or the solution
// shown — with ratings/'s arithmetic, in the store's one transaction. Anonymous players are not
// rated: a rating needs somewhere to live, and one per browser would be one per farm.
//
// Thread-safe (the store is); blocks on the store: call it on the blocking threads. Storage faults
// are the caller's to turn into an error for the player (db::DatabaseError).
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>

#include "db/exercise_rating_store.hpp"
#include "protocol/exercise_rating_messages.hpp"

namespace petteia::server {

class Exercises;

class ExerciseRatings {
public:
    ExerciseRatings(db::ExerciseRatingStore& store, const Exercises& exercises);

    // Rates the account's first try at `exercise_id` (an exercise that exists); nothing when the
    // account tried it before.
    std::optional<protocol::ExerciseRatingChangeView> rate(std::int64_t account, const std::string& exercise_id,
                                                           bool solved, std::int64_t now_ms);
    // The account's exercise rating (a newcomer's before its first rated try).
    protocol::ExerciseRatingView player(std::int64_t account) const;
    // Every exercise's rating in whole points, by id, for the list (its starting one if never tried).
    std::unordered_map<std::string, int> exercises() const;

private:
    db::ExerciseRatingStore& store_;
    const Exercises& exercises_;
};

}  // namespace petteia::server
