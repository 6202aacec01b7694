// Moves played offline: a game against the computer that the player's browser played on alone while
// the network was down (its module answering for the computer), taken when the network is back.
// One of the files of Match (server/games/match.hpp), each a concern of the referee.
//
// What the server can and cannot check. Every move is checked by the rules, and only the
// computer's moves the browser never saw can be replaced, never the player's. The browser chose the
// computer's moves and counted the clocks: the server cannot know that it did so honestly, so it
// only refuses what is impossible (a clock that gains time). A player who cheats here cheats
// themselves: a game against the computer is never rated.
//
// Time (issue 37). The browser's readings alone would let a player stop their own clock: think 6 s
// online, send the move as an offline one with the last reading, and nothing was charged. So the
// server also counts on its own clock, from the last stored move (its clock's turn start) to now,
// less the player's last absence in that span (from the socket's close to the seat's return: a
// drop it saw, during which it cannot tell whose turn it was in the browser; the browser's
// readings, which count on while offline, charge it). Of that time, the computer used what the
// browser says, but never more than passed, never more than 3 s a move it played offline, and never
// all it had (a reading cannot flag it); the rest is the player's. Each side keeps the lesser of the
// browser's reading and the server's (for the computer: the browser's, within those bounds).
#include <algorithm>

#include "server/games/match.hpp"
#include "server/games/match_parts.hpp"

