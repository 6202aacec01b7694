#pragma once
// One refereed game: the rules' position, the seats and their secrets, the clock, offers, result
// and event version. A pure referee: it decides and returns what changed — the event to announce
// and, as data, the writes the store must hold before anyone is told (db/game_write.hpp). It does
// no I/O and reads no clock: timestamps are passed in. The room (game_room.hpp) serialises calls on
// its strand, stores each change's writes and announces the change only once they are stored; if
// they cannot be, it goes back to a copy of the match taken before the change (copy(), taken only
// by a handler that changes the match: server/games/undoable_match.hpp). Const members change nothing.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/game_write.hpp"
#include "engine/engine.hpp"
#include "protocol/client_messages.hpp"
#include "protocol/create_game.hpp"
#include "protocol/errors.hpp"
#include "protocol/game_view.hpp"
#include "rules/game.hpp"
#include "server/common/answer.hpp"
#include "server/games/game_clock.hpp"
#include "server/games/position_facts.hpp"

namespace petteia::server {

// The computer's seat in a game against it: always taken, always connected; its clock starts with
// the game. The room plays its part (computer_opponent.hpp); the match only keeps the seat.
struct ComputerSeat {
    Side side = Side::second;
    engine::Level level = engine::Level::beginner;
};

// An account at a seat of a game made in the lobby, whose name strangers see (issue 27).
struct SeatAccount {
    std::int64_t account_id = 0;
    std::string name;
    std::optional<double> rating;     // in the game's category when it began; absent: never rated there
    std::optional<double> deviation;  // with it
    std::optional<double> change;     // once a rated game is rated
};

// A game between people whose player to move did not make their first move in time (lichess's rule,
// issue 40): 30 s on a game clock, a day at days per move, from the start of their turn.
inline constexpr std::string_view no_first_move_reason = "no-first-move";
inline constexpr std::int64_t first_move_within_ms = 30'000;
inline constexpr std::int64_t first_move_within_days_ms = 86'400'000;

struct MatchSettings {
    std::string variant;
    std::optional<protocol::TimeControl> time;
    std::int64_t grace_ms = 60'000;  // how long a seat may be away before the opponent can claim
    std::optional<ComputerSeat> computer;
    std::optional<std::string> start_position{};  // a position text the rules have read; absent: the usual start
    bool lobby = false;  // made in the lobby: the players' names are shown
    bool rated = false;  // counts for both accounts' ratings (lobby games between two accounts only)
    // A tournament's game (issue 39): both seats kept for their accounts, its clock running from the
    // pairing; it cannot be aborted, no takeback nor rematch is offered in it.
    std::optional<std::string> tournament{};
    std::array<std::optional<SeatAccount>, 2> accounts{};  // by seat, for lobby games
    std::int64_t first_move_ms = first_move_within_ms;  // a game clock's first moves between people (--first-move-seconds)
};

// How long a game waits for people before it ends on its own (--invitation-hours, --abandoned-days).
struct ExpiryLimits {
    std::int64_t invitation_ms = 24LL * 3'600'000;  // an invitation nobody joined
    std::int64_t abandoned_ms = 7LL * 86'400'000;   // an unfinished game nobody has been at
};

// The reasons of the results of games that end on their own: aborted, no winner.
inline constexpr std::string_view invitation_expired_reason = "invitation-expired";
inline constexpr std::string_view inactive_reason = "inactive";  // not "abandoned": that one is a claimed win

// What an accepted request changed: the event to announce, and what must be stored first.
struct Change {
    protocol::EventKind kind = protocol::EventKind::connection;
    std::vector<protocol::Field> fields;
    std::optional<protocol::MoveView> move;  // the move to append, for "move" events
    std::vector<db::GameWrite> writes;       // stored, all or none, before the event is sent
    // Written when possible, told to nobody and never waited for (when a player was last seen).
    std::vector<db::GameWrite> best_effort_writes;
};

struct JoinOutcome {
    std::optional<Side> seat;               // absent: a spectator
    std::optional<std::string> new_secret;  // when this join took a free seat
    std::optional<Change> change;
};

class Match;

struct ActionOutcome {
    Change change;
    std::unique_ptr<Match> rematch;  // a new game, when this action agreed a rematch
};

struct CreatedMatch {
    std::unique_ptr<Match> match;
    std::string secret;    // the creator's
    db::GameWrite write;   // the new game, to store before the secret is handed out
};

struct RestoredMatch {
    std::unique_ptr<Match> match;
    std::vector<db::GameWrite> writes;  // the clock as restored, when one runs
};

class Match {
public:
    // A new game; the creator takes `creator_side` and gets the secret. A seat whose account the
    // settings give but that the creator does not take is kept for that account: a direct challenge
    // (issue 38), which only that account's join takes (and decline_challenge ends).
    static CreatedMatch create(MatchSettings settings, Side creator_side, std::int64_t now);
    // The writes that link the seats' accounts its settings give (a direct challenge's two), to
    // store with the new game.
    std::vector<db::GameWrite> account_links() const;
    // A new game of two players paired in the lobby, each seat taken by the hash of a secret its
    // player already holds (the lobby made them): the writes store it with its accounts.
    static std::pair<std::unique_ptr<Match>, std::vector<db::GameWrite>> create_paired(
        MatchSettings settings, std::array<std::string, 2> seat_hashes, std::int64_t now);
    // A new game of a tournament (settings.tournament and both seats' accounts given): each seat kept
    // for its account (taken by that account's join), the clock of the side to move running from
    // `now`. The writes store it with its accounts (GameStore::pair_in_tournament).
    static std::pair<std::unique_ptr<Match>, std::vector<db::GameWrite>> create_for_tournament(MatchSettings settings,
                                                                                                std::int64_t now);
    // Back from storage (after a restart, or a finished game opened again); time between
    // `last_alive_ms` and `now` is charged to nobody.
    static Expected<RestoredMatch, std::string> restore(const db::StoredGame& stored, std::int64_t grace_ms,
                                                        std::int64_t last_alive_ms, std::int64_t now,
                                                        std::int64_t first_move_ms = first_move_within_ms);

