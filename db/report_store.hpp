#pragma once
// Complaints against a player of a game (issue 27, migration 16), kept for the operator, who reads them
// with `petteia reports`. A report names the game and the side it is against; the reporter is a player
// of the game (its side) or a spectator, signed in or not.
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

struct NewReport {
    std::string game_id;
    int against_side = 0;
    std::optional<int> reporter_side;              // null: a spectator
    std::optional<std::int64_t> reporter_account;  // null: not signed in
    std::string reason;                            // "insult", "cheating", "stalling", "name" or "other"
    std::int64_t created_at_ms = 0;
    // Who reported, once a game and seat: "account:<id>", "seat:<side>" or "browser:<hash>" (the
    // server's choice, see server/games/reports.hpp). Empty: not kept once (reports before issue 37).
    std::string reporter_key = {};
};

struct StoredReport {
    std::int64_t id = 0;
    std::string game_id;
    int against_side = 0;
    std::optional<std::int64_t> against_account;  // the reported seat's account (game_players); null: none
    std::optional<std::string> against_name;      // that account's name
    std::optional<int> reporter_side;
    std::optional<std::int64_t> reporter_account;  // null: not signed in, or the account was deleted since
    std::optional<std::string> reporter_name;
    std::string reason;
    std::int64_t created_at_ms = 0;
    bool operator==(const StoredReport&) const = default;
};

class ReportStore {
public:
    // Opens the database (an SQLite file is created if needed) and brings its schema up to date.
    explicit ReportStore(const DatabaseLocation& location);
    ~ReportStore();
    ReportStore(const ReportStore&) = delete;
    ReportStore& operator=(const ReportStore&) = delete;

    // The new report's id; nothing, storing nothing, when its reporter key reported this game's seat
    // already. Throws DatabaseError, storing nothing, when the game does not exist, or when a side,
    // the reason or the reporter's account is not one the schema allows.
    std::optional<std::int64_t> add(const NewReport& report);
    // Whether `reporter_key` reported the seat `against_side` of the game already.
    bool has_reported(std::string_view game_id, int against_side, std::string_view reporter_key);
    // Reports made at or after `since_ms`, newest first, at most `limit`.
    std::vector<StoredReport> list(std::int64_t since_ms, int limit);
    // How many reports of the game were made at or after `since_ms` by `reporter_account` (nullopt:
    // by anyone), so that the server can refuse repeats.
    std::int64_t count_recent(std::string_view game_id, std::optional<std::int64_t> reporter_account,
                              std::int64_t since_ms);

private:
    bool reported(std::string_view game_id, int against_side, std::string_view reporter_key);  // mutex_ held
    struct Connection;
    std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
