// The end of a soak: the chaos stops, every table settles (no request unanswered, both
// players agreeing on the game), and what is still unsettled is described.
// One of the files of SoakGame (bench/soak/soak_game.hpp).
#include "bench/soak/soak_game.hpp"
#include "bench/soak/soak_game_parts.hpp"

namespace petteia::soak {

using namespace soak_parts;
using nlohmann::json;

void SoakGame::settle() {
    asio::post(strand_, [self = shared_from_this()] {
        self->settling_ = true;
        for (int seat = 0; seat < 2; ++seat) {
            self->chaos_timers_[seat].cancel();
            self->think_timers_[seat].cancel();
            self->answer_timers_[seat].cancel();
            Seat& s = self->seats_[seat];
            if (!self->active(seat)) continue;
            if (s.player) s.player->pause_reading(std::chrono::milliseconds(0));
            if (!s.player && !s.reconnect_pending) self->open(seat);
            else if (s.player && s.player->is_open() && !s.closing && s.view.joined && s.view.game == self->game_id_)
                self->ask_snapshot(seat, "settle");
        }
        self->settle_check();
    });
}

// While settling, once a second: the table may wait on the server, never on what cannot come. A
// state that changed without a message (a game that could not be created) is looked at again; a
// reload's close that has not ended is given up and the seat opened afresh; a join or snapshot that
// the server's limiter may have refused without a word (sent just after a flood) is sent again.
// A request the server should have answered and did not is still waited on, and fails the run.
void SoakGame::settle_check() {
    if (!settling_ || context_.stopping) return;
    const auto now = load::Clock::now();
    for (int seat = 0; seat < 2; ++seat) {
        Seat& s = seats_[seat];
        if (!active(seat)) continue;
        if (s.closing && now - s.closing_since > close_bound) {
            context_.stats.note("settle: reload's close given up");
            s.player->drop();
            s.player.reset();
            open(seat);
        } else if (!s.player && !s.reconnect_pending) {
            open(seat);
        } else if (s.player && s.player->is_open() && !s.closing && (s.join_in_flight || s.snapshot_in_flight) &&
                   s.flooded_at != load::Clock::time_point{} && s.asked_at >= s.flooded_at &&
                   s.asked_at - s.flooded_at < limiter_refill && now - s.asked_at > limiter_refill) {
            context_.stats.note("settle: asked again after a flood");
            if (s.join_in_flight) join(seat);
            else ask_snapshot(seat, "settle");
        }
    }
    update_settled();
    after(settle_timer_, 1, [this] { settle_check(); });
}

// At rest: every player connected to the table's game, answered, and (between friends) both at
// the same version.
void SoakGame::update_settled() {
    if (!settling_) return;
    // A table whose new game could not be created has nothing more to show.
    bool ready = !creating_;
    for (int seat = 0; seat < 2 && ready && !game_id_.empty(); ++seat) {
        if (!active(seat)) continue;
        const Seat& s = seats_[seat];
        ready = s.player && s.player->is_open() && !s.closing && s.view.joined && s.view.game == game_id_ &&
                !s.join_in_flight && !s.snapshot_in_flight;
    }
    if (ready && !computer_ && !game_id_.empty()) ready = seats_[0].view.version == seats_[1].view.version;
    settled_ = ready;
}

std::string SoakGame::unsettled_state() {
    auto promise = std::make_shared<std::promise<std::string>>();
    auto answer = promise->get_future();
    asio::post(strand_, [self = shared_from_this(), promise] {
        const auto flag = [](bool value) { return value ? "yes" : "no"; };
        std::string text = "table " + std::to_string(self->index_) + " (game " +
                           (self->game_id_.empty() ? std::string("none") : self->game_id_) +
                           (self->computer_ ? ", against the computer" : "") + ", creating " + flag(self->creating_) + ")";
        for (int seat = 0; seat < 2; ++seat) {
            if (!self->active(seat)) continue;
            const Seat& s = self->seats_[seat];
            const std::string player = !s.player ? "none" : s.player->is_open() ? "open" : "not open";
            text += "; seat " + std::to_string(seat) + ": player " + player + ", closing " + flag(s.closing) +
                    ", reconnect pending " + flag(s.reconnect_pending) + ", joined " + flag(s.view.joined) + " to " +
                    (s.view.game.empty() ? std::string("none") : s.view.game) + " at version " +
                    std::to_string(s.view.version) + ", join in flight " + flag(s.join_in_flight) +
                    ", snapshot in flight " + flag(s.snapshot_in_flight);
            if (s.join_in_flight || s.snapshot_in_flight) {
                const auto ago = [](load::Clock::time_point at) {
                    const double seconds = std::chrono::duration<double>(load::Clock::now() - at).count();
                    return std::to_string(static_cast<int>(seconds)) + " s ago";
                };
                const bool flooded = s.flooded_at != load::Clock::time_point{};
                text += " (asked " + ago(s.asked_at) + "; " + (flooded ? "flooded " + ago(s.flooded_at) : "no flood") + ")";
            }
        }
        promise->set_value(text);
    });
    return answer.get();
}

void SoakGame::finish(std::function<void()> done) {
    asio::post(strand_, [self = shared_from_this(), done = std::move(done)] {
        for (int seat = 0; seat < 2; ++seat) {
            Seat& s = self->seats_[seat];
            self->context_.ledger.last_seen(seat, s.view);
            for (auto* timer : {&self->think_timers_[seat], &self->chaos_timers_[seat], &self->reconnect_timers_[seat],
                                &self->answer_timers_[seat]})
                timer->cancel();
            if (s.player) s.player->drop();
            s.player.reset();
        }
        self->game_timer_.cancel();
        self->watchdog_timer_.cancel();
        self->settle_timer_.cancel();
        done();
    });
}

}  // namespace petteia::soak
