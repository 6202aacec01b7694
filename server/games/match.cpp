// The referee's life: a new game, one restored from storage, the change every accepted request makes,
// and what the players are shown.
// The other concerns of the referee are in match_seats.cpp, match_moves.cpp, match_offers.cpp and
// match_time.cpp.
#include "server/games/match.hpp"

#include <stdexcept>

#include <algorithm>
#include <cmath>

#include "rules/game_record.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"
#include "ratings/glicko2.hpp"
#include "server/common/secrets.hpp"
#include "server/games/match_parts.hpp"

namespace petteia::server {

using namespace match_parts;

Match::Match(std::string id, MatchSettings settings, std::unique_ptr<Game> game)
    : id_(std::move(id)), settings_(std::move(settings)), game_(std::move(game)) {
    if (settings_.time)
        clock_.emplace(settings_.time->days_per_move ? GameClock::each_move_within(settings_.time->initial_ms)
                                                     : GameClock(settings_.time->initial_ms, settings_.time->increment_ms));
}

CreatedMatch Match::create(MatchSettings settings, Side creator_side, std::int64_t now) {
    // The start was read by protocol/create_game.cpp already; read again, it cannot fail.
    auto game = settings.start_position ? new_game(settings.variant, *settings.start_position) : new_game(settings.variant);
    std::unique_ptr<Match> match(new Match(new_game_id(), std::move(settings), std::move(*game)));
    const std::string secret = new_secret();
    match->seat_hashes_[index_of(creator_side)] = hash_secret(secret);
    match->created_at_ms_ = now;
    if (match->settings_.computer) match->seat_computer(now);
    // Stored before the creator gets the secret: a link handed out always names a stored game.
    db::GameWrite write = match->write(db::writes::CreateGame{match->stored_form(now)});
    return {std::move(match), secret, std::move(write)};
}

std::pair<std::unique_ptr<Match>, std::vector<db::GameWrite>> Match::create_paired(
    MatchSettings settings, std::array<std::string, 2> seat_hashes, std::int64_t now) {
    auto game = new_game(settings.variant);
    std::unique_ptr<Match> match(new Match(new_game_id(), std::move(settings), std::move(*game)));
    match->seat_hashes_ = {std::move(seat_hashes[0]), std::move(seat_hashes[1])};
    match->created_at_ms_ = now;
    std::vector<db::GameWrite> writes{match->write(db::writes::CreateGame{match->stored_form(now)})};
    match->link_accounts(writes);
    return {std::move(match), std::move(writes)};
}

std::pair<std::unique_ptr<Match>, std::vector<db::GameWrite>> Match::create_for_tournament(MatchSettings settings,
                                                                                            std::int64_t now) {
    if (!settings.tournament || !settings.accounts[0] || !settings.accounts[1])
        throw std::logic_error("a tournament's game names its tournament and both its accounts");
    auto game = new_game(settings.variant);
    std::unique_ptr<Match> match(new Match(new_game_id(), std::move(settings), std::move(*game)));
    match->created_at_ms_ = now;
    match->started_ = true;
    if (match->clock_) match->clock_->start(match->game_->side_to_move(), now);
    std::vector<db::GameWrite> writes{match->write(db::writes::CreateGame{match->stored_form(now)})};
    match->link_accounts(writes);
    return {std::move(match), std::move(writes)};
}

std::vector<db::GameWrite> Match::account_links() const {
    std::vector<db::GameWrite> links;
    link_accounts(links);
    return links;
}

void Match::link_accounts(std::vector<db::GameWrite>& writes) const {
    for (int seat = 0; seat < 2; ++seat)
        if (const auto& account = settings_.accounts[static_cast<std::size_t>(seat)])
            writes.push_back(write(db::writes::LinkAccount{seat, account->account_id, account->rating, account->deviation}));
}

Expected<RestoredMatch, std::string> Match::restore(const db::StoredGame& stored, std::int64_t grace_ms,
                                                   std::int64_t last_alive_ms, std::int64_t now, std::int64_t first_move_ms) {
    auto game = stored.start_position ? new_game(stored.variant, *stored.start_position) : new_game(stored.variant);
    if (!game) return unexpected(game.error().reason);
    MatchSettings settings{stored.variant, std::nullopt, grace_ms, std::nullopt, stored.start_position};
    settings.lobby = stored.lobby;
    settings.rated = stored.rated;
    settings.tournament = stored.tournament_id;
    settings.first_move_ms = first_move_ms;
    for (std::size_t seat = 0; seat < 2; ++seat)
        if (const auto& player = stored.players[seat])
            settings.accounts[seat] = SeatAccount{player->account_id, player->name, player->rating_before,
                                                  player->deviation_before, player->rating_change};
    if (stored.time_control)
        settings.time = protocol::TimeControl{stored.time_control->initial_ms, stored.time_control->increment_ms,
                                              stored.time_control->days_per_move};
    if (stored.opponent.starts_with("computer:")) {
        const auto level = engine::parse_level(std::string_view(stored.opponent).substr(9));
        if (!level) return unexpected("unknown opponent '" + stored.opponent + "'");
        // The computer sits where no secret does.
        settings.computer = ComputerSeat{stored.seat_hashes[0] ? Side::second : Side::first, *level};
    } else if (stored.opponent != "human") {
        return unexpected("unknown opponent '" + stored.opponent + "'");
    }
    std::unique_ptr<Match> match(new Match(stored.id, std::move(settings), std::move(*game)));
    // A tournament's berserk is in its clocks already; the flags say so, and that it is spent.
    match->berserk_ = stored.berserk;
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
    match->listing_ = stored.listing;
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
            if (match->clock_->per_move()) {
                // Days per move: the deadline is a date the players were shown, kept to the millisecond
                // whatever happened to the servers meanwhile (a restart, a node gone): nothing to write.
                turn_started = *stored.turn_started_at_ms;
            } else if (!(match->settings_.computer && !match->has_moved(*running))) {  // held: nothing ran
                const std::int64_t used = std::max<std::int64_t>(0, std::min(last_alive_ms, now) - *stored.turn_started_at_ms);
                remaining[index_of(*running)] = std::max<std::int64_t>(0, remaining[index_of(*running)] - used);
            }
        }
        match->clock_ = GameClock::restore(*match->clock_, remaining, running, turn_started);
        // Against the computer, a side that has not moved yet is still held (seat_computer).
        if (match->settings_.computer)
            for (const Side seat : {Side::first, Side::second})
                if (!match->has_moved(seat)) match->clock_->hold(seat);
        if (running && !match->clock_->per_move())
            writes.push_back(match->write(db::writes::UpdateClocks{remaining, turn_started}));
    }
    return RestoredMatch{std::move(match), std::move(writes)};
}

