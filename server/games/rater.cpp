#include "server/games/rater.hpp"

#include <spdlog/spdlog.h>

#include "ratings/categories.hpp"
#include "ratings/rated_game.hpp"
#include "server/common/clock_source.hpp"

namespace petteia::server {

Rater::Rater(db::RatingStore& store, Rated rated) : store_(store), rated_(std::move(rated)) {}

Rater::~Rater() { thread_.join(); }

void Rater::rate(const std::string& game) {
    asio::post(thread_, [this, game] { rate_now(game); });
}

void Rater::sweep(int limit) {
    asio::post(thread_, [this, limit] {
        try {
            for (const std::string& game : store_.games_to_rate(limit)) rate_now(game);
        } catch (const std::exception& fault) {
            spdlog::error("ratings: the games to rate could not be read: {}", fault.what());
        }
    });
}

void Rater::rate_now(const std::string& game) {
    try {
        const auto changes = store_.rate(game, now_ms(), &Rater::compute);
        if (!changes.empty())
            spdlog::info("game {}: rated ({} {:+.0f}, {} {:+.0f})", game, changes[0].account_id,
                         changes[0].after - changes[0].before, changes[1].account_id, changes[1].after - changes[1].before);
        rated_(game, changes);
    } catch (const std::exception& fault) {
        // Left for the next sweep: the game stays among those to rate.
        spdlog::error("game {}: could not be rated now: {}", game, fault.what());
    }
}

std::optional<db::RatingStore::Computed> Rater::compute(const db::GameToRate& game, const db::RatingStore::Current& current) {
    if (!game.time || !game.accounts[0] || !game.accounts[1]) return std::nullopt;
    ratings::Outcome outcome = ratings::Outcome::no_result;
    if (game.result.state == "draw") outcome = ratings::Outcome::draw;
    else if (game.result.state == "win" && game.result.winner)
        outcome = *game.result.winner == 0 ? ratings::Outcome::first_wins : ratings::Outcome::second_wins;
    const std::string category = ratings::category(game.variant, ratings::speed_of(game.time->initial_ms, game.time->increment_ms, game.time->days_per_move));
    std::array<ratings::Rating, 2> before{};
    for (std::size_t seat = 0; seat < 2; ++seat)
        if (const auto stored = current(*game.accounts[seat], category))
            before[seat] = {stored->rating, stored->deviation, stored->volatility};
    const auto after = ratings::after_game(before, outcome);
    if (!after) return std::nullopt;
    db::RatingStore::Computed computed{category, {before[0].rating, before[1].rating}, {}};
    for (std::size_t seat = 0; seat < 2; ++seat)
        computed.after[seat] = db::StoredRating{(*after)[seat].rating, (*after)[seat].deviation, (*after)[seat].volatility, 0};
    return computed;
}

}  // namespace petteia::server