    // After the room reloaded this game from the store, which had lost a change already told (a
    // database that lost a commit): versions go on above `told`, the last version anyone was told,
    // so that followers take the snapshot of the stored state and the events after it. The write
    // of the new version and the offers, to store before the snapshot is sent.
    db::GameWrite resume_versions_after(std::int64_t told);

    // A copy to go back to, should the writes of the changes made after it fail. The facts the
    // rules derive from the position are not copied: the copy computes them again if it is used.
    std::unique_ptr<Match> copy() const { return std::unique_ptr<Match>(new Match(*this)); }
    // The same copy, made into `target` (a match copy() made before), whose memory it reuses.
    void copy_to(Match& target) const {
        // A vector copied into a shorter one grows to the exact size, and each copy is a move longer
        // than the last: room for twice the moves first, so that it grows once in a while.
        if (target.moves_.capacity() < moves_.size()) target.moves_.reserve(2 * moves_.size());
        target = *this;
    }

    const std::string& id() const { return id_; }
    bool finished() const { return result_.state != protocol::ResultState::ongoing; }
    const protocol::ResultView& result() const { return result_; }
    std::int64_t created_at_ms() const { return created_at_ms_; }
    const VariantInfo& variant() const { return game_->variant(); }
    const Game& game() const { return *game_; }
    // A move's text in the game's notation, in the position now.
    std::string move_text(const Move& move) const { return game_->move_text(move); }
    const std::optional<ComputerSeat>& computer() const { return settings_.computer; }
    const MatchSettings& settings() const { return settings_; }
    // The account at a seat: the lobby's players, or whoever sat there signed in (issue 38: the
    // game's events reach that account wherever it is on the site).
    std::optional<std::int64_t> seat_account(Side seat) const;
    // A signed-in player took the seat of a game not made in the lobby (whose accounts are fixed
    // when it is made): the seat's account from now on, unless one sits there already. Its name
    // is never shown: only a lobby game's are.
    void sit_account(Side seat, std::int64_t account_id);
    // A player's say on listing the game among the live games: the "listing" event.
    Answer<Change> set_listing(Side side, bool listed);
    // Whether the game may be listed among the live games (GET /api/live): between two people, made
    // in the lobby and no player said no, or between friends and both said yes.
    bool listed() const;
    // A rated game was rated (each seat's new rating and the change): the "rated" event. Nothing to
    // store but the version: the ratings were stored first (db/rating_store.hpp).
    Change rated(const std::array<std::optional<double>, 2>& after, const std::array<std::optional<double>, 2>& change);
    std::size_t plies() const { return moves_.size(); }
    const protocol::OffersView& offers() const { return offers_; }
    bool rematch_agreed() const { return rematch_.has_value(); }
    // The side's time left at `now`, when timed.
    std::optional<std::int64_t> remaining_ms(Side side, std::int64_t now) const;
    std::int64_t increment_ms() const { return clock_ ? clock_->increment_ms() : 0; }
    // A game at one's own pace (correspondence): each move within so many days.
    bool days_per_move() const { return settings_.time && settings_.time->days_per_move; }

