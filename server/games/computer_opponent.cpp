// The computer's part in a game against it, played by its room on the room's strand: it answers
// the player's offers at once and thinks on the engine pool, never on an I/O thread.
#include <algorithm>
#include <functional>

#include <spdlog/spdlog.h>

#include "rules/notation.hpp"
#include "server/common/clock_source.hpp"
#include "server/games/engine_pool.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/game_room.hpp"

namespace petteia::server {

namespace {

using protocol::Action;

// The computer takes a draw only when its last search saw it a third of a piece or more behind.
constexpr int accept_draw_below = -33;

}  // namespace

void GameRoom::play_computer_part(std::int64_t now) {
    const auto& computer = match_->computer();
    if (!computer) return;
    const Side me = computer->side;
    const Side player = opponent(me);

    if (match_->finished()) {
        stop_thinking();
        // Another game, colours swapped: the computer always agrees.
        if (match_->offers().rematch == player && !match_->rematch_agreed()) perform(me, Action::accept_rematch, now);
        return;
    }
    // The player may always take a move back; the time it used stays used.
    if (match_->offers().takeback == player) perform(me, Action::accept_takeback, now);
    if (match_->offers().draw == player)
        perform(me, computer_score_ <= accept_draw_below ? Action::accept_draw : Action::decline_draw, now);
    if (match_->finished()) return stop_thinking();

    if (thinking_stop_ && thinking_at_ply_ != match_->plies()) stop_thinking();  // a takeback moved the game on
    if (!thinking_stop_ && match_->game().side_to_move() == me) start_thinking(now);
}

void GameRoom::start_thinking(std::int64_t now) {
    // Within a unit, the computer thinks only once the position it would think about is stored.
    if (unit_) {
        unit_->think = true;
        return;
    }
    const Side me = match_->computer()->side;
    if (thinking_stop_ || match_->finished() || match_->game().side_to_move() != me) return;
    thinking_stop_ = std::make_shared<std::atomic<bool>>(false);
    thinking_at_ply_ = match_->plies();
    const std::uint64_t search = ++search_;
    ThinkRequest request;
    request.game = match_->game().clone();
    request.level = match_->computer()->level;
    // The same game at the same ply thinks the same way, even after a restart.
    request.seed = std::hash<std::string>{}(id_) ^ (0x9e3779b97f4a7c15ULL * (thinking_at_ply_ + 1));
    request.max_milliseconds = engine::thinking_budget_ms(match_->remaining_ms(me, now), match_->increment_ms());
    request.stop = thinking_stop_;
    request.owner = computer_owner_;
    request.done = [weak = weak_from_this(), search](const engine::SearchResult& result) {
        if (auto self = weak.lock())
            asio::post(self->strand_, [self, search, result] {
                self->run(nullptr, std::nullopt, [self, search, result] { self->on_computer_move(search, result); });
            });
    };
    registry_.engines().think(std::move(request));
}

void GameRoom::stop_thinking() {
    if (!thinking_stop_) return;
    *thinking_stop_ = true;
    thinking_stop_.reset();
}

void GameRoom::on_computer_move(std::uint64_t search, const engine::SearchResult& result) {
    if (search != search_ || !thinking_stop_) return;  // an answer nobody waits for any more
    thinking_stop_.reset();
    computer_score_ = result.score;
    const std::int64_t now = now_ms();
    if (match_->time_is_out(now)) {
        end_if_out_of_time(now);
    } else {
        auto change = match_.change().move(match_->computer()->side, match_->move_text(result.move), now);
        if (!change) {
            spdlog::error("game {}: the computer's move {} is refused: {}", id_, match_->move_text(result.move),
                          change.error().message);
            return;
        }
        announce(*change, now);
    }
    arm_clock_timer();
    play_computer_part(now);
}

}  // namespace petteia::server
