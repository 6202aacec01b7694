#pragma once
// People one knows (issue 38, deliverable 4, migration 21): whom an account follows — seen by the
// follower alone — and whom it blocks, whose challenges, quick messages and pairings never reach it.
// Blocking someone also ends any following between the two, both ways.
//
// Thread-safe: one mutex around one connection of its own (SQLite or PostgreSQL).
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/errors.hpp"
#include "db/location.hpp"

namespace petteia::db {

// An account as another sees it in their lists: its id, its name, since when it is listed.
struct KnownAccount {
    std::int64_t id = 0;
    std::string name;
    std::int64_t since_ms = 0;
    // following(): whether the account shows the follower whether it is online and what it plays —
    // not when it hides its profile, nor to someone it blocks (who learns nothing of the block).
    bool shows_presence = true;
    bool operator==(const KnownAccount&) const = default;
};

// A direct challenge (issue 38) not answered yet: a game between two accounts whose one free seat
// is kept for the account challenged.
struct WaitingChallenge {
    std::string game;
    std::string variant;
    std::optional<std::int64_t> initial_ms;  // absent: no clock
    std::optional<std::int64_t> increment_ms;
    std::optional<std::int64_t> days_per_move;
    int side = 0;            // the seat of the account that asked (0 first, 1 second)
    bool incoming = false;   // to the account that asked; otherwise from it
    std::string other_name;  // the challenger's name, or the challenged one's
    std::int64_t created_at_ms = 0;
    bool operator==(const WaitingChallenge&) const = default;
};

// A game a followed account plays now that anyone may watch (a lobby game in play, listed).
struct FollowedGame {
    std::int64_t player = 0;  // the followed account
    std::string game;
    std::string variant;
    std::optional<std::string> opponent;  // the opponent's name
    bool operator==(const FollowedGame&) const = default;
};

class PeopleStore {
public:
    // The most an account follows, and blocks: lists a person keeps, not a crawler's.
    static constexpr int max_follows = 500;
    static constexpr int max_blocks = 500;

    // Opens the database (an SQLite file is created if needed) and brings its schema up to date.
    explicit PeopleStore(const DatabaseLocation& location);
    ~PeopleStore();
    PeopleStore(const PeopleStore&) = delete;
    PeopleStore& operator=(const PeopleStore&) = delete;

    // The account whose name key is `name_key`, as protocol::user_name_key computes it (so that case
    // and look-alike letters do not matter), hidden profile or not.
    std::optional<KnownAccount> find(std::string_view name_key);

    enum class Change { done, already, full };
    // Starts following; `already` when it did, `full` past max_follows. Throws DatabaseError for an
    // account that does not exist, or for oneself.
    Change follow(std::int64_t follower, std::int64_t followed, std::int64_t now_ms);
    // False when it was not following.
    bool unfollow(std::int64_t follower, std::int64_t followed);
    // Whom `follower` follows, the most recent first, at most `limit`.
    std::vector<KnownAccount> following(std::int64_t follower, int limit);
    // The games in play of the accounts `follower` follows that strangers may watch — made in the
    // lobby, started, not taken off the live list — the newest first, at most `limit`; none of an
    // account that hides its profile or blocks the follower.
    std::vector<FollowedGame> games_of_followed(std::int64_t follower, int limit);

    // Blocks, and ends any following between the two; `already`, `full` as for follow().
    Change block(std::int64_t blocker, std::int64_t blocked, std::int64_t now_ms);
    bool unblock(std::int64_t blocker, std::int64_t blocked);
    std::vector<KnownAccount> blocked(std::int64_t blocker, int limit);
    // Whether `blocker` blocks `other`.
    bool blocks(std::int64_t blocker, std::int64_t other);

    // The direct challenges made since `since_ms` and not answered, to and from `account`, the newest
    // first, at most `limit`; a challenge from an account it blocks is left out.
    std::vector<WaitingChallenge> challenges(std::int64_t account, std::int64_t since_ms, int limit);
    // How many direct challenges made since `since_ms` by `account` wait for their answer, whoever
    // they went to.
    int challenges_waiting_from(std::int64_t account, std::int64_t since_ms);

private:
    struct Connection;
    std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
