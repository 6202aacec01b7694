#include "db/account_store.hpp"

#include <cstddef>
#include <span>
#include <sstream>
#include <unordered_map>

#include "db/database.hpp"
#include "db/game_statements.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

std::span<const std::byte> bytes(std::string_view raw) {
    return {reinterpret_cast<const std::byte*>(raw.data()), raw.size()};
}

Account account_from(Statement& row) {
    return Account{row.int64(0), row.text(1), row.text(2), row.int64(3)};
}

// Not a direct challenge to the account that it has not answered — its own seat free, kept for it, the
// challenger's taken (server/games/match.hpp): that is listed among the challenges
// (PeopleStore::challenges), not the games.
const std::string taken_seat =
    "NOT ((CASE WHEN p.side = 0 THEN g.seat0_hash ELSE g.seat1_hash END) IS NULL "
    "AND (CASE WHEN p.side = 0 THEN g.seat1_hash ELSE g.seat0_hash END) IS NOT NULL) ";

// A game of days per move whose clock runs: its deadline, as the sweep reads it (migration 19).
std::string deadline_column() {
    return "CASE WHEN g.days_per_move IS NOT NULL AND g.turn_started_at_ms IS NOT NULL THEN " +
           std::string(game_sql::deadline_expression) + " END ";
}

}  // namespace

struct AccountStore::Connection {
    Database database;
    Statement insert_account;
    Statement select_by_name;
    Statement select_for_sign_in;
    Statement select_by_id;
    Statement update_password;
    Statement delete_account;
    Statement insert_session;
    Statement select_session_account;
    Statement delete_session;
    Statement delete_other_sessions;
    Statement delete_expired;
    Statement insert_device;
    Statement select_device_account;
    Statement delete_expired_devices;
    Statement select_finished_games;
    Statement select_games_in_progress;

    static Database open(const DatabaseLocation& location) {
        Database database = open_migrated(location);
        // What an account deletes is overwritten, not left in free pages of the file. (PostgreSQL
        // has no such setting: a deleted row stays on disk until VACUUM reuses its space.)
        if (database.engine() == Engine::sqlite) database.exec("PRAGMA secure_delete = ON");
        return database;
    }

