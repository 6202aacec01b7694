#include "db/people_store.hpp"

#include "db/database.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

std::vector<KnownAccount> listed(Statement& query, bool with_presence = false) {
    std::vector<KnownAccount> accounts;
    while (query.step())
        accounts.push_back({query.int64(0), query.text(1), query.int64(2), with_presence ? query.int64(3) != 0 : true});
    return accounts;
}

// The direct challenges of an account (`me`, ?1) that wait for their answer: games between two
// accounts' seats, exactly one of them not taken yet (server/games/match.hpp: a free seat with an
// account is kept for it), made since ?2. game_players_by_account.
constexpr const char* waiting_challenges_from =
    "FROM game_players AS me JOIN games AS g ON g.id = me.game_id "
    "JOIN game_players AS them ON them.game_id = g.id AND them.side = 1 - me.side ";
constexpr const char* waiting_challenges_where =
    "WHERE me.account_id = ?1 AND g.result_state IS NULL AND g.created_at_ms >= ?2 AND g.opponent = 'human' "
    "AND (g.seat0_hash IS NULL) <> (g.seat1_hash IS NULL) ";

}  // namespace

struct PeopleStore::Connection {
    Database database;
    Statement find;
    Statement insert_follow;
    Statement delete_follow;
    Statement delete_follows_between;
    Statement count_follows;
    Statement select_following;
    Statement insert_block;
    Statement delete_block;
    Statement count_blocks;
    Statement select_blocked;
    Statement select_blocks;
    Statement select_challenges;
    Statement count_challenges_from;
    Statement select_followed_games;

    explicit Connection(const DatabaseLocation& location)
        : database(open_migrated(location)),
          find(database.prepare("SELECT id, username FROM accounts WHERE name_key = ?1")),
          insert_follow(database.prepare(
              "INSERT INTO follows (follower_id, followed_id, created_at_ms) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING")),
          delete_follow(database.prepare("DELETE FROM follows WHERE follower_id = ?1 AND followed_id = ?2")),
          delete_follows_between(database.prepare(
              "DELETE FROM follows WHERE (follower_id = ?1 AND followed_id = ?2) OR (follower_id = ?2 AND followed_id = ?1)")),
          count_follows(database.prepare("SELECT count(*) FROM follows WHERE follower_id = ?1")),
          select_following(database.prepare(
              "SELECT a.id, a.username, f.created_at_ms, "
              "CASE WHEN a.profile_hidden = 0 AND NOT EXISTS "
              "(SELECT 1 FROM blocks AS b WHERE b.blocker_id = a.id AND b.blocked_id = ?1) THEN 1 ELSE 0 END "
              "FROM follows AS f JOIN accounts AS a ON a.id = f.followed_id "
              "WHERE f.follower_id = ?1 ORDER BY f.created_at_ms DESC, a.id LIMIT ?2")),
          insert_block(database.prepare(
              "INSERT INTO blocks (blocker_id, blocked_id, created_at_ms) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING")),
          delete_block(database.prepare("DELETE FROM blocks WHERE blocker_id = ?1 AND blocked_id = ?2")),
          count_blocks(database.prepare("SELECT count(*) FROM blocks WHERE blocker_id = ?1")),
          select_blocked(database.prepare(
              "SELECT a.id, a.username, b.created_at_ms FROM blocks AS b JOIN accounts AS a ON a.id = b.blocked_id "
              "WHERE b.blocker_id = ?1 ORDER BY b.created_at_ms DESC, a.id LIMIT ?2")),
          select_blocks(database.prepare("SELECT 1 FROM blocks WHERE blocker_id = ?1 AND blocked_id = ?2")),
          select_challenges(database.prepare(
              std::string("SELECT g.id, g.variant, g.initial_ms, g.increment_ms, g.days_per_move, me.side, "
                          "CASE WHEN me.side = 0 THEN g.seat0_hash IS NULL ELSE g.seat1_hash IS NULL END, a.username, "
                          "g.created_at_ms ") +
              waiting_challenges_from + "JOIN accounts AS a ON a.id = them.account_id " + waiting_challenges_where +
              "AND NOT EXISTS (SELECT 1 FROM blocks AS b WHERE b.blocker_id = ?1 AND b.blocked_id = them.account_id) "
              "ORDER BY g.created_at_ms DESC, g.id LIMIT ?3")),
          // Those it made (its own seat taken), blocked or not, with no limit: the cap counts them all.
          count_challenges_from(database.prepare(
              std::string("SELECT count(*) ") + waiting_challenges_from + waiting_challenges_where +
              "AND (CASE WHEN me.side = 0 THEN g.seat0_hash ELSE g.seat1_hash END) IS NOT NULL")),
          // As a profile shows its games in play (rating_store.cpp), for every account followed.
          select_followed_games(database.prepare(
              "SELECT p.account_id, g.id, g.variant, "
              "(SELECT a.username FROM game_players AS o JOIN accounts AS a ON a.id = o.account_id "
              "WHERE o.game_id = g.id AND o.side = 1 - p.side) "
              "FROM follows AS f JOIN accounts AS fa ON fa.id = f.followed_id AND fa.profile_hidden = 0 "
              "JOIN game_players AS p ON p.account_id = f.followed_id JOIN games AS g ON g.id = p.game_id "
              "WHERE f.follower_id = ?1 AND g.result_state IS NULL "
              "AND NOT EXISTS (SELECT 1 FROM blocks AS b WHERE b.blocker_id = f.followed_id AND b.blocked_id = ?1) AND g.lobby = 1 AND g.started_at_ms IS NOT NULL "
              "AND coalesce(g.listing0, 1) = 1 AND coalesce(g.listing1, 1) = 1 "
              "ORDER BY g.created_at_ms DESC, g.id LIMIT ?2")) {}

