#pragma once
// Durable storage of games of any variant, for the server: every change a game goes through is one
// call here, committed before the call returns, so that a server killed at any moment restarts with
// every game as it was (see db/README.md for what "committed" survives).
//
// Thread-safe: one (recursive) mutex around every call, over one connection (SQLite or PostgreSQL)
// whose statements are prepared once. Every failure is a DatabaseError — a server fault, including naming a game that does not
// exist, which only a bug can do.
#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/errors.hpp"
#include "db/game_leases.hpp"
#include "db/game_write.hpp"
#include "db/stored_challenge.hpp"
#include "db/location.hpp"
#include "db/stored_game.hpp"

namespace petteia::db {

struct TournamentPairing;  // db/stored_tournament.hpp

class Database;
class GameLeases;

class GameStore {
public:
    // Opens the database (an SQLite file is created if needed, not its directory) and brings its
    // schema up to date.
    explicit GameStore(const DatabaseLocation& location);
    ~GameStore();
    GameStore(const GameStore&) = delete;
    GameStore& operator=(const GameStore&) = delete;

    // Inserts the game and any moves it already has (their plies are their positions in `moves`).
    // The id must be new; rematch_of and rematch_id, when present, must name games already stored.
    void create(const StoredGame& game);

    // Records the hash of the seat's secret; side is 0 or 1.
    void set_seat(std::string_view id, int side, std::string_view secret_hash);

    // Records that a signed-in account sits at the seat (for its account page). The first link of
    // a seat stays; the account must exist (it may have been deleted meanwhile: then this throws).
    void link_account(std::string_view id, int side, std::int64_t account_id);

    void start_clock(std::string_view id, std::int64_t started_at_ms, std::int64_t turn_started_at_ms);

    // One transaction: the move at `ply` (the number of moves before it: anything else is refused)
    // and the game's clocks after it.
    void append_move(std::string_view id, int ply, const StoredMove& move, std::array<std::int64_t, 2> remaining_ms,
                     std::optional<std::int64_t> turn_started_at_ms);

    // Takeback, in one transaction: forgets the moves from ply `keep_plies` on and sets the clocks.
    void truncate_moves(std::string_view id, int keep_plies, std::array<std::int64_t, 2> remaining_ms,
                        std::optional<std::int64_t> turn_started_at_ms);

    void update_clocks(std::string_view id, std::array<std::int64_t, 2> remaining_ms,
                       std::optional<std::int64_t> turn_started_at_ms);

    // Records the result and the final clocks and stops the clock (turn_started_at_ms becomes null).
    // A game is finished once: finishing it again is refused.
    void finish(std::string_view id, const StoredResult& result, std::array<std::int64_t, 2> remaining_ms,
                std::int64_t finished_at_ms);

    // Records when a player's seat was last seen connected (the server writes it when a seat's last
    // connection leaves, and now and then while one stays): a game both players left long ago ends
    // as abandoned, even across restarts. The latest call wins.
    void set_last_seen(std::string_view id, std::int64_t at_ms);

    // The version of the game's last event and its pending offers.
    void set_state(std::string_view id, std::int64_t version, const StoredOffers& offers);

    // Links a game to its rematch, which must already be stored.
    void set_rematch(std::string_view id, std::string_view rematch_id);

    // A unit of writes: performed all or nothing.
    using Unit = std::vector<GameWrite>;

    // Performs the writes in order as one unit: all of them, or (throwing) none. Inside
    // in_one_transaction() a failure undoes only this unit. As a node, throws LeaseLost when
    // another node holds a game the unit writes.
    void apply(const Unit& writes);

    // What became of one unit of apply_each().
    enum class Outcome { stored, lease_lost, failed };
    struct Applied {
        Outcome outcome = Outcome::stored;
        std::string error;  // why not, when not stored
    };
    // Performs each unit as apply() would, in order, in one transaction (the caller's inside
    // in_one_transaction(), else its own), and says what became of each: a unit that fails is
    // undone alone. On PostgreSQL the statements of all the units travel in one pipeline — one
    // round trip for the lot — which is what lets one node keep up with SQLite's commit rate.
    std::vector<Applied> apply_each(std::span<const Unit* const> units);

