#include "db/club_store.hpp"

#include <algorithm>

#include "db/database.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

constexpr const char* club_select =
    "SELECT c.id, c.kind, c.name, c.organiser_id, o.username, c.join_key, c.created_at_ms, "
    "(SELECT count(*) FROM club_members AS m WHERE m.club_id = c.id) "
    "FROM clubs AS c JOIN accounts AS o ON o.id = c.organiser_id ";

StoredClub club_of(Statement& row) {
    return {row.text(0), row.text(1), row.text(2), row.int64(3), row.text(4), row.text(5), row.int64(6),
            static_cast<int>(row.int64(7))};
}

constexpr const char* pupil_select =
    "SELECT p.account_id, a.username, p.class_id, c.organiser_id, p.protected "
    "FROM pupils AS p JOIN accounts AS a ON a.id = p.account_id LEFT JOIN clubs AS c ON c.id = p.class_id ";

Pupil pupil_of(Statement& row) {
    Pupil pupil{row.int64(0), row.text(1), std::nullopt, std::nullopt, row.int64(4) != 0};
    if (!row.is_null(2)) pupil.class_id = row.text(2);
    if (!row.is_null(3)) pupil.teacher_id = row.int64(3);
    return pupil;
}

}  // namespace

struct ClubStore::Connection {
    Database database;
    Statement lock_account;
    Statement count_organised;
    Statement insert_club;
    Statement insert_member;
    Statement select_one;
    Statement select_of_member;
    Statement count_made;
    Statement update_join_key;
    Statement lock_club;
    Statement count_members;
    Statement select_member;
    Statement delete_member;
    Statement select_members;
    Statement select_games;
    Statement count_pupils;
    Statement insert_account;
    Statement insert_pupil;
    Statement select_pupil;
    Statement select_pupils;
    Statement update_protected;
    Statement hide_profile;
    Statement select_circle;

    explicit Connection(const DatabaseLocation& location)
        : database(open_migrated(location)),
          lock_account(database.prepare("UPDATE accounts SET created_at_ms = created_at_ms WHERE id = ?1")),
          count_organised(database.prepare("SELECT count(*) FROM clubs WHERE organiser_id = ?1")),
          insert_club(database.prepare(
              "INSERT INTO clubs (id, kind, name, organiser_id, join_key, created_at_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")),
          insert_member(database.prepare(
              "INSERT INTO club_members (club_id, account_id, joined_at_ms) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING")),
          select_one(database.prepare(std::string(club_select) + "WHERE c.id = ?1")),
          select_of_member(database.prepare(std::string(club_select) +
                                            "JOIN club_members AS me ON me.club_id = c.id AND me.account_id = ?1 "
                                            "ORDER BY c.created_at_ms DESC, c.id LIMIT ?2")),
          count_made(database.prepare("SELECT count(*) FROM clubs WHERE organiser_id = ?1 AND created_at_ms >= ?2")),
          update_join_key(database.prepare("UPDATE clubs SET join_key = ?2 WHERE id = ?1")),
          // A write that changes nothing, for its lock (as TournamentStore's joins): on PostgreSQL two
          // nodes' joins to one club wait in turn, so the count read under it holds.
          lock_club(database.prepare("UPDATE clubs SET kind = kind WHERE id = ?1")),
          count_members(database.prepare("SELECT count(*) FROM club_members WHERE club_id = ?1")),
          select_member(database.prepare("SELECT 1 FROM club_members WHERE club_id = ?1 AND account_id = ?2")),
          delete_member(database.prepare("DELETE FROM club_members WHERE club_id = ?1 AND account_id = ?2")),
          select_members(database.prepare(
              "SELECT m.account_id, a.username, m.joined_at_ms, p.account_id IS NOT NULL, coalesce(p.protected, 0) "
              "FROM club_members AS m JOIN accounts AS a ON a.id = m.account_id JOIN clubs AS c ON c.id = m.club_id "
              "LEFT JOIN pupils AS p ON p.account_id = m.account_id AND p.class_id = m.club_id "
              "WHERE m.club_id = ?1 ORDER BY m.account_id <> c.organiser_id, a.username, a.id LIMIT ?2")),
          // Each game once, even when both its players are members (the lowest seat that is one names it).
          select_games(database.prepare(
              "SELECT g.id, g.variant, coalesce(a0.username, ''), coalesce(a1.username, ''), g.result_state, g.winner, "
              "coalesce(g.result_reason, ''), g.finished_at_ms "
              "FROM games AS g LEFT JOIN game_players AS p0 ON p0.game_id = g.id AND p0.side = 0 "
              "LEFT JOIN accounts AS a0 ON a0.id = p0.account_id "
              "LEFT JOIN game_players AS p1 ON p1.game_id = g.id AND p1.side = 1 "
              "LEFT JOIN accounts AS a1 ON a1.id = p1.account_id "
              "WHERE g.id IN (SELECT p.game_id FROM game_players AS p JOIN club_members AS m ON m.account_id = p.account_id "
              "WHERE m.club_id = ?1) AND g.result_state IS NOT NULL AND g.result_state <> 'aborted' "
              "ORDER BY g.finished_at_ms DESC, g.id LIMIT ?2")),
          count_pupils(database.prepare("SELECT count(*) FROM pupils WHERE class_id = ?1")),
          // A pupil's account is made as a sign-up makes one (AccountStore::create_account), in the
          // transaction that makes it a pupil: never an unprotected account with a printed password.
          insert_account(database.prepare(
              "INSERT INTO accounts (username, name_key, password_hash, created_at_ms, profile_hidden) "
              "VALUES (?1, ?2, ?3, ?4, 1) ON CONFLICT DO NOTHING RETURNING id")),
          insert_pupil(database.prepare(
              "INSERT INTO pupils (account_id, class_id, protected, created_at_ms) VALUES (?1, ?2, 1, ?3)")),
          select_pupil(database.prepare(std::string(pupil_select) + "WHERE p.account_id = ?1")),
          select_pupils(database.prepare(std::string(pupil_select) + "WHERE p.class_id = ?1 ORDER BY a.username, a.id")),
          update_protected(database.prepare("UPDATE pupils SET protected = ?2 WHERE account_id = ?1")),
          hide_profile(database.prepare("UPDATE accounts SET profile_hidden = 1 WHERE id = ?1")),
          select_circle(database.prepare(
              "SELECT c.organiser_id FROM pupils AS p JOIN clubs AS c ON c.id = p.class_id WHERE p.account_id = ?1 "
              "UNION SELECT m.account_id FROM pupils AS p JOIN club_members AS m ON m.club_id = p.class_id "
              "WHERE p.account_id = ?1 AND m.account_id <> ?1")) {}