    // A join without a secret takes the free seat, unless it is kept for another account than the
    // joiner's `account` (a direct challenge): then it watches.
    Answer<JoinOutcome> join(const std::optional<std::string>& secret, std::int64_t now,
                             std::optional<std::int64_t> account = std::nullopt);
    // A direct challenge that nobody answered yet: the account its free seat is kept for (absent:
    // the game is no challenge waiting).
    std::optional<std::int64_t> challenged_account() const;
    // The challenged account declines, or the challenger withdraws (`account`, either's): the game
    // ends without result, "declined" or "withdrawn".
    Answer<Change> decline_challenge(std::int64_t account, std::int64_t now);
    // join() without taking a free seat: the seat `secret` holds (refused: a secret of no seat), or
    // none, a spectator. Whether a join without a secret takes a seat is has_free_seat().
    Answer<JoinOutcome> find_seat(const std::optional<std::string>& secret) const;
    // Whether a join without a secret would take a seat: the one join that changes the match.
    bool has_free_seat() const { return free_seat().has_value(); }
    // A seat's first connection arrived, or its last one left.
    std::optional<Change> seat_connected(Side side, std::int64_t now);
    std::optional<Change> seat_disconnected(Side side, std::int64_t now);

    // `ply`, when given, is the number of moves in the position the player moved from.
    Answer<Change> move(Side side, std::string_view text, std::int64_t now, std::optional<int> ply = std::nullopt);
    Answer<ActionOutcome> act(Side side, protocol::Action action, std::int64_t now);
    // A game against the computer that the player's browser played on alone while the network was
    // down (match_offline.cpp): checked by the rules, then the server's game becomes the browser's.
    Answer<Change> play_offline(Side side, const protocol::OfflineMoves& offline, std::int64_t now);

    // Ends the game when the running side's time is out, or without result when a player between
    // people did not make their first move in time (first_move_deadline).
    std::optional<Change> check_time(std::int64_t now);
    // Whether check_time(now) would end the game.
    bool time_is_out(std::int64_t now) const;
    std::optional<std::int64_t> clock_deadline() const;
    // A timed game between people (not a tournament's: its clock from the pairing decides) whose
    // player to move has not moved yet: when the game is aborted unless they move.
    std::optional<std::int64_t> first_move_deadline() const;
    // The earlier of the two: when check_time must look again.
    std::optional<std::int64_t> timer_deadline() const;

    // Whether the game has expired at `now`, and why (absent: it has not, or it is over). An
    // invitation — a game between friends whose second seat was never taken — expires
    // `invitation_ms` after its creation (invitation_expired_reason); any unfinished game, started or
    // not, against a friend or the computer, expires when no player's seat is connected and
    // nothing has happened at it (last_activity_ms) for `abandoned_ms` (inactive_reason).
    std::optional<std::string_view> expiry(const ExpiryLimits& limits, std::int64_t now) const;
    // Ends an expired game without result (stored like every result, announced as a "result"
    // event).
    std::optional<Change> check_expiry(const ExpiryLimits& limits, std::int64_t now);
    // While a player's seat is connected, their last-seen time is written again at most once an
    // hour, so that after a crash a player who was there does not look long gone: the write, when due.
    std::optional<db::GameWrite> last_seen_refresh(std::int64_t now);
    // Whether last_seen_refresh(now) would write.
    bool last_seen_refresh_due(std::int64_t now) const;
    // The most recent of: the creation, the last move, a player's seat last seen connected.
    std::int64_t last_activity_ms() const;

    protocol::GameView view(std::int64_t now) const;
    // The position before the first move and after each one (position texts): the game stepped through.
    std::vector<std::string> positions() const;

private:
    Match(std::string id, MatchSettings settings, std::unique_ptr<Game> game);
    Match(const Match&) = default;             // see copy()
    Match& operator=(const Match&) = default;  // see copy_to()

