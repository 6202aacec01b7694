#include "bench/soak/soak_game.hpp"

#include <future>

#include "bench/soak/soak_game_parts.hpp"

namespace petteia::soak {

using namespace soak_parts;

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// Each player's own address: 10.<table>.<seat> spread over the last three bytes.
std::string address_of(int index, int seat) {
    const int n = index * 2 + seat + 1;
    return "10." + std::to_string((n >> 16) & 255) + "." + std::to_string((n >> 8) & 255) + "." + std::to_string(n & 255);
}

std::string join_message(const std::string& game, const std::string& secret) {
    json message{{"type", "join"}, {"protocol", 1}, {"game", game}, {"ref", "join"}};
    if (!secret.empty()) message["secret"] = secret;
    return message.dump();
}

}  // namespace

SoakGame::SoakGame(SoakContext& context, int index)
    : context_(context), index_(index), strand_(asio::make_strand(context.io)),
      random_(context.options.seed * 1'000'003 + static_cast<std::uint64_t>(index)),
      think_timers_{asio::steady_timer(strand_), asio::steady_timer(strand_)},
      chaos_timers_{asio::steady_timer(strand_), asio::steady_timer(strand_)},
      reconnect_timers_{asio::steady_timer(strand_), asio::steady_timer(strand_)},
      answer_timers_{asio::steady_timer(strand_), asio::steady_timer(strand_)},
      game_timer_(strand_), watchdog_timer_(strand_), settle_timer_(strand_) {
    for (int seat = 0; seat < 2; ++seat) seats_[seat].address = address_of(index, seat);
}

double SoakGame::uniform(double low, double high) { return std::uniform_real_distribution<double>(low, high)(random_); }
bool SoakGame::chance(double p) { return uniform(0, 1) < p; }

void SoakGame::start() {
    asio::post(strand_, [self = shared_from_this()] {
        self->begin();
        self->watchdog();
        for (int seat = 0; seat < 2; ++seat) self->schedule_chaos(seat);
    });
}

// A new game of the next variant, with or without a clock, against a friend or the computer.
void SoakGame::begin() {
    if (!context_.playing) return;
    creating_ = true;
    rematch_ = Rematch::none;
    const auto& variants = context_.variants;
    variant_ = variants[static_cast<std::size_t>(index_ + generation_++) % variants.size()];
    const bool was_computer = computer_;
    computer_ = chance(context_.options.computer_share);
    // The friend's seat comes back into play with a socket of its own, or leaves it to the computer.
    if (was_computer && !computer_) reset_seat(1);
    if (computer_ && seats_[1].player) {
        context_.ledger.last_seen(1, seats_[1].view);
        seats_[1].player->drop();
        reset_seat(1);
    }
    json body{{"variant", variant_}, {"color", chance(0.5) ? "first" : "random"}};
    if (chance(context_.options.timed_share)) {
        static const std::array<std::pair<double, int>, 4> clocks{{{3, 2}, {5, 0}, {10, 5}, {30, 0}}};
        const auto& [minutes, increment] = clocks[std::uniform_int_distribution<std::size_t>(0, clocks.size() - 1)(random_)];
        body["time"] = json{{"minutes", minutes}, {"increment", increment}};
    } else {
        body["time"] = nullptr;
    }
    if (computer_) {
        body["opponent"] = "computer";
        body["level"] = "beginner";
    }
    context_.creator.create({body.dump(), seats_[0].address}, [self = shared_from_this()](std::optional<load::CreatedGame> created) {
        asio::post(self->strand_, [self, created = std::move(created)]() mutable { self->on_created(std::move(created)); });
    });
}

void SoakGame::on_created(std::optional<load::CreatedGame> created) {
    creating_ = false;
    if (!created) {
        // The server is down or said no (counted by the creator): try again soon.
        context_.stats.note("create_retried");
        if (context_.playing) {
            creating_ = true;
            after(game_timer_, uniform(0.5, 2), [this] {
                creating_ = false;
                begin();
                update_settled();  // settling meanwhile: no game, nothing more to wait for
            });
        }
        return update_settled();
    }
    context_.stats.note("games_created");
    context_.ledger.created(created->id, variant_);
    for (int seat = 0; seat < 2; ++seat) context_.ledger.last_seen(seat, seats_[seat].view);
    game_id_ = created->id;
    seats_[0].secret = created->secret;
    seats_[1].secret.clear();
    last_change_ = load::Clock::now();
    for (int seat = 0; seat < 2; ++seat) {
        if (!active(seat)) continue;
        if (seats_[seat].player) reopen(seat);
        else if (!seats_[seat].reconnect_pending) open(seat);
    }
    update_settled();
}

