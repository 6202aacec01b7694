#pragma once
// Every game the server holds in memory, by id; games not in memory are loaded from the store on
// demand, on loader threads of the registry's own: no I/O thread waits on storage, and the
// registry's lock covers the map only, never storage. Ids found in no store are remembered for a
// while (a bounded negative cache), so that guessing ids costs one lookup each at most. Thread-safe.
// Also asks the per-address limit on games made (server/limits/shared_limits.hpp).
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "db/group_commit.hpp"
#include "protocol/create_game.hpp"
#include "server/common/config.hpp"
#include "server/games/engine_pool.hpp"
#include "server/games/game_room.hpp"
#include "server/limits/limit.hpp"
#include "server/games/match.hpp"
#include "server/common/asio.hpp"
#include "server/common/handoff.hpp"

namespace petteia::server {

struct CreatedGame {
    std::string id;
    std::string side;    // the creator's side name
    std::string secret;  // the creator's seat secret
};

class GameRegistry {
public:
    // `games_made`: games made per address, rematches included.
    GameRegistry(asio::any_io_executor executor, db::GroupCommit& writes, EnginePool& engines, const Config& config,
                 Limit& games_made);
    // Its rooms let go of what waits in them (GameRoom::drop_waiting): destroyed after the I/O
    // threads and the writer's last callbacks, a room that waited for a verdict at the stop would
    // otherwise hold itself (seen by LeakSanitizer once, in a test that stops the server mid-game).
    ~GameRegistry();

    // Where rooms queue their games' changes for the store.
    db::GroupCommit& writes() { return writes_; }
    // How the writer's verdicts come back to the rooms: one wake-up of an I/O thread a commit.
    Handoff& stored_handoff() { return stored_handoff_; }
    // Where the computer thinks, for games against it.
    EnginePool& engines() { return engines_; }

    // A new game for a creator at `address`, unless that address created too many this minute.
    // `done` hears of it once it is stored (on the group commit's writer thread), or of the refusal
    // (on the caller's thread, or over PostgreSQL on the limits' worker, which counts the game).
    void create(const protocol::CreateGameRequest& request, const std::string& address,
                std::function<void(Answer<CreatedGame>)> done);
    // A direct challenge (issue 38): a game between friends whose other seat is kept for the account
    // challenged (Match::join), both accounts linked and their names shown; otherwise as create()
    // (counted among the address's new games, `done` told once it is stored).
    struct DirectChallenge {
        protocol::CreateGameRequest game;  // never against the computer
        SeatAccount challenger;
        SeatAccount challenged;
    };
    void challenge(DirectChallenge challenge, const std::string& address, std::function<void(Answer<CreatedGame>)> done);
    // How long games wait for people (--invitation-hours, --abandoned-days): a challenge as an invitation.
    ExpiryLimits expiry_limits() const;
    // The game's room if it is in memory; never touches the store.
    std::shared_ptr<GameRoom> find_in_memory(const std::string& id);
    // What looking for a game to join found.
    struct Lookup {
        std::shared_ptr<GameRoom> room;  // the game, served here
        // No room: another node serves the game (if it hands the game over, asking again in a
        // moment finds it here).
        bool elsewhere = false;
        // No room: the store could not be read; the game may well exist.
        bool failed = false;
    };
    // The game's room, from memory (`found` is called at once, on the caller's thread; over a
    // shared database, once the loader thread has confirmed this node still holds it) or from the
    // store, its lease taken (called on the loader thread). No room and not elsewhere: no such game.
    using Found = std::function<void(Lookup)>;
    void find(const std::string& id, Found found);
    // The game as stored, to read its positions or its record, without taking it: from its room
    // between units when it is here, otherwise read from the store on the loader thread. `done`
    // gets the game (null when there is none, or when the store could not be read: `failed`), and
    // must not keep the reference.
    using Read = std::function<void(const Match* match, bool failed)>;
    void read(const std::string& id, Read done);
    // Takes over a game made elsewhere (a rematch); `owner` as for GameRoom.
    void add(std::unique_ptr<Match> match, const std::string& owner);
    // Counts one new game made elsewhere (a rematch) against `address`'s games per minute; false,
    // and nothing counted, when the address has made its share. Never blocks (a room's strand asks):
    // over PostgreSQL it refuses what this node knows is refused, and counts the game afterwards.
    bool allow_new_game(const std::string& address);
    // At start: brings every unfinished game on a game clock back (a correspondence game is loaded
    // when someone comes or its deadline passes), charging no one for the time the server was down.
    // Games that expired meanwhile (Match::expiry) end there, stored finished, and stay out of memory.
    // Returns how many games came back.
    std::size_t restore_unfinished(std::int64_t last_alive_ms);

