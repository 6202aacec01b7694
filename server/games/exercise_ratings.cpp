#include "server/games/exercise_ratings.hpp"

#include <cmath>

#include "ratings/exercise_rating.hpp"
#include "server/games/exercises.hpp"

namespace petteia::server {

namespace {

ratings::Rating rating_of(const db::StoredRating& stored) { return {stored.rating, stored.deviation, stored.volatility}; }

db::StoredRating stored_of(const ratings::Rating& rating) { return {rating.rating, rating.deviation, rating.volatility, 0}; }

}  // namespace

ExerciseRatings::ExerciseRatings(db::ExerciseRatingStore& store, const Exercises& exercises)
    : store_(store), exercises_(exercises) {}

std::optional<protocol::ExerciseRatingChangeView> ExerciseRatings::rate(std::int64_t account,
                                                                        const std::string& exercise_id, bool solved,
                                                                        std::int64_t now_ms) {
    const auto change = store_.rate_first_try(
        account, exercise_id, solved, now_ms, stored_of(ratings::newcomer),
        stored_of(ratings::exercise_start(exercises_.difficulty(exercise_id))),
        [](const db::StoredRating& player, const db::StoredRating& exercise, bool won) {
            const auto after = ratings::after_exercise(rating_of(player), rating_of(exercise), won);
            return std::pair{stored_of(after.player), stored_of(after.exercise)};
        });
    if (!change) return std::nullopt;
    return protocol::ExerciseRatingChangeView{change->player_before.rating, change->player_after.rating,
                                              ratings::provisional(rating_of(change->player_after))};
}

protocol::ExerciseRatingView ExerciseRatings::player(std::int64_t account) const {
    const auto stored = store_.player_rating(account);
    const ratings::Rating rating = stored ? rating_of(*stored) : ratings::newcomer;
    return {rating.rating, rating.deviation, ratings::provisional(rating), stored ? stored->games : 0};
}

std::unordered_map<std::string, int> ExerciseRatings::exercises() const {
    const auto tried = store_.exercise_ratings();
    std::unordered_map<std::string, int> points;
    for (const auto& item : exercises_.items({})) {
        const auto found = tried.find(item.id);
        const double rating =
            found != tried.end() ? found->second.rating : ratings::exercise_start(item.difficulty).rating;
        points.emplace(item.id, static_cast<int>(std::lround(rating)));
    }
    return points;
}

}  // namespace petteia::server
