// The players' actions besides moves: offers (draw, takeback, rematch) and their answers, resigning,
// aborting, claiming a win or a draw.
// One of the files of Match (server/games/match.hpp), each a concern of the referee.
#include "server/games/match.hpp"

#include "rules/variants.hpp"
#include "server/common/secrets.hpp"
#include "server/games/match_parts.hpp"

namespace petteia::server {

using namespace match_parts;

Answer<ActionOutcome> Match::act(Side side, Action action, std::int64_t now) {
    const Side other = opponent(side);
    auto& offers = offers_;
    const auto done = [&](EventKind kind, std::vector<Field> fields,
                          std::vector<db::GameWrite> writes = {}) -> Answer<ActionOutcome> {
        return ActionOutcome{changed(kind, std::move(fields), std::move(writes)), nullptr};
    };
    const std::vector<Field> offer_fields{Field::offers};
    const std::vector<Field> result_fields{Field::result, Field::clock, Field::offers, Field::legal, Field::seats};

    // Offers after the game are about a rematch; everything else needs a game in progress.
    const bool about_rematch =
        action == Action::offer_rematch || action == Action::accept_rematch || action == Action::decline_rematch;
    if (about_rematch && !finished()) return refuse(ErrorCode::offer_not_allowed, "a rematch is offered once the game is over");
    if (!about_rematch && finished()) return refuse(ErrorCode::game_over, "the game is over");
    const bool needs_start = action != Action::abort && action != Action::resign && !about_rematch;
    if (needs_start && !started_) return refuse(ErrorCode::game_not_started, "the game starts when your opponent arrives");

    // A tournament's game is played out: aborting would let a player dodge an opponent, a takeback or
    // a rematch would change what the standings count.
    if (settings_.tournament) {
        if (action == Action::abort) return refuse(ErrorCode::cannot_abort, "a tournament's game cannot be aborted; resign instead");
        if (action == Action::request_takeback || action == Action::offer_rematch)
            return refuse(ErrorCode::offer_not_allowed, "no takeback nor rematch in a tournament's game");
    }

    switch (action) {
        case Action::resign:
            return done(EventKind::result, result_fields, {finish(ResultState::win, other, "resign", now, side)});
        case Action::abort:
            if (moves_.size() >= 2) return refuse(ErrorCode::cannot_abort, "both sides have moved; resign instead");
            // A challenge nobody answered yet is withdrawn (as DELETE /api/games/<id>/challenge says it).
            return done(EventKind::result, result_fields,
                        {finish(ResultState::aborted, std::nullopt, challenged_account() ? "withdrawn" : "aborted", now, side)});
        case Action::claim_win: {
            if (clock_ && clock_->per_move())
                return refuse(ErrorCode::cannot_claim, "in a game of days per move your opponent has until the deadline; "
                                                       "the game ends on time if no move comes");
            const auto from = claim_from(other);
            if (!from || present_[index_of(other)]) return refuse(ErrorCode::cannot_claim, "your opponent is connected");
            if (now < *from)
                return refuse(ErrorCode::cannot_claim, "your opponent may still come back; you can claim the win in " +
                                                           std::to_string((*from - now + 999) / 1000) + " s");
            return done(EventKind::result, result_fields, {finish(ResultState::win, side, "abandoned", now, side)});
        }
        case Action::offer_draw:
            if (offers.draw == other) return act(side, Action::accept_draw, now);
            if (offers.draw == side) return refuse(ErrorCode::offer_not_allowed, "you already offer a draw");
            offers.draw = side;
            return done(EventKind::offer, offer_fields);
        case Action::accept_draw:
            if (offers.draw != other) return refuse(ErrorCode::no_offer, "there is no draw offer to accept");
            return done(EventKind::result, result_fields, {finish(ResultState::draw, std::nullopt, "agreement", now)});
        case Action::decline_draw:
            if (offers.draw != other) return refuse(ErrorCode::no_offer, "there is no draw offer to decline");
            offers.draw.reset();
            return done(EventKind::offer, offer_fields);
        case Action::request_takeback:
            if (!has_moved(side)) return refuse(ErrorCode::offer_not_allowed, "you have no move to take back");
            if (offers.takeback == side) return refuse(ErrorCode::offer_not_allowed, "you already ask for a takeback");
            offers.takeback = side;
            return done(EventKind::offer, offer_fields);
        case Action::accept_takeback:
            if (offers.takeback != other) return refuse(ErrorCode::no_offer, "there is no takeback request to accept");
            return take_back(other, now);
        case Action::decline_takeback:
            // The requester may send it too: a takeback request can be withdrawn until it is answered.
            if (!offers.takeback) return refuse(ErrorCode::no_offer, "there is no takeback request to decline");
            offers.takeback.reset();
            return done(EventKind::offer, offer_fields);
        case Action::offer_rematch:
            if (rematch_) return refuse(ErrorCode::offer_not_allowed, "the rematch is already agreed");
            if (offers.rematch == other) return agree_rematch(now);
            if (offers.rematch == side) return refuse(ErrorCode::offer_not_allowed, "you already offer a rematch");
            offers.rematch = side;
            return done(EventKind::offer, offer_fields);
        case Action::accept_rematch:
            if (offers.rematch != other) return refuse(ErrorCode::no_offer, "there is no rematch offer to accept");
            return agree_rematch(now);
        case Action::decline_rematch:
            // The offer's maker may send it too: a rematch offer can be withdrawn until it is accepted.
            if (!offers.rematch) return refuse(ErrorCode::no_offer, "there is no rematch offer to decline");
            offers.rematch.reset();
            return done(EventKind::offer, offer_fields);
        case Action::berserk: return berserk(side);
        case Action::snapshot: break;
    }
    return refuse(ErrorCode::internal, "unhandled action");
}

Answer<ActionOutcome> Match::berserk(Side side) {
    const auto refuse = [](std::string message) -> Answer<ActionOutcome> {
        return unexpected(protocol::ProtocolError{protocol::ErrorCode::offer_not_allowed, std::move(message), {}});
    };
    if (!settings_.tournament || !clock_ || clock_->per_move())
        return refuse("berserk is a tournament's, in a game on a clock");
    if (berserk_[index_of(side)]) return refuse("you berserked already");
    if (has_moved(side)) return refuse("berserk comes before your first move");
    clock_->halve(side);
    berserk_[index_of(side)] = true;
    return ActionOutcome{changed(EventKind::berserk, {Field::berserk, Field::clock},
                                 {write(db::writes::UpdateClocks{clock_readings(), turn_started_ms()}),
                                  write(db::writes::Berserk{static_cast<int>(index_of(side))})}),
                         nullptr};
}

Answer<ActionOutcome> Match::take_back(Side requester, std::int64_t now) {
    // The requester's last move goes, and the opponent's reply to it if there was one.
    const int plies = game_->side_to_move() == requester ? 2 : 1;
    for (int i = 0; i < plies; ++i) {
        game_->undo();
        moves_.pop_back();
    }
    // Time already used stays used: the clock only changes hands.
    if (clock_) clock_->hand_over(requester, now);
    offers_.draw.reset();
    offers_.takeback.reset();
    facts_.forget();
    std::vector<Field> fields = position_fields;
    fields.push_back(Field::moves);
    return ActionOutcome{changed(EventKind::takeback, std::move(fields),
                                 {write(db::writes::TruncateMoves{static_cast<int>(moves_.size()), clock_readings(),
                                                                 turn_started_ms()})}),
                         nullptr};
}

Answer<ActionOutcome> Match::agree_rematch(std::int64_t now) {
    // Same settings, colours swapped: each player keeps their secret, now for the other seat.
    auto game = new_game(settings_.variant);
    MatchSettings settings = settings_;
    if (settings.computer) settings.computer->side = opponent(settings.computer->side);
    // The same accounts, seats swapped; their ratings are those the rating of this game left.
    std::swap(settings.accounts[0], settings.accounts[1]);
    for (auto& account : settings.accounts) {
        if (!account) continue;
        if (account->rating && account->change) *account->rating += *account->change;
        account->change.reset();
    }
    std::unique_ptr<Match> rematch(new Match(new_game_id(), std::move(settings), std::move(*game)));
    rematch->seat_hashes_ = {seat_hashes_[1], seat_hashes_[0]};
    rematch->created_at_ms_ = now;
    if (rematch->settings_.computer) rematch->seat_computer(now);

    db::StoredGame stored = rematch->stored_form(now);
    stored.rematch_of = id_;
    std::vector<db::GameWrite> writes{rematch->write(db::writes::CreateGame{std::move(stored)})};
    rematch->link_accounts(writes);

    rematch_ = rematch->id_;
    offers_.rematch.reset();
    return ActionOutcome{changed(EventKind::rematch, {Field::offers, Field::rematch}, std::move(writes)), std::move(rematch)};
}

}  // namespace petteia::server
