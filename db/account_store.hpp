#pragma once
// Optional player accounts: names and password hashes, sign-in sessions (stored by the hash of
// their token only), and the games each account sat at. The store never sees a password or a
// token: the server hashes them first.
//
// Thread-safe: one mutex around one connection of its own (SQLite or PostgreSQL).
#include <cstdint>
#include <filesystem>
#include <functional>
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

// Two accounts whose names got one key when keys were recomputed: the older keeps the key.
struct NameKeyCollision {
    std::int64_t account_id = 0;  // the newer account, left without a key (it signs in by its name)
    std::string username;
    std::int64_t kept_by = 0;     // the older account, which keeps the key
    std::string kept_by_username;
    std::string name_key;
    std::int64_t found_at_ms = 0;
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
    std::optional<std::string> opponent_name;  // a lobby opponent whose profile is public
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
    // Days per move (correspondence), once its clock runs: when the side to move's time runs out.
    std::optional<std::int64_t> deadline_ms;
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
    // The account a sign-in names: the one whose name is `username` (ASCII case aside on SQLite, any
    // case on PostgreSQL), else the one holding `name_key` (nullopt: the name breaks today's rules). The
    // name first, so that an account whose key went to an older look-alike still signs in by its name.
    std::optional<Account> find_for_sign_in(std::string_view username, const std::optional<std::string>& name_key) const;

    // Recomputes every account's name key with `key_of` when the stored keys were made by another
    // `scheme` (a new rule, a new ICU: protocol::user_name_key_scheme), in one transaction that other
    // servers wait for; oldest account first, so that of two names now with one key the older keeps it
    // and the newer is left without a key and listed. nullopt when the keys were already this scheme's;
    // else the collisions found (also kept: name_key_collisions()). `key_of` nullopt: no key.
    using NameKeyFunction = std::function<std::optional<std::string>(std::string_view username)>;
    std::optional<std::vector<NameKeyCollision>> rekey_names(std::string_view scheme, const NameKeyFunction& key_of,
                                                             std::int64_t now_ms);
    // The collisions the last recomputation found, among accounts that still exist, oldest first.
    std::vector<NameKeyCollision> name_key_collisions() const;
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