void SoakGame::reopen(int seat) {
    Seat& s = seats_[seat];
    s.player->close([] {});  // a normal close; the closed socket reports nothing more
    s.player.reset();
    open(seat);
}

void SoakGame::reset_seat(int seat) {
    reconnect_timers_[seat].cancel();  // or it would open a second player beside the next one
    const std::string address = seats_[seat].address;
    seats_[seat] = Seat{};
    seats_[seat].address = address;
}

void SoakGame::open(int seat) {
    Seat& s = seats_[seat];
    s.player = std::make_shared<load::Player>(strand_, *this, seat);
    s.player->forward_for(s.address);
    s.join_in_flight = false;
    s.snapshot_in_flight = false;
    s.closing = false;
    s.flooded_at = s.asked_at = {};
    s.player->open(context_.server, game_id_);
}

void SoakGame::reconnect(int seat, double after_seconds) {
    Seat& s = seats_[seat];
    if (s.reconnect_pending || context_.stopping) return;
    s.reconnect_pending = true;
    after(reconnect_timers_[seat], after_seconds, [this, seat] {
        seats_[seat].reconnect_pending = false;
        if (!context_.stopping && active(seat) && !seats_[seat].player) open(seat);
    });
}

void SoakGame::join(int seat) {
    Seat& s = seats_[seat];
    context_.ledger.last_seen(seat, s.view);
    s.view = SeatView{};
    s.view.game = game_id_;
    s.join_in_flight = true;
    s.asked_at = load::Clock::now();
    if (seat == 0 && rematch_ == Rematch::asking) rematch_ = Rematch::none;  // the offer may be lost: ask again
    s.move_sent_at = s.think_armed_at = s.answered_offers_at = -1;
    send(seat, join_message(game_id_, s.secret));
}

void SoakGame::send(int seat, const std::string& text) {
    if (seats_[seat].player) seats_[seat].player->send(text);
}

void SoakGame::ask_snapshot(int seat, const char* ref) {
    seats_[seat].snapshot_in_flight = true;
    seats_[seat].asked_at = load::Clock::now();
    send(seat, action("snapshot", ref));
}

void SoakGame::on_open(int seat) {
    seats_[seat].failures_in_a_row = 0;
    if (!game_id_.empty() && active(seat)) join(seat);
}

void SoakGame::on_failure(int seat, std::string what) {
    Seat& s = seats_[seat];
    if (s.player) s.player->drop();
    s.player.reset();
    if (context_.stopping) return;
    context_.stats.note("socket " + what.substr(0, what.find(':')));
    // While the server is down connections are refused: back off a little each time.
    const int failures = ++s.failures_in_a_row;
    reconnect(seat, uniform(0.1, 0.5) * std::min(failures, 6));
    update_settled();
}

void SoakGame::on_message(int seat, std::string_view text, load::Clock::time_point) {
    const json message = json::parse(text, nullptr, false);
    if (message.is_discarded() || !message.is_object()) {
        context_.ledger.failure("the server sent text that is not a JSON object: " + std::string(text.substr(0, 200)));
        return;
    }
    const std::string type = message.value("type", "");
    if (type == "joined") {
        on_joined(seat, message);
    } else if (type == "snapshot") {
        Seat& s = seats_[seat];
        const auto snapshot = message.value("snapshot", json::object());
        s.snapshot_in_flight = false;
        if (!s.view.joined || snapshot.value("game", "") != s.view.game) return;
        apply_snapshot(s.view, snapshot);
        context_.ledger.observe(seat, s.view, "snapshot");
        after_change(seat);
    } else if (type == "event") {
        on_event(seat, message);
    } else if (type == "error") {
        on_error(seat, message);
    } else if (type != "hello") {
        context_.ledger.failure("unknown message type from the server: " + type);
    }
    update_settled();
}

