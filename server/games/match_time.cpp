// Clocks and expiry: a flag that falls, and a game that ends on its own because nobody came or
// everybody left.
// One of the files of Match (server/games/match.hpp), each a concern of the referee.
#include "server/games/match.hpp"

#include <algorithm>

#include "server/games/match_parts.hpp"

namespace petteia::server {

using namespace match_parts;

bool Match::time_is_out(std::int64_t now) const {
    if (finished() || !clock_) return false;
    const auto first_move = first_move_deadline();
    return (first_move && now >= *first_move) || clock_->flagged(now);
}

std::optional<Change> Match::check_time(std::int64_t now) {
    if (!time_is_out(now)) return std::nullopt;
    // A game nobody began ends without result, never as a loss: a first move not made in time, even
    // when the clock fell first (a clock shorter than the first move's time) or with it (a day per move).
    const auto first_move = first_move_deadline();
    db::GameWrite result = first_move
                               ? finish(ResultState::aborted, std::nullopt, std::string(no_first_move_reason), now)
                               : finish(ResultState::win, opponent(*clock_->running()), "time", now);
    return changed(EventKind::result, {Field::result, Field::clock, Field::offers, Field::legal, Field::seats}, {std::move(result)});
}

std::optional<std::int64_t> Match::clock_deadline() const {
    if (finished() || !clock_) return std::nullopt;
    return clock_->deadline();
}

std::optional<std::int64_t> Match::first_move_deadline() const {
    if (finished() || !started_ || !clock_ || !clock_->running() || settings_.computer || settings_.tournament) return std::nullopt;
    if (has_moved(game_->side_to_move())) return std::nullopt;
    // Days per move: the turn's time was cut to a day (limit_turn), so the store's sweep finds it too.
    if (clock_->per_move()) return clock_->deadline();
    // A clock shorter than that falls first, and its fall cancels the game as well (check_time).
    const std::int64_t due = clock_->turn_started_ms() + settings_.first_move_ms;
    const auto falls = clock_->deadline();
    return falls ? std::min(due, *falls) : due;
}

std::optional<std::int64_t> Match::timer_deadline() const {
    const auto clock = clock_deadline();
    const auto first_move = first_move_deadline();
    if (clock && first_move) return std::min(*clock, *first_move);
    return clock ? clock : first_move;
}

void Match::limit_first_move_turn() {
    if (clock_ && clock_->per_move() && first_move_deadline()) clock_->limit_turn(first_move_within_days_ms);
}

std::int64_t Match::last_activity_ms() const {
    return std::max({created_at_ms_, last_move_at_ms_, last_seen_ms_.value_or(created_at_ms_)});
}

std::optional<std::string_view> Match::expiry(const ExpiryLimits& limits, std::int64_t now) const {
    if (finished()) return std::nullopt;
    const bool invitation = !settings_.computer && !(seat_hashes_[0] && seat_hashes_[1]);
    if (invitation && now - created_at_ms_ >= limits.invitation_ms) return invitation_expired_reason;
    // Days per move: nobody being there is the game's normal state, and its own deadline ends it
    // (on time, check_time) — never --abandoned-days while a move is still due in time.
    if (clock_ && clock_->per_move() && clock_->running()) return std::nullopt;
    if (!player_present() && now - last_activity_ms() >= limits.abandoned_ms) return inactive_reason;
    return std::nullopt;
}

std::optional<Change> Match::check_expiry(const ExpiryLimits& limits, std::int64_t now) {
    if (finished()) return std::nullopt;
    if (const auto reason = expiry(limits, now)) {
        db::GameWrite result = finish(ResultState::aborted, std::nullopt, std::string(*reason), now);
        return changed(EventKind::result, {Field::result, Field::clock, Field::offers, Field::legal, Field::seats},
                       {std::move(result)});
    }
    return std::nullopt;
}

}  // namespace petteia::server
