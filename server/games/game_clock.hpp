#pragma once
// Each player's remaining time, counted by the server. Pure arithmetic on millisecond timestamps
// that the caller passes in, so that it is tested without waiting.
//
// Two kinds of clock. A game clock (5+3): each side's time runs down across the game, the increment
// added after each move. A clock of days per move (correspondence, issue 38): each move must be made
// within `initial_ms`; after a move both sides' allowances are full again, so the opponent has the
// whole period and unused time is not carried over (no increment). A takeback never moves the
// deadline: the side that moves again has what the running side had left, so nobody gains time by
// one. Hence a correspondence game's deadline is always the turn's start plus the smaller of the
// two stored times (the running side's), which the store's sweep reads (db/migrations.cpp, 19).
#include <array>
#include <cstdint>
#include <optional>

#include "rules/types.hpp"

namespace petteia::server {

class GameClock {
public:
    enum class Kind : std::uint8_t { game, per_move };

    GameClock(std::int64_t initial_ms, std::int64_t increment_ms, Kind kind = Kind::game)
        : initial_ms_(initial_ms), increment_ms_(kind == Kind::per_move ? 0 : increment_ms), kind_(kind),
          remaining_{initial_ms, initial_ms} {}
    // Each move within `allowance_ms` (correspondence).
    static GameClock each_move_within(std::int64_t allowance_ms) { return GameClock(allowance_ms, 0, Kind::per_move); }

    // Back from storage: the remaining times at the start of the current turn, and whose turn runs
    // since when (nothing runs before the game starts or after it ends).
    static GameClock restore(const GameClock& settings, std::array<std::int64_t, 2> remaining,
                             std::optional<Side> running, std::int64_t turn_started_ms);

    std::int64_t initial_ms() const { return initial_ms_; }
    std::int64_t increment_ms() const { return increment_ms_; }
    bool per_move() const { return kind_ == Kind::per_move; }
    std::optional<Side> running() const { return running_; }
    std::int64_t turn_started_ms() const { return turn_started_ms_; }
    // Remaining times as of the start of the running turn (what storage keeps).
    const std::array<std::int64_t, 2>& stored_remaining() const { return remaining_; }

    // Remaining time of `side` at `now`, never below zero.
    std::int64_t remaining(Side side, std::int64_t now) const;
    std::array<std::int64_t, 2> remaining_at(std::int64_t now) const {
        return {remaining(Side::first, now), remaining(Side::second, now)};
    }
    // When the running side's time runs out, if one runs.
    std::optional<std::int64_t> deadline() const;
    bool flagged(std::int64_t now) const { return running_ && remaining(*running_, now) == 0; }

    void start(Side side, std::int64_t now);
    // The running side moved at `now`: charge the time used, add the increment, start the other side.
    // Returns the mover's remaining time after the increment. Per move: the mover's time left at the
    // move is returned, then both allowances are full again.
    std::int64_t complete_move(std::int64_t now);
    // Charges the running side up to `now` and hands the turn to `side` (a takeback): no time is
    // given back and no increment is added. Per move: `side` goes on with the running side's time
    // left (the deadline stays where it was), the other's allowance is full.
    void hand_over(Side side, std::int64_t now);
    // Charges the running side up to `now` and stops the clock (the game ended).
    void stop(std::int64_t now);
    // A tournament's berserk (issue 39): `side` loses half the initial time (none below zero; its
    // running turn goes on from what is left).
    void halve(Side side);
    // Against the computer (issue 40): `side`'s time does not run until it completes its first move,
    // which costs it nothing and earns no increment, so that a newcomer reading the how-to loses no
    // time. Once it has moved its time runs as any other's, a takeback back to the start included.
    void hold(Side side) { held_[index_of(side)] = true; }
    // Whether a side's time runs now: one runs, and it is not held.
    bool ticking() const { return running_ && !held_[index_of(*running_)]; }
    // The running side's time for this turn cut to at most `most_ms` (days per move: a first move is
    // due within a day, or the game is aborted; the deadline the store sweeps for says so).
    void limit_turn(std::int64_t most_ms);

private:
    void charge(std::int64_t now);

    std::int64_t initial_ms_;
    std::int64_t increment_ms_;
    Kind kind_;
    std::array<std::int64_t, 2> remaining_;
    std::optional<Side> running_;
    std::int64_t turn_started_ms_ = 0;
    std::array<bool, 2> held_{false, false};
};

}  // namespace petteia::server