void SoakGame::on_joined(int seat, const json& message) {
    Seat& s = seats_[seat];
    if (message.value("game", "") != s.view.game) return;  // the answer to an earlier join
    s.join_in_flight = false;
    s.view.joined = true;
    s.view.role = message.value("role", "");
    if (message.contains("secret") && message["secret"].is_string()) s.secret = message["secret"].get<std::string>();
    apply_snapshot(s.view, message.value("snapshot", json::object()));
    context_.ledger.observe(seat, s.view, "joined");
    if (!s.view.is_player()) {
        // The friend's first join took the seat, but its answer was lost with the socket or the
        // server: the seat is nobody's now. A real browser has the same problem; start afresh.
        context_.stats.note("seat_lost_with_its_answer");
        return leave_for_fresh_game("seat lost");
    }
    after_change(seat);
}

void SoakGame::on_event(int seat, const json& message) {
    Seat& s = seats_[seat];
    if (!s.view.joined || message.value("game", "") != s.view.game) return;
    const std::int64_t version = message.value("version", std::int64_t{0});
    if (version <= s.view.version) {
        context_.stats.note("event_already_in_snapshot");
        return;
    }
    if (version != s.view.version + 1) {
        context_.ledger.failure("game " + s.view.game + ": seat " + std::to_string(seat) + " got version " +
                                std::to_string(version) + " after " + std::to_string(s.view.version) + " on one connection");
        ask_snapshot(seat, "resync");
        return;
    }
    apply_event(s.view, message);
    context_.ledger.observe(seat, s.view, "event");
    last_change_ = load::Clock::now();
    const std::string kind = message.value("kind", "");
    if (kind == "move") context_.stats.note("moves_seen");
    if (kind == "takeback") context_.stats.note("takebacks_seen");
    if (kind == "rematch" && !s.view.rematch.empty()) {
        context_.stats.note("rematches_seen");
        if (game_id_ != s.view.rematch) switch_to(s.view.rematch);
        else if (s.view.game != game_id_) join(seat);
        return;
    }
    after_change(seat);
}

void SoakGame::on_error(int seat, const json& message) {
    Seat& s = seats_[seat];
    const std::string code = message.value("code", "");
    const std::string ref = message.contains("ref") && message["ref"].is_string() ? message["ref"].get<std::string>() : "";
    context_.stats.note("error " + code + " (" + (ref.empty() ? "?" : ref) + ")");
    if (code == "storage_unavailable") context_.stats.error("storage_unavailable");
    if (ref == "join") {
        s.join_in_flight = false;
        if (code == "game_not_found" || code == "bad_secret") {
            // Games and seats are told only once stored: one that is missing was lost.
            context_.ledger.failure("game " + s.view.game + ": seat " + std::to_string(seat) + "'s join refused with " + code);
            return leave_for_fresh_game("join refused");
        }
        after(reconnect_timers_[seat], uniform(0.5, 1.5), [this, seat] {
            if (seats_[seat].player && seats_[seat].player->is_open()) join(seat);
        });
    } else if (ref == "move") {
        s.move_sent_at = -1;
        s.think_armed_at = -1;
        after(think_timers_[seat], uniform(0.5, 1.5), [this, seat] { maybe_move(seat); });
    } else if (ref == "resync" || ref == "settle") {
        s.snapshot_in_flight = false;
    } else if (ref == "rematch" && seat == 0 && context_.playing) {
        leave_for_fresh_game("rematch refused");
    }
}

void SoakGame::after_change(int seat) {
    maybe_move(seat);
    answer_offers(seat);
    if (!seats_[seat].view.ongoing()) after_game(seat);
}

// The side to move thinks, then plays one of the moves its view says are legal.
void SoakGame::maybe_move(int seat) {
    Seat& s = seats_[seat];
    const SeatView& v = s.view;
    if (!context_.playing || !s.player || !v.is_player() || v.game != game_id_ || !v.ongoing() || v.role != v.to_move ||
        v.legal.empty() || s.move_sent_at == v.version || s.think_armed_at == v.version)
        return;
    if (v.computer_side.empty() && !(v.both_seats_taken && v.both_connected)) return;
    s.think_armed_at = v.version;
    after(think_timers_[seat], uniform(context_.options.think_min_seconds, context_.options.think_max_seconds),
          [this, seat] { on_think(seat); });
}

