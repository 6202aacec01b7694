// A table's misbehaviour: drops, reloads, floods, oversized frames, takebacks, draws,
// resignations at random, and the watchdog that starts a stalled table afresh.
// One of the files of SoakGame (bench/soak/soak_game.hpp).
#include "bench/soak/soak_game.hpp"
#include "bench/soak/soak_game_parts.hpp"

namespace petteia::soak {

using namespace soak_parts;
using nlohmann::json;

void SoakGame::schedule_chaos(int seat) {
    if (!context_.chaos) return;
    const double wait = std::exponential_distribution<double>(1 / context_.options.chaos_every_seconds)(random_);
    after(chaos_timers_[seat], wait, [this, seat] {
        on_chaos(seat);
        schedule_chaos(seat);
    });
}

void SoakGame::on_chaos(int seat) {
    Seat& s = seats_[seat];
    if (!context_.chaos || !active(seat) || !s.player || !s.player->is_open() || s.closing || !s.view.is_player() ||
        s.join_in_flight)
        return;
    const double roll = uniform(0, 1);
    if (roll < 0.22) {
        context_.stats.note("chaos drop");
        s.player->drop();
        s.player.reset();
        reconnect(seat, uniform(0.1, 5));
    } else if (roll < 0.40) {
        context_.stats.note("chaos reload");
        // Until the close is over the player is still "open" but reports nothing; settling gives up
        // on it after close_bound. Only the seat's player of the moment may be replaced.
        s.closing = true;
        s.closing_since = load::Clock::now();
        s.player->close([self = shared_from_this(), seat, closed = std::weak_ptr<load::Player>(s.player)] {
            Seat& now = self->seats_[seat];
            const auto player = closed.lock();
            if (!player || now.player != player) return;
            now.closing = false;
            now.player.reset();
            self->reconnect(seat, 0.05);
        });
    } else if (roll < 0.54) {
        context_.stats.note("chaos slow reader");
        s.player->pause_reading(std::chrono::milliseconds(static_cast<int>(uniform(1, 20) * 1000)));
    } else if (roll < 0.66) {
        context_.stats.note("chaos flood");
        flood(seat);
    } else if (roll < 0.70) {
        context_.stats.note("chaos oversized frame");
        // Over the 8 KiB message limit (an error), or over the 64 KiB frame limit (the server hangs up).
        const std::size_t size = chance(0.7) ? 9000 : 70000;
        send(seat, R"({"type":"snapshot","ref":")" + std::string(size, 'x') + R"("})");
    } else if (roll < 0.84) {
        if (!context_.playing || !s.view.ongoing()) return;
        context_.stats.note("chaos takeback request");
        send(seat, action("request_takeback"));
    } else if (roll < 0.92) {
        if (!context_.playing || !s.view.ongoing()) return;
        context_.stats.note("chaos draw offer");
        send(seat, action("offer_draw"));
    } else if (roll < 0.95) {
        if (!context_.playing || !s.view.ongoing()) return;
        context_.stats.note("chaos resign");
        send(seat, action("resign"));
    } else {
        context_.stats.note("chaos snapshot request");
        ask_snapshot(seat, "resync");
    }
}

// A burst of messages the server must refuse one by one, rate-limit, or hang up on, never acting
// on any of them.
void SoakGame::flood(int seat) {
    static const std::array<std::string, 6> junk{
        R"({"type":"move","move":"Z9-Z9","ref":"flood"})",
        R"({"type":"teleport","ref":"flood"})",
        R"({"type":"move","ref":"flood"})",
        R"({"type":"join","protocol":99,"game":"x","ref":"flood"})",
        R"({"type":"accept_takeback","extra":1,"ref":"flood"})",
        "{\"type\":",
    };
    seats_[seat].flooded_at = load::Clock::now();
    const int count = std::uniform_int_distribution<int>(25, 80)(random_);
    for (int i = 0; i < count; ++i) send(seat, junk[std::uniform_int_distribution<std::size_t>(0, junk.size() - 1)(random_)]);
}

void SoakGame::watchdog() {
    after(watchdog_timer_, 10, [this] {
        if (context_.playing && !creating_ && !game_id_.empty() &&
            load::Clock::now() - last_change_ > std::chrono::duration<double>(stall_seconds)) {
            context_.stats.note("stalled_tables_restarted");
            leave_for_fresh_game("stalled");
        }
        if (!context_.stopping) watchdog();
    });
}

}  // namespace petteia::soak