    void seat_computer(std::int64_t now);
    void link_accounts(std::vector<db::GameWrite>& writes) const;  // a lobby game's accounts, at its creation
    db::StoredGame stored_form(std::int64_t now) const;  // a new game as the store keeps it
    Change changed(protocol::EventKind kind, std::vector<protocol::Field> fields, std::vector<db::GameWrite> writes = {},
                   std::optional<protocol::MoveView> move = {});
    // The seat a join without a secret takes: the one kept for `account` if there is one, else the first free.
    std::optional<Side> free_seat(std::optional<std::int64_t> account = std::nullopt) const;
    // The clock's start, when both seats are taken and connected: its write.
    std::optional<db::GameWrite> start_if_both_arrived(std::int64_t now);
    // Days per move between people: a turn whose player has not moved yet is cut to a day.
    void limit_first_move_turn();
    // Ends the game: the result's write.
    // `by`: the side whose request ends the game (resign, abort, claim), told to the other player.
    db::GameWrite finish(protocol::ResultState state, std::optional<Side> winner, std::string reason, std::int64_t now,
                         std::optional<Side> by = std::nullopt);
    db::GameWrite write(db::GameWriteKind change) const { return {id_, std::move(change)}; }
    std::array<std::int64_t, 2> clock_readings() const;
    std::optional<std::int64_t> turn_started_ms() const;  // absent when untimed
    bool has_moved(Side side) const;
    std::optional<std::int64_t> claim_from(Side away) const;
    bool player_present() const;  // a seat not the computer's has a connection
    db::GameWrite record_last_seen(std::int64_t now);

    Answer<ActionOutcome> take_back(Side requester, std::int64_t now);
    // A tournament's player halves their own clock before their first move (issue 39): the clock's
    // and the tournament row's writes.
    Answer<ActionOutcome> berserk(Side side);
    // Each side's time after the first `ply` moves, as the moves' readings say. Timed games only.
    std::array<std::int64_t, 2> clock_after_ply(std::size_t ply) const;
    // The clocks after moves played offline (match_offline.cpp): `remaining`, the browser's readings
    // now, lowered where the server's own clock says more time passed. `start`: each side's time
    // when the browser went on alone; `moved`: the moves each side made offline.
    void charge_offline_time(Side player, const std::array<std::int64_t, 2>& start, const std::array<int, 2>& moved,
                             std::array<std::int64_t, 2>& remaining, std::int64_t now) const;
    Answer<ActionOutcome> agree_rematch(std::int64_t now);

    // The rules' game, copied by cloning, so that a whole Match can be copied.
    class GameCopy {
    public:
        explicit GameCopy(std::unique_ptr<Game> game) : game_(std::move(game)) {}
        GameCopy(const GameCopy& other) : game_(other.game_->clone()) {}
        GameCopy& operator=(const GameCopy& other) {
            if (this != &other && !game_->assign(*other.game_)) game_ = other.game_->clone();
            return *this;
        }
        Game* operator->() const { return game_.get(); }
        Game& operator*() const { return *game_; }

    private:
        std::unique_ptr<Game> game_;
    };

    std::string id_;
    MatchSettings settings_;
    GameCopy game_;
    std::optional<GameClock> clock_;
    std::array<std::optional<std::string>, 2> seat_hashes_;
    std::array<bool, 2> present_{false, false};
    std::array<bool, 2> berserk_{false, false};  // who halved their own clock (a tournament's game)
    std::array<std::optional<bool>, 2> listing_{};
    std::array<std::optional<std::int64_t>, 2> away_since_;
    // Each seat's last absence, from its connection's close to its return: the network drop the
    // server saw, which it does not charge to a player's moves played offline (match_offline.cpp).
    std::array<std::optional<std::pair<std::int64_t, std::int64_t>>, 2> last_absence_;
    bool started_ = false;
    protocol::OffersView offers_;
    protocol::ResultView result_;
    std::optional<std::string> rematch_;
    std::int64_t version_ = 1;
    std::int64_t created_at_ms_ = 0;
    std::int64_t last_move_at_ms_ = 0;         // 0: no move yet
    std::optional<std::int64_t> last_seen_ms_;  // a player's seat last seen connected, as stored

    std::vector<protocol::MoveView> moves_;
    PositionFacts facts_;  // forgotten at each change of the position
};

}  // namespace petteia::server
