// A game's events for its players' accounts (issue 38, deliverable 3): what the events socket of a
// signed-in player tells them wherever they are on the site (server/events/event_sockets.hpp). A
// game against the computer has none: its player is at the board, or the game waits for them.
#include <algorithm>

#include "protocol/player_events.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/game_room.hpp"

namespace petteia::server {

namespace {

using protocol::PlayerEventKind;

// When the running side's time runs out: a correspondence game's deadline, or a game clock's
// remaining time from now.
std::optional<std::int64_t> deadline(const protocol::GameView& view) {
    if (!view.clock || !view.clock->running) return std::nullopt;
    if (view.clock->deadline_ms) return view.clock->deadline_ms;
    return view.server_time_ms + view.clock->remaining_ms[static_cast<std::size_t>(index_of(*view.clock->running))];
}

std::string outcome_for(const protocol::ResultView& result, Side seat) {
    using protocol::ResultState;
    switch (result.state) {
        case ResultState::win: return result.winner == seat ? "win" : "loss";
        case ResultState::draw: return "draw";
        case ResultState::aborted: return "aborted";
        case ResultState::ongoing: break;
    }
    return "aborted";
}

}  // namespace

void GameRoom::tell_players(const Change& change, const protocol::GameView& view) {
    using protocol::EventKind;
    const protocol::OffersView offers_before = offers_told_.value_or(protocol::OffersView{});
    offers_told_ = view.offers;
    if (match_->computer()) return;
    const auto tell = [&](Side seat, PlayerEventKind kind) {
        const auto account = match_->seat_account(seat);
        if (!account) return;
        protocol::PlayerEvent event;
        event.kind = kind;
        event.game = id_;
        event.variant = view.variant ? view.variant->name : std::string();
        if (view.clock) event.days = view.clock->days;
        if (kind == PlayerEventKind::your_turn || kind == PlayerEventKind::game_started) event.deadline_ms = deadline(view);
        if (view.players)
            if (const auto& them = (*view.players)[static_cast<std::size_t>(index_of(opponent(seat)))]) event.opponent = them->name;
        if (kind == PlayerEventKind::game_ended) {
            event.outcome = outcome_for(view.result, seat);
            event.reason = view.result.reason;
        }
        unit_->player_events.emplace_back(*account, protocol::player_event_message(event));
    };
    // A move can end the game (its event says the result too): then the players hear that it ended.
    const bool ends = view.result.state != protocol::ResultState::ongoing &&
                      std::find(change.fields.begin(), change.fields.end(), protocol::Field::result) != change.fields.end();
    if (ends) {
        for (const Side seat : {Side::first, Side::second}) tell(seat, PlayerEventKind::game_ended);
        return;
    }
    switch (change.kind) {
        case EventKind::started:
            for (const Side seat : {Side::first, Side::second}) tell(seat, PlayerEventKind::game_started);
            break;
        case EventKind::move:
        case EventKind::takeback:
            tell(view.to_move, PlayerEventKind::your_turn);
            break;
        case EventKind::offer:
            if (view.offers.draw && view.offers.draw != offers_before.draw)
                tell(opponent(*view.offers.draw), PlayerEventKind::draw_offered);
            if (view.offers.takeback && view.offers.takeback != offers_before.takeback)
                tell(opponent(*view.offers.takeback), PlayerEventKind::takeback_offered);
            break;
        default:
            break;
    }
}

}  // namespace petteia::server
