#pragma once
// A game in play: its Match, the connections that follow it, and its clock timer. Everything about
// one game happens on the room's strand, so a game's state needs no lock; requests from any thread
// are posted there.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "db/rating_store.hpp"
#include "protocol/client_messages.hpp"
#include "server/games/match.hpp"
#include "server/common/asio.hpp"
#include "server/games/subscriber.hpp"
#include "server/games/undoable_match.hpp"

namespace petteia::server {

class GameRegistry;

class GameRoom : public std::enable_shared_from_this<GameRoom> {
public:
    // `owner`: the client address that made the game, whose turn in the computer's queue its
    // searches take (EnginePool); empty for a game restored from storage, until a player acts.
    GameRoom(asio::any_io_executor executor, std::unique_ptr<Match> match, GameRegistry& registry, std::string owner = {});

    const std::string& id() const { return id_; }

    // All of these may be called from any thread.
    void join(std::shared_ptr<Subscriber> subscriber, protocol::Join join, std::optional<nlohmann::json> ref);
    void handle(std::shared_ptr<Subscriber> subscriber, protocol::ClientRequest request);
    void leave(std::shared_ptr<Subscriber> subscriber);
    // The game as stored, for its positions or its record: read between units, so that nothing not
    // yet stored is shown. `done` is called on the room's strand and must not keep the reference;
    // with null when the game moved to another node meanwhile (the store has it as written).
    void read_stored(std::function<void(const Match*)> done);
    // Arms the clock timer (after creation or restoration) and lets the computer think if it is
    // to move; then `started`, on the strand: a new game is announced only once its search is
    // counted against its owner's share of the computer (engine_pool.hpp).
    void start(std::function<void()> started = {});

    // Leaves memory if nobody follows the game and it is finished, or of days per move (issue 38:
    // a correspondence game costs no memory between its players' visits); the store has all of it,
    // and the registry loads it again when someone asks or when its deadline passes
    // (GameRegistry::load_games_past_deadline).
    void release_if_idle();
    // Another node took the game (a refused write, or the registry's lease sweep): the room leaves
    // memory, stops its clock and the computer, and every follower is told to connect again.
    void move_away();
    // Another node was asked for the game (GameLeases::wanted): once the unit in progress is stored,
    // the room opens its lease and moves away, and its followers reconnect through the proxy to
    // that node, which takes the game.
    void hand_over();
    // At shutdown, once no I/O thread runs: the handlers still waiting for a unit whose verdict will
    // never come hold the room (they capture it), which would keep it, and its game, alive for good.
    void drop_waiting() { waiting_.clear(); }
    // The game was rated (Rater): each player's new rating and the points won or lost, told to all.
    void rated(const std::vector<db::RatingChange>& changes);
    // Ends the game if it has expired (Match::expiry: an invitation nobody joined, a game nobody has
    // been at for long) and tells its followers; release_if_idle then lets it go like any finished game.
    void expire_if_due(ExpiryLimits limits);
    // A direct challenge declined by the account challenged, or withdrawn by the challenger
    // (Match::decline_challenge). `done`, on the strand: nothing once the end is stored, or why not
    // (storage_unavailable: nothing changed; server_busy: the game moved to another node).
    void decline_challenge(std::int64_t account, std::function<void(std::optional<protocol::ProtocolError>)> done);

private:
    // How long a room waits before trying again what it could not store (a flag, the computer's move).
    static constexpr std::chrono::milliseconds storage_retry{1000};
    struct Follower {
        std::weak_ptr<Subscriber> subscriber;
        std::optional<Side> seat;
    };
    struct Message {
        std::vector<std::weak_ptr<Subscriber>> recipients;
        std::shared_ptr<const std::string> text;
    };
    // Everything one handler (a request, a timer, the computer's answer) changes is one unit: the
    // writes of its changes are stored together, and only then are its messages sent, its rematch
    // made known and the computer set thinking. If they cannot be stored, the room goes back to how
    // it was before the handler and the requester hears storage_unavailable. While a unit's writes
    // are being stored, handlers that arrive wait their turn: each starts from a stored state.
    struct Unit {
        std::unique_ptr<Match> match_before;  // null when the handler did not change the match
        std::vector<Follower> followers_before;
        std::shared_ptr<Subscriber> requester;  // told if the writes fail; null for the room's own work
        std::optional<nlohmann::json> ref;
        std::vector<db::GameWrite> writes;
        // Writes whose failure does not undo the unit (a connection, when a player was last seen):
        // stored with `writes` in one transaction, or alone, before anything is told, so that no
        // version is told before it is stored while storage works; told anyway when it fails.
        std::vector<db::GameWrite> best_effort_writes;
        std::vector<Message> messages;
        // Events for the players' accounts (issue 38), told through their events sockets once stored.
        std::vector<std::pair<std::int64_t, std::string>> player_events;
        std::vector<std::unique_ptr<Match>> rematches;
        bool think = false;  // the computer's turn came: it starts thinking once the unit is stored
        bool resync = false;  // the unit that puts the room back to the stored game (resync_with)
        // For an asker that is no connection (an HTTP request): told whether the unit was stored.
        std::function<void(bool stored)> answered;
    };