db::GameWrite Match::resume_versions_after(std::int64_t told) {
    version_ = std::max(version_, told) + 1;
    const auto side = [](std::optional<Side> offering) { return offering ? std::optional(index_of(*offering)) : std::nullopt; };
    return write(db::writes::SetState{version_, {side(offers_.draw), side(offers_.takeback), side(offers_.rematch)}});
}

// Against the computer the game starts at once: its seat is taken and connected from the start.
// Each side's time runs from its first move (issue 40): the player's, so that reading the how-to
// costs nothing; the computer's, so that neither begins behind.
void Match::seat_computer(std::int64_t now) {
    present_[index_of(settings_.computer->side)] = true;
    started_ = true;
    if (clock_) {
        clock_->start(game_->side_to_move(), now);
        for (const Side side : {Side::first, Side::second}) clock_->hold(side);
    }
}

db::StoredGame Match::stored_form(std::int64_t now) const {
    db::StoredGame stored;
    stored.id = id_;
    stored.variant = settings_.variant;
    stored.start_position = settings_.start_position;
    if (settings_.time)
        stored.time_control =
            db::TimeControl{settings_.time->initial_ms, settings_.time->increment_ms, settings_.time->days_per_move};
    if (settings_.computer) stored.opponent = "computer:" + std::string(engine::level_name(settings_.computer->level));
    stored.seat_hashes = seat_hashes_;
    stored.created_at_ms = now;
    if (started_) stored.started_at_ms = stored.turn_started_at_ms = now;
    stored.remaining_ms = clock_readings();
    stored.lobby = settings_.lobby;
    stored.rated = settings_.rated;
    stored.tournament_id = settings_.tournament;
    stored.listing = listing_;
    return stored;
}

