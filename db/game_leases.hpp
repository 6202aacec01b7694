#pragma once
// Which node serves each game, when several servers share one database (internal to GameStore).
//
// A node writes a game only while it holds the game's lease: the row of game_leases names the node
// and a token (a fencing token), copied into the games row by triggers (migration 12), and every
// unit of writes checks, in its own transaction, that the games row still has the token this node
// took: in the update of the row a move makes anyway, or in a read of it. Taking a lease always sets
// a new token (tokens of a game grow by one a take, so a token names its taker), so a node that
// lost a game — to a node nginx now sends the game's players to, or after its own restart — has
// every later write refused, even if it does not know yet. On PostgreSQL the check holds the games
// row's lock until the unit's commit, and a take, which updates that row, waits for that commit: a
// taker loads the game only after the last write the old holder was allowed to make.
//
// A lease moves only to the node nginx sends the game to, and from a live holder only when that
// holder lets it go (issue 23): a stranger who reaches a node some other way than through nginx's
// routing (plain /ws once, a lookup by id) cannot pull a game away from its players. Each node
// advertises its address as nginx's upstream list writes it (with its heartbeat), so that every
// node computes nginx's ring (node_ring.hpp) over the nodes alive. A node asked for a game:
// - that nginx does not send to it: takes nothing ("elsewhere");
// - whose lease is open (a game just created: its players may be sent to another node than the one
//   that made it; one its node let go of, leaving memory or stopping cleanly), held by no node, by
//   this node before, or by a node that is gone: takes it;
// - held by a live node: leaves a handover request (`wanted_by`) and takes nothing; the holder, at
//   its next heartbeat, hands the game over (opens its lease) if nginx sends the game to the asker,
//   and refuses otherwise.
// Without an advertised address (one server alone, or a node configured without --advertise) the
// node knows no ring: it takes open leases and those of gone nodes when asked, and neither asks a
// live holder nor hands a game over on request.
//
// Each node writes a heartbeat of its own. A node silent for `gone_after_ms` is gone: its games are
// taken by the node nginx sends their players to, or adopted by it (adopt_orphans()) if nobody
// comes, and whoever takes one charges no one for the time the game waited (Match::restore).
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "db/database.hpp"

namespace petteia::db {

// Who held a game before it was taken.
struct PreviousHolder {
    std::string node;
    std::optional<std::int64_t> last_heartbeat_ms;  // that node's, if it ever wrote one
};

// A node's writes refused because another node holds the game now. Not a storage fault: the game
// is served elsewhere (GroupCommit does not count it as failing).
class LeaseLost : public DatabaseError {
public:
    using DatabaseError::DatabaseError;
};

// A lobby's pairing refused because a challenge in it is no longer open: another lobby node (two
// believed they served the lobby for a moment) paired or removed it first. No storage fault either.
class ChallengeTaken : public LeaseLost {
public:
    using LeaseLost::LeaseLost;
};

// A tournament's pairing refused (GameStore::pair_in_tournament): the round was paired already, by
// another director (two nodes believed they directed it for a moment), or a player is no longer
// free to play. No storage fault either.
class PairingRefused : public LeaseLost {
public:
    using LeaseLost::LeaseLost;
};

// What asking for a game did (take()).
struct TakeResult {
    bool taken = false;  // false: the game is served elsewhere (see the header's rules)
    std::optional<PreviousHolder> previous;  // who held it before (taken) or holds it (not taken)
};

// A game of a gone node, adopted here.
struct Adopted {
    std::string id;
    PreviousHolder previous;
};

// What the handover requests for this node's games came to (wanted()).
struct Handovers {
    std::vector<std::string> hand_over;  // games in this node's memory that nginx sends to their asker
    std::vector<std::pair<std::string, std::string>> refused;  // (game, asker): nginx does not send it there
};

// The games a node holds and the tokens it holds them with: one record for all of the node's
// connections to the database (GameStore's writer and its readers), any thread.
struct HeldTokens {
    mutable std::mutex mutex;
    std::unordered_map<std::string, std::int64_t> tokens;
};

class GameLeases {
public:
    // A node whose heartbeat (written every second) is older than this is gone. Five missed beats:
    // long enough that a busy commit or a short pause of the process does not look like death.
    static constexpr std::int64_t gone_after_ms = 5'000;

    // `node`: 1 to 64 characters. Leases of one node over several connections share `held`.
    GameLeases(Database& database, std::string node, std::shared_ptr<HeldTokens> held = std::make_shared<HeldTokens>());
    const std::shared_ptr<HeldTokens>& held_tokens() const { return held_; }