    std::int64_t count(Statement& statement, std::string_view id) {
        InUse query(statement);
        query->bind(1, id);
        query->step();
        return query->int64(0);
    }

    void lock(std::string_view id) {
        InUse query(lock_club);
        query->bind(1, id);
        query->step();
    }

    std::optional<StoredClub> one(std::string_view id) {
        InUse query(select_one);
        query->bind(1, id);
        if (!query->step()) return std::nullopt;
        return club_of(*query);
    }

    bool member(std::string_view id, std::int64_t account) {
        InUse query(select_member);
        query->bind(1, id);
        query->bind(2, account);
        return query->step();
    }

    std::optional<std::vector<std::int64_t>> circle(std::int64_t account) {
        Transaction transaction(database, Transaction::Mode::deferred);
        const auto found = pupil(account);
        if (!found || !found->is_protected) return std::nullopt;
        InUse query(select_circle);
        query->bind(1, account);
        std::vector<std::int64_t> members;
        while (query->step()) members.push_back(query->int64(0));
        return members;
    }

    std::optional<Pupil> pupil(std::int64_t account) {
        InUse query(select_pupil);
        query->bind(1, account);
        if (!query->step()) return std::nullopt;
        return pupil_of(*query);
    }
};

ClubStore::ClubStore(const DatabaseLocation& location) : connection_(std::make_unique<Connection>(location)) {}

ClubStore::~ClubStore() = default;

ClubStore::Made ClubStore::create(const StoredClub& club, int most_today, std::int64_t since_ms) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    {
        InUse query(c.lock_account);
        query->bind(1, club.organiser_id);
        query->step();
    }
    {
        InUse query(c.count_made);
        query->bind(1, club.organiser_id);
        query->bind(2, since_ms);
        query->step();
        if (query->int64(0) >= most_today) return Made::too_many_today;
    }
    {
        InUse query(c.count_organised);
        query->bind(1, club.organiser_id);
        query->step();
        if (query->int64(0) >= max_organised) return Made::too_many;
    }
    {
        InUse query(c.insert_club);
        query->bind(1, club.id);
        query->bind(2, club.kind);
        query->bind(3, club.name);
        query->bind(4, club.organiser_id);
        query->bind(5, club.join_key);
        query->bind(6, club.created_at_ms);
        query->step();
    }
    {
        InUse query(c.insert_member);
        query->bind(1, club.id);
        query->bind(2, club.organiser_id);
        query->bind(3, club.created_at_ms);
        query->step();
    }
    transaction.commit();
    return Made::made;
}

std::optional<StoredClub> ClubStore::find(std::string_view id) {
    std::lock_guard lock(mutex_);
    return connection_->one(id);
}

std::vector<StoredClub> ClubStore::of_member(std::int64_t account, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_of_member);
    query->bind(1, account);
    query->bind(2, static_cast<std::int64_t>(limit));
    std::vector<StoredClub> found;
    while (query->step()) found.push_back(club_of(*query));
    return found;
}

int ClubStore::made_since(std::int64_t account, std::int64_t since_ms) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->count_made);
    query->bind(1, account);
    query->bind(2, since_ms);
    query->step();
    return static_cast<int>(query->int64(0));
}