void SoakGame::on_think(int seat) {
    Seat& s = seats_[seat];
    const SeatView& v = s.view;
    if (s.think_armed_at != v.version) return maybe_move(seat);
    s.think_armed_at = -1;
    if (!context_.playing || !s.player || !s.player->is_open() || !v.ongoing() || v.role != v.to_move || v.legal.empty())
        return;
    const std::string& move = v.legal[std::uniform_int_distribution<std::size_t>(0, v.legal.size() - 1)(random_)];
    context_.ledger.sent(v.game, v.role, v.moves.size(), move);
    s.move_sent_at = v.version;
    // With its ply: a move that crosses a takeback is refused instead of played elsewhere.
    send(seat, json{{"type", "move"}, {"move", move}, {"ply", v.moves.size()}, {"ref", "move"}}.dump());
    context_.stats.note("moves_sent");
}

// The opponent's draw and takeback offers get an answer after a moment, or none.
void SoakGame::answer_offers(int seat) {
    Seat& s = seats_[seat];
    const SeatView& v = s.view;
    if (!context_.playing || !v.is_player() || s.answered_offers_at == v.version) return;
    const std::string opponent = v.opponent();
    const bool draw = v.draw_offer == opponent, takeback = v.takeback_offer == opponent;
    const bool rematch = v.rematch_offer == opponent && !v.ongoing() && v.rematch.empty();
    if (!draw && !takeback && !rematch) return;
    s.answered_offers_at = v.version;
    const std::int64_t version = v.version;
    after(answer_timers_[seat], uniform(0.2, 2.5), [this, seat, version, draw, takeback, rematch] {
        Seat& s = seats_[seat];
        if (s.view.version != version || !s.player || !context_.playing) return;
        if (rematch) send(seat, action(chance(0.9) ? "accept_rematch" : "decline_rematch"));
        else if (takeback) send(seat, action(chance(0.7) ? "accept_takeback" : "decline_takeback"));
        else if (draw) {
            const double roll = uniform(0, 1);
            if (roll < 0.25) send(seat, action("accept_draw"));
            else if (roll < 0.75) send(seat, action("decline_draw"));
        }
    });
}

// After the end, the creator offers a rematch (or, now and then, starts afresh); a declined or
// refused offer also means a fresh game.
void SoakGame::after_game(int seat) {
    const SeatView& v = seats_[seat].view;
    if (seat != 0 || !context_.playing || v.game != game_id_ || !v.rematch.empty() || creating_) return;
    if (v.rematch_offer == v.role) rematch_ = Rematch::offered;
    if (rematch_ == Rematch::offered && v.rematch_offer.empty()) return leave_for_fresh_game("rematch declined");
    if (rematch_ != Rematch::none) return;
    rematch_ = Rematch::asking;
    after(game_timer_, uniform(0.5, 3), [this] {
        if (!context_.playing || seats_[0].view.game != game_id_ || !seats_[0].view.rematch.empty()) return;
        if (!chance(0.85)) return leave_for_fresh_game("fresh game");
        // A lost socket loses the offer: the next join asks again.
        if (!seats_[0].player || !seats_[0].player->is_open()) rematch_ = Rematch::none;
        else send(0, action("offer_rematch", "rematch"));
    });
}

void SoakGame::switch_to(const std::string& game) {
    context_.ledger.created(game, variant_);
    game_id_ = game;
    rematch_ = Rematch::none;
    last_change_ = load::Clock::now();
    for (int seat = 0; seat < 2; ++seat)
        if (active(seat) && seats_[seat].player) reopen(seat);
}

void SoakGame::leave_for_fresh_game(const std::string& why) {
    if (creating_ || !context_.playing) return;
    context_.stats.note("fresh_game: " + why);
    for (int seat = 0; seat < 2; ++seat) {
        Seat& s = seats_[seat];
        if (s.view.joined && s.view.ongoing()) s.view.role = "left " + s.view.role;  // the checks then ask less
        context_.ledger.last_seen(seat, s.view);
        s.view = SeatView{};
        s.secret.clear();
    }
    game_id_.clear();
    begin();
}

}  // namespace petteia::soak