    // --- The lobby's challenges (challenge_rows.cpp), written through the group commit like games. ---
    void post_challenge(const StoredChallenge& challenge);
    // Withdraws open challenges (ids of paired or unknown ones are passed over).
    void remove_challenges(std::span<const std::string> ids);
    // Makes the game `game` (a unit: its creation and accounts) out of the open challenges `ids`,
    // all or nothing: throws ChallengeTaken, writing nothing, if one is no longer open (another
    // lobby node paired or removed it first).
    void pair_challenges(std::span<const std::string> ids, const Unit& game, std::int64_t now_ms);
    // The open challenges, oldest first, and those paired since `paired_since_ms` (their posters may
    // not have heard yet).
    std::vector<StoredChallenge> load_challenges(std::int64_t paired_since_ms) const;
    // The games in play that may be listed among the live games (issue 27), with their moves: between
    // two people, started, unfinished, listed (made in the lobby and no player said no, or between
    // friends and both said yes) and active lately (a move or a player seen since `active_since_ms`);
    // the highest-rated first (the higher rating of its players when it began), then the newest.
    std::vector<StoredGame> load_live(std::int64_t active_since_ms, int limit) const;
    // Forgets challenges paired before `paired_before_ms`.
    void purge_challenges(std::int64_t paired_before_ms);

    // --- Tournaments' games (tournament_rows.cpp, issue 39). ---
    // Stores a tournament's games (`units`, each a game's creation and accounts) as the
    // tournament's, with the round's bye, all or nothing: throws PairingRefused, writing nothing,
    // when the tournament is not running (or an arena's end has passed), the round is not the one
    // after the stored round (another director paired it first), a player is not playing in it (paused,
    // withdrawn, never joined), or, in an arena, a player is in one of its games still in play. Each
    // unit makes the pairing's game of the same rank, which says it is the tournament's (else
    // DatabaseError).
    void pair_in_tournament(const TournamentPairing& pairing, std::span<const Unit> units);

    // --- SQLite's write-ahead log (see Checkpointer); on PostgreSQL these do nothing: the database
    // server checkpoints by itself, away from the commits. ---
    // From now on commits no longer checkpoint the log themselves (a checkpoint's fsyncs cost
    // milliseconds, which the commit that triggers it would wait for); the caller calls checkpoint().
    void leave_checkpoints_to_caller();
    enum class Checkpoint {
        passive,  // copies what it can into the database file without ever holding up a write
        restart,  // also waits for the write in progress, so that the log starts again from its
                  // beginning: short right after a passive checkpoint copied nearly everything
    };
    struct LogState {
        std::int64_t frames = 0;        // pages written to the log since it last started again
        std::int64_t checkpointed = 0;  // of which copied into the database file
    };
    // Runs on a second connection of the store's own, so a passive checkpoint never takes the lock
    // that writes take. The log starts again from its beginning only at a write that finds it
    // entirely checkpointed — never, while writes keep overtaking passive checkpoints.
    LogState checkpoint(Checkpoint mode);
    // The log file's size on disk: the most it held since the store opened.
    std::uintmax_t log_bytes() const;

    // Runs `writes` — calls of this store — in one transaction, committed once at the end: many
    // small changes cost one commit. A call inside that fails undoes only its own changes (it runs
    // in a savepoint) and throws as usual; an exception escaping `writes` rolls everything back.
    void in_one_transaction(const std::function<void()>& writes);

    // The game with its moves, or nullopt for an unknown id.
    std::optional<StoredGame> load(std::string_view id) const;

    // Every game without a result on a game clock, moves included, in the order they were created:
    // the games a restart loads. A correspondence game (days per move) stays in the store until
    // someone comes or its deadline passes (issue 38). Two queries in all, however many games.
    std::vector<StoredGame> load_games_at_start() const;

    // Unfinished correspondence games (days per move) whose deadline is at or before `now_ms`, the
    // earliest first, at most `limit`: the sweep loads them to end them on time even if nobody comes.
    std::vector<std::string> games_past_deadline(std::int64_t now_ms, int limit) const;

    // Finished games (those with a result), moves included, the last finished first, at most
    // `limit`; only `variant`'s when it is not empty. For tools that read the games played (`petteia
    // exercises from-games`), not for the server: one query for the ids, then each game as load()
    // reads it, in one snapshot.
    std::vector<StoredGame> load_finished(std::string_view variant, int limit) const;

    // The server writes "I am alive" about every second, and once more at a clean shutdown. After a
    // crash, the time between the last heartbeat and the restart is charged to no one. A node's
    // heartbeat is its own (serve_as_node); a node that never wrote one reads the single server's.
    void heartbeat(std::int64_t now_ms);
    std::optional<std::int64_t> last_heartbeat() const;