void ClubStore::set_join_key(std::string_view id, std::string_view join_key) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->update_join_key);
    query->bind(1, id);
    query->bind(2, join_key);
    query->step();
}

ClubStore::Join ClubStore::join(std::string_view id, std::int64_t account, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    c.lock(id);
    const auto club = c.one(id);
    if (!club) return Join::unknown;
    if (club->kind != "club") return Join::not_a_club;
    if (c.member(id, account)) return Join::already;
    if (c.count(c.count_members, id) >= max_club_members) return Join::full;
    {
        InUse query(c.insert_member);
        query->bind(1, id);
        query->bind(2, account);
        query->bind(3, now_ms);
        query->step();
    }
    transaction.commit();
    return Join::joined;
}

ClubStore::Leave ClubStore::leave(std::string_view id, std::int64_t account) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    const auto club = c.one(id);
    if (!club || !c.member(id, account)) return Leave::not_a_member;
    if (club->organiser_id == account) return Leave::organiser;
    if (const auto pupil = c.pupil(account); pupil && pupil->class_id == id) return Leave::pupil;
    {
        InUse query(c.delete_member);
        query->bind(1, id);
        query->bind(2, account);
        query->step();
    }
    transaction.commit();
    return Leave::left;
}

bool ClubStore::is_member(std::string_view id, std::int64_t account) {
    std::lock_guard lock(mutex_);
    return connection_->member(id, account);
}

std::vector<ClubMember> ClubStore::members(std::string_view id, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_members);
    query->bind(1, id);
    query->bind(2, static_cast<std::int64_t>(limit));
    std::vector<ClubMember> found;
    while (query->step())
        found.push_back({query->int64(0), query->text(1), query->int64(2), query->int64(3) != 0, query->int64(4) != 0});
    return found;
}

std::vector<ClubGame> ClubStore::games(std::string_view id, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_games);
    query->bind(1, id);
    query->bind(2, static_cast<std::int64_t>(limit));
    std::vector<ClubGame> found;
    while (query->step()) {
        // Field by field: GCC 12 took a throw in the middle of the braced form for a use of the
        // unset result (a false "maybe uninitialized", an error with -Werror) in some unity batches.
        ClubGame game;
        game.game_id = query->text(0);
        game.variant = query->text(1);
        game.first = query->text(2);
        game.second = query->text(3);
        game.finished_at_ms = query->int64(7);
        game.result.state = query->text(4);
        if (!query->is_null(5)) game.result.winner = static_cast<int>(query->int64(5));
        game.result.reason = query->text(6);
        found.push_back(std::move(game));
    }
    return found;
}

std::optional<std::int64_t> ClubStore::create_pupil(std::string_view class_id, std::string_view username,
                                                    std::string_view name_key, std::string_view password_hash,
                                                    std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    c.lock(class_id);
    const auto club = c.one(class_id);
    if (!club || club->kind != "class")
        throw DatabaseError("create_pupil: " + std::string(class_id) + " is no class");
    if (c.count(c.count_pupils, class_id) >= max_pupils) return std::nullopt;
    std::int64_t account = 0;
    {
        InUse query(c.insert_account);
        query->bind(1, username);
        query->bind(2, name_key);
        query->bind(3, password_hash);
        query->bind(4, now_ms);
        if (!query->step()) return std::nullopt;
        account = query->int64(0);
    }
    {
        InUse query(c.insert_pupil);
        query->bind(1, account);
        query->bind(2, class_id);
        query->bind(3, now_ms);
        query->step();
    }
    {
        InUse query(c.insert_member);
        query->bind(1, class_id);
        query->bind(2, account);
        query->bind(3, now_ms);
        query->step();
    }
    transaction.commit();
    return account;
}

std::optional<Pupil> ClubStore::pupil(std::int64_t account) {
    std::lock_guard lock(mutex_);
    return connection_->pupil(account);
}

std::vector<Pupil> ClubStore::pupils(std::string_view class_id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_pupils);
    query->bind(1, class_id);
    std::vector<Pupil> found;
    while (query->step()) found.push_back(pupil_of(*query));
    return found;
}

bool ClubStore::set_protected(std::int64_t account, bool is_protected) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    {
        InUse query(c.update_protected);
        query->bind(1, account);
        query->bind(2, std::int64_t{is_protected});
        query->step();
        if (c.database.changes() != 1) return false;
    }
    if (is_protected) {
        InUse query(c.hide_profile);
        query->bind(1, account);
        query->step();
    }
    transaction.commit();
    return true;
}

std::optional<std::vector<std::int64_t>> ClubStore::circle(std::int64_t account) {
    std::lock_guard lock(mutex_);
    return connection_->circle(account);
}

bool ClubStore::kept_apart(std::int64_t one, std::int64_t other) {
    std::lock_guard lock(mutex_);
    for (const auto& [pupil, stranger] : {std::pair{one, other}, std::pair{other, one}})
        if (const auto circle = connection_->circle(pupil); circle && std::ranges::find(*circle, stranger) == circle->end())
            return true;
    return false;
}

}  // namespace petteia::db
