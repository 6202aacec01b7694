#include "server/games/match.hpp"

#include <algorithm>

#include "rules/game_record.hpp"
#include "rules/notation.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"
#include "server/common/secrets.hpp"

namespace petteia::server {

namespace {

using protocol::Action;
using protocol::ErrorCode;
using protocol::EventKind;
using protocol::Field;
using protocol::ProtocolError;
using protocol::ResultState;

Unexpected<ProtocolError> refuse(ErrorCode code, std::string message, std::optional<std::string> detail = {}) {
    return unexpected(ProtocolError{code, std::move(message), std::move(detail)});
}

// How often a connected player's last-seen time is written again.
constexpr std::int64_t last_seen_refresh_ms = 3'600'000;

// Fields that change together when the position changes.
const std::vector<Field> position_fields{Field::position,   Field::to_move,       Field::last_move,
                                         Field::legal,      Field::threatened,    Field::in_check,
                                         Field::special_moves, Field::clock,      Field::offers,
                                         Field::result};

}  // namespace

Match::Match(std::string id, MatchSettings settings, std::unique_ptr<Game> game)
    : id_(std::move(id)), settings_(std::move(settings)), game_(std::move(game)) {
    if (settings_.time) clock_.emplace(settings_.time->initial_ms, settings_.time->increment_ms);
}

CreatedMatch Match::create(MatchSettings settings, Side creator_side, std::int64_t now) {
    auto game = new_game(settings.variant);
    std::unique_ptr<Match> match(new Match(new_game_id(), std::move(settings), std::move(*game)));
    const std::string secret = new_secret();
    match->seat_hashes_[index_of(creator_side)] = hash_secret(secret);
    match->created_at_ms_ = now;
    if (match->settings_.computer) match->seat_computer(now);
    // Stored before the creator gets the secret: a link handed out always names a stored game.
    db::GameWrite write = match->write(db::writes::CreateGame{match->stored_form(now)});
    return {std::move(match), secret, std::move(write)};
}

Expected<RestoredMatch, std::string> Match::restore(const db::StoredGame& stored, std::int64_t grace_ms,
                                                   std::int64_t last_alive_ms, std::int64_t now) {
    auto game = stored.start_position ? new_game(stored.variant, *stored.start_position) : new_game(stored.variant);
    if (!game) return unexpected(game.error().reason);
    MatchSettings settings{stored.variant, std::nullopt, grace_ms, std::nullopt};
    if (stored.time_control) settings.time = protocol::TimeControl{stored.time_control->initial_ms, stored.time_control->increment_ms};
    if (stored.opponent.starts_with("computer:")) {
        const auto level = engine::parse_level(std::string_view(stored.opponent).substr(9));
        if (!level) return unexpected("unknown opponent '" + stored.opponent + "'");
        // The computer sits where no secret does.
        settings.computer = ComputerSeat{stored.seat_hashes[0] ? Side::second : Side::first, *level};
    } else if (stored.opponent != "human") {
        return unexpected("unknown opponent '" + stored.opponent + "'");
    }
    std::unique_ptr<Match> match(new Match(stored.id, std::move(settings), std::move(*game)));
    std::vector<db::GameWrite> writes;

    for (const db::StoredMove& move : stored.moves) {
        const Side side = match->game_->side_to_move();
        const auto parsed = match->game_->parse_move(move.move);
        if (!parsed) return unexpected("stored move " + move.move + " is refused: " + parsed.error().reason);
        std::string text = match->game_->move_text(*parsed);
        auto played = match->game_->play(*parsed);
        if (!played) return unexpected("stored move " + move.move + " is refused: " + played.error().reason);
        match->moves_.push_back({std::move(text), side, square_names(*match->game_, played->captured),
                                 match->clock_ ? std::optional<std::int64_t>(move.mover_remaining_ms) : std::nullopt});
    }
    // Versions go on from the last one stored; offers pending then are pending still.
    match->version_ = stored.version;
    const auto side = [](std::optional<int> offering) {
        return offering ? std::optional(static_cast<Side>(*offering)) : std::nullopt;
    };
    match->offers_ = {side(stored.offers.draw), side(stored.offers.takeback), side(stored.offers.rematch)};
    match->created_at_ms_ = stored.created_at_ms;
    if (!stored.moves.empty()) match->last_move_at_ms_ = stored.moves.back().played_at_ms;
    match->last_seen_ms_ = stored.last_seen_at_ms;
    match->seat_hashes_ = stored.seat_hashes;
    match->started_ = stored.started_at_ms.has_value();
    match->rematch_ = stored.rematch_id;
    if (stored.result) {
        const auto& result = *stored.result;
        const auto state = protocol::result_state_named(result.state);
        if (!state || *state == ResultState::ongoing) return unexpected("unknown result state '" + result.state + "'");
        match->result_.state = *state;
        if (result.winner) match->result_.winner = static_cast<Side>(*result.winner);
        match->result_.reason = result.reason;
        if (result.by) match->result_.by = static_cast<Side>(*result.by);
    }
    for (int seat = 0; seat < 2; ++seat)
        if (stored.seat_hashes[seat]) match->away_since_[seat] = now;
    if (match->settings_.computer) match->present_[index_of(match->settings_.computer->side)] = true;

    if (match->clock_) {
        // The side to move is charged for the time it had before the server went down, not after.
        std::optional<Side> running;
        std::int64_t turn_started = now;
        std::array<std::int64_t, 2> remaining = stored.remaining_ms;
        if (stored.turn_started_at_ms && !match->finished()) {
            running = match->game_->side_to_move();
            const std::int64_t used = std::max<std::int64_t>(0, std::min(last_alive_ms, now) - *stored.turn_started_at_ms);
            remaining[index_of(*running)] = std::max<std::int64_t>(0, remaining[index_of(*running)] - used);
        }
        match->clock_ = GameClock::restore(match->clock_->initial_ms(), match->clock_->increment_ms(), remaining, running,
                                           turn_started);
        if (running) writes.push_back(match->write(db::writes::UpdateClocks{remaining, turn_started}));
    }
    return RestoredMatch{std::move(match), std::move(writes)};
}

// Against the computer the game starts at once: its seat is taken and connected from the start.
void Match::seat_computer(std::int64_t now) {
    present_[index_of(settings_.computer->side)] = true;
    started_ = true;
    if (clock_) clock_->start(game_->side_to_move(), now);
}

db::StoredGame Match::stored_form(std::int64_t now) const {
    db::StoredGame stored;
    stored.id = id_;
    stored.variant = settings_.variant;
    if (settings_.time) stored.time_control = db::TimeControl{settings_.time->initial_ms, settings_.time->increment_ms};
    if (settings_.computer) stored.opponent = "computer:" + std::string(engine::level_name(settings_.computer->level));
    stored.seat_hashes = seat_hashes_;
    stored.created_at_ms = now;
    if (started_) stored.started_at_ms = stored.turn_started_at_ms = now;
    stored.remaining_ms = clock_readings();
    return stored;
}

Change Match::changed(EventKind kind, std::vector<Field> fields, std::vector<db::GameWrite> writes,
                      std::optional<protocol::MoveView> move) {
    ++version_;
    const auto side = [](std::optional<Side> offering) { return offering ? std::optional(index_of(*offering)) : std::nullopt; };
    db::GameWrite state = write(db::writes::SetState{version_, {side(offers_.draw), side(offers_.takeback), side(offers_.rematch)}});
    // The version goes with every change, so that a restart counts on from it; an offer must be
    // stored before it is told, since it survives a restart; a mere connection need not wait.
    const bool must_store = !writes.empty() || kind == EventKind::offer;
    Change change{kind, std::move(fields), std::move(move), std::move(writes), {}};
    (must_store ? change.writes : change.best_effort_writes).push_back(std::move(state));
    return change;
}

std::array<std::int64_t, 2> Match::clock_readings() const {
    return clock_ ? clock_->stored_remaining() : std::array<std::int64_t, 2>{0, 0};
}

std::optional<std::int64_t> Match::remaining_ms(Side side, std::int64_t now) const {
    return clock_ ? std::optional<std::int64_t>(clock_->remaining_at(now)[index_of(side)]) : std::nullopt;
}

std::optional<std::int64_t> Match::turn_started_ms() const {
    return clock_ ? std::optional<std::int64_t>(clock_->turn_started_ms()) : std::nullopt;
}

bool Match::has_moved(Side side) const {
    for (const auto& move : moves_)
        if (move.side == side) return true;
    return false;
}

std::optional<std::int64_t> Match::claim_from(Side away) const {
    const auto since = away_since_[index_of(away)];
    if (!since || !started_ || finished()) return std::nullopt;
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

std::optional<Side> Match::free_seat() const {
    if (finished()) return std::nullopt;
    for (Side side : {Side::first, Side::second})
        if (!seat_hashes_[index_of(side)] && !(settings_.computer && settings_.computer->side == side)) return side;
    return std::nullopt;
}

Answer<JoinOutcome> Match::join(const std::optional<std::string>& secret, std::int64_t now) {
    (void)now;
    const auto side = secret ? std::nullopt : free_seat();
    if (!side) return find_seat(secret);
    std::string fresh = new_secret();
    auto& hash = seat_hashes_[index_of(*side)];
    hash = hash_secret(fresh);
    return JoinOutcome{*side, std::move(fresh),
                       changed(EventKind::seat, {Field::seats}, {write(db::writes::SetSeat{index_of(*side), *hash})})};
}

std::optional<Change> Match::seat_connected(Side side, std::int64_t now) {
    present_[index_of(side)] = true;
    away_since_[index_of(side)].reset();
    if (auto start = start_if_both_arrived(now)) return changed(EventKind::started, {Field::seats, Field::clock}, {*start});
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
    return write(db::writes::StartClock{now, now});
}

Answer<Change> Match::move(Side side, std::string_view text, std::int64_t now, std::optional<int> ply) {
    if (finished()) return refuse(ErrorCode::game_over, "the game is over");
    if (!started_) return refuse(ErrorCode::game_not_started, "the game starts when your opponent arrives");
    if (ply && static_cast<std::size_t>(*ply) != moves_.size())
        return refuse(ErrorCode::position_changed, "the position changed before your move arrived (" +
                                                       std::to_string(moves_.size()) + " moves played, your move was for " +
                                                       std::to_string(*ply) + "); nothing was played");
    if (side != game_->side_to_move())
        return refuse(ErrorCode::not_your_turn, "it is " + variant().side_name(game_->side_to_move()) + "'s move");
    const auto illegal = [](const MoveError& error) {
        return refuse(ErrorCode::illegal_move, error.reason, std::string(to_string(error.code)));
    };
    const auto parsed = game_->parse_move(text);
    if (!parsed) return illegal(parsed.error());
    // Written in the position it is played in (a variant's notation may say what it captures).
    std::string canonical = game_->move_text(*parsed);
    auto played = game_->play(*parsed);
    if (!played) return illegal(played.error());

    std::optional<std::int64_t> mover_clock;
    if (clock_) mover_clock = clock_->complete_move(now);
    protocol::MoveView view{std::move(canonical), side, square_names(*game_, played->captured), mover_clock};
    moves_.push_back(view);
    last_move_at_ms_ = now;
    offers_.draw.reset();
    offers_.takeback.reset();
    facts_.forget();
    std::vector<db::GameWrite> writes{write(db::writes::AppendMove{static_cast<int>(moves_.size()) - 1,
                                                                  db::StoredMove{view.move, mover_clock.value_or(0), now},
                                                                  clock_readings(), turn_started_ms()})};

    const GameStatus status = game_->status();
    if (status.state != GameState::ongoing)
        writes.push_back(finish(status.state == GameState::win ? ResultState::win : ResultState::draw, status.winner,
                                std::string(to_string(status.reason)), now));
    return changed(EventKind::move, position_fields, std::move(writes), std::move(view));
}

db::GameWrite Match::finish(ResultState state, std::optional<Side> winner, std::string reason, std::int64_t now,
                            std::optional<Side> by) {
    if (clock_) clock_->stop(now);
    result_ = {state, winner, reason, by};
    offers_ = {};
    const auto index = [](std::optional<Side> side) { return side ? std::optional<int>(index_of(*side)) : std::nullopt; };
    return write(db::writes::Finish{
        db::StoredResult{std::string(protocol::to_string(state)), index(winner), std::move(reason), index(by)},
        clock_readings(), now});
}

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

    switch (action) {
        case Action::resign:
            return done(EventKind::result, result_fields, {finish(ResultState::win, other, "resign", now, side)});
        case Action::abort:
            if (moves_.size() >= 2) return refuse(ErrorCode::cannot_abort, "both sides have moved; resign instead");
            return done(EventKind::result, result_fields, {finish(ResultState::aborted, std::nullopt, "aborted", now, side)});
        case Action::claim_win: {
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
            if (offers.takeback != other) return refuse(ErrorCode::no_offer, "there is no takeback request to decline");
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
        case Action::snapshot: break;
    }
    return refuse(ErrorCode::internal, "unhandled action");
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
    std::unique_ptr<Match> rematch(new Match(new_game_id(), std::move(settings), std::move(*game)));
    rematch->seat_hashes_ = {seat_hashes_[1], seat_hashes_[0]};
    rematch->created_at_ms_ = now;
    if (rematch->settings_.computer) rematch->seat_computer(now);

    db::StoredGame stored = rematch->stored_form(now);
    stored.rematch_of = id_;
    db::GameWrite create = rematch->write(db::writes::CreateGame{std::move(stored)});

    rematch_ = rematch->id_;
    offers_.rematch.reset();
    return ActionOutcome{changed(EventKind::rematch, {Field::offers, Field::rematch}, {std::move(create)}), std::move(rematch)};
}

bool Match::time_is_out(std::int64_t now) const { return !finished() && clock_ && clock_->flagged(now); }

std::optional<Change> Match::check_time(std::int64_t now) {
    if (!time_is_out(now)) return std::nullopt;
    const Side loser = *clock_->running();
    db::GameWrite result = finish(ResultState::win, opponent(loser), "time", now);
    return changed(EventKind::result, {Field::result, Field::clock, Field::offers, Field::legal, Field::seats}, {std::move(result)});
}

std::optional<std::int64_t> Match::clock_deadline() const {
    if (finished() || !clock_) return std::nullopt;
    return clock_->deadline();
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

std::int64_t Match::last_activity_ms() const {
    return std::max({created_at_ms_, last_move_at_ms_, last_seen_ms_.value_or(created_at_ms_)});
}

std::optional<std::string_view> Match::expiry(const ExpiryLimits& limits, std::int64_t now) const {
    if (finished()) return std::nullopt;
    const bool invitation = !settings_.computer && !(seat_hashes_[0] && seat_hashes_[1]);
    if (invitation && now - created_at_ms_ >= limits.invitation_ms) return invitation_expired_reason;
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

bool Match::last_seen_refresh_due(std::int64_t now) const {
    return !finished() && player_present() && !(last_seen_ms_ && now - *last_seen_ms_ < last_seen_refresh_ms);
}

std::optional<db::GameWrite> Match::last_seen_refresh(std::int64_t now) {
    if (!last_seen_refresh_due(now)) return std::nullopt;
    return record_last_seen(now);
}

std::vector<std::string> Match::positions() const {
    // Backwards from the position now: the rules undo exactly what they played.
    const auto game = game_->clone();
    std::vector<std::string> positions{format_position(*game)};
    while (game->undo()) positions.push_back(format_position(*game));
    std::reverse(positions.begin(), positions.end());
    return positions;
}

protocol::GameView Match::view(std::int64_t now) const {
    protocol::GameView view;
    view.game = id_;
    view.version = version_;
    view.variant = &variant();
    view.position = format_position(*game_);
    view.to_move = game_->side_to_move();
    view.moves = &moves_;
    const PositionFacts::Facts& facts = facts_.of(*game_);
    if (!finished()) view.legal = facts.legal;
    view.threatened = facts.threatened;
    view.in_check = facts.in_check;
    view.special_moves = facts.special_moves;
    if (clock_)
        view.clock = protocol::ClockView{clock_->initial_ms(), clock_->increment_ms(), clock_->remaining_at(now),
                                         clock_->running()};
    view.result = result_;
    view.offers = offers_;
    for (Side side : {Side::first, Side::second}) {
        const int i = index_of(side);
        const bool computer_seat = settings_.computer && settings_.computer->side == side;
        view.seats[i] = {seat_hashes_[i].has_value() || computer_seat, present_[i], away_since_[i], claim_from(side)};
    }
    if (settings_.computer)
        view.computer = protocol::ComputerView{settings_.computer->side, std::string(engine::level_name(settings_.computer->level))};
    view.rematch = rematch_;
    view.server_time_ms = now;
    return view;
}

}  // namespace petteia::server