    explicit Connection(const DatabaseLocation& location)
        : database(open(location)),
          // The unique name key decides "taken": checking first and inserting after would race.
          insert_account(database.prepare(
              "INSERT INTO accounts (username, name_key, password_hash, created_at_ms) VALUES (?1, ?2, ?3, ?4) "
              "ON CONFLICT DO NOTHING RETURNING id")),
          select_by_name(database.prepare(
              "SELECT id, username, password_hash, created_at_ms FROM accounts WHERE name_key = ?1")),
          // The name itself first (its index: SQLite's UNIQUE COLLATE NOCASE, PostgreSQL's lower(username)).
          select_for_sign_in(database.prepare(database.dialect(
              "SELECT id, username, password_hash, created_at_ms FROM accounts WHERE username = ?1 OR name_key = ?2 "
              "ORDER BY username = ?1 DESC LIMIT 1",
              "SELECT id, username, password_hash, created_at_ms FROM accounts "
              "WHERE lower(username) = lower(?1::text) OR name_key = ?2 ORDER BY lower(username) = lower(?1::text) DESC LIMIT 1"))),
          select_by_id(database.prepare(
              "SELECT id, username, password_hash, created_at_ms FROM accounts WHERE id = ?1")),
          update_password(database.prepare("UPDATE accounts SET password_hash = ?2 WHERE id = ?1")),
          delete_account(database.prepare("DELETE FROM accounts WHERE id = ?1")),
          insert_session(database.prepare(
              "INSERT INTO sessions (token_hash, account_id, created_at_ms, expires_at_ms) VALUES (?1, ?2, ?3, ?4)")),
          select_session_account(database.prepare(
              "SELECT a.id, a.username, a.password_hash, a.created_at_ms FROM sessions AS s "
              "JOIN accounts AS a ON a.id = s.account_id WHERE s.token_hash = ?1 AND s.expires_at_ms > ?2")),
          delete_session(database.prepare("DELETE FROM sessions WHERE token_hash = ?1")),
          delete_other_sessions(database.prepare("DELETE FROM sessions WHERE account_id = ?1 AND token_hash <> ?2")),
          delete_expired(database.prepare("DELETE FROM sessions WHERE expires_at_ms <= ?1")),
          insert_device(database.prepare(
              "INSERT INTO devices (token_hash, account_id, created_at_ms, expires_at_ms) VALUES (?1, ?2, ?3, ?4) "
              "ON CONFLICT (token_hash) DO UPDATE SET expires_at_ms = excluded.expires_at_ms")),
          select_device_account(database.prepare(
              "SELECT account_id FROM devices WHERE token_hash = ?1 AND expires_at_ms > ?2")),
          delete_expired_devices(database.prepare("DELETE FROM devices WHERE expires_at_ms <= ?1")),
          select_finished_games(database.prepare(
              "SELECT g.id, g.variant, CASE WHEN g.lobby = 1 THEN 'lobby' ELSE g.opponent END, p.side, g.result_state, g.winner, g.result_reason, g.finished_at_ms, "
              "(SELECT count(*) FROM moves AS m WHERE m.game_id = g.id), "
              // A lobby opponent's name, when their profile is public (issue 40): they showed it to everyone.
              "(SELECT a.username FROM game_players AS o JOIN accounts AS a ON a.id = o.account_id "
              "WHERE g.lobby = 1 AND o.game_id = g.id AND o.side <> p.side AND a.profile_hidden = 0) "
              "FROM game_players AS p JOIN games AS g ON g.id = p.game_id "
              "WHERE p.account_id = ?1 AND g.result_state IS NOT NULL AND " + taken_seat +
              "ORDER BY g.finished_at_ms DESC, g.seq DESC LIMIT ?2")),
          // The moves in ply order, joined by spaces: group_concat over an ordered subquery in
          // SQLite, string_agg with its own ORDER BY in PostgreSQL.
          select_games_in_progress(database.prepare(database.dialect(
              "SELECT g.id, g.variant, CASE WHEN g.lobby = 1 THEN 'lobby' ELSE g.opponent END, p.side, g.start_position, "
              "g.seat0_hash IS NOT NULL AND g.seat1_hash IS NOT NULL, "
              "(SELECT group_concat(move, ' ') FROM (SELECT move FROM moves AS m WHERE m.game_id = g.id ORDER BY m.ply)), "
              + deadline_column() +
              "FROM game_players AS p JOIN games AS g ON g.id = p.game_id "
              "WHERE p.account_id = ?1 AND g.result_state IS NULL AND " + taken_seat +
              "ORDER BY coalesce((SELECT max(m.played_at_ms) FROM moves AS m WHERE m.game_id = g.id), g.created_at_ms) DESC, "
              "g.seq DESC LIMIT ?2",
              "SELECT g.id, g.variant, CASE WHEN g.lobby = 1 THEN 'lobby' ELSE g.opponent END, p.side, g.start_position, "
              "g.seat0_hash IS NOT NULL AND g.seat1_hash IS NOT NULL, "
              "(SELECT string_agg(m.move, ' ' ORDER BY m.ply) FROM moves AS m WHERE m.game_id = g.id), "
              + deadline_column() +
              "FROM game_players AS p JOIN games AS g ON g.id = p.game_id "
              "WHERE p.account_id = ?1 AND g.result_state IS NULL AND " + taken_seat +
              "ORDER BY coalesce((SELECT max(m.played_at_ms) FROM moves AS m WHERE m.game_id = g.id), g.created_at_ms) DESC, "
              "g.seq DESC LIMIT ?2"))) {}

    // Runs a query of one account, with its parameters bound by `bind`.
    template <class Bind>
    std::optional<Account> one_account(Statement& statement, Bind bind) {
        InUse query(statement);
        bind(*query);
        if (!query->step()) return std::nullopt;
        return account_from(*query);
    }
};

AccountStore::AccountStore(const DatabaseLocation& location) : connection_(std::make_unique<Connection>(location)) {}

AccountStore::~AccountStore() = default;

std::optional<std::int64_t> AccountStore::create_account(std::string_view username, std::string_view name_key,
                                                         std::string_view password_hash, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    InUse insert(connection_->insert_account);
    insert->bind(1, username);
    insert->bind(2, name_key);
    insert->bind(3, password_hash);
    insert->bind(4, now_ms);
    if (!insert->step()) return std::nullopt;
    return insert->int64(0);
}