    std::size_t size() const;

    // --- A store that lost what a room told (a database that lost commits in a crash) ---
    // What reading a game for a room found: the stored game, none (`absent`), or nothing known (`failed`).
    struct StoreReading {
        std::optional<db::StoredGame> game;
        bool failed = false;
    };
    // Reads the game as stored, on a loader thread (the room's strand never waits on storage);
    // `done` is called there.
    void read_stored_game(const std::string& id, std::function<void(StoreReading)> done);
    // The stored game as a match to go on from, its clocks where the store has them: the side to
    // move has the time its turn began with again, from `now` (the time since was lost with the
    // change the store lost, and is charged to nobody).
    Expected<RestoredMatch, std::string> restore_from_store(const db::StoredGame& game, std::int64_t now) const;
    // Counted once per room put back to the stored state (/healthz's "store_resyncs").
    void count_store_resync() { store_resyncs_.fetch_add(1, std::memory_order_relaxed); }
    std::uint64_t store_resyncs() const { return store_resyncs_.load(std::memory_order_relaxed); }

    // Who rates a rated game once its end is stored (Rater::rate): set at start, before any room.
    void set_rating(std::function<void(const std::string& game)> rate) { rate_ = std::move(rate); }
    // Where a follower's report against a seat is filed (report_filing.hpp: once a reporter, within
    // the caps; off the rooms' strands): set at start. `done` hears what became of it.
    struct Complaint {
        std::string game;
        int against = 0;
        std::optional<int> reporter_side;
        std::optional<std::int64_t> reporter_account;
        std::string reason;
        std::string reporter_key;  // once a game and seat: "account:…", "seat:…" or "browser:…"
        std::string address;       // the reporter's client address, for the cap per address
    };
    struct ReportVerdict {
        enum class Kind { stored, already, rate_limited, failed } kind = Kind::failed;
        std::int64_t retry_ms = 0;  // rate_limited: until the cap allows one again
        std::string cap;            // rate_limited: which ("address", "account" or "game")
    };
    using Reporting = std::function<void(Complaint complaint, std::function<void(ReportVerdict)> done)>;
    void set_reporting(Reporting report) { report_ = std::move(report); }
    void report(Complaint complaint, std::function<void(ReportVerdict)> done) const {
        if (report_) return report_(std::move(complaint), std::move(done));
        done({});
    }
    // A room's rated game ended (its end is stored).
    void rated_game_ended(const std::string& id) const {
        if (rate_) rate_(id);
    }
    // Where a player's events go (EventSockets::tell, server/events/): set at start, before any room.
    using PlayerEvents = std::function<void(std::int64_t account, const std::string& message)>;
    void set_player_events(PlayerEvents tell) { tell_player_ = std::move(tell); }
    // An event for an account's events sockets, wherever they are (once the change is stored).
    void tell_player(std::int64_t account, const std::string& message) const {
        if (tell_player_) tell_player_(account, message);
    }

