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
    bool operator==(const KnownAccount&) const = default;
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

    // Blocks, and ends any following between the two; `already`, `full` as for follow().
    Change block(std::int64_t blocker, std::int64_t blocked, std::int64_t now_ms);
    bool unblock(std::int64_t blocker, std::int64_t blocked);
    std::vector<KnownAccount> blocked(std::int64_t blocker, int limit);
    // Whether `blocker` blocks `other`.
    bool blocks(std::int64_t blocker, std::int64_t other);

private:
    struct Connection;
    std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