    std::int64_t count(Statement& statement, std::int64_t account) {
        InUse query(statement);
        query->bind(1, account);
        query->step();
        return query->int64(0);
    }

    // Inserts the pair unless the owner's list is full; the caller holds a transaction.
    Change add(Statement& insert, Statement& counter, int most, std::int64_t owner, std::int64_t other, std::int64_t now_ms) {
        if (owner == other) throw DatabaseError("an account cannot list itself");
        if (count(counter, owner) >= most) return Change::full;
        InUse query(insert);
        query->bind(1, owner);
        query->bind(2, other);
        query->bind(3, now_ms);
        query->step();
        return database.changes() == 1 ? Change::done : Change::already;
    }

    bool remove(Statement& statement, std::int64_t owner, std::int64_t other) {
        InUse query(statement);
        query->bind(1, owner);
        query->bind(2, other);
        query->step();
        return database.changes() > 0;
    }
};

PeopleStore::PeopleStore(const DatabaseLocation& location) : connection_(std::make_unique<Connection>(location)) {}

PeopleStore::~PeopleStore() = default;

std::optional<KnownAccount> PeopleStore::find(std::string_view name_key) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->find);
    query->bind(1, name_key);
    if (!query->step()) return std::nullopt;
    return KnownAccount{query->int64(0), query->text(1), 0};
}

PeopleStore::Change PeopleStore::follow(std::int64_t follower, std::int64_t followed, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    const Change change = connection_->add(connection_->insert_follow, connection_->count_follows, max_follows, follower,
                                           followed, now_ms);
    transaction.commit();
    return change;
}

bool PeopleStore::unfollow(std::int64_t follower, std::int64_t followed) {
    std::lock_guard lock(mutex_);
    return connection_->remove(connection_->delete_follow, follower, followed);
}

std::vector<KnownAccount> PeopleStore::following(std::int64_t follower, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_following);
    query->bind(1, follower);
    query->bind(2, static_cast<std::int64_t>(limit));
    return listed(*query, true);
}

PeopleStore::Change PeopleStore::block(std::int64_t blocker, std::int64_t blocked, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    const Change change =
        connection_->add(connection_->insert_block, connection_->count_blocks, max_blocks, blocker, blocked, now_ms);
    if (change != Change::full) connection_->remove(connection_->delete_follows_between, blocker, blocked);
    transaction.commit();
    return change;
}

bool PeopleStore::unblock(std::int64_t blocker, std::int64_t blocked) {
    std::lock_guard lock(mutex_);
    return connection_->remove(connection_->delete_block, blocker, blocked);
}

std::vector<KnownAccount> PeopleStore::blocked(std::int64_t blocker, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_blocked);
    query->bind(1, blocker);
    query->bind(2, static_cast<std::int64_t>(limit));
    return listed(*query);
}

bool PeopleStore::blocks(std::int64_t blocker, std::int64_t other) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_blocks);
    query->bind(1, blocker);
    query->bind(2, other);
    return query->step();
}

std::vector<FollowedGame> PeopleStore::games_of_followed(std::int64_t follower, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_followed_games);
    query->bind(1, follower);
    query->bind(2, static_cast<std::int64_t>(limit));
    std::vector<FollowedGame> found;
    while (query->step())
        found.push_back({query->int64(0), query->text(1), query->text(2),
                         query->is_null(3) ? std::nullopt : std::optional(query->text(3))});
    return found;
}

int PeopleStore::challenges_waiting_from(std::int64_t account, std::int64_t since_ms) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->count_challenges_from);
    query->bind(1, account);
    query->bind(2, since_ms);
    query->step();
    return static_cast<int>(query->int64(0));
}

std::vector<WaitingChallenge> PeopleStore::challenges(std::int64_t account, std::int64_t since_ms, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_challenges);
    query->bind(1, account);
    query->bind(2, since_ms);
    query->bind(3, static_cast<std::int64_t>(limit));
    std::vector<WaitingChallenge> found;
    const auto optional = [&](int column) {
        return query->is_null(column) ? std::nullopt : std::optional<std::int64_t>(query->int64(column));
    };
    while (query->step())
        found.push_back({query->text(0), query->text(1), optional(2), optional(3), optional(4),
                         static_cast<int>(query->int64(5)), query->int64(6) != 0, query->text(7), query->int64(8)});
    return found;
}

}  // namespace petteia::db
