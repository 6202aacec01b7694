#pragma once
// Optional player accounts: names and password hashes, sign-in sessions (stored by the hash of
// their token only), and the games each account sat at. The store never sees a password or a
// token: the server hashes them first.
//
// Thread-safe: one mutex around one connection of its own (SQLite or PostgreSQL).
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/errors.hpp"
#include "db/location.hpp"
#include "db/stored_game.hpp"

namespace petteia::db {

class Database;

struct Account {
    std::int64_t id = 0;
    std::string username;       // as given at sign-up
    std::string password_hash;  // crypto_pwhash_str's text
    std::int64_t created_at_ms = 0;
};

// A finished game an account played, as its account page lists it.
struct AccountGame {
    std::string game_id;
    std::string variant;
    std::string opponent;  // the stored game's opponent: "human", "computer:<level>", or "lobby" (a stranger met in the lobby)
    int side = 0;          // the account's seat
    StoredResult result;
    std::int64_t finished_at_ms = 0;
    int moves = 0;
};

// An unfinished game an account sits at, as Home lists it: enough to say whose move it is.
struct AccountGameInProgress {
    std::string game_id;
    std::string variant;
    std::string opponent;  // "human", "computer:<level>" or "lobby"
    int side = 0;          // the account's seat
    std::optional<std::string> start_position;  // null: the variant's usual start
    std::vector<std::string> moves;             // in order
    bool both_seated = false;                   // false: an invitation nobody has taken yet
};

class AccountStore {
public:
    // Opens the database (an SQLite file is created if needed) and brings its schema up to date.
    explicit AccountStore(const DatabaseLocation& location);
    ~AccountStore();
    AccountStore(const AccountStore&) = delete;
    AccountStore& operator=(const AccountStore&) = delete;

    // The new account's id, or nullopt when an account has the same name key. The key is computed by
    // the caller (protocol::user_name_key: case and diacritics folded); the name is kept as given.
    std::optional<std::int64_t> create_account(std::string_view username, std::string_view name_key,
                                               std::string_view password_hash, std::int64_t now_ms);
    // By name key (protocol::user_name_key), so "zoe" finds "Zoé".
    std::optional<Account> find_by_name_key(std::string_view name_key) const;
    std::optional<Account> find(std::int64_t account_id) const;
    void set_password(std::int64_t account_id, std::string_view password_hash);
    // The account and everything of it: sessions, solved exercises, its links to games (the games
    // themselves stay, for the other player).
    void delete_account(std::int64_t account_id);

    void add_session(std::string_view token_hash, std::int64_t account_id, std::int64_t now_ms,
                     std::int64_t expires_at_ms);
    // The session's account, if the session exists and has not expired at `now_ms`.
    std::optional<Account> session_account(std::string_view token_hash, std::int64_t now_ms) const;
    void end_session(std::string_view token_hash);
    void end_other_sessions(std::int64_t account_id, std::string_view kept_token_hash);
    // Forgets sessions that expired before `now_ms`; returns how many.
    std::int64_t delete_expired_sessions(std::int64_t now_ms);

    // Trusted devices (browsers that signed in before), stored by the hash of their cookie's token.
    void add_device(std::string_view token_hash, std::int64_t account_id, std::int64_t now_ms,
                    std::int64_t expires_at_ms);
    // The account the device signed in to, if the device is known and has not expired.
    std::optional<std::int64_t> device_account(std::string_view token_hash, std::int64_t now_ms) const;
    // Forgets devices that expired before `now_ms`; returns how many.
    std::int64_t delete_expired_devices(std::int64_t now_ms);

    // Finished games the account sat at, newest first.
    std::vector<AccountGame> finished_games(std::int64_t account_id, int limit) const;
    // The account's unfinished games, the most recently played (or created) first.
    std::vector<AccountGameInProgress> games_in_progress(std::int64_t account_id, int limit) const;

private:
    struct Connection;
    mutable std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