std::optional<Account> AccountStore::find_by_name_key(std::string_view name_key) const {
    std::lock_guard lock(mutex_);
    return connection_->one_account(connection_->select_by_name, [&](Statement& query) { query.bind(1, name_key); });
}

std::optional<Account> AccountStore::find_for_sign_in(std::string_view username,
                                                      const std::optional<std::string>& name_key) const {
    std::lock_guard lock(mutex_);
    return connection_->one_account(connection_->select_for_sign_in, [&](Statement& query) {
        query.bind(1, username);
        query.bind(2, name_key);
    });
}

std::optional<std::vector<NameKeyCollision>> AccountStore::rekey_names(std::string_view scheme, const NameKeyFunction& key_of,
                                                                      std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Database& database = connection_->database;
    Transaction transaction(database);
    {
        // PostgreSQL: the row lock makes a second server starting now wait, then find the work done.
        Statement current = database.prepare(database.dialect(
            "SELECT scheme FROM name_key_scheme WHERE only_row = 1",
            "SELECT scheme FROM name_key_scheme WHERE only_row = 1 FOR UPDATE"));
        if (current.step() && current.text(0) == scheme) return std::nullopt;
    }
    struct Named {
        std::int64_t id;
        std::string username;
    };
    std::vector<Named> accounts;
    {
        Statement all = database.prepare("SELECT id, username FROM accounts ORDER BY created_at_ms, id");
        while (all.step()) accounts.push_back({all.int64(0), all.text(1)});
    }
    // Every key is let go first, so that no update meets a key still held under the old scheme.
    database.exec("UPDATE accounts SET name_key = NULL; DELETE FROM name_key_collisions");
    Statement set_key = database.prepare("UPDATE accounts SET name_key = ?2 WHERE id = ?1");
    Statement add_collision = database.prepare(
        "INSERT INTO name_key_collisions (account_id, kept_by, name_key, found_at_ms) VALUES (?1, ?2, ?3, ?4)");
    std::unordered_map<std::string, const Named*> holders;
    std::vector<NameKeyCollision> collisions;
    for (const Named& account : accounts) {
        const auto key = key_of(account.username);
        if (!key) continue;
        const auto [held, fresh] = holders.emplace(*key, &account);
        if (fresh) {
            set_key.bind(1, account.id);
            set_key.bind(2, std::string_view(*key));
            set_key.step();
            set_key.reset();
            continue;
        }
        const Named& older = *held->second;
        add_collision.bind(1, account.id);
        add_collision.bind(2, older.id);
        add_collision.bind(3, std::string_view(*key));
        add_collision.bind(4, now_ms);
        add_collision.step();
        add_collision.reset();
        collisions.push_back({account.id, account.username, older.id, older.username, *key, now_ms});
    }
    Statement set_scheme = database.prepare("UPDATE name_key_scheme SET scheme = ?1 WHERE only_row = 1");
    set_scheme.bind(1, scheme);
    set_scheme.step();
    transaction.commit();
    return collisions;
}

std::vector<NameKeyCollision> AccountStore::name_key_collisions() const {
    std::lock_guard lock(mutex_);
    Statement query = connection_->database.prepare(
        "SELECT c.account_id, a.username, c.kept_by, k.username, c.name_key, c.found_at_ms "
        "FROM name_key_collisions AS c JOIN accounts AS a ON a.id = c.account_id JOIN accounts AS k ON k.id = c.kept_by "
        "ORDER BY a.created_at_ms, a.id");
    std::vector<NameKeyCollision> collisions;
    while (query.step())
        collisions.push_back({query.int64(0), query.text(1), query.int64(2), query.text(3), query.text(4), query.int64(5)});
    return collisions;
}

std::optional<Account> AccountStore::find(std::int64_t account_id) const {
    std::lock_guard lock(mutex_);
    return connection_->one_account(connection_->select_by_id, [&](Statement& query) { query.bind(1, account_id); });
}

void AccountStore::set_password(std::int64_t account_id, std::string_view password_hash) {
    std::lock_guard lock(mutex_);
    InUse update(connection_->update_password);
    update->bind(1, account_id);
    update->bind(2, password_hash);
    update->step();
    if (connection_->database.changes() == 0)
        throw DatabaseError("set_password: no account with id " + std::to_string(account_id));
}