    const std::string& node() const { return node_; }
    // Whether nginx sends requests keyed `key` to this node now (true without a ring: one node).
    bool routed_here(std::string_view key, std::int64_t now_ms);
    // This node's address as nginx's upstream list writes it ("server2:8080", at most 255
    // characters), once it listens: from then on it knows nginx's ring (see the header). Under the
    // store's lock, like the calls below.
    void advertise(std::string address);

    // --- Each inside the caller's transaction (the store's lock held). ---
    // Takes the game's lease for this node with a new token if the rules above allow it, otherwise
    // takes nothing (and may ask the holder to hand the game over). The game must exist.
    TakeResult take(std::string_view id, std::int64_t now_ms);
    // Opens the lease this node holds with `token` (the game left this node's memory, or it hands
    // the game over): the node nginx sends it to next takes it. Nothing if the token is old.
    void release(std::string_view id, std::int64_t token);
    // At a clean stop: opens every lease this node holds.
    void release_all();
    // Decides the handover requests for the games held here: a game nginx sends to its asker is
    // handed over (opened at once when it is not in this node's memory, listed when it is); a
    // request from a node nginx does not send the game to is refused and forgotten.
    Handovers wanted(std::int64_t now_ms);
    // Takes, with new tokens, unfinished games on a game clock whose holder is gone (silent since
    // before `gone_before_ms`) and that nginx sends to this node (a correspondence game is left in the
    // store: the deadline sweep or its next visitor loads it), skipping any another node is taking at
    // the same moment. PostgreSQL only: on SQLite this node is the only one.
    std::vector<Adopted> adopt_orphans(std::int64_t now_ms, std::int64_t gone_before_ms);
    // --- Queued in the caller's batch (Database::queue), which GameStore runs and judges. ---
    // The lease check of a unit of writes whose first write of the game is not a games-row update
    // (game_sql::fenced_update): a run that returns a row if and only if the games row still has
    // `token`, the one this node took (on PostgreSQL the row stays locked until the commit).
    void queue_check(std::string_view id, std::int64_t token);
    // A game being created here: its first lease, open (its players may be sent to another node).
    // Held here (token 1) once the caller calls held_new(), after the creation is stored.
    void queue_grant_new(std::string_view id, std::int64_t now_ms);
    void held_new(std::string_view id);
    // Closes the open lease this node holds (a player sits at the game here: writes::HoldLease).
    void queue_close(std::string_view id);
    // What a write refused by the check says (LeaseLost's message).
    std::string lost_message(std::string_view id) const;
    // Whether this node still holds the game with the token it took, asked of the database (no
    // lock kept); forgets the token when not.
    bool confirm(std::string_view id);
    // At start: takes again, with new tokens, every unfinished game on a game clock this node held,
    // and every such game no node holds (games stored before leases existed). Their ids. Games of
    // days per move are left as they are: they are loaded on demand (issue 38).
    std::vector<std::string> take_unfinished(std::int64_t now_ms);
    // The games held here that another node took since `since_ms` (by the takers' clocks) after
    // this node did (with a greater token).
    std::vector<std::string> lost_since(std::int64_t since_ms);
    void heartbeat(std::int64_t now_ms);
    std::optional<std::int64_t> last_heartbeat();

    // --- Any thread. ---
    // The game left this node's memory: its token is no longer needed here.
    void forget(std::string_view id);
    // The token this node holds the game with, if it holds it.
    std::optional<std::int64_t> token(std::string_view id) const;
    bool holds(std::string_view id) const;
    std::size_t held() const;

private:
    // The nodes alive now, and which of them nginx sends a game to.
    struct Nodes {
        std::vector<std::string> alive;
        std::optional<std::string> routed;  // for the game asked about; nullopt without a ring
        bool is_alive(std::string_view node) const;
    };
    Nodes nodes_for(std::string_view id, std::int64_t now_ms);
    void hold(std::string_view id, std::int64_t token);

    Database& database_;
    std::string node_;
    std::string address_;
    Statement select_holder_;
    Statement select_nodes_;
    Statement ask_holder_;
    Statement upsert_;
    Statement release_;
    Statement release_all_;
    Statement close_;
    Statement select_wanted_;
    Statement open_wanted_;
    Statement refuse_wanted_;
    Statement insert_new_;
    Statement select_token_;
    Statement check_token_;
    Statement adopt_unleased_;
    Statement renew_unfinished_;
    Statement select_taken_since_;
    Statement write_heartbeat_;
    Statement read_heartbeat_;
    std::optional<Statement> select_orphans_;  // PostgreSQL only
    std::optional<Statement> adopt_;           // PostgreSQL only
    std::optional<Statement> lock_game_;       // PostgreSQL only
    std::shared_ptr<HeldTokens> held_;
};

}  // namespace petteia::db
