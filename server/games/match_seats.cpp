// Seats and presence: who sits where (the secrets), who is connected, when a player was last seen,
// when an absent player's opponent may claim the game.
// One of the files of Match (server/games/match.hpp), each a concern of the referee.
#include "server/games/match.hpp"

#include "server/common/secrets.hpp"
#include "server/games/match_parts.hpp"

namespace petteia::server {

using namespace match_parts;

namespace {

// How often a connected player's last-seen time is written again.
constexpr std::int64_t last_seen_refresh_ms = 3'600'000;

}  // namespace

std::optional<std::int64_t> Match::claim_from(Side away) const {
    const auto since = away_since_[index_of(away)];
    if (!since || !started_ || finished()) return std::nullopt;
    // Days per move: being away is the game's normal state; only the deadline ends a turn.
    if (clock_ && clock_->per_move()) return std::nullopt;
    return *since + settings_.grace_ms;
}

Answer<JoinOutcome> Match::find_seat(const std::optional<std::string>& secret) const {
    if (!secret) return JoinOutcome{};
    for (Side side : {Side::first, Side::second}) {
        const auto& hash = seat_hashes_[index_of(side)];
        if (hash && secret_matches(*secret, *hash)) return JoinOutcome{side, std::nullopt, std::nullopt};
    }
    return refuse(ErrorCode::bad_secret, "this secret belongs to no seat of this game");
}

std::optional<Side> Match::free_seat(std::optional<std::int64_t> account) const {
    if (finished()) return std::nullopt;
    std::optional<Side> first_free;
    for (Side side : {Side::first, Side::second}) {
        if (seat_hashes_[index_of(side)] || (settings_.computer && settings_.computer->side == side)) continue;
        // A tournament's two seats are both free at first: the one kept for `account` is theirs.
        const auto& kept = settings_.accounts[index_of(side)];
        if (account && kept && kept->account_id == *account) return side;
        if (!first_free) first_free = side;
    }
    return first_free;
}

Answer<JoinOutcome> Match::join(const std::optional<std::string>& secret, std::int64_t now,
                                std::optional<std::int64_t> account) {
    (void)now;
    const auto side = secret ? std::nullopt : free_seat(account);
    if (!side) return find_seat(secret);
    // A direct challenge's seat is the challenged account's: anyone else who has the link watches.
    if (const auto& kept = settings_.accounts[index_of(*side)]; kept && kept->account_id != account)
        return JoinOutcome{};
    std::string fresh = new_secret();
    auto& hash = seat_hashes_[index_of(*side)];
    hash = hash_secret(fresh);
    return JoinOutcome{*side, std::move(fresh),
                       changed(EventKind::seat, {Field::seats}, {write(db::writes::SetSeat{index_of(*side), *hash})})};
}

std::optional<std::int64_t> Match::challenged_account() const {
    // A tournament's game waiting for a player is no challenge: nobody declines or withdraws it.
    if (settings_.tournament) return std::nullopt;
    const auto side = free_seat();
    if (!side) return std::nullopt;
    const auto& kept = settings_.accounts[index_of(*side)];
    return kept ? std::optional(kept->account_id) : std::nullopt;
}

Answer<Change> Match::decline_challenge(std::int64_t account, std::int64_t now) {
    const auto challenged = challenged_account();
    if (!challenged) return refuse(ErrorCode::challenge_not_found, "this game is no challenge waiting for an answer");
    const Side kept = *free_seat();
    const auto& challenger = settings_.accounts[index_of(opponent(kept))];
    const bool declines = *challenged == account;
    if (!declines && !(challenger && challenger->account_id == account))
        return refuse(ErrorCode::not_a_player, "only the two players answer a challenge");
    const Side by = declines ? kept : opponent(kept);
    return changed(EventKind::result, {Field::result, Field::clock, Field::offers, Field::legal, Field::seats},
                   {finish(ResultState::aborted, std::nullopt, declines ? "declined" : "withdrawn", now, by)});
}

std::optional<Change> Match::seat_connected(Side side, std::int64_t now) {
    present_[index_of(side)] = true;
    if (const auto since = away_since_[index_of(side)]) last_absence_[index_of(side)] = std::pair{*since, now};
    away_since_[index_of(side)].reset();
    if (auto start = start_if_both_arrived(now)) {
        std::vector<db::GameWrite> writes{std::move(*start)};
        // Days per move: the first turn cut to a day is stored, for the sweep of deadlines.
        if (clock_ && clock_->per_move()) writes.push_back(write(db::writes::UpdateClocks{clock_readings(), turn_started_ms()}));
        return changed(EventKind::started, {Field::seats, Field::clock}, std::move(writes));
    }
    return changed(EventKind::connection, {Field::seats});
}

std::optional<Change> Match::seat_disconnected(Side side, std::int64_t now) {
    present_[index_of(side)] = false;
    away_since_[index_of(side)] = now;
    Change change = changed(EventKind::connection, {Field::seats});
    if (!finished()) change.best_effort_writes.push_back(record_last_seen(now));
    return change;
}

std::optional<db::GameWrite> Match::start_if_both_arrived(std::int64_t now) {
    if (started_ || finished() || !seat_hashes_[0] || !seat_hashes_[1] || !present_[0] || !present_[1]) return std::nullopt;
    started_ = true;
    if (clock_) clock_->start(game_->side_to_move(), now);
    limit_first_move_turn();
    return write(db::writes::StartClock{now, now});
}

bool Match::player_present() const {
    for (Side side : {Side::first, Side::second})
        if (present_[index_of(side)] && !(settings_.computer && settings_.computer->side == side)) return true;
    return false;
}

db::GameWrite Match::record_last_seen(std::int64_t now) {
    last_seen_ms_ = now;
    return write(db::writes::SetLastSeen{now});
}

bool Match::last_seen_refresh_due(std::int64_t now) const {
    return !finished() && player_present() && !(last_seen_ms_ && now - *last_seen_ms_ < last_seen_refresh_ms);
}

std::optional<db::GameWrite> Match::last_seen_refresh(std::int64_t now) {
    if (!last_seen_refresh_due(now)) return std::nullopt;
    return record_last_seen(now);
}

}  // namespace petteia::server
