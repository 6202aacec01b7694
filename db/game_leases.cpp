#include "db/game_leases.hpp"

#include <algorithm>

#include "db/in_use.hpp"
#include "db/node_ring.hpp"

namespace petteia::db {

GameLeases::GameLeases(Database& database, std::string node, std::shared_ptr<HeldTokens> held)
    : database_(database),
      node_(std::move(node)),
      // On PostgreSQL the holder's row is locked until the take commits: two nodes taking the same
      // game one after the other each see who had it just before.
      select_holder_(database.prepare(database.dialect(
          "SELECT l.node, h.at_ms, l.is_open FROM game_leases AS l LEFT JOIN node_heartbeats AS h ON h.node = l.node "
          "WHERE l.game_id = ?1",
          "SELECT l.node, h.at_ms, l.is_open FROM game_leases AS l LEFT JOIN node_heartbeats AS h ON h.node = l.node "
          "WHERE l.game_id = ?1 FOR UPDATE OF l"))),
      select_nodes_(database.prepare("SELECT node, at_ms, address FROM node_heartbeats")),
      ask_holder_(database.prepare("UPDATE game_leases SET wanted_by = ?2 WHERE game_id = ?1")),
      upsert_(database.prepare(
          "INSERT INTO game_leases (game_id, node, token, taken_at_ms) VALUES (?1, ?2, 1, ?3) "
          "ON CONFLICT (game_id) DO UPDATE SET node = excluded.node, token = game_leases.token + 1, "
          "taken_at_ms = excluded.taken_at_ms, is_open = 0, wanted_by = NULL RETURNING token")),
      release_(database.prepare(
          "UPDATE game_leases SET is_open = 1, wanted_by = NULL WHERE game_id = ?1 AND node = ?2 AND token = ?3")),
      release_all_(database.prepare("UPDATE game_leases SET is_open = 1, wanted_by = NULL WHERE node = ?1")),
      close_(database.prepare("UPDATE game_leases SET is_open = 0 WHERE game_id = ?1 AND node = ?2 AND is_open = 1")),
      select_wanted_(database.prepare("SELECT game_id, wanted_by FROM game_leases WHERE node = ?1 AND wanted_by IS NOT NULL")),
      open_wanted_(database.prepare(
          "UPDATE game_leases SET is_open = 1, wanted_by = NULL WHERE game_id = ?1 AND node = ?2")),
      refuse_wanted_(database.prepare("UPDATE game_leases SET wanted_by = NULL WHERE game_id = ?1 AND node = ?2")),
      insert_new_(database.prepare(
          "INSERT INTO game_leases (game_id, node, token, taken_at_ms, is_open) VALUES (?1, ?2, 1, ?3, 1)")),
      select_token_(database.prepare("SELECT token FROM game_leases WHERE game_id = ?1 AND node = ?2")),
      // The token in the games row (migration 12); FOR SHARE: a node taking the game, which updates
      // that row, waits until the unit that checked is committed (see the header).
      check_token_(database.prepare(database.dialect(
          "SELECT 1 FROM games WHERE id = ?1 AND lease_token = ?2",
          "SELECT 1 FROM games WHERE id = ?1 AND lease_token = ?2 FOR SHARE"))),
      adopt_unleased_(database.prepare(database.dialect(
          "INSERT INTO game_leases (game_id, node, token, taken_at_ms) SELECT id, ?1, 1, ?2 FROM games "
          "WHERE result_state IS NULL AND days_per_move IS NULL "
          "AND NOT EXISTS (SELECT 1 FROM game_leases WHERE game_id = games.id) "
          "ON CONFLICT (game_id) DO NOTHING",
          "INSERT INTO game_leases (game_id, node, token, taken_at_ms) SELECT id, ?1::text, 1, ?2::bigint FROM games "
          "WHERE result_state IS NULL AND days_per_move IS NULL "
          "AND NOT EXISTS (SELECT 1 FROM game_leases WHERE game_id = games.id) "
          "ON CONFLICT (game_id) DO NOTHING"))),
      // On PostgreSQL the games rows are locked first, as take() does (see lock_game_).
      renew_unfinished_(database.prepare(database.dialect(
          "UPDATE game_leases SET token = token + 1, taken_at_ms = ?2, is_open = 0, wanted_by = NULL "
          "WHERE node = ?1 AND game_id IN (SELECT id FROM games WHERE result_state IS NULL AND days_per_move IS NULL) "
          "RETURNING game_id, token",
          "WITH mine AS (SELECT g.id FROM games AS g JOIN game_leases AS l ON l.game_id = g.id "
          "WHERE l.node = ?1 AND g.result_state IS NULL AND g.days_per_move IS NULL ORDER BY g.id FOR NO KEY UPDATE OF g) "
          "UPDATE game_leases SET token = token + 1, taken_at_ms = ?2, is_open = 0, wanted_by = NULL "
          "WHERE node = ?1 AND game_id IN (SELECT id FROM mine) RETURNING game_id, token"))),
      select_taken_since_(database.prepare("SELECT game_id, token FROM game_leases WHERE taken_at_ms >= ?1 AND node <> ?2")),
      write_heartbeat_(database.prepare("INSERT INTO node_heartbeats (node, at_ms, address) VALUES (?1, ?2, ?3) "
                                        "ON CONFLICT (node) DO UPDATE SET at_ms = excluded.at_ms, address = excluded.address")),
      read_heartbeat_(database.prepare("SELECT at_ms FROM node_heartbeats WHERE node = ?1")),
      held_(std::move(held)) {
    if (node_.empty() || node_.size() > 64) throw DatabaseError("a node's name has 1 to 64 characters");
    if (database.engine() == Engine::postgresql) {
        // SKIP LOCKED: nodes sweeping at the same moment share the orphans instead of waiting for
        // each other; a game a node is taking on request (its row locked) is left to it.
        select_orphans_ = database.prepare(
            "SELECT l.game_id, l.node, h.at_ms FROM game_leases AS l JOIN games AS g ON g.id = l.game_id "
            "LEFT JOIN node_heartbeats AS h ON h.node = l.node "
            "WHERE g.result_state IS NULL AND g.days_per_move IS NULL AND l.node <> ?1 AND (h.at_ms IS NULL OR h.at_ms < ?2) "
            "LIMIT 1000 FOR UPDATE OF l, g SKIP LOCKED");
        // A take updates the games row (the token, by trigger) after the lease row; a unit of writes
        // locks the games row first, then may change the lease row (writes::HoldLease). The taker
        // locks the games row first too, so that neither waits for the other in a circle.
        lock_game_ = database.prepare("SELECT 1 FROM games WHERE id = ?1 FOR NO KEY UPDATE");
        adopt_ = database.prepare(
            "UPDATE game_leases SET node = ?2, token = token + 1, taken_at_ms = ?3, is_open = 0, wanted_by = NULL "
            "WHERE game_id = ?1 RETURNING token");
    }
}

void GameLeases::advertise(std::string address) {
    if (address.empty() || address.size() > 255) throw DatabaseError("a node's address has 1 to 255 characters");
    address_ = std::move(address);
}

bool GameLeases::Nodes::is_alive(std::string_view node) const {
    return std::find(alive.begin(), alive.end(), node) != alive.end();
}

bool GameLeases::routed_here(std::string_view key, std::int64_t now_ms) {
    const auto routed = nodes_for(key, now_ms).routed;
    return !routed || *routed == node_;
}

GameLeases::Nodes GameLeases::nodes_for(std::string_view id, std::int64_t now_ms) {
    Nodes nodes;
    std::vector<RingNode> ring;
    nodes.alive.push_back(node_);
    if (!address_.empty()) ring.push_back({node_, address_});
    InUse query(select_nodes_);
    while (query->step()) {
        std::string name = query->text(0);
        if (name == node_ || query->int64(1) <= now_ms - gone_after_ms) continue;
        if (!address_.empty() && !query->is_null(2)) ring.push_back({name, query->text(2)});
        nodes.alive.push_back(std::move(name));
    }
    if (!address_.empty()) nodes.routed = NodeRing(std::move(ring)).node_for(id);
    return nodes;
}

void GameLeases::hold(std::string_view id, std::int64_t token) {
    const std::lock_guard lock(held_->mutex);
    held_->tokens[std::string(id)] = token;
}

TakeResult GameLeases::take(std::string_view id, std::int64_t now_ms) {
    if (lock_game_) {
        InUse lock(*lock_game_);
        lock->bind(1, id);
        lock->step();
    }
    std::optional<PreviousHolder> previous;
    bool open = true;
    {
        InUse query(select_holder_);
        query->bind(1, id);
        if (query->step()) {
            previous = PreviousHolder{query->text(0), query->is_null(1) ? std::nullopt : std::optional(query->int64(1))};
            open = query->int64(2) != 0;
        }
    }
    const Nodes nodes = nodes_for(id, now_ms);
    // Not a node nginx sends the game to: whoever asked came another way, or nginx's view and
    // this node's differ for a moment (a node just died or came back); nothing moves.
    if (nodes.routed && *nodes.routed != node_) return {false, std::move(previous)};
    if (!open && previous && previous->node != node_ && nodes.is_alive(previous->node)) {
        if (nodes.routed) {
            InUse ask(ask_holder_);
            ask->bind(1, id);
            ask->bind(2, node_);
            ask->step();
        }
        return {false, std::move(previous)};
    }
    InUse upsert(upsert_);
    upsert->bind(1, id);
    upsert->bind(2, node_);
    upsert->bind(3, now_ms);
    if (!upsert->step()) throw DatabaseError("take: no token returned for game '" + std::string(id) + "'");
    hold(id, upsert->int64(0));
    return {true, std::move(previous)};
}

void GameLeases::release(std::string_view id, std::int64_t token) {
    InUse update(release_);
    update->bind(1, id);
    update->bind(2, node_);
    update->bind(3, token);
    update->step();
}

void GameLeases::queue_close(std::string_view id) {
    close_.bind(1, id);
    close_.bind(2, node_);
    database_.queue(close_);
}

void GameLeases::release_all() {
    InUse update(release_all_);
    update->bind(1, node_);
    update->step();
    // The tokens stay: until another node takes a game, this node's last writes of it still count.
}

Handovers GameLeases::wanted(std::int64_t now_ms) {
    std::vector<std::pair<std::string, std::string>> requests;
    {
        InUse query(select_wanted_);
        query->bind(1, node_);
        while (query->step()) requests.emplace_back(query->text(0), query->text(1));
    }
    Handovers decided;
    for (auto& [id, asker] : requests) {
        const auto routed = nodes_for(id, now_ms).routed;
        if (!routed || *routed != asker) {
            InUse refuse(refuse_wanted_);
            refuse->bind(1, id);
            refuse->bind(2, node_);
            refuse->step();
            decided.refused.emplace_back(std::move(id), std::move(asker));
        } else if (holds(id)) {
            decided.hand_over.push_back(std::move(id));
        } else {
            InUse open(open_wanted_);
            open->bind(1, id);
            open->bind(2, node_);
            open->step();
        }
    }
    return decided;
}

std::vector<Adopted> GameLeases::adopt_orphans(std::int64_t now_ms, std::int64_t gone_before_ms) {
    std::vector<Adopted> adopted;
    if (!select_orphans_ || !adopt_) return adopted;
    std::vector<Adopted> candidates;
    {
        InUse query(*select_orphans_);
        query->bind(1, node_);
        query->bind(2, gone_before_ms);
        while (query->step())
            candidates.push_back({query->text(0), PreviousHolder{query->text(1), query->is_null(2) ? std::nullopt
                                                                                                 : std::optional(query->int64(2))}});
    }
    for (auto& candidate : candidates) {
        // The node nginx sends the game to adopts it; without a ring, any live node may.
        if (const auto routed = nodes_for(candidate.id, now_ms).routed; routed && *routed != node_) continue;
        InUse adopt(*adopt_);
        adopt->bind(1, candidate.id);
        adopt->bind(2, node_);
        adopt->bind(3, now_ms);
        if (!adopt->step()) continue;
        hold(candidate.id, adopt->int64(0));
        adopted.push_back(std::move(candidate));
    }
    return adopted;
}

void GameLeases::queue_grant_new(std::string_view id, std::int64_t now_ms) {
    insert_new_.bind(1, id);
    insert_new_.bind(2, node_);
    insert_new_.bind(3, now_ms);
    database_.queue(insert_new_);
}

void GameLeases::held_new(std::string_view id) { hold(id, 1); }

bool GameLeases::confirm(std::string_view id) {
    std::optional<std::int64_t> mine;
    {
        const std::lock_guard lock(held_->mutex);
        if (const auto found = held_->tokens.find(std::string(id)); found != held_->tokens.end()) mine = found->second;
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

void GameLeases::queue_check(std::string_view id, std::int64_t token) {
    check_token_.bind(1, id);
    check_token_.bind(2, token);
    database_.queue(check_token_);
}

std::string GameLeases::lost_message(std::string_view id) const {
    return "game '" + std::string(id) + "' is served by another node now; node " + node_ + " writes nothing of it";
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
    std::vector<std::pair<std::string, std::int64_t>> taken;  // and the token the other node took it with
    {
        InUse query(select_taken_since_);
        query->bind(1, since_ms);
        query->bind(2, node_);
        while (query->step()) taken.emplace_back(query->text(0), query->int64(1));
    }
    // Only a take newer than this node's own counts (tokens grow by one a take): a reader
    // connection may have taken the game since this query's snapshot, or be about to commit its
    // take, and the row read here is then the previous holder's.
    std::vector<std::string> lost;
    const std::lock_guard lock(held_->mutex);
    for (auto& [id, token] : taken) {
        const auto held = held_->tokens.find(id);
        if (held == held_->tokens.end() || held->second >= token) continue;
        held_->tokens.erase(held);
        lost.push_back(std::move(id));
    }
    return lost;
}

void GameLeases::heartbeat(std::int64_t now_ms) {
    InUse write(write_heartbeat_);
    write->bind(1, node_);
    write->bind(2, now_ms);
    if (address_.empty()) write->bind(3, std::nullopt);
    else write->bind(3, std::string_view(address_));
    write->step();
}

std::optional<std::int64_t> GameLeases::last_heartbeat() {
    InUse query(read_heartbeat_);
    query->bind(1, node_);
    if (!query->step()) return std::nullopt;
    return query->int64(0);
}

void GameLeases::forget(std::string_view id) {
    const std::lock_guard lock(held_->mutex);
    held_->tokens.erase(std::string(id));
}

std::optional<std::int64_t> GameLeases::token(std::string_view id) const {
    const std::lock_guard lock(held_->mutex);
    const auto found = held_->tokens.find(std::string(id));
    if (found == held_->tokens.end()) return std::nullopt;
    return found->second;
}

bool GameLeases::holds(std::string_view id) const {
    const std::lock_guard lock(held_->mutex);
    return held_->tokens.contains(std::string(id));
}

std::size_t GameLeases::held() const {
    const std::lock_guard lock(held_->mutex);
    return held_->tokens.size();
}

}  // namespace petteia::db