    // --- Several servers over one database (db/game_leases.hpp). The server always serves as a
    // node; a store that does not (the tests of the calls above) writes without leases. ---
    // From now on every apply() unit writes only games this node holds (LeaseLost otherwise), a
    // game it creates is held from its creation, and heartbeats are this node's.
    void serve_as_node(const std::string& node);
    // This node's address as nginx's upstream list writes it (GameLeases::advertise).
    void advertise(const std::string& address);
    // The game, its lease taken first (one transaction), and who held it before; nullopt for an
    // unknown id. When a live node holds the game (GameLeases::take), nothing is taken or read:
    // `game` is empty, `previous` names that node, which was asked to hand the game over. Without
    // a node: load().
    struct Taken {
        std::optional<StoredGame> game;
        std::optional<PreviousHolder> previous;
    };
    std::optional<Taken> take_and_load(std::string_view id, std::int64_t now_ms);
    // Unfinished games whose node is gone (silent for GameLeases::gone_after_ms) and that nginx
    // sends here, taken here and read, each with who held it. Nothing without a node or on SQLite.
    std::vector<Taken> adopt_orphans(std::int64_t now_ms);
    // The handover requests for this node's games, decided (GameLeases::wanted).
    Handovers wanted_leases(std::int64_t now_ms);
    // Lets go of a game this node held with `token` (GameLeases::release).
    void release_lease(std::string_view id, std::int64_t token);
    // At a clean stop: lets go of every game this node holds.
    void release_all_leases();
    // The token this node holds the game with. Any thread; never waits for a write.
    std::optional<std::int64_t> lease_token(std::string_view id) const;
    // At start: the games on a game clock this node held (taken again) and those nobody holds.
    // Without a node: load_games_at_start().
    std::vector<StoredGame> take_unfinished(std::int64_t now_ms);
    // The games this node held that another node took since `since_ms`: they are served there now.
    std::vector<std::string> leases_lost_since(std::int64_t since_ms);
    // The game left this node's memory. Any thread; never waits for a write.
    void forget_lease(std::string_view id);
    // Whether this node still holds the game, asked of the database (a read, in no transaction).
    // True without a node.
    bool confirm_lease(std::string_view id);
    // Whether this node still holds the game, as far as it knows (a refused write, lost_since and
    // forget_lease tell it otherwise). Any thread; never waits for a write. True without a node.
    bool holds_lease(std::string_view id) const;
    // Whether nginx sends requests keyed `key` to this node now (the lobby's: "lobby"); always true
    // for one server alone. Reads the nodes' heartbeats, on a reader.
    bool routed_here(std::string_view key, std::int64_t now_ms) const;

private:
    // game_units.cpp: each write queued as statements, the queue run and judged. `fenced`: every
    // game written must be held here (as a node); the single calls above are not fenced.
    struct Step;
    struct MoveBatch;  // PostgreSQL: a group's plain moves, stored by one statement a table
    std::vector<Applied> perform(std::span<const Unit* const> units, bool fenced);
    void perform_one(GameWrite write);  // throws unless stored
    void queue_unit(const Unit& unit, std::size_t index, bool fenced, std::vector<Step>& steps);
    void queue_game(const StoredGame& game);
    bool add_to_batch(MoveBatch& batch, const Unit& unit, bool fenced, std::vector<Step>& steps);
    void queue_batch(MoveBatch& batch, std::vector<Step>& steps);
    std::optional<std::size_t> judge(std::vector<Step>& steps, std::vector<Applied>& applied);

    struct Connection;  // the database and its prepared statements (game_statements.hpp)

    // PostgreSQL: reads and takes (a join of a game not in memory, a lookup, a lease confirmed) run
    // on connections of their own, up to reader_count at once, so that they wait neither for one
    // another nor for the writer's commits. SQLite: on the store's one connection, whose writers
    // take turns anyway and whose reads cost microseconds.
    static constexpr std::size_t reader_count = 3;
    struct Reader;
    void on_reader(const std::function<void(Connection&, GameLeases*)>& work) const;
    // The games whose ids `query` lists (its parameters bound by `bind`), read in one snapshot.
    std::vector<StoredGame> load_listed(Statement Connection::*query, const std::function<void(Statement&)>& bind) const;
    mutable std::mutex readers_mutex_;
    mutable std::vector<std::unique_ptr<Reader>> readers_;
    mutable std::size_t next_reader_ = 0;
    std::string advertised_;  // this node's address, for readers made later
    DatabaseLocation location_;
    std::mutex checkpoint_mutex_;
    std::unique_ptr<Database> checkpoint_connection_;  // opened on first use
    mutable std::recursive_mutex mutex_;  // recursive: calls made inside in_one_transaction()
    std::unique_ptr<Connection> connection_;
    std::unique_ptr<GameLeases> leases_;  // set once by serve_as_node, before any other thread calls
};

}  // namespace petteia::db
