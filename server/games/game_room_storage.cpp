// What becomes of a unit once the writer has judged it (game_room.hpp, "a unit"): stored, it is
// completed (its messages sent, its answers given); refused, the match goes back to its copy and the
// players are told, and when the refusal may be the store's and not the unit's, the stored game is
// read again and the room follows it (a resync: server/README.md, "Where a game can be lost").
#include <utility>

#include <spdlog/spdlog.h>

#include "protocol/server_messages.hpp"
#include "server/common/clock_source.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/game_room.hpp"
#include "server/games/guarded.hpp"

namespace petteia::server {

void GameRoom::end_unit() {
    unit_->match_before = match_.take_undo();
    Unit unit = std::move(*unit_);
    unit_.reset();
    if (unit.writes.empty() && unit.best_effort_writes.empty()) return complete(unit);
    storing_ = true;
    const bool required = !unit.writes.empty();
    auto held = std::make_shared<Unit>(std::move(unit));
    auto writes = std::move(held->writes);
    writes.insert(writes.end(), held->best_effort_writes.begin(), held->best_effort_writes.end());
    held->best_effort_writes.clear();
    // The verdict comes back through the registry's hand-off (one wake-up of an I/O thread for a
    // whole commit) and is dispatched into this strand there. The unit moves along with it, so that
    // it is freed on an I/O thread like it was made: a free on the writer thread would contend for
    // the I/O thread's malloc arena (futex waits, seen in perf, issue 41).
    registry_.writes().submit(std::move(writes),
                              [self = shared_from_this(), held = std::move(held), required](bool stored) mutable {
                                  // Best-effort writes alone, failed: the unit stands all the same.
                                  const bool stands = stored || !required;
                                  self->registry_.stored_handoff().post([self, held = std::move(held), stands]() mutable {
                                      asio::dispatch(self->strand_, [self, held = std::move(held), stands] {
                                          guarded(self->id_, nullptr, [&] { self->on_unit_stored(*held, stands); });
                                      });
                                  });
                              });
}

void GameRoom::on_unit_stored(Unit& unit, bool stored) {
    storing_ = false;
    if (unit.answered && !stored) std::exchange(unit.answered, nullptr)(false);
    if (!stored && !registry_.writes().store().holds_lease(id_)) {
        // Not a storage fault: another node took the game, and its store refused this node's
        // writes. Nothing of the unit happened; the requester reconnects with the rest.
        match_.undo(std::move(unit.match_before));
        followers_ = std::move(unit.followers_before);
        if (unit.requester) unit.requester->move_elsewhere();
        on_moved();
    } else if (stored) {
        complete(unit);
    } else {
        // Nothing of the unit happened: the game is as it was, and only the requester is told.
        match_.undo(std::move(unit.match_before));
        spdlog::error("game {}: a change could not be stored; the game goes back to version {}", id_,
                      match_->view(0).version);
        followers_ = std::move(unit.followers_before);
        stop_thinking();
        // A resync that failed is not checked again at once (that would loop while the database
        // refuses): the next unit that fails checks again.
        if (!unit.resync) return check_store_after_failure(std::make_shared<Unit>(std::move(unit)));
        tell_storage_failure(unit);
    }
    while (!storing_ && !waiting_.empty()) {
        auto next = std::move(waiting_.front());
        waiting_.pop_front();
        next();
    }
}

void GameRoom::tell_storage_failure(Unit& failed) {
    if (failed.requester)
        failed.requester->deliver(std::make_shared<const std::string>(protocol::error_message(
            {protocol::ErrorCode::storage_unavailable, "the change could not be stored; nothing changed, try again", {}},
            failed.ref)));
    arm_clock_timer(storage_retry);
    retry_computer_part_later();
}

void GameRoom::check_store_after_failure(std::shared_ptr<Unit> failed) {
    storing_ = true;  // handlers that arrive wait for the verdict, as they wait for a unit's writes
    registry_.read_stored_game(id_, [self = shared_from_this(), failed](GameRegistry::StoreReading reading) {
        asio::post(self->strand_, [self, failed, reading = std::move(reading)] {
            self->storing_ = false;
            guarded(self->id_, nullptr, [&] {
                self->on_store_checked(*failed, reading.game ? &*reading.game : nullptr, reading.failed);
            });
            // The handlers that waited run, unless the resync's own unit is being stored (they wait for it).
            while (!self->storing_ && !self->waiting_.empty()) {
                auto next = std::move(self->waiting_.front());
                self->waiting_.pop_front();
                next();
            }
        });
    });
}

void GameRoom::on_store_checked(Unit& failed, const db::StoredGame* stored, bool read_failed) {
    if (moved_) {
        if (failed.requester) failed.requester->move_elsewhere();
        return;
    }
    if (read_failed || (stored && !store_disagrees(*stored))) return tell_storage_failure(failed);
    if (!stored) {
        // The store has no such game any more (its creation was lost): nobody can play it here.
        // Its followers connect again and hear that there is no such game.
        spdlog::error("game {}: the store has lost the game itself; its followers are sent away", id_);
        if (failed.requester) failed.requester->move_elsewhere();
        return on_moved();
    }
    // The store is behind what was told: the requester's change was refused for that, not for
    // a fault, and is not played; everyone hears the stored state.
    if (failed.requester)
        failed.requester->deliver(std::make_shared<const std::string>(protocol::error_message(
            {protocol::ErrorCode::position_changed, "the game went back to its last stored state; nothing was played", {}},
            failed.ref)));
    const db::StoredGame game = *stored;
    run(nullptr, std::nullopt, [self = shared_from_this(), game] { self->resync_with(game); });
}

bool GameRoom::store_disagrees(const db::StoredGame& stored) const {
    if (stored.result.has_value() != match_->finished()) return true;
    const protocol::GameView view = match_->view(0);
    const std::vector<protocol::MoveView>& told = *view.moves;
    if (stored.moves.size() != told.size()) return true;
    for (std::size_t ply = 0; ply < stored.moves.size(); ++ply)
        if (stored.moves[ply].move != told[ply].move) return true;
    return false;
}

void GameRoom::resync_with(const db::StoredGame& stored) {
    const std::int64_t now = now_ms();
    const std::int64_t told_version = match_->view(now).version;
    const std::size_t told_moves = match_->plies();
    auto restored = registry_.restore_from_store(stored, now);
    if (!restored) {
        spdlog::error("game {}: the stored game cannot be restored ({}); the room stays as it was", id_, restored.error());
        return;
    }
    unit_->resync = true;
    stop_thinking();
    match_.replace(std::move(restored->match));
    unit_->writes = std::move(restored->writes);
    // Whoever sits here is here: their seats are connected again (the stored game has them away).
    for (const Side seat : {Side::first, Side::second}) {
        if (connections_of(seat) == 0) continue;
        if (auto arrived = match_.change().seat_connected(seat, now)) {
            unit_->writes.insert(unit_->writes.end(), arrived->writes.begin(), arrived->writes.end());
            unit_->best_effort_writes.insert(unit_->best_effort_writes.end(), arrived->best_effort_writes.begin(),
                                             arrived->best_effort_writes.end());
        }
    }
    unit_->writes.push_back(match_.change().resume_versions_after(told_version));
    const protocol::GameView now_view = match_->view(now);
    registry_.count_store_resync();
    spdlog::warn("game {}: the store lost what was told (memory: {} moves, v{}; store: {} moves, v{}); the game goes on "
                 "from the store as v{}, its {} followers told",
                 id_, told_moves, told_version, stored.moves.size(), stored.version, now_view.version,
                 followers_.size());
    std::erase_if(followers_, [](const Follower& follower) { return follower.subscriber.expired(); });
    std::vector<std::weak_ptr<Subscriber>> recipients;
    for (const Follower& follower : followers_) recipients.push_back(follower.subscriber);
    send(std::move(recipients), protocol::snapshot_message(now_view, protocol::store_resync_reason));
    arm_clock_timer();
    play_computer_part(now);
}

void GameRoom::complete(Unit& unit) {
    UndoableMatch::recycle(std::move(unit.match_before));  // the unit stands: its undo copy is not needed
    if (unit.answered) unit.answered(true);
    // A rematch is in the registry before anyone hears of it: a join of its id must find this room,
    // not load a second one from the store.
    for (auto& rematch : unit.rematches) registry_.add(std::move(rematch), computer_owner_);
    for (const Message& message : unit.messages)
        for (const auto& recipient : message.recipients)
            if (auto subscriber = recipient.lock()) subscriber->deliver(message.text);
    for (const auto& [account, event] : unit.player_events) registry_.tell_player(account, event);
    if (unit.think) start_thinking(now_ms());
    if (match_->finished() && match_->settings().rated && !rating_asked_) {
        rating_asked_ = true;
        registry_.rated_game_ended(id_);
    }
}

}  // namespace petteia::server
