#pragma once
// Which node serves each game, when several servers share one database (internal to GameStore).
//
// A node writes a game only while it holds the game's lease: the row of game_leases names the node
// and a token, and every unit of writes checks, in its own transaction, that the row still names
// this node and the token it took (a fencing token). Taking a lease always sets a new token, so a
// node that lost a game — to a node nginx now sends the game's players to, or after its own restart
// — has every later write refused, even if it does not know yet. On PostgreSQL the check locks the
// row (FOR SHARE) until the unit's commit, and taking it waits for that commit: a taker loads the
// game only after the last write the old holder was allowed to make.
//
// Each node also writes a heartbeat of its own: whoever takes a dead node's game charges no one for
// the time the game waited (Match::restore).
#include <cstdint>
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

class GameLeases {
public:
    // `node`: 1 to 64 characters.
    GameLeases(Database& database, std::string node);

    const std::string& node() const { return node_; }

    // --- Each inside the caller's transaction (the store's lock held). ---
    // Takes the game's lease for this node with a new token. The game must exist.
    std::optional<PreviousHolder> take(std::string_view id, std::int64_t now_ms);
    // A game being created here: its first lease.
    void grant_new(std::string_view id, std::int64_t now_ms);
    // Throws LeaseLost unless this node holds the game with the token it took.
    void check(std::string_view id);
    // Whether this node still holds the game with the token it took, asked of the database (no
    // lock kept); forgets the token when not.
    bool confirm(std::string_view id);
    // At start: takes again, with new tokens, every unfinished game this node held, and every
    // unfinished game no node holds (games stored before leases existed). Their ids.
    std::vector<std::string> take_unfinished(std::int64_t now_ms);
    // The games held here that another node took since `since_ms` (by the takers' clocks).
    std::vector<std::string> lost_since(std::int64_t since_ms);
    void heartbeat(std::int64_t now_ms);
    std::optional<std::int64_t> last_heartbeat();

    // --- Any thread. ---
    // The game left this node's memory: its token is no longer needed here.
    void forget(std::string_view id);
    bool holds(std::string_view id) const;
    std::size_t held() const;

private:
    void hold(std::string_view id, std::int64_t token);

    Database& database_;
    std::string node_;
    Statement select_holder_;
    Statement upsert_;
    Statement insert_new_;
    Statement select_token_;
    Statement adopt_unleased_;
    Statement renew_unfinished_;
    Statement select_taken_since_;
    Statement write_heartbeat_;
    Statement read_heartbeat_;
    mutable std::mutex tokens_mutex_;
    std::unordered_map<std::string, std::int64_t> tokens_;  // the games held here, and their tokens
};

}  // namespace petteia::db
