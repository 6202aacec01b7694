#pragma once
// Exercise ratings (issue 40, migration 27): each exercise's and each account's Glicko-2 rating for
// exercises, and each account's first try at each exercise. Only a first try is rated: a second
// try at the same exercise, solved or not, changes nothing, whatever the client sends. The store
// knows no rating arithmetic: the caller passes it in, and it runs inside the one transaction
// that stores the try, so that two tries never start from the same rating of a player or of an
// exercise (over PostgreSQL both rows are locked, the player's first, then the exercise's).
//
// Thread-safe: one mutex around one connection of its own (SQLite or PostgreSQL).
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

#include "db/location.hpp"
#include "db/rating_store.hpp"

namespace petteia::db {

// What a rated first try did; `games` in each rating counts the tries it was rated on.
struct ExerciseRatingChange {
    StoredRating player_before;
    StoredRating player_after;
    StoredRating exercise_before;
    StoredRating exercise_after;
};

class ExerciseRatingStore {
public:
    // From the ratings before the try (a player's or an exercise's starting rating where it has
    // none yet) and whether it was solved, both ratings after it; `games` is the store's to count.
    using Compute = std::function<std::pair<StoredRating, StoredRating>(const StoredRating& player,
                                                                        const StoredRating& exercise, bool solved)>;

    explicit ExerciseRatingStore(const DatabaseLocation& location);
    ~ExerciseRatingStore();
    ExerciseRatingStore(const ExerciseRatingStore&) = delete;
    ExerciseRatingStore& operator=(const ExerciseRatingStore&) = delete;

    // Rates the account's first try at the exercise (an id of the catalogue): nothing when it tried
    // it before. `player_start` and `exercise_start` stand for ratings not stored yet.
    std::optional<ExerciseRatingChange> rate_first_try(std::int64_t account, const std::string& exercise_id,
                                                       bool solved, std::int64_t now_ms,
                                                       const StoredRating& player_start,
                                                       const StoredRating& exercise_start, const Compute& compute);

    // The account's exercise rating; nothing before its first rated try.
    std::optional<StoredRating> player_rating(std::int64_t account) const;
    // Every exercise tried at least once, by id (the others have their starting rating).
    std::map<std::string, StoredRating> exercise_ratings() const;

private:
    struct Connection;
    mutable std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