namespace petteia::server {

using namespace match_parts;

namespace {

// The moves of the server's game after `from` that the browser played too: the server keeps them.
std::size_t moves_in_common(const std::vector<protocol::MoveView>& server_moves, std::size_t from,
                            const std::vector<protocol::OfflineMove>& offline_moves) {
    std::size_t common = 0;
    while (from + common < server_moves.size() && common < offline_moves.size() &&
           server_moves[from + common].move == offline_moves[common].move)
        ++common;
    return common;
}

// The most the computer is taken to use for a move it played in the browser: the engine's budget
// (engine::thinking_budget_ms, at most 2 s) and a second for a slow device. A turn of the computer
// still in progress when the message arrives counts nothing: the server's computer plays it now.
constexpr std::int64_t computer_move_ms = 3'000;
// Whatever the browser's readings say, the computer keeps at least this (or what it had, if less):
// a browser's clock cannot make it lose on time.
constexpr std::int64_t computer_floor_ms = 1'000;

}  // namespace

void Match::charge_offline_time(Side player, const std::array<std::int64_t, 2>& start, const std::array<int, 2>& moved,
                                std::array<std::int64_t, 2>& remaining, std::int64_t now) const {
    const auto p = static_cast<std::size_t>(index_of(player));
    const auto c = static_cast<std::size_t>(index_of(opponent(player)));
    const std::int64_t since = clock_->running() ? clock_->turn_started_ms() : now;
    const std::int64_t passed = std::max<std::int64_t>(0, now - since);
    // The drop the server saw: the player's last absence, as far as it falls in this span.
    std::int64_t dropped = 0;
    if (const auto& absence = last_absence_[p]) dropped = std::max<std::int64_t>(0, std::min(absence->second, now) - std::max(absence->first, since));
    const auto allowance = [&](std::size_t seat) { return start[seat] + clock_->increment_ms() * moved[seat]; };
    // The computer: what the browser says it used, at most what passed and its moves' budget, never all it had.
    const std::int64_t computer_used =
        std::clamp<std::int64_t>(allowance(c) - remaining[c], 0, std::min(passed, computer_move_ms * moved[c]));
    remaining[c] = std::max(allowance(c) - computer_used, std::min(computer_floor_ms, start[c]));
    // The player: the rest of what passed while the server could see the player, if the browser said less.
    const std::int64_t player_used = std::max<std::int64_t>(0, passed - dropped - computer_used);
    remaining[p] = std::max<std::int64_t>(0, std::min(remaining[p], allowance(p) - player_used));
}

std::array<std::int64_t, 2> Match::clock_after_ply(std::size_t ply) const {
    std::array<std::int64_t, 2> remaining{clock_->initial_ms(), clock_->initial_ms()};
    std::array<bool, 2> seen{false, false};
    for (std::size_t i = ply; i-- > 0 && !(seen[0] && seen[1]);) {
        const int side = index_of(moves_[i].side);
        if (seen[side] || !moves_[i].clock_ms) continue;
        remaining[side] = *moves_[i].clock_ms;
        seen[side] = true;
    }
    return remaining;
}

Answer<Change> Match::play_offline(Side side, const protocol::OfflineMoves& offline, std::int64_t now) {
    if (!settings_.computer || settings_.computer->side == side)
        return refuse(ErrorCode::offline_not_allowed,
                      "moves played offline are taken only in a game against the computer, from its player");
    if (finished()) return refuse(ErrorCode::game_over, "the game is over: it ended on the server while you were offline");
    if (!started_) return refuse(ErrorCode::game_not_started, "the game has not started");
    const auto from = static_cast<std::size_t>(offline.from_ply);
    if (from > moves_.size())
        return refuse(ErrorCode::position_changed, "the server knows " + std::to_string(moves_.size()) +
                                                       " moves; moves played offline after move " +
                                                       std::to_string(from) + " cannot follow them");
    // From the first move the two games do not share, the browser's replaces the server's (the
    // computer's answers the browser never saw). Nothing changes until every move is checked.
    std::vector<Field> fields = position_fields;
    fields.push_back(Field::moves);
    const std::size_t common = moves_in_common(moves_, from, offline.moves);
    if (common == offline.moves.size()) {
        // Nothing the server does not know (its computer may even have moved since): only a
        // resignation, if the player resigned.
        std::vector<db::GameWrite> writes;
        if (offline.resigned) writes.push_back(finish(ResultState::win, settings_.computer->side, "resign", now, side));
        return changed(EventKind::offline, std::move(fields), std::move(writes));
    }
    const std::size_t kept = from + common;
    // The same message twice shares every move; a player's move it does not share is another game.
    for (std::size_t i = kept; i < moves_.size(); ++i)
        if (moves_[i].side == side)
            return refuse(ErrorCode::position_changed,
                          "this game went on elsewhere after move " + std::to_string(kept) + "; nothing was played");
    auto trial = game_->clone();
    for (std::size_t i = kept; i < moves_.size(); ++i) trial->undo();

    // What each side had when the browser went on alone: no reading may be above it, but for the
    // increments (the server's clock ran on meanwhile; the browser's time is the one counted).
    std::array<std::int64_t, 2> remaining{};
    if (clock_) remaining = kept == moves_.size() ? clock_->stored_remaining() : clock_after_ply(kept);
    const std::array<std::int64_t, 2> start = remaining;
    std::array<int, 2> moved{0, 0};
    const auto gained_time = [&](std::string what) {
        return refuse(ErrorCode::invalid_message, what + ": a clock played offline cannot gain time");
    };
    std::vector<std::pair<Move, std::optional<std::int64_t>>> to_play;
    std::vector<Side> movers;  // of each of to_play
    for (std::size_t index = common; index < offline.moves.size(); ++index) {
        const protocol::OfflineMove& offline_move = offline.moves[index];
        const Side mover = trial->side_to_move();
        const auto illegal = [&](const MoveError& error) {
            return refuse(ErrorCode::illegal_move, "move " + std::to_string(from + index + 1) + " played offline, " +
                                                       offline_move.move + ": " + error.reason,
                          std::string(to_string(error.code)));
        };
        const auto parsed = trial->parse_move(offline_move.move);
        if (!parsed) return illegal(parsed.error());
        if (auto played = trial->play(*parsed); !played) return illegal(played.error());
        if (clock_) {
            if (!offline_move.clock_ms) return refuse(ErrorCode::invalid_message, "a timed game's offline moves carry \"clock_ms\"");
            if (*offline_move.clock_ms > remaining[index_of(mover)] + clock_->increment_ms())
                return gained_time(offline_move.move);
            remaining[index_of(mover)] = *offline_move.clock_ms;
            ++moved[static_cast<std::size_t>(index_of(mover))];
        }
        to_play.emplace_back(*parsed, offline_move.clock_ms);
        movers.push_back(mover);
    }
    if (clock_) {
        if (!offline.to_move_ms) return refuse(ErrorCode::invalid_message, "a timed game's offline moves carry \"to_move_ms\"");
        if (*offline.to_move_ms > remaining[index_of(trial->side_to_move())]) return gained_time("the time left now");
        remaining[index_of(trial->side_to_move())] = *offline.to_move_ms;
        charge_offline_time(side, start, moved, remaining, now);
        // The side not to move now was last read at its last move: that reading becomes the one charged.
        const Side waiting = opponent(trial->side_to_move());
        for (std::size_t i = to_play.size(); i-- > 0;)
            if (movers[i] == waiting) {
                to_play[i].second = remaining[index_of(waiting)];
                break;
            }
    }

    // Checked: now the game becomes the browser's, each change written as a takeback and moves are.
    std::vector<db::GameWrite> writes;
    const auto restart_clock = [&] {
        // The browser's readings; the side to move's time runs from now.
        if (clock_) *clock_ = GameClock::restore(*clock_, remaining, game_->side_to_move(), now);
    };
    if (kept < moves_.size()) {
        while (moves_.size() > kept) {
            game_->undo();
            moves_.pop_back();
        }
        if (clock_) *clock_ = GameClock::restore(*clock_, clock_after_ply(kept),
                                                 game_->side_to_move(), now);
        writes.push_back(write(db::writes::TruncateMoves{static_cast<int>(kept), clock_readings(), turn_started_ms()}));
    }
    for (auto& [move, clock_ms] : to_play) {
        const Side mover = game_->side_to_move();
        std::string text = game_->move_text(move);
        const auto played = game_->play(move);
        if (clock_) {
            std::array<std::int64_t, 2> readings = clock_->stored_remaining();
            readings[index_of(mover)] = *clock_ms;
            *clock_ = GameClock::restore(*clock_, readings, game_->side_to_move(), now);
        }
        protocol::MoveView view{std::move(text), mover, square_names(*game_, played->captured), clock_ms};
        moves_.push_back(view);
        writes.push_back(write(db::writes::AppendMove{static_cast<int>(moves_.size()) - 1,
                                                      db::StoredMove{view.move, clock_ms.value_or(0), now},
                                                      clock_readings(), turn_started_ms()}));
    }
    restart_clock();
    if (!to_play.empty()) last_move_at_ms_ = now;
    offers_.draw.reset();
    offers_.takeback.reset();
    facts_.forget();

    const GameStatus status = game_->status();
    if (status.state != GameState::ongoing)
        writes.push_back(finish(status.state == GameState::win ? ResultState::win : ResultState::draw, status.winner,
                                std::string(to_string(status.reason)), now));
    else if (offline.resigned)
        writes.push_back(finish(ResultState::win, settings_.computer->side, "resign", now, side));
    else if (clock_)
        writes.push_back(write(db::writes::UpdateClocks{clock_readings(), now}));

    return changed(EventKind::offline, std::move(fields), std::move(writes));
}

}  // namespace petteia::server