    // Runs `handler` as a unit on the strand, now or, while a unit is being stored, after it. If
    // the game has moved to another node by then, the handler does not run: the requester is sent
    // there, and `if_moved` (for an asker that is no connection) answers instead.
    void run(std::shared_ptr<Subscriber> requester, std::optional<nlohmann::json> ref, std::function<void()> handler,
             std::function<void()> if_moved = {});
    void on_moved();
    // --- A unit's writes judged, and when the store disagrees with memory (game_room_storage.cpp) ---
    void end_unit();
    void on_unit_stored(Unit& unit, bool stored);
    // A unit's writes failed while this node holds the game: the store is read (off the strand;
    // handlers wait meanwhile) to tell a storage fault from a store that lost what the room told
    // (a database crash that lost a commit: "append_move: ply 33 does not follow" for ever after).
    void check_store_after_failure(std::shared_ptr<Unit> failed);
    void on_store_checked(Unit& failed, const db::StoredGame* stored, bool read_failed);
    // Whether the stored game is another game than the one in memory: other moves, or another end.
    bool store_disagrees(const db::StoredGame& stored) const;
    // The room goes on from the stored game: stored as a unit (its clock, a version above every
    // one told), then every follower gets the snapshot with the reason "store_resync".
    void resync_with(const db::StoredGame& stored);
    // The failed unit's requester hears that nothing changed (storage_unavailable), and the room's
    // own work is tried again later.
    void tell_storage_failure(Unit& failed);
    // What a unit does once stored (or at once, when it has nothing to store).
    void complete(Unit& unit);

    // --- The players' events (game_room_events.cpp) ---
    // What the change means to each player's account, wherever it is on the site: your turn, the
    // game started, an offer to answer, the game over. Queued in the unit, told once it is stored.
    void tell_players(const Change& change, const protocol::GameView& view);

    void on_join(const std::shared_ptr<Subscriber>& subscriber, const protocol::Join& join,
                 const std::optional<nlohmann::json>& ref);
    void on_request(const std::shared_ptr<Subscriber>& subscriber, const protocol::ClientRequest& request);
    void on_leave(const std::shared_ptr<Subscriber>& subscriber);
    Follower* find(const Subscriber* subscriber);
    int connections_of(Side seat) const;
    // Whether the request would make a new game (a rematch agreed), which counts against the
    // requester's games per minute.
    bool would_create_rematch(Side seat, const protocol::ClientRequest& request) const;
    // Whether the request, in a game against the computer, may make the computer think.
    bool may_make_computer_think(const protocol::ClientRequest& request) const;

    void announce(const Change& change, std::int64_t now);
    // --- Between strangers (game_room_social.cpp) ---
    // A quick message from the fixed list: to every follower at once, stored nowhere.
    void on_quick(const std::shared_ptr<Subscriber>& subscriber, Side seat, const protocol::Quick& quick,
                  const std::optional<nlohmann::json>& ref, std::int64_t now);
    // A follower's complaint against a seat: stored, then answered.
    void on_report(const std::shared_ptr<Subscriber>& subscriber, std::optional<Side> seat, const protocol::Report& report,
                   const std::optional<nlohmann::json>& ref);
    // The number of spectators, stored (best effort) when it changed, for the list of live games.
    void count_spectators();

    // An action of `side`, announced; the error when the match refuses it.
    std::optional<protocol::ProtocolError> perform(Side side, protocol::Action action, std::int64_t now);

    // --- The computer's part, in a game against it (computer_opponent.cpp) ---
    // After every change: answers the player's offers, starts thinking when it is the computer's
    // move, stops a search whose position is gone.
    void play_computer_part(std::int64_t now);
    void start_thinking(std::int64_t now);
    void stop_thinking();
    void on_computer_move(std::uint64_t search, const engine::SearchResult& result);
    // Every message leaves the room through here: held in its unit, sent in order once the unit's
    // writes are stored, so that nobody is told of a move that a crash could forget.
    void send(std::vector<std::weak_ptr<Subscriber>> recipients, std::string message);
    void send(const std::shared_ptr<Subscriber>& recipient, std::string message);
    void send_error(const std::shared_ptr<Subscriber>& subscriber, const protocol::ProtocolError& error,
                    const std::optional<nlohmann::json>& ref);
    // `at_least`: after a failed unit, so that a flag that cannot be stored is not retried at once.
    void arm_clock_timer(std::chrono::milliseconds at_least = std::chrono::milliseconds(0));
    // After a failed unit in a game against the computer: its part is tried again later.
    void retry_computer_part_later();
    // Writes nobody waits for (when a player was last seen, an account's seat): queued, and lost
    // without harm if storage fails.
    void store_when_possible(std::vector<db::GameWrite> writes);
    // Ends the game if the running side's time is out (a clock's flag falls without a request).
    void end_if_out_of_time(std::int64_t now);
    // The side a seat index is called by, for logs.
    std::string side_name(Side side) const;

    asio::strand<asio::any_io_executor> strand_;
    UndoableMatch match_;
    std::string id_;
    GameRegistry& registry_;
    std::vector<Follower> followers_;
    asio::steady_timer clock_timer_;
    asio::steady_timer retry_timer_;
    bool released_ = false;  // dropped from the registry: joins go to a fresh room
    bool moved_ = false;     // another node holds the game: nothing more happens here
    bool rating_asked_ = false;  // a rated game's end was handed to the rater
    std::array<std::int64_t, 2> last_quick_ms_{};                  // each seat's last quick message
    // The offers pending when the players were last told (an offer change tells only new ones).
    std::optional<protocol::OffersView> offers_told_;
    std::int64_t spectators_stored_ = 0;                           // as last written
    std::optional<Unit> unit_;                    // the running handler's
    bool storing_ = false;                        // a unit's writes are being stored
    std::deque<std::function<void()>> waiting_;   // handlers that arrived meanwhile

    std::string computer_owner_;  // whose turn in the computer's queue this game's searches take
    std::shared_ptr<std::atomic<bool>> thinking_stop_;  // set while the computer thinks
    std::uint64_t search_ = 0;                         // the search whose answer is awaited
    std::size_t thinking_at_ply_ = 0;
    int computer_score_ = 0;  // the computer's view of its position after its last search
};

}  // namespace petteia::server