void AccountStore::delete_account(std::int64_t account_id) {
    std::lock_guard lock(mutex_);
    // ON DELETE CASCADE takes the sessions, solved exercises and game seats with it.
    InUse remove(connection_->delete_account);
    remove->bind(1, account_id);
    remove->step();
}

void AccountStore::add_session(std::string_view token_hash, std::int64_t account_id, std::int64_t now_ms,
                               std::int64_t expires_at_ms) {
    std::lock_guard lock(mutex_);
    InUse insert(connection_->insert_session);
    insert->bind(1, bytes(token_hash));
    insert->bind(2, account_id);
    insert->bind(3, now_ms);
    insert->bind(4, expires_at_ms);
    insert->step();
}

std::optional<Account> AccountStore::session_account(std::string_view token_hash, std::int64_t now_ms) const {
    std::lock_guard lock(mutex_);
    return connection_->one_account(connection_->select_session_account, [&](Statement& query) {
        query.bind(1, bytes(token_hash));
        query.bind(2, now_ms);
    });
}

void AccountStore::end_session(std::string_view token_hash) {
    std::lock_guard lock(mutex_);
    InUse remove(connection_->delete_session);
    remove->bind(1, bytes(token_hash));
    remove->step();
}

void AccountStore::end_other_sessions(std::int64_t account_id, std::string_view kept_token_hash) {
    std::lock_guard lock(mutex_);
    InUse remove(connection_->delete_other_sessions);
    remove->bind(1, account_id);
    remove->bind(2, bytes(kept_token_hash));
    remove->step();
}

std::int64_t AccountStore::delete_expired_sessions(std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    InUse remove(connection_->delete_expired);
    remove->bind(1, now_ms);
    remove->step();
    return connection_->database.changes();
}

void AccountStore::add_device(std::string_view token_hash, std::int64_t account_id, std::int64_t now_ms,
                              std::int64_t expires_at_ms) {
    std::lock_guard lock(mutex_);
    InUse insert(connection_->insert_device);
    insert->bind(1, bytes(token_hash));
    insert->bind(2, account_id);
    insert->bind(3, now_ms);
    insert->bind(4, expires_at_ms);
    insert->step();
}

std::optional<std::int64_t> AccountStore::device_account(std::string_view token_hash, std::int64_t now_ms) const {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_device_account);
    query->bind(1, bytes(token_hash));
    query->bind(2, now_ms);
    if (!query->step()) return std::nullopt;
    return query->int64(0);
}

std::int64_t AccountStore::delete_expired_devices(std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    InUse remove(connection_->delete_expired_devices);
    remove->bind(1, now_ms);
    remove->step();
    return connection_->database.changes();
}

std::vector<AccountGame> AccountStore::finished_games(std::int64_t account_id, int limit) const {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_finished_games);
    query->bind(1, account_id);
    query->bind(2, static_cast<std::int64_t>(limit));
    std::vector<AccountGame> games;
    while (query->step()) {
        AccountGame game;
        game.game_id = query->text(0);
        game.variant = query->text(1);
        game.opponent = query->text(2);
        game.side = static_cast<int>(query->int64(3));
        game.result.state = query->text(4);
        if (!query->is_null(5)) game.result.winner = static_cast<int>(query->int64(5));
        game.result.reason = query->text(6);
        game.finished_at_ms = query->int64(7);
        game.moves = static_cast<int>(query->int64(8));
        if (!query->is_null(9)) game.opponent_name = query->text(9);
        games.push_back(std::move(game));
    }
    return games;
}

std::vector<AccountGameInProgress> AccountStore::games_in_progress(std::int64_t account_id, int limit) const {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_games_in_progress);
    query->bind(1, account_id);
    query->bind(2, static_cast<std::int64_t>(limit));
    std::vector<AccountGameInProgress> games;
    while (query->step()) {
        AccountGameInProgress game;
        game.game_id = query->text(0);
        game.variant = query->text(1);
        game.opponent = query->text(2);
        game.side = static_cast<int>(query->int64(3));
        if (!query->is_null(4)) game.start_position = query->text(4);
        game.both_seated = query->int64(5) != 0;
        if (!query->is_null(6)) {
            std::istringstream moves(query->text(6));
            for (std::string move; moves >> move;) game.moves.push_back(std::move(move));
        }
        if (!query->is_null(7)) game.deadline_ms = query->int64(7);
        games.push_back(std::move(game));
    }
    return games;
}

}  // namespace petteia::db
