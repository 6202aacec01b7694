#include "db/game_leases.hpp"

#include "db/in_use.hpp"

namespace petteia::db {

GameLeases::GameLeases(Database& database, std::string node)
    : database_(database),
      node_(std::move(node)),
      // On PostgreSQL the holder's row is locked until the take commits: two nodes taking the same
      // game one after the other each see who had it just before.
      select_holder_(database.prepare(database.dialect(
          "SELECT l.node, h.at_ms FROM game_leases AS l LEFT JOIN node_heartbeats AS h ON h.node = l.node "
          "WHERE l.game_id = ?1",
          "SELECT l.node, h.at_ms FROM game_leases AS l LEFT JOIN node_heartbeats AS h ON h.node = l.node "
          "WHERE l.game_id = ?1 FOR UPDATE OF l"))),
      upsert_(database.prepare(
          "INSERT INTO game_leases (game_id, node, token, taken_at_ms) VALUES (?1, ?2, 1, ?3) "
          "ON CONFLICT (game_id) DO UPDATE SET node = excluded.node, token = game_leases.token + 1, "
          "taken_at_ms = excluded.taken_at_ms RETURNING token")),
      insert_new_(database.prepare("INSERT INTO game_leases (game_id, node, token, taken_at_ms) VALUES (?1, ?2, 1, ?3)")),
      // FOR SHARE: a node taking the game waits until this unit is committed (see the header).
      select_token_(database.prepare(database.dialect("SELECT token FROM game_leases WHERE game_id = ?1 AND node = ?2",
                                                      "SELECT token FROM game_leases WHERE game_id = ?1 AND node = ?2 FOR SHARE"))),
      adopt_unleased_(database.prepare(database.dialect(
          "INSERT INTO game_leases (game_id, node, token, taken_at_ms) SELECT id, ?1, 1, ?2 FROM games "
          "WHERE result_state IS NULL AND NOT EXISTS (SELECT 1 FROM game_leases WHERE game_id = games.id) "
          "ON CONFLICT (game_id) DO NOTHING",
          "INSERT INTO game_leases (game_id, node, token, taken_at_ms) SELECT id, ?1::text, 1, ?2::bigint FROM games "
          "WHERE result_state IS NULL AND NOT EXISTS (SELECT 1 FROM game_leases WHERE game_id = games.id) "
          "ON CONFLICT (game_id) DO NOTHING"))),
      renew_unfinished_(database.prepare(
          "UPDATE game_leases SET token = token + 1, taken_at_ms = ?2 "
          "WHERE node = ?1 AND game_id IN (SELECT id FROM games WHERE result_state IS NULL) RETURNING game_id, token")),
      select_taken_since_(database.prepare("SELECT game_id FROM game_leases WHERE taken_at_ms >= ?1 AND node <> ?2")),
      write_heartbeat_(database.prepare("INSERT INTO node_heartbeats (node, at_ms) VALUES (?1, ?2) "
                                        "ON CONFLICT (node) DO UPDATE SET at_ms = excluded.at_ms")),
      read_heartbeat_(database.prepare("SELECT at_ms FROM node_heartbeats WHERE node = ?1")) {
    if (node_.empty() || node_.size() > 64) throw DatabaseError("a node's name has 1 to 64 characters");
}

void GameLeases::hold(std::string_view id, std::int64_t token) {
    const std::lock_guard lock(tokens_mutex_);
    tokens_[std::string(id)] = token;
}

std::optional<PreviousHolder> GameLeases::take(std::string_view id, std::int64_t now_ms) {
    std::optional<PreviousHolder> previous;
    {
        InUse query(select_holder_);
        query->bind(1, id);
        if (query->step())
            previous = PreviousHolder{query->text(0), query->is_null(1) ? std::nullopt : std::optional(query->int64(1))};
    }
    InUse upsert(upsert_);
    upsert->bind(1, id);
    upsert->bind(2, node_);
    upsert->bind(3, now_ms);
    if (!upsert->step()) throw DatabaseError("take: no token returned for game '" + std::string(id) + "'");
    hold(id, upsert->int64(0));
    return previous;
}

void GameLeases::grant_new(std::string_view id, std::int64_t now_ms) {
    InUse insert(insert_new_);
    insert->bind(1, id);
    insert->bind(2, node_);
    insert->bind(3, now_ms);
    insert->step();
    hold(id, 1);
}

bool GameLeases::confirm(std::string_view id) {
    std::optional<std::int64_t> mine;
    {
        const std::lock_guard lock(tokens_mutex_);
        if (const auto found = tokens_.find(std::string(id)); found != tokens_.end()) mine = found->second;
    }
    std::optional<std::int64_t> stored;
    if (mine) {
        InUse query(select_token_);
        query->bind(1, id);
        query->bind(2, node_);
        if (query->step()) stored = query->int64(0);
    }
    if (mine && stored == mine) return true;
    forget(id);
    return false;
}

void GameLeases::check(std::string_view id) {
    if (confirm(id)) return;
    throw LeaseLost("game '" + std::string(id) + "' is served by another node now; node " + node_ + " writes nothing of it");
}

std::vector<std::string> GameLeases::take_unfinished(std::int64_t now_ms) {
    {
        InUse adopt(adopt_unleased_);
        adopt->bind(1, node_);
        adopt->bind(2, now_ms);
        adopt->step();
    }
    std::vector<std::string> ids;
    InUse renew(renew_unfinished_);
    renew->bind(1, node_);
    renew->bind(2, now_ms);
    while (renew->step()) {
        ids.push_back(renew->text(0));
        hold(ids.back(), renew->int64(1));
    }
    return ids;
}

std::vector<std::string> GameLeases::lost_since(std::int64_t since_ms) {
    std::vector<std::string> taken;
    {
        InUse query(select_taken_since_);
        query->bind(1, since_ms);
        query->bind(2, node_);
        while (query->step()) taken.push_back(query->text(0));
    }
    std::vector<std::string> lost;
    const std::lock_guard lock(tokens_mutex_);
    for (auto& id : taken)
        if (tokens_.erase(id)) lost.push_back(std::move(id));
    return lost;
}

void GameLeases::heartbeat(std::int64_t now_ms) {
    InUse write(write_heartbeat_);
    write->bind(1, node_);
    write->bind(2, now_ms);
    write->step();
}

std::optional<std::int64_t> GameLeases::last_heartbeat() {
    InUse query(read_heartbeat_);
    query->bind(1, node_);
    if (!query->step()) return std::nullopt;
    return query->int64(0);
}

void GameLeases::forget(std::string_view id) {
    const std::lock_guard lock(tokens_mutex_);
    tokens_.erase(std::string(id));
}

bool GameLeases::holds(std::string_view id) const {
    const std::lock_guard lock(tokens_mutex_);
    return tokens_.contains(std::string(id));
}

std::size_t GameLeases::held() const {
    const std::lock_guard lock(tokens_mutex_);
    return tokens_.size();
}

}  // namespace petteia::db
