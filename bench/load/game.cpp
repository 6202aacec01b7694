#include "bench/load/game.hpp"

#include "bench/load/json_scan.hpp"

namespace petteia::load {

namespace {

constexpr auto retry_delay = std::chrono::seconds(1);
constexpr auto stall_limit = std::chrono::seconds(30);

const char* phase_name(int phase) {
    static const char* names[] = {"idle", "creating", "joining", "playing", "ending", "stopped"};
    return names[phase];
}

// Folds the fields of a snapshot, or of an event's `state`, into the view.
void apply_state(GameView& view, std::string_view state) {
    json_for_each_member(state, [&](std::string_view key, std::string_view raw) {
        if (key == "to_move") {
            view.to_move = std::string(json_string(raw).value_or(""));
        } else if (key == "legal") {
            view.legal.clear();
            json_for_each_element(raw, [&](std::string_view move) {
                if (const auto text = json_string(move)) view.legal.emplace_back(*text);
            });
        } else if (key == "result") {
            view.ongoing = json_string_at(raw, {"state"}) == "ongoing";
        } else if (key == "seats") {
            bool all = true;
            json_for_each_member(raw, [&](std::string_view, std::string_view seat) {
                all = all && json_at(seat, {"connected"}) == "true";
            });
            view.both_present = all;
        } else if (key == "offers") {
            view.rematch_offer = std::string(json_string_at(raw, {"rematch"}).value_or(""));
        } else if (key == "rematch") {
            view.rematch = std::string(json_string(raw).value_or(""));
        }
    });
}

std::string join_message(const std::string& game, const std::string& secret) {
    std::string text = R"({"type":"join","protocol":1,"game":")" + game + '"';
    if (!secret.empty()) text += R"(,"secret":")" + secret + '"';
    return text + '}';
}

}  // namespace

Game::Game(LoadContext& context, int index)
    : context_(context), index_(index), strand_(asio::make_strand(context.io)), retry_timer_(strand_),
      random_(context.options.seed * 1'000'003 + static_cast<std::uint64_t>(index)) {}

void Game::start() {
    asio::post(strand_, [self = shared_from_this()] { self->begin(); });
}

void Game::enter(Phase phase) {
    phase_ = phase;
    phase_since_ = Clock::now();
}

void Game::begin() {
    if (context_.stopping) return;
    enter(Phase::creating);
    new_game();
}

// Creates a game over HTTP; on_created then joins it with the open sockets, or opens them.
void Game::new_game() {
    context_.creator.create([self = shared_from_this()](std::optional<CreatedGame> created) {
        asio::post(self->strand_, [self, created = std::move(created)]() mutable { self->on_created(std::move(created)); });
    });
}

void Game::on_created(std::optional<CreatedGame> created) {
    if (context_.stopping || phase_ != Phase::creating) return;
    if (!created) return restart("");  // counted by the creator
    game_id_ = created->id;
    secrets_ = {created->secret, ""};
    accept_sent_ = false;
    enter(Phase::joining);
    if (!context_.options.game_in_url && players_[0] && players_[0]->is_open() && players_[1] && players_[1]->is_open()) {
        join(0);
        join(1);
        return;
    }
    for (int seat = 0; seat < 2; ++seat) connect(seat);
}

void Game::connect(int seat) {
    if (players_[seat]) players_[seat]->close([] {});  // a normal close of the last game's socket
    players_[seat] = std::make_shared<Player>(strand_, *this, seat);
    views_[seat] = {};
    ServerAddress server = context_.server;
    server.source = client_address(context_.options.client_addresses, index_);
    players_[seat]->open(server, context_.options.game_in_url ? "/ws?game=" + game_id_ : "/ws");
}

void Game::join(int seat) {
    views_[seat] = {};
    views_[seat].game = game_id_;
    players_[seat]->send(join_message(game_id_, secrets_[seat]));
}

void Game::on_open(int seat) {
    if (phase_ == Phase::joining) join(seat);
}