Change Match::changed(EventKind kind, std::vector<Field> fields, std::vector<db::GameWrite> writes,
                      std::optional<protocol::MoveView> move) {
    ++version_;
    const auto side = [](std::optional<Side> offering) { return offering ? std::optional(index_of(*offering)) : std::nullopt; };
    db::GameWrite state = write(db::writes::SetState{version_, {side(offers_.draw), side(offers_.takeback), side(offers_.rematch)}});
    // The version goes with every change, so that a restart counts on from it; an offer must be
    // stored before it is told, since it survives a restart; a mere connection need not wait.
    const bool must_store = !writes.empty() || kind == EventKind::offer || kind == EventKind::rated;
    Change change{kind, std::move(fields), std::move(move), std::move(writes), {}};
    (must_store ? change.writes : change.best_effort_writes).push_back(std::move(state));
    return change;
}

Answer<Change> Match::set_listing(Side side, bool listed) {
    if (settings_.computer)
        return unexpected(protocol::ProtocolError{protocol::ErrorCode::offer_not_allowed,
                                                  "a game against the computer is never listed", {}});
    listing_[index_of(side)] = listed;
    return changed(EventKind::listing, {Field::listing, Field::listed},
                   {write(db::writes::SetListing{index_of(side), listed})});
}

bool Match::listed() const {
    if (settings_.computer) return false;
    if (settings_.lobby) return listing_[0] != false && listing_[1] != false;
    return listing_[0] == true && listing_[1] == true;
}

Change Match::rated(const std::array<std::optional<double>, 2>& after, const std::array<std::optional<double>, 2>& change) {
    for (std::size_t seat = 0; seat < 2; ++seat) {
        auto& account = settings_.accounts[seat];
        if (!account || !change[seat]) continue;
        // The rating shown stays the one the game began with; the change says where it went.
        account->change = change[seat];
        if (!account->rating && after[seat]) account->rating = *after[seat] - *change[seat];
    }
    return changed(EventKind::rated, {Field::players});
}

std::optional<std::int64_t> Match::seat_account(Side seat) const {
    const auto& account = settings_.accounts[static_cast<std::size_t>(index_of(seat))];
    return account ? std::optional(account->account_id) : std::nullopt;
}

void Match::sit_account(Side seat, std::int64_t account_id) {
    auto& account = settings_.accounts[static_cast<std::size_t>(index_of(seat))];
    if (settings_.lobby || account) return;
    account = SeatAccount{account_id, {}, std::nullopt, std::nullopt, std::nullopt};
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
    if (clock_) {
        // A side held before its first move (against the computer): nobody's time runs.
        view.clock = protocol::ClockView{clock_->initial_ms(), clock_->increment_ms(), clock_->remaining_at(now),
                                         clock_->ticking() ? clock_->running() : std::nullopt};
        view.clock->first_move_by_ms = first_move_deadline();
        if (settings_.time && settings_.time->days_per_move) {
            view.clock->days = settings_.time->days_per_move;
            view.clock->deadline_ms = clock_deadline();
        }
    }
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
    view.rated = settings_.rated;
    view.tournament = settings_.tournament;
    view.berserk = berserk_;
    view.listing = listing_;
    view.listed = listed();
    if (settings_.lobby) {
        view.players.emplace();
        for (std::size_t seat = 0; seat < 2; ++seat) {
            const auto& account = settings_.accounts[seat];
            if (!account) continue;
            const auto points = [](std::optional<double> value) {
                return value ? std::optional<std::int64_t>(std::llround(*value)) : std::nullopt;
            };
            (*view.players)[seat] = protocol::PlayerView{
                account->name, points(account->rating),
                account->rating && ratings::provisional({*account->rating, account->deviation.value_or(ratings::max_deviation)}),
                points(account->change)};
        }
    }
    return view;
}

}  // namespace petteia::server