    // Ends the games that have expired (GameRoom::expire_if_due), then asks every finished room
    // nobody follows to leave memory (GameRoom::release_if_idle): the rooms of one slice of
    // `slices` (by their id's hash), all of them by default. The server sweeps one slice of 60 a
    // second, each room once a minute: sweeping all at once made a burst of work and of writes
    // (9,000 rooms: a group commit of 9,000 units) that every move waited behind.
    void release_idle(std::size_t slice = 0, std::size_t slices = 1);
    // Called by a room leaving memory: moved away (another node holds it), or let go of (finished
    // and idle: its lease is opened, so that any node asked for it next takes it at once).
    void remove(const GameRoom& room, bool let_go);
    // Loads, on the loader thread, the correspondence games whose deadline has passed and that are not
    // in memory (GameStore::games_past_deadline), so that each ends on time even if nobody comes; on
    // several nodes, each node those nginx sends here (the others are its neighbours'). The room's
    // clock ends the game at once, stored once, as a late move would. Called by the heartbeat.
    void load_games_past_deadline();
    // Other nodes took these games (GameStore::leases_lost_since): their rooms move away.
    void leases_lost(const std::vector<std::string>& ids);
    // Other nodes asked for these games (GameStore::wanted_leases): their rooms hand them over.
    void hand_over(const std::vector<std::string>& ids);
    // Over a shared database: adopts, on the loader thread, the unfinished games of nodes that are
    // gone (GameStore::adopt_orphans), so that their clocks run and they end as they should even if
    // nobody opens them. Called now and then by the heartbeat.
    void adopt_orphans();

private:
    // Opens the lease this node holds on a game that leaves memory or is left in the store (none
    // over SQLite alone). mutex_ held.
    void let_go_of(const std::string& id);
    // Once the limit has counted it: the game stored, then adopted.
    // `accounts`: a challenge's, by seat (none for a game anyone with the link may join).
    void store_new_game(const protocol::CreateGameRequest& request, const std::string& address, Side side,
                        std::function<void(Answer<CreatedGame>)> done,
                        std::array<std::optional<SeatAccount>, 2> accounts = {});
    void load(const std::string& id);  // on the loader thread
    void read_from_store(const std::string& id, Read done);  // on the loader thread
    // A taken or adopted game, restored and in memory (mutex not held); null if it cannot be restored.
    std::shared_ptr<GameRoom> restore_taken(const std::string& id, const db::StoredGame& game,
                                            const std::optional<db::PreviousHolder>& previous, std::int64_t now);
    bool known_missing(const std::string& id);  // mutex held
    void remember_missing(const std::string& id);  // mutex held
    // On the loader thread: answers with the room in memory if this node still holds the game;
    // otherwise the room moves away and the game is loaded again.
    void confirm_then_answer(const std::string& id, std::shared_ptr<GameRoom> room, Found found);
    // Mutex held. `started`: as GameRoom::start's.
    std::shared_ptr<GameRoom> adopt(std::unique_ptr<Match> match, const std::string& owner = {},
                                    std::function<void()> started = {});
    // Where a taken game's clocks go on from (Match::restore): a dead node's last heartbeat, so that
    // the time its games waited is charged to no one; otherwise now.
    std::int64_t last_alive(const std::string& id, const std::optional<db::PreviousHolder>& previous,
                            std::int64_t now) const;
    // Writes nobody is told of (a restored clock, an end at start): queued; a failure is logged.
    void submit_when_possible(std::vector<db::GameWrite> writes);

    asio::any_io_executor executor_;
    db::GroupCommit& writes_;
    Handoff stored_handoff_{executor_};
    EnginePool& engines_;
    const Config& config_;
    const bool shared_database_;  // PostgreSQL: other nodes may take this node's games
    Limit& games_made_;
    std::function<void(const std::string&)> rate_;
    PlayerEvents tell_player_;
    Reporting report_;
    mutable std::mutex mutex_;
    std::unordered_map<std::string, std::shared_ptr<GameRoom>> rooms_;
    std::unordered_map<std::string, std::vector<Found>> loading_;  // ids being loaded, and who waits
    std::unordered_map<std::string, std::int64_t> missing_;         // ids no store has, and since when
    std::deque<std::string> missing_order_;                         // oldest first, for eviction
    std::atomic<std::uint64_t> store_resyncs_{0};
    // Loads and lookups side by side (over PostgreSQL each on a connection of the store's own, so a
    // slow one holds up neither the others nor the writer). Last: stopped and joined first.
    asio::thread_pool loader_{3};
};

}  // namespace petteia::server