void Game::on_message(int seat, std::string_view text, Clock::time_point received) {
    GameView& view = views_[seat];
    const auto type = json_string_at(text, {"type"}).value_or("");
    if (type == "event") {
        on_event(seat, text, received);
    } else if (type == "joined") {
        if (json_string_at(text, {"game"}) != view.game) return;  // an answer to an earlier join
        view.joined = true;
        view.role = std::string(json_string_at(text, {"role"}).value_or(""));
        if (const auto secret = json_string_at(text, {"secret"})) secrets_[seat] = std::string(*secret);
        if (const auto snapshot = json_at(text, {"snapshot"})) {
            view.version = json_int_at(*snapshot, {"version"}).value_or(0);
            apply_state(view, *snapshot);
        }
        last_progress_ = received;
    } else if (type == "snapshot") {
        const auto snapshot = json_at(text, {"snapshot"});
        if (!snapshot || json_string_at(*snapshot, {"game"}) != view.game || !view.joined) return;
        view.version = json_int_at(*snapshot, {"version"}).value_or(0);
        apply_state(view, *snapshot);
    } else if (type == "error") {
        const auto code = json_string_at(text, {"code"}).value_or("unknown");
        context_.stats.error("server_error " + std::string(code));
        on_server_error(seat, code);
    } else if (type != "hello") {
        context_.stats.error("unexpected_message " + std::string(type));
    }
    after_change();
}

void Game::on_event(int seat, std::string_view text, Clock::time_point received) {
    GameView& view = views_[seat];
    // Events of a game left behind, and those that come before the "joined" whose snapshot holds them.
    if (!view.joined || json_string_at(text, {"game"}) != view.game) return;
    const std::int64_t version = json_int_at(text, {"version"}).value_or(0);
    if (version != view.version + 1) {
        context_.stats.error("version_gap");
        players_[seat]->send(R"({"type":"snapshot"})");
    }
    view.version = version;
    if (const auto state = json_at(text, {"state"})) apply_state(view, *state);
    const auto kind = json_string_at(text, {"kind"}).value_or("");
    if (kind == "move") {
        on_move_event(seat, text, received);
    } else if (kind == "offer") {
        // The friend accepts the creator's rematch offer.
        if (seat == 1 && !view.rematch_offer.empty() && view.rematch_offer != view.role && !accept_sent_) {
            accept_sent_ = true;
            players_[1]->send(R"({"type":"accept_rematch"})");
        }
    } else if (kind == "rematch" && !view.rematch.empty()) {
        if (game_id_ != view.rematch) {
            game_id_ = view.rematch;
            accept_sent_ = false;
            enter(Phase::joining);
        }
        // Each player's secret works for their seat in the rematch, on a socket at its URL.
        if (context_.options.game_in_url) connect(seat);
        else join(seat);
    }
}

void Game::on_move_event(int seat, std::string_view text, Clock::time_point received) {
    if (!outstanding_ || seat == outstanding_->mover) return;
    const auto move = json_string_at(text, {"move", "move"});
    if (move == outstanding_->move) context_.stats.record_move(outstanding_->sent, received);
    else context_.stats.error("move_mismatch");
    clear_outstanding();
    last_progress_ = received;
}

void Game::on_server_error(int seat, std::string_view code) {
    if (outstanding_ && outstanding_->mover == seat) {
        clear_outstanding();
        resync();
    }
    if (phase_ == Phase::ending) {
        enter(Phase::creating);  // no rematch: a fresh game instead
        new_game();
    } else if (phase_ == Phase::joining && (code == "game_not_found" || code == "bad_secret")) {
        restart("");
    }
}

void Game::after_change() {
    if (phase_ == Phase::joining && views_[0].joined && views_[1].joined && views_[0].game == game_id_ &&
        views_[1].game == game_id_)
        enter(Phase::playing);
    if (phase_ == Phase::playing && ((views_[0].joined && !views_[0].ongoing) || (views_[1].joined && !views_[1].ongoing)))
        handle_end();
    update_ready();
}

// The seat to move once both players have heard the same things, or -1.
int Game::mover() const {
    const GameView& a = views_[0];
    const GameView& b = views_[1];
    if (!a.joined || !b.joined || a.game != game_id_ || b.game != game_id_ || a.version != b.version) return -1;
    for (int seat = 0; seat < 2; ++seat) {
        const GameView& view = views_[seat];
        if (view.role == view.to_move && view.ongoing && view.both_present && !view.legal.empty()) return seat;
    }
    return -1;
}

