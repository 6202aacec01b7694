#include "server/games/game_room.hpp"

#include <utility>

#include <spdlog/spdlog.h>

#include "protocol/server_messages.hpp"
#include "server/common/clock_source.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/guarded.hpp"

namespace petteia::server {

GameRoom::GameRoom(asio::any_io_executor executor, std::unique_ptr<Match> match, GameRegistry& registry,
                   std::string owner)
    : strand_(asio::make_strand(executor)), match_(std::move(match)), id_(match_->id()), registry_(registry),
      clock_timer_(strand_), retry_timer_(strand_), computer_owner_(owner.empty() ? "game " + id_ : std::move(owner)) {}

void GameRoom::start(std::function<void()> started) {
    asio::post(strand_, [self = shared_from_this(), started = std::move(started)] {
        self->run(nullptr, std::nullopt, [self] {
            self->arm_clock_timer();
            self->play_computer_part(now_ms());
        });
        if (started) started();
    });
}

void GameRoom::join(std::shared_ptr<Subscriber> subscriber, protocol::Join join, std::optional<nlohmann::json> ref) {
    asio::post(strand_, [self = shared_from_this(), subscriber = std::move(subscriber), join = std::move(join),
                         ref = std::move(ref)] {
        self->run(subscriber, ref, [self, subscriber, join, ref] { self->on_join(subscriber, join, ref); });
    });
}

void GameRoom::handle(std::shared_ptr<Subscriber> subscriber, protocol::ClientRequest request) {
    // Dispatched, not posted: called from the socket's read on an I/O thread, the move is judged
    // there and then when no other thread is in the room, instead of queued for whichever thread
    // the scheduler wakes (a context switch and a pass of the reactor a move, issue 41).
    asio::dispatch(strand_, [self = shared_from_this(), subscriber = std::move(subscriber),
                             request = std::move(request)] {
        auto ref = request.ref;
        self->run(subscriber, std::move(ref), [self, subscriber, request] { self->on_request(subscriber, request); });
    });
}

void GameRoom::leave(std::shared_ptr<Subscriber> subscriber) {
    asio::post(strand_, [self = shared_from_this(), subscriber = std::move(subscriber)] {
        self->run(nullptr, std::nullopt, [self, subscriber] { self->on_leave(subscriber); });
    });
}

void GameRoom::run(std::shared_ptr<Subscriber> requester, std::optional<nlohmann::json> ref, std::function<void()> handler,
                   std::function<void()> if_moved) {
    if (moved_) {
        // Whoever still asks this node about the game connects again, and reaches the node that has it.
        if (requester) requester->move_elsewhere();
        if (if_moved) if_moved();
        return;
    }
    if (storing_) {
        waiting_.push_back([self = shared_from_this(), requester = std::move(requester), ref = std::move(ref),
                            handler = std::move(handler), if_moved = std::move(if_moved)] {
            self->run(requester, ref, handler, if_moved);
        });
        return;
    }
    unit_.emplace();
    unit_->followers_before = followers_;
    unit_->requester = requester;
    unit_->ref = std::move(ref);
    try {
        handler();
    } catch (const std::exception& fault) {
        // A fault of the server's own, halfway through: nothing of it is kept, nothing is told.
        spdlog::error("game {}: {}", id_, fault.what());
        match_.undo(match_.take_undo());
        followers_ = std::move(unit_->followers_before);
        unit_.reset();
        if (requester)
            requester->deliver(std::make_shared<const std::string>(
                protocol::error_message({protocol::ErrorCode::internal, "the server failed; try again", {}})));
        return;
    }
    end_unit();
}

void GameRoom::rated(const std::vector<db::RatingChange>& changes) {
    if (changes.empty()) return;
    asio::post(strand_, [self = shared_from_this(), changes] {
        // `changes` by value: run() keeps the handler for later when the room is storing a unit,
        // and this lambda (which holds them) is gone by then.
        self->run(nullptr, std::nullopt, [self, changes] {
            std::array<std::optional<double>, 2> after;
            std::array<std::optional<double>, 2> change;
            for (const db::RatingChange& rated : changes) {
                if (rated.side < 0 || rated.side > 1) continue;
                after[static_cast<std::size_t>(rated.side)] = rated.after;
                change[static_cast<std::size_t>(rated.side)] = rated.after - rated.before;
            }
            const std::int64_t now = now_ms();
            self->announce(self->match_.change().rated(after, change), now);
        });
    });
}

void GameRoom::retry_computer_part_later() {
    if (!match_->computer() || match_->finished()) return;
    retry_timer_.expires_after(storage_retry);
    retry_timer_.async_wait([self = shared_from_this()](error_code error) {
        if (error) return;
        self->run(nullptr, std::nullopt, [self] { self->play_computer_part(now_ms()); });
    });
}

GameRoom::Follower* GameRoom::find(const Subscriber* subscriber) {
    for (Follower& follower : followers_)
        if (follower.subscriber.lock().get() == subscriber) return &follower;
    return nullptr;
}

int GameRoom::connections_of(Side seat) const {
    int count = 0;
    for (const Follower& follower : followers_)
        if (follower.seat == seat && !follower.subscriber.expired()) ++count;
    return count;
}

std::string GameRoom::side_name(Side side) const { return match_->variant().side_name(side); }

bool GameRoom::would_create_rematch(Side seat, const protocol::ClientRequest& request) const {
    using protocol::Action;
    const auto* action = std::get_if<protocol::Action>(&request.message);
    if (!action || !match_->finished() || match_->rematch_agreed()) return false;
    const bool other_offers = match_->offers().rematch == opponent(seat);
    if (*action == Action::accept_rematch) return other_offers;
    // The computer accepts every rematch at once.
    return *action == Action::offer_rematch && (other_offers || match_->computer().has_value());
}

bool GameRoom::may_make_computer_think(const protocol::ClientRequest& request) const {
    if (!match_->computer()) return false;
    if (std::holds_alternative<protocol::PlayMove>(request.message) || std::holds_alternative<protocol::OfflineMoves>(request.message))
        return true;
    using protocol::Action;
    const auto* action = std::get_if<protocol::Action>(&request.message);
    return action && (*action == Action::request_takeback || *action == Action::offer_rematch);
}

void GameRoom::read_stored(std::function<void(const Match*)> done) {
    asio::post(strand_, [self = shared_from_this(), done = std::move(done)] {
        self->run(nullptr, std::nullopt, [self, done] { done(&*self->match_); }, [done] { done(nullptr); });
    });
}

void GameRoom::hand_over() {
    asio::post(strand_, [self = shared_from_this()] {
        self->run(nullptr, std::nullopt, [self] {
            if (self->released_) return;
            const auto token = self->registry_.writes().store().lease_token(self->id_);
            if (!token) return self->on_moved();
            spdlog::info("game {}: another node asked for it; handing it over", self->id_);
            // Opened first, then the followers sent away: when they reach the node that asked, it
            // takes the game at once. Units that run meanwhile are stored as usual (the token is
            // still this node's until the other takes it).
            self->registry_.writes().submit(
                [id = self->id_, token = *token](db::GameStore& store) { store.release_lease(id, token); },
                [self](bool) { self->move_away(); });
        });
    });
}

void GameRoom::move_away() {
    asio::post(strand_, [self = shared_from_this()] { guarded(self->id_, nullptr, [&] { self->on_moved(); }); });
}

void GameRoom::on_moved() {
    if (moved_) return;
    moved_ = true;
    spdlog::info("game {}: served by another node now; {} connections sent there", id_, followers_.size());
    stop_thinking();
    clock_timer_.cancel();
    retry_timer_.cancel();
    for (const Follower& follower : followers_)
        if (auto subscriber = follower.subscriber.lock()) subscriber->move_elsewhere();
    followers_.clear();
    if (!released_) {
        released_ = true;
        registry_.remove(*this, false);
    }
}

void GameRoom::release_if_idle() {
    // As a unit: after any change still being stored (the end of an expired game, say).
    asio::post(strand_, [self = shared_from_this()] {
        self->run(nullptr, std::nullopt, [self] {
            if (self->released_) return;
            // A game whose time ran out ends before it leaves: a correspondence game let go unfinished
            // past its deadline would only be loaded again by the deadline sweep.
            const bool was_finished = self->match_->finished();
            self->end_if_out_of_time(now_ms());
            if (!was_finished && self->match_->finished()) return self->release_if_idle();  // once its end is stored
            std::erase_if(self->followers_, [](const Follower& follower) { return follower.subscriber.expired(); });
            if (!self->followers_.empty() || !(self->match_->finished() || self->match_->days_per_move())) return;
            self->released_ = true;
            // The deadline's timer holds the room: the deadline sweep from the store takes over.
            self->clock_timer_.cancel();
            self->retry_timer_.cancel();
            self->registry_.remove(*self, true);
        });
    });
}

void GameRoom::decline_challenge(std::int64_t account, std::function<void(std::optional<protocol::ProtocolError>)> done) {
    using protocol::ErrorCode;
    auto shared_done = std::make_shared<decltype(done)>(std::move(done));
    const auto moved = [shared_done] {
        (*shared_done)(protocol::ProtocolError{ErrorCode::server_busy, "the game is moving to another server; try again", {}});
    };
    asio::post(strand_, [self = shared_from_this(), account, shared_done, moved] {
        self->run(nullptr, std::nullopt, [self, account, shared_done, moved] {
            if (self->released_) return moved();
            auto change = self->match_.change().decline_challenge(account, now_ms());
            if (!change) return (*shared_done)(change.error());
            self->unit_->answered = [shared_done](bool stored) {
                if (stored) return (*shared_done)(std::nullopt);
                (*shared_done)(protocol::ProtocolError{ErrorCode::storage_unavailable,
                                                       "the answer could not be stored; nothing changed, try again", {}});
            };
            self->announce(*change, now_ms());
        }, moved);
    });
}

void GameRoom::expire_if_due(ExpiryLimits limits) {
    asio::post(strand_, [self = shared_from_this(), limits] {
        self->run(nullptr, std::nullopt, [self, limits] {
            if (self->released_) return;
            const std::int64_t now = now_ms();
            // A flag that the clock timer has not seen fall yet (a clock moved by steps): the sweep too
            // ends a game on time, as a move arriving after the deadline would.
            if (self->match_->time_is_out(now)) {
                self->end_if_out_of_time(now);
                self->arm_clock_timer();
                return;
            }
            // Most rooms have nothing due: they are read, not changed (and not copied).
            if (self->match_->last_seen_refresh_due(now))
                if (auto refresh = self->match_.change().last_seen_refresh(now)) self->store_when_possible({*refresh});
            if (!self->match_->expiry(limits, now)) return;
            const auto change = self->match_.change().check_expiry(limits, now);
            if (!change) return;
            self->announce(*change, now);
            self->arm_clock_timer();
            self->play_computer_part(now);
        });
    });
}

void GameRoom::store_when_possible(std::vector<db::GameWrite> writes) {
    registry_.writes().submit(std::move(writes));
}

void GameRoom::on_join(const std::shared_ptr<Subscriber>& subscriber, const protocol::Join& join,
                       const std::optional<nlohmann::json>& ref) {
    if (released_) {
        // The game left memory: it is loaded again (off this strand) and the join goes there.
        registry_.find(id_, [subscriber, join, ref, id = id_](GameRegistry::Lookup fresh) {
            if (fresh.room) return fresh.room->join(subscriber, join, ref);
            if (fresh.elsewhere || fresh.failed) return subscriber->move_elsewhere();
            subscriber->deliver(std::make_shared<const std::string>(
                protocol::error_message({protocol::ErrorCode::game_not_found, "there is no game " + id, {}}, ref)));
        });
        return;
    }
    const std::int64_t now = now_ms();
    end_if_out_of_time(now);
    // Only a newcomer taking a free seat changes the match; a player coming back or a spectator reads it.
    auto outcome = !join.secret && match_->has_free_seat() ? match_.change().join(join.secret, now, subscriber->account_id())
                                                           : match_->find_seat(join.secret);
    if (!outcome) return send_error(subscriber, outcome.error(), ref);

    // Joining again on the same connection replaces its earlier role; keeping the same seat is no
    // departure and no arrival for the opponent.
    std::optional<Side> previous_seat;
    const bool rejoining = find(subscriber.get()) != nullptr;
    if (rejoining) {
        previous_seat = find(subscriber.get())->seat;
        std::erase_if(followers_, [&](const Follower& f) { return f.subscriber.lock() == subscriber; });
        if (previous_seat && previous_seat != outcome->seat && connections_of(*previous_seat) == 0)
            if (auto change = match_.change().seat_disconnected(*previous_seat, now)) announce(*change, now);
    }
    const bool arriving = outcome->seat && connections_of(*outcome->seat) == 0 && !(rejoining && previous_seat == outcome->seat);

    // The others hear of the changes first; the joiner's snapshot already includes them.
    if (outcome->change) announce(*outcome->change, now);
    if (arriving)
        if (auto change = match_.change().seat_connected(*outcome->seat, now)) announce(*change, now);
    followers_.push_back({subscriber, outcome->seat});
    if (!outcome->seat) count_spectators();
    // A player sits here: the game is this node's until it lets it go (db/game_leases.hpp).
    if (outcome->seat) unit_->best_effort_writes.push_back({id_, db::writes::HoldLease{}});
    arm_clock_timer();
    if (outcome->seat && subscriber->account_id()) {
        // With the seat it takes, in the same unit: a link stored without its seat would read back as a
        // seat kept for that account (a direct challenge). A seat taken before only gains its account.
        db::GameWrite link{id_, db::writes::LinkAccount{index_of(*outcome->seat), *subscriber->account_id()}};
        if (outcome->new_secret) unit_->writes.push_back(std::move(link));
        else store_when_possible({std::move(link)});
        // Its events reach the account from now on (issue 38), as they will after a reload.
        if (!match_->seat_account(*outcome->seat)) match_.change().sit_account(*outcome->seat, *subscriber->account_id());
    }

    const std::string role = outcome->seat ? side_name(*outcome->seat) : "spectator";
    spdlog::info("game {}: {} joins as {}{}", id_, subscriber->name(), role, outcome->new_secret ? " (new seat)" : "");
    send(subscriber, protocol::joined_message(match_->view(now), role, outcome->new_secret));
}

void GameRoom::on_request(const std::shared_ptr<Subscriber>& subscriber, const protocol::ClientRequest& request) {
    using protocol::ErrorCode;
    const std::int64_t now = now_ms();
    const Follower* follower = find(subscriber.get());
    if (!follower) return send_error(subscriber, {ErrorCode::not_joined, "join a game first", {}}, request.ref);
    // Copied now: announce() below drops departed followers, which may move this one in the vector.
    const std::optional<Side> follower_seat = follower->seat;
    follower = nullptr;
    end_if_out_of_time(now);

    if (const auto* action = std::get_if<protocol::Action>(&request.message); action && *action == protocol::Action::snapshot)
        return send(subscriber, protocol::snapshot_message(match_->view(now)));
    if (const auto* report = std::get_if<protocol::Report>(&request.message))
        return on_report(subscriber, follower_seat, *report, request.ref);
    if (!follower_seat)
        return send_error(subscriber, {ErrorCode::not_a_player, "spectators watch; only the players act", {}}, request.ref);
    const Side seat = *follower_seat;

    // A player may keep only a few searches of the computer waiting, whatever the number of their
    // games, and make only so many games a minute, rematches included.
    if (may_make_computer_think(request)) {
        if (!registry_.engines().has_room_for(subscriber->address()))
            return send_error(subscriber,
                              {ErrorCode::rate_limited, "the computer is still thinking in your other games; try again soon", {}},
                              request.ref);
        computer_owner_ = subscriber->address();
    }
    if (would_create_rematch(seat, request) && !registry_.allow_new_game(subscriber->address()))
        return send_error(subscriber,
                          {ErrorCode::too_many_games, "too many new games from your address; try again in a minute", {}},
                          request.ref);

    if (const auto* move = std::get_if<protocol::PlayMove>(&request.message)) {
        auto change = match_.change().move(seat, move->move, now, move->ply);
        if (!change) return send_error(subscriber, change.error(), request.ref);
        announce(*change, now);
    } else if (const auto* offline = std::get_if<protocol::OfflineMoves>(&request.message)) {
        auto change = match_.change().play_offline(seat, *offline, now);
        if (!change) return send_error(subscriber, change.error(), request.ref);
        stop_thinking();  // about a position the browser has played past
        announce(*change, now);
    } else if (const auto* action = std::get_if<protocol::Action>(&request.message)) {
        if (auto refused = perform(seat, *action, now)) return send_error(subscriber, *refused, request.ref);
    } else if (const auto* quick = std::get_if<protocol::Quick>(&request.message)) {
        return on_quick(subscriber, seat, *quick, request.ref, now);
    } else if (const auto* listing = std::get_if<protocol::SetListing>(&request.message)) {
        auto change = match_.change().set_listing(seat, listing->listed);
        if (!change) return send_error(subscriber, change.error(), request.ref);
        announce(*change, now);
    } else {
        return send_error(subscriber, {ErrorCode::invalid_message, "already joined; send moves and actions", {}},
                          request.ref);
    }
    arm_clock_timer();
    play_computer_part(now);
}

std::optional<protocol::ProtocolError> GameRoom::perform(Side side, protocol::Action action, std::int64_t now) {
    auto outcome = match_.change().act(side, action, now);
    if (!outcome) return outcome.error();
    announce(outcome->change, now);
    if (outcome->rematch) unit_->rematches.push_back(std::move(outcome->rematch));
    return std::nullopt;
}

void GameRoom::on_leave(const std::shared_ptr<Subscriber>& subscriber) {
    const auto gone = std::find_if(followers_.begin(), followers_.end(), [&](const Follower& follower) {
        return follower.subscriber.lock() == subscriber;
    });
    if (gone == followers_.end()) return;
    const auto seat = gone->seat;
    followers_.erase(gone);
    if (!seat) count_spectators();
    if (seat && connections_of(*seat) == 0) {
        const std::int64_t now = now_ms();
        spdlog::info("game {}: {} ({}) is away", id_, subscriber->name(), side_name(*seat));
        if (auto change = match_.change().seat_disconnected(*seat, now)) announce(*change, now);
    }
}

void GameRoom::announce(const Change& change, std::int64_t now) {
    using protocol::EventKind;
    unit_->writes.insert(unit_->writes.end(), change.writes.begin(), change.writes.end());
    unit_->best_effort_writes.insert(unit_->best_effort_writes.end(), change.best_effort_writes.begin(),
                                     change.best_effort_writes.end());
    const protocol::GameView view = match_->view(now);
    if (change.kind != EventKind::connection && change.kind != EventKind::offer)
        spdlog::info("game {}: {} v{}{}{}", id_, protocol::to_string(change.kind), view.version, change.move ? " " : "",
                     change.move ? change.move->move : "");
    if (change.kind == EventKind::result)
        spdlog::info("game {}: ends {} {} ({})", id_, view.result.winner ? side_name(*view.result.winner) : "-",
                     view.result.state == protocol::ResultState::draw ? "draw" : "", view.result.reason);
    std::erase_if(followers_, [](const Follower& follower) { return follower.subscriber.expired(); });
    std::vector<std::weak_ptr<Subscriber>> recipients;
    recipients.reserve(followers_.size());
    for (const Follower& follower : followers_) recipients.push_back(follower.subscriber);
    send(std::move(recipients),
         protocol::event_message(view, change.kind, change.fields, change.move ? &*change.move : nullptr));
    tell_players(change, view);
}

void GameRoom::send(std::vector<std::weak_ptr<Subscriber>> recipients, std::string text) {
    unit_->messages.push_back({std::move(recipients), std::make_shared<const std::string>(std::move(text))});
}

void GameRoom::send(const std::shared_ptr<Subscriber>& recipient, std::string text) {
    send(std::vector<std::weak_ptr<Subscriber>>{recipient}, std::move(text));
}

void GameRoom::send_error(const std::shared_ptr<Subscriber>& subscriber, const protocol::ProtocolError& error,
                          const std::optional<nlohmann::json>& ref) {
    spdlog::debug("game {}: {} refused: {} ({})", id_, subscriber->name(), protocol::to_string(error.code), error.message);
    send(subscriber, protocol::error_message(error, ref));
}

void GameRoom::end_if_out_of_time(std::int64_t now) {
    if (!match_->time_is_out(now)) return;
    if (auto flag = match_.change().check_time(now)) announce(*flag, now);
}

void GameRoom::arm_clock_timer(std::chrono::milliseconds at_least) {
    const auto deadline = match_->timer_deadline();
    if (!deadline) {
        clock_timer_.cancel();
        return;
    }
    // A flag falls at the deadline even when nobody sends anything.
    const std::int64_t wait_ms = std::max<std::int64_t>(0, *deadline - now_ms()) + 1;
    clock_timer_.expires_after(std::max(std::chrono::milliseconds(wait_ms), at_least));
    clock_timer_.async_wait([self = shared_from_this()](error_code error) {
        if (error) return;
        self->run(nullptr, std::nullopt, [self] {
            const std::int64_t now = now_ms();
            self->end_if_out_of_time(now);
            self->arm_clock_timer();
            self->play_computer_part(now);
        });
    });
}

}  // namespace petteia::server