void Game::update_ready() {
    if (phase_ != Phase::playing || outstanding_ || queued_ || context_.stopping || mover() < 0) return;
    queued_ = true;
    if (!counted_ready_) {
        counted_ready_ = true;
        ++context_.games_ready;
    }
    context_.pacer->ready(shared_from_this());
}

void Game::play() {
    asio::post(strand_, [self = shared_from_this()] { self->on_play(); });
}

void Game::on_play() {
    queued_ = false;
    if (context_.stopping) return;
    const int seat = mover();
    if (phase_ != Phase::playing || outstanding_ || seat < 0) {
        context_.stats.note("slot_for_game_not_ready");
        return update_ready();
    }
    const auto& legal = views_[seat].legal;
    std::string move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random_)];
    const auto now = Clock::now();
    players_[seat]->send(R"({"type":"move","move":")" + move + R"("})");
    outstanding_ = Outstanding{std::move(move), now, seat};
    ++context_.outstanding;
    last_move_ns_.store(now.time_since_epoch().count(), std::memory_order_relaxed);
}

void Game::handle_end() {
    enter(Phase::ending);
    context_.stats.note("games_finished");
    if (context_.options.fresh_games) {
        enter(Phase::creating);
        return new_game();
    }
    players_[0]->send(R"({"type":"offer_rematch"})");
}

void Game::resync() {
    for (auto& player : players_)
        if (player) player->send(R"({"type":"snapshot"})");
}

void Game::clear_outstanding() {
    if (!outstanding_) return;
    outstanding_.reset();
    --context_.outstanding;
}

void Game::on_failure(int seat, std::string what) {
    (void)seat;
    if (context_.stopping) return;
    context_.stats.error(what);
    restart("");
}

// Takes the game down and starts again after a pause. `reason`, when given, is counted as an error.
void Game::restart(const std::string& reason) {
    if (!reason.empty()) context_.stats.error(reason);
    if (outstanding_ && context_.stats.in_window(outstanding_->sent)) context_.stats.error("move_lost");
    clear_outstanding();
    for (auto& player : players_)
        if (player) player->drop();
    players_ = {};
    enter(Phase::idle);
    retry_timer_.expires_after(retry_delay);
    retry_timer_.async_wait([self = shared_from_this()](beast::error_code error) {
        if (!error) self->begin();
    });
}

void Game::check(Clock::time_point now) {
    asio::post(strand_, [self = shared_from_this(), now] {
        if (self->context_.stopping || self->phase_ == Phase::idle) return;
        if (self->outstanding_ && now - self->outstanding_->sent > std::chrono::duration<double>(self->context_.options.move_timeout)) {
            self->context_.stats.error("move_timeout");
            self->clear_outstanding();
            self->resync();
            return;
        }
        const bool waiting = self->phase_ != Phase::playing;
        if (waiting && now - self->phase_since_ > stall_limit)
            return self->restart("stalled_" + std::string(phase_name(static_cast<int>(self->phase_))));
        if (!waiting && !self->queued_ && !self->outstanding_ && now - self->last_progress_ > stall_limit &&
            now - self->phase_since_ > stall_limit)
            return self->restart("stalled_playing");
    });
}

void Game::stop(std::function<void()> closed) {
    asio::post(strand_, [self = shared_from_this(), closed = std::move(closed)] {
        if (self->outstanding_ && self->context_.stats.in_window(self->outstanding_->sent))
            self->context_.stats.error("move_unanswered");
        self->clear_outstanding();
        self->retry_timer_.cancel();
        self->enter(Phase::stopped);
        auto remaining = std::make_shared<int>(0);
        for (auto& player : self->players_)
            if (player) ++*remaining;
        if (*remaining == 0) return closed();
        for (auto& player : self->players_)
            if (player)
                player->close([remaining, closed] {
                    if (--*remaining == 0) closed();
                });
    });
}

}  // namespace petteia::load
